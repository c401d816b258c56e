/**
 * What a chauffeur's link shows and does: one leg of a ride, as the chauffeur assigned to it needs it, and
 * nothing of its price or of the customer's email (docs/CHAUFFEURS.md). One shape for the /ride page and the
 * server, which builds it (src/server/booking-loop/ride-view.ts); no fare, estimate, policy or link of another
 * party is a field of it, so none can reach the chauffeur's page by mistake.
 */
import { MAIN_PHONE } from "../config/business"
import type { RideLeg } from "./model"

/** The page a chauffeur's links open (noindex, out of the sitemap; the key rides after #, as on /booking): a working page. */
export { RIDE_PAGE_PATH } from "../lib/working-pages"

/** What a chauffeur does from their link: take the ride, or give it back to dispatch with a reason. */
export type RideAction = "accept-ride" | "decline-ride"
export const RIDE_ACTIONS: readonly RideAction[] = ["accept-ride", "decline-ride"]

/** The chauffeur's answer to the ride so far: not yet given, or accepted (a declined ride is no longer theirs, and its link ends). */
export type RideAnswer = "waiting" | "accepted"

/** Where the ride stands for its chauffeur. */
export type RideState = "confirmed" | "cancelled" | "completed"

export interface RideSheet {
  reference: string
  leg: RideLeg
  /** "Ride there" or "Return". */
  legLabel: string
  state: RideState
  answer: RideAnswer
  /** The service in words ("Airport Transfer"). */
  service: string
  /** When: "Tuesday, December 1, 2026 at 6:30 AM". */
  pickupAt: string
  /** The pickup's day (YYYY-MM-DD) and time ("6:30 AM"), as the booking keeps them. */
  date: string
  time: string
  /** Where and what, as labelled rows: pickup, stops, dropoff, flight, passengers, luggage, hours, special requests. */
  rows: { label: string; value: string }[]
  /** The name for the pickup sign: the passenger's full name. */
  signName: string
  /** The passenger's phone, to read and to tap (`tel`: the whole tel: address, "tel:+16175550123"). */
  passengerPhone: { display: string; tel: string }
  /** Dispatch's note to the chauffeur on this assignment, if any. */
  dispatchNote: string | null
  /** The chauffeur and the vehicle assigned. */
  chauffeur: string
  vehicle: { makeModel: string; colour: string; plate: string }
  /** What the chauffeur can do now. */
  actions: RideAction[]
  /** The booking's revision the page was shown at (an answer sends it back; a stale one is refused). */
  revision: number
}

/** The chauffeur's words for their answers; a decline needs a reason, which dispatch reads. */
export const RIDE_MESSAGES = {
  declineReason: "Tell dispatch why you cannot take this ride.",
  /** A chauffeur's link once they are off the ride (taken off, reassigned, or they declined it). */
  ended: `You are no longer on this ride: dispatch has taken you off it, or you gave it back. Your other rides are not affected. Questions: call dispatch at ${MAIN_PHONE.display}.`,
  accepted: "You accepted this ride already: nothing was changed.",
  acceptedAlready: `You accepted this ride, so it can no longer be given back here: please call dispatch at ${MAIN_PHONE.display}.`,
} as const
