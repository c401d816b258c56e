/**
 * Who comes for the customer, once the chauffeur accepted the leg: their name, the number to call (the
 * chauffeur's mobile when the roster shares it, otherwise dispatch's), the car and its plate, and where to
 * meet. One shape for the customer's email, their calendar invite and their /booking page. And, for a leg whose
 * chauffeur the customer was told of was taken off or replaced since, that it is changing (chauffeurChanging()).
 */
import { MAIN_PHONE } from "../config/business"
import { phoneLink } from "../lib/phone"
import { heldAssignments, legsOf, toldAssignments, type HeldAssignment } from "./assignments"
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

/**
 * A leg whose chauffeur the customer was told of no longer comes as told (dispatch took them off, or assigned the
 * leg again), and whom nobody has accepted since: the customer is told it is changing, then who comes.
 */
export interface ChauffeurChanging {
  leg: RideLeg
  /** The chauffeur the customer was told of. */
  was: string
  /** The same chauffeur is assigned again, in another car: it is the car that changes. */
  carOnly: boolean
}

/** How the leg the customer was told of (`told`) stands now that `now` holds it (or nobody does): null while it comes as told. */
export function changingFrom(
  told: Pick<HeldAssignment, "leg" | "chauffeur"> | undefined,
  now: Pick<HeldAssignment, "chauffeur" | "accepted"> | undefined,
): ChauffeurChanging | null {
  if (!told || now?.accepted) return null
  return { leg: told.leg, was: told.chauffeur.name, carOnly: now?.chauffeur.id === told.chauffeur.id }
}

/** Each leg whose chauffeur the customer was told of is changing, in the ride's order. */
export function chauffeursChanging(booking: BookingRecord, history: readonly LifecycleEvent[]): ChauffeurChanging[] {
  const [told, held] = [toldAssignments(history), heldAssignments(history)]
  return legsOf(booking).flatMap((leg) => changingFrom(told[leg], held[leg]) ?? [])
}

/** Who comes, in one line of the customer's words: "Dana Rivera, Black Cadillac XTS, plate MP 1042; call (978) 555-0142." */
export const whoComesLine = (who: WhoComes): string =>
  `${who.name}, ${who.vehicle}, plate ${who.plate}; ${who.phone.whose === "chauffeur" ? "their mobile" : "dispatch"}: ${who.phone.display}`
