/**
 * The booking loop's rules: which change of state who may make, as a table, and why any other is
 * refused. Shared by the server (which decides) and the /booking page (which offers only what the
 * server would allow).
 */
import type { Actor, BookingState, LifecycleEvent } from "./model"
import { endOfDay, pickupInstant } from "./pickup"

export type { Actor, BookingState, LifecycleEvent }

/** What a person (or the system) asks for. */
export type BookingAction =
  | "confirm"
  | "quote"
  | "accept-quote"
  | "decline-quote"
  | "expire-quote"
  | "decline"
  | "cancel"
  | "complete"
  | "request-change"
  | "accept-change"
  | "decline-change"
  | "withdraw-change"

interface Transition {
  from: readonly BookingState[]
  by: readonly Actor[]
  /** The state after; "same" for a change of the trip, which leaves the booking where it stands. */
  to: BookingState | "same"
}

/** The states in which the trip can still change: not yet declined, cancelled or completed. */
export const OPEN_STATES: readonly BookingState[] = ["requested", "quoted", "confirmed"]

/**
 * Every change the loop allows: requested → confirmed (dispatch, at the estimate) | quoted (dispatch,
 * at a fare of its own; again from quoted to revise it) | declined (dispatch); quoted → confirmed (the
 * customer accepts) | requested (the customer declines the quote, or it expires: the system);
 * requested | quoted | confirmed → cancelled (customer or dispatch); confirmed → completed (the
 * system, after the ride's day). A change of the trip leaves the state as it is: the customer asks
 * (applied at once to a request, pending otherwise), dispatch accepts or declines, the customer withdraws.
 */
export const TRANSITIONS: Readonly<Record<BookingAction, Transition>> = {
  confirm: { from: ["requested"], by: ["dispatch"], to: "confirmed" },
  quote: { from: ["requested", "quoted"], by: ["dispatch"], to: "quoted" },
  "accept-quote": { from: ["quoted"], by: ["customer"], to: "confirmed" },
  "decline-quote": { from: ["quoted"], by: ["customer"], to: "requested" },
  "expire-quote": { from: ["quoted"], by: ["system"], to: "requested" },
  decline: { from: ["requested", "quoted"], by: ["dispatch"], to: "declined" },
  cancel: { from: ["requested", "quoted", "confirmed"], by: ["customer", "dispatch"], to: "cancelled" },
  complete: { from: ["confirmed"], by: ["system"], to: "completed" },
  "request-change": { from: OPEN_STATES, by: ["customer"], to: "same" },
  "accept-change": { from: OPEN_STATES, by: ["dispatch"], to: "same" },
  "decline-change": { from: OPEN_STATES, by: ["dispatch"], to: "same" },
  "withdraw-change": { from: OPEN_STATES, by: ["customer"], to: "same" },
}

/** Answers that change nothing of the ride and so stay open after the pickup time: a decline, a quote's expiry, a change declined or withdrawn. */
const ANY_TIME: readonly BookingAction[] = ["decline", "expire-quote", "decline-change", "withdraw-change"]

export const BOOKING_ACTIONS = Object.keys(TRANSITIONS) as BookingAction[]

const ALREADY: Readonly<Record<BookingState, string>> = {
  requested: "This booking is still waiting for dispatch to confirm it.",
  quoted: "This booking waits for the customer to accept dispatch's quote.",
  confirmed: "This booking is already confirmed.",
  declined: "This booking was declined by dispatch.",
  cancelled: "This booking was cancelled.",
  completed: "This ride is completed.",
}

const ONLY: Readonly<Record<BookingAction, string>> = {
  confirm: "Only dispatch can confirm a booking.",
  quote: "Only dispatch can send a quote.",
  "accept-quote": "Only the customer can accept a quote.",
  "decline-quote": "Only the customer can decline a quote.",
  "expire-quote": "A quote expires by itself at the time it states.",
  decline: "Only dispatch can decline a booking.",
  cancel: "A booking is cancelled by the customer or by dispatch.",
  complete: "A ride is marked completed automatically after its day.",
  "request-change": "Only the customer can ask for a change from their link; dispatch calls them.",
  "accept-change": "Only dispatch can accept a change.",
  "decline-change": "Only dispatch can decline a change.",
  "withdraw-change": "Only the customer can withdraw their change.",
}

/** The ride's pickup day and time, as the booking carries them. */
export interface RideTime {
  date: string
  time: string
}

/** Why a change is refused: not this person's to make, not from this state, or not at this time. */
export type Refusal = "person" | "state" | "time"

export type TransitionResult = { ok: true; to: BookingState } | { ok: false; refusal: Refusal; reason: string }

export const PICKUP_PASSED = "The pickup time has passed, so this booking can no longer be changed here."

/**
 * Whether `actor` may `action` a booking now in `state`, for a ride at `ride`, at `now`. Besides the
 * table: nothing is confirmed or cancelled once the pickup time has passed, and a ride is completed
 * only after its day is over in Boston.
 */
export function checkTransition(state: BookingState, action: BookingAction, actor: Actor, ride: RideTime, now: Date): TransitionResult {
  const rule = TRANSITIONS[action]
  if (!rule.by.includes(actor)) return { ok: false, refusal: "person", reason: ONLY[action] }
  if (!rule.from.includes(state)) return { ok: false, refusal: "state", reason: ALREADY[state] }
  const pickup = pickupInstant(ride.date, ride.time)
  if (!pickup) return { ok: false, refusal: "time", reason: "This booking has no valid pickup time." }
  if (action === "complete") {
    if (now < endOfDay(ride.date)) return { ok: false, refusal: "time", reason: "The ride's day is not over yet." }
  } else if (!ANY_TIME.includes(action) && now >= pickup) {
    return { ok: false, refusal: "time", reason: PICKUP_PASSED }
  }
  return { ok: true, to: rule.to === "same" ? state : rule.to }
}

/** The actions `actor` may take now, in the table's order. */
export function openActions(state: BookingState, actor: Actor, ride: RideTime, now: Date): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => checkTransition(state, action, actor, ride, now).ok)
}
