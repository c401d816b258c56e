/**
 * What a change of the trip adds to a booking's change: the fields each change action reads (422 when
 * they break a rule: the booking form's own messages for the trip), the event it records, and the
 * booking's values once it applies (at once to a request, on dispatch's accept otherwise). 409 when
 * the change answered was replaced, answered or withdrawn meanwhile, or its pickup time has passed.
 */
import { applyChange, CHANGE_ANSWERS, CHANGE_MESSAGES, checkChange, pendingChange, requestOf } from "../../booking-loop/changes"
import { pickupInstant } from "../../booking-loop/pickup"
import { fareOf, QUOTE_MESSAGES, wholeNumber } from "../../booking-loop/quotes"
import type { PageAction } from "../../booking-loop/view"
import type { BookingRecord, BookingState, LifecycleEvent } from "../../booking-loop/model"

export interface ChangeInput {
  /** request-change: the changed fields, as the form holds them. */
  changes?: unknown
  /** accept-change: a new fare for a confirmed booking, in whole dollars. */
  fare?: number
  /** The change answered: its place in the history, as dispatch's page (or email link) named it. */
  change?: number
}

/** The change fields an action reads, with one message per field that breaks its rule. */
export function changeFields(
  action: PageAction | undefined,
  body: Record<string, unknown>,
): { input: ChangeInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const input: ChangeInput = {}
  if (action === "request-change") input.changes = body.changes
  if (action && CHANGE_ANSWERS.includes(action)) {
    const step = wholeNumber(body.change)
    if (step === undefined) errors.change = CHANGE_MESSAGES.change
    else input.change = step
  }
  if (action === "accept-change" && body.fare !== undefined && body.fare !== null && body.fare !== "") {
    const fare = fareOf(body.fare)
    if (fare === undefined) errors.fare = QUOTE_MESSAGES.fare
    else input.fare = fare
  }
  return { input, errors }
}

export type ChangeAddition =
  | { ok: true; addition: Partial<LifecycleEvent>; booking?: BookingRecord }
  | { ok: false; status: 409; error: string }
  | { ok: false; status: 422; errors: Record<string, string> }

/** What the event of a change action records, and the booking's values after it, or why it cannot be made now. */
export async function changeAddition(
  action: PageAction,
  input: ChangeInput,
  booking: BookingRecord,
  state: BookingState,
  history: readonly LifecycleEvent[],
  at: Date,
): Promise<ChangeAddition> {
  if (action === "request-change") {
    const checked = await checkChange(requestOf(booking), input.changes, at)
    if (!checked.ok) return { ok: false, status: 422, errors: checked.errors }
    const change = { from: checked.from, to: checked.to, estimateBefore: booking.estimate, estimate: checked.estimate }
    // Nothing was booked before dispatch answered the request: it changes at once. A confirmed or quoted booking keeps its terms until dispatch answers.
    if (state === "requested")
      return { ok: true, addition: { step: "change-applied", change }, booking: { ...checked.request, estimate: checked.estimate } }
    return { ok: true, addition: { step: "change-requested", change } }
  }
  if (!CHANGE_ANSWERS.includes(action)) return { ok: true, addition: {} }
  const pending = pendingChange(history)
  if (!pending) return { ok: false, status: 409, error: CHANGE_MESSAGES.none }
  if (pending.step !== input.change)
    return {
      ok: false,
      status: 409,
      error: input.change !== undefined && input.change < pending.step ? CHANGE_MESSAGES.replaced : CHANGE_MESSAGES.change,
    }
  if (action !== "accept-change")
    return { ok: true, addition: { step: action === "decline-change" ? "change-declined" : "change-withdrawn", answers: pending.step } }
  const pickup = pickupInstant(pending.change.to.date, pending.change.to.time)
  if (!pickup || pickup <= at)
    return {
      ok: false,
      status: 409,
      error: "The new pickup time asked for has passed, so this change can no longer be accepted. Please call the customer.",
    }
  if (input.fare !== undefined && state !== "confirmed") return { ok: false, status: 422, errors: { fare: CHANGE_MESSAGES.fareQuoted } }
  return {
    ok: true,
    addition: { step: "change-accepted", answers: pending.step, ...(input.fare === undefined ? {} : { fare: input.fare }) },
    booking: applyChange(booking, pending.change),
  }
}
