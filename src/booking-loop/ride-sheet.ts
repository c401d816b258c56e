/**
 * What a chauffeur's link shows and does: one leg of a ride, as the chauffeur assigned to it needs it, and
 * nothing of its price or of the customer's email (docs/CHAUFFEURS.md). One shape for the /ride page and the
 * server, which builds it (src/server/booking-loop/ride-view.ts); no fare, estimate, policy or link of another
 * party is a field of it, so none can reach the chauffeur's page by mistake.
 */
import { MAIN_PHONE } from "../config/business"
import type { RideLeg, RideStatus } from "./model"

/** The page a chauffeur's links open (noindex, out of the sitemap; the key rides after #, as on /booking): a working page. */
export { RIDE_PAGE_PATH } from "../lib/working-pages"

/** Each leg as a chauffeur's page, the emails and the statement name it. */
export const LEG_LABELS: Readonly<Record<RideLeg, string>> = { pickup: "Ride there", return: "Return" }

/**
 * What a chauffeur does from their link: take the ride, or give it back to dispatch with a reason; then, on the day,
 * tap its status, record an airport pickup's landing, report a no-show once the free waiting is over, and finish it.
 */
export type RideAction = "accept-ride" | "decline-ride" | "ride-status" | "record-landing" | "report-no-show" | "finish-ride"
export const RIDE_ACTIONS: readonly RideAction[] = [
  "accept-ride",
  "decline-ride",
  "ride-status",
  "record-landing",
  "report-no-show",
  "finish-ride",
]

/** The leg's day as its chauffeur's page shows it. */
export interface RideDay {
  /** The latest status tapped, or null before setting out; its words. */
  status: RideStatus | null
  statusLabel: string
  /** When each status was tapped (ISO). */
  at: Partial<Record<RideStatus, string>>
  /** The statuses the chauffeur may tap next (`ride-status`), in order. */
  next: RideStatus[]
  /** Whether the leg picks up at an airport (its landing is recorded), and the landing once recorded. */
  airport: boolean
  landing: { at: string; kind: "domestic" | "international" } | null
  /** Until when waiting is free (ISO), once it counts; a no-show may be reported from then. */
  freeUntil: string | null
  /** A no-show reported: waiting for dispatch, confirmed or not confirmed. */
  noShow: "asked" | "approved" | "refused" | null
  /** The extras entered at Done. */
  extras: { kind: string; label: string; note: string; dollars: number }[]
}

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
  /** The leg's day, once the chauffeur accepted it. */
  day: RideDay | null
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
