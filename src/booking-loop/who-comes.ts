/**
 * Who comes for the customer, once the chauffeur accepted the leg: their name, the number to call (the
 * chauffeur's mobile when the roster shares it, otherwise dispatch's), the car and its plate, and where to
 * meet. One shape for the customer's email, their calendar invite and their /booking page.
 */
import { MAIN_PHONE } from "../config/business"
import { phoneLink } from "../lib/phone"
import { heldAssignments, legsOf, type HeldAssignment } from "./assignments"
import { meetingPointFor } from "./meeting-point"
import type { BookingRecord, LifecycleEvent, RideLeg } from "./model"

export interface WhoComes {
  leg: RideLeg
  /** "Dana Rivera" */
  name: string
  /** The number to call about this ride (`tel`: the tel: address to tap), and whose it is. */
  phone: { display: string; tel: string; whose: "chauffeur" | "dispatch" }
  /** "Black Cadillac XTS" */
  vehicle: string
  plate: string
  /** Where to meet the chauffeur, in the editors' words (data/meeting-points.json). */
  meetingPoint: string
}

/** The customer's view of an accepted assignment. */
export function whoComes(
  booking: Pick<BookingRecord, "pickupLocation" | "dropoffLocation" | "returnPickup" | "returnDropoff">,
  held: HeldAssignment,
): WhoComes {
  const { chauffeur, vehicle, leg } = held
  const own = chauffeur.shareMobile && chauffeur.mobile ? phoneLink(chauffeur.mobile) : null
  return {
    leg,
    name: chauffeur.name,
    phone: own ? { ...own, whose: "chauffeur" } : { display: MAIN_PHONE.display, tel: `tel:${MAIN_PHONE.tel}`, whose: "dispatch" },
    vehicle: `${vehicle.colour} ${vehicle.makeModel}`,
    plate: vehicle.plate,
    meetingPoint: meetingPointFor(booking, leg),
  }
}

/** Each leg whose chauffeur has accepted it, in the ride's order: what the customer is told of who comes. */
export function whoComesNow(booking: BookingRecord, history: readonly LifecycleEvent[]): WhoComes[] {
  const held = heldAssignments(history)
  return legsOf(booking).flatMap((leg) => {
    const now = held[leg]
    return now?.accepted ? [whoComes(booking, now)] : []
  })
}

/** Who comes, in one line of the customer's words: "Dana Rivera, Black Cadillac XTS, plate MP 1042; call (978) 555-0142." */
export const whoComesLine = (who: WhoComes): string =>
  `${who.name}, ${who.vehicle}, plate ${who.plate}; ${who.phone.whose === "chauffeur" ? "their mobile" : "dispatch"}: ${who.phone.display}`
