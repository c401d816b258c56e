/**
 * Changes of the trip asked from the customer's link: which values may change, whether a change
 * waits for dispatch, and the change as the booking form's own schema judges it. Pure rules shared by
 * the /booking page (which validates and previews) and the server (which decides).
 */
import { bookingSchema, validate, withoutIrrelevantExtras, type BookingRequest } from "../booking/booking-schema"
import { estimateFare, type Estimate } from "../booking/fare"
import { STEP_EFFECTS, type BookingRecord, type ChangeStep, type LifecycleEvent, type TripChange, type TripValues } from "./model"
import { pickupInstant } from "./pickup"
import { FREE_CHANGE_HOURS } from "./cancellation"

export type { ChangeStep, TripChange, TripValues }

/** The values a customer may change, in the form's order: everything about the trip, nothing about who they are or the service. */
export const CHANGE_FIELDS = [
  "date",
  "time",
  "pickupLocation",
  "stops",
  "dropoffLocation",
  "returnDate",
  "returnTime",
  "passengers",
  "vehicle",
  "flightNumber",
  "luggage",
  "hours",
  "specialRequests",
] as const satisfies readonly (keyof TripValues)[]

export const CHANGE_MESSAGES = {
  nothing: "Nothing has changed yet: change a value above, or keep the booking as it is.",
  past: "Choose a pickup time that is still ahead.",
  changes: "Send the changed values as an object of the booking form's fields.",
  change: "Reload the page to see the latest change, then answer it.",
  replaced: "This change was replaced by a newer one from the customer. Nothing was changed; the page now shows the latest.",
  none: "There is no change waiting for an answer: it was answered or withdrawn. The page now shows the booking as it is.",
  fareQuoted: "A quoted booking keeps its quote: send a revised quote for a new fare.",
  free: `This change was asked ${FREE_CHANGE_HOURS} hours or more before pickup and leaves the trip's price as it was, so it is free under the change policy: accept it at the agreed fare.`,
} as const

/**
 * The return leg's ends: not fields of the change form, but part of the trip a change records, since a
 * return that ran the ride there reversed follows its new ends (checkChange).
 */
const RETURN_ENDS = ["returnPickup", "returnDropoff"] as const satisfies readonly (keyof TripValues)[]

/** The trip's values of a booking (a change recorded before the return's ends were part of it has none, and leaves them as they are). */
export function tripValues(booking: TripValues): TripValues {
  return Object.fromEntries(
    [...CHANGE_FIELDS, ...RETURN_ENDS]
      .filter((field) => booking[field] !== undefined)
      .map((field) => [field, field === "stops" ? [...booking.stops] : booking[field]]),
  ) as unknown as TripValues
}

/**
 * The request a change starts from: a return that ran the ride there reversed (as the form spells it
 * out when no other route is given) follows the ride's new ends, so it is not left between the old ones.
 */
function returnFollowingRide(request: BookingRequest): BookingRequest {
  if (!request.returnTrip) return request
  return {
    ...request,
    ...(request.returnPickup === request.dropoffLocation ? { returnPickup: "" } : {}),
    ...(request.returnDropoff === request.pickupLocation ? { returnDropoff: "" } : {}),
  }
}

const same = (a: TripValues[keyof TripValues], b: TripValues[keyof TripValues]) => JSON.stringify(a) === JSON.stringify(b)

/** The fields whose values differ, in the form's order. */
export function changedFields(from: TripValues, to: TripValues): (typeof CHANGE_FIELDS)[number][] {
  return CHANGE_FIELDS.filter((field) => !same(from[field], to[field]))
}

/** A change as the history holds it: its place there (dispatch's links name it), when and what. */
export interface ChangeEntry {
  step: number
  at: string
  change: TripChange
}

/** The change waiting for dispatch's answer, if any: the latest asked, unless something answered it since. */
export function pendingChange(history: readonly LifecycleEvent[]): ChangeEntry | undefined {
  for (let step = history.length - 1; step >= 0; step -= 1) {
    const event = history[step]
    // After an answer, or a change made at once (to a request not yet answered), no earlier change waits.
    const effect = event.step && STEP_EFFECTS[event.step].change
    if (effect === "applies" || effect === "settles") return undefined
    if (effect === "asks" && event.change) return { step, at: event.at, change: event.change }
  }
  return undefined
}

export type ChangeCheck =
  | { ok: true; from: TripValues; to: TripValues; request: BookingRequest; estimate: Estimate }
  | { ok: false; errors: Record<string, string> }

/** A booking's values without the estimate the server recorded: what a change starts from. */
export function requestOf(booking: BookingRecord): BookingRequest {
  const { estimate: _estimate, ...request } = booking
  return request
}

/**
 * The request with `changes` (the fields that changed, as the form holds them) applied, judged by the
 * booking form's own schema and messages, its extras trimmed as a request's are and its estimate
 * computed: the trip before and after, or one message per field. Unknown fields are ignored; a
 * pickup that is no longer ahead of `now`, or no difference at all, is refused. The page checks with
 * it before showing old and new; the server again before recording.
 */
export async function checkChange(request: BookingRequest, changes: unknown, now: Date): Promise<ChangeCheck> {
  if (typeof changes !== "object" || changes === null || Array.isArray(changes))
    return { ok: false, errors: { changes: CHANGE_MESSAGES.changes } }
  const asked = Object.fromEntries(Object.entries(changes).filter(([field]) => (CHANGE_FIELDS as readonly string[]).includes(field)))
  const result = await validate(bookingSchema, { ...returnFollowingRide(request), ...asked }, { now })
  if (!result.ok) return { ok: false, errors: result.errors }
  const trimmed: BookingRequest = withoutIrrelevantExtras(result.value)
  const from = tripValues(request)
  const to = tripValues(trimmed)
  if (changedFields(from, to).length === 0) return { ok: false, errors: { changes: CHANGE_MESSAGES.nothing } }
  const pickup = pickupInstant(to.date, to.time)
  if (!pickup || pickup <= now) return { ok: false, errors: { time: CHANGE_MESSAGES.past } }
  return { ok: true, from, to, request: trimmed, estimate: estimateFare(trimmed) }
}

/** The booking as it is once a change is applied: the new values and the new trip's estimate, everything else as it was. */
export function applyChange(booking: BookingRecord, change: TripChange): BookingRecord {
  return { ...booking, ...tripValues(change.to), estimate: change.estimate }
}

/**
 * The booking as a change of the trip left it, which that change's emails show: one delivered late (by
 * the sweep, once SMTP is back) may go out after later changes were made, and must not show their
 * values. Asked, declined or withdrawn: the trip as it stood before; applied or accepted: the trip asked for.
 */
export function bookingAtChange(booking: BookingRecord, step: LifecycleEvent["step"], change: TripChange): BookingRecord {
  if (step && STEP_EFFECTS[step].change === "applies") return applyChange(booking, change)
  return { ...booking, ...tripValues(change.from), estimate: change.estimateBefore }
}
