/**
 * A booking's terms at a moment, as the rules of src/booking-loop/ state them: the fare a confirmation
 * settles at, the cancellation terms were one side to cancel now and what cancelling comes to, and the
 * policy a quote comes with once accepted.
 */
import {
  FREE_CHANGE_HOURS,
  cancellationOutcome,
  cancellationSentence,
  cancellationTerms,
  feeDollarsOf,
  feePercentOf,
  fullRefundHours,
  type CancellationTerms,
} from "./cancellation"
import { applyChange, pendingChange, type ChangeEntry } from "./changes"
import type { OfferEntry } from "./offers"
import { hoursUntil, pickupInstant } from "./pickup"
import { agreedFare } from "./quotes"
import {
  STEP_EFFECTS,
  type Actor,
  type BookingRecord,
  type CancellationCharge,
  type Lifecycle,
  type LifecycleEvent,
  type PickupTime,
} from "./model"
import type { Estimate } from "../booking/fare"
import { MAIN_PHONE } from "../config/business"

/** The cancellation terms of a booking now, were `by` to cancel it (dispatch's never charge the customer). */
export function termsNow(booking: BookingRecord, lifecycle: Lifecycle, now: Date, by: Actor): CancellationTerms {
  const pending = pendingChange(lifecycle.history)
  const kept = keptWindow(lifecycle.history)
  return cancellationTerms(
    {
      serviceType: booking.serviceType,
      date: booking.date,
      time: booking.time,
      returnTrip: booking.returnTrip,
      returnDate: booking.returnDate,
      returnTime: booking.returnTime,
      state: lifecycle.state,
      by,
      fare: agreedFare(lifecycle.history),
      ...(pending ? { pendingPickup: pending.change.to } : {}),
      ...(kept ? { keptPickup: kept } : {}),
    },
    now,
  )
}

/** The pickup whose late-cancellation window the booking keeps after a move accepted inside it (the latest change applied says). */
export function keptWindow(history: readonly LifecycleEvent[]): PickupTime | undefined {
  for (let at = history.length - 1; at >= 0; at -= 1) {
    const { step, feeWindowFrom } = history[at]
    if (step && STEP_EFFECTS[step].change === "applies") return feeWindowFrom
  }
  return undefined
}

/**
 * The window a confirmed booking would keep were it moved to `to` at `now`: the pickup it replaces, when
 * the move comes inside that pickup's late-cancellation window (or an earlier move's window still held),
 * and the new pickup is later. Undefined when the move leaves a late cancellation as late as it was.
 */
export function windowKeptByMove(booking: BookingRecord, lifecycle: Lifecycle, to: PickupTime, now: Date): PickupTime | undefined {
  if (lifecycle.state !== "confirmed") return undefined
  const held = keptWindow(lifecycle.history)
  const replaced = pickupInstant(booking.date, booking.time)
  const window =
    held ??
    (replaced && hoursUntil(replaced, now) < fullRefundHours(booking.serviceType) ? { date: booking.date, time: booking.time } : undefined)
  const from = window && pickupInstant(window.date, window.time)
  const moved = pickupInstant(to.date, to.time)
  return from && moved && from < moved ? window : undefined
}

/**
 * Whether a change is free under the change policy: asked FREE_CHANGE_HOURS or more before the pickup
 * it changes, and leaving the trip's price as it was (one estimated figure before and after, the same).
 * A trip the estimate cannot price (a range, a trip to quote) may always be priced again, as an offer.
 */
export function changeIsFree(booking: BookingRecord, { at, change }: ChangeEntry): boolean {
  const pickup = pickupInstant(booking.date, booking.time)
  const before = singleFigure(change.estimateBefore)
  return (
    pickup !== null && hoursUntil(pickup, new Date(at)) >= FREE_CHANGE_HOURS && before !== null && before === singleFigure(change.estimate)
  )
}

/** An estimate's single figure (one vehicle priced); null for a range or a trip to quote. */
export const singleFigure = (estimate: Estimate): number | null => (estimate.kind === "estimate" ? estimate.amount : null)

/** The booking's estimate as one figure, which a confirmation settles the fare at; null for a range or a trip to quote. */
export const estimateFare = (booking: BookingRecord): number | null => singleFigure(booking.estimate)

/**
 * The cancellation policy a quote (or an offer) of `fare` comes with once accepted, as of `now`: the
 * customer's terms on a confirmed booking at that fare, counted also from `keptPickup` when a move
 * accepted inside the late-cancellation window keeps that pickup's window.
 */
export function policyOnAccept(booking: BookingRecord, fare: number, now: Date, keptPickup?: PickupTime): string {
  const terms = cancellationTerms(
    {
      serviceType: booking.serviceType,
      date: booking.date,
      time: booking.time,
      state: "confirmed",
      by: "customer",
      fare,
      ...(keptPickup ? { keptPickup } : {}),
    },
    now,
  )
  return cancellationSentence(terms, booking.serviceType, MAIN_PHONE.display)
}

/**
 * The policy an offer comes with once accepted at `now`: the booking as changed, at the new fare,
 * keeping the window of the pickup the move replaces (when it comes inside it) unless dispatch waived the fee.
 */
export function policyOnOffer(booking: BookingRecord, lifecycle: Lifecycle, { offer, change }: OfferEntry, now: Date): string {
  const kept = offer.waiveFee ? undefined : windowKeptByMove(booking, lifecycle, change.to, now)
  return policyOnAccept(applyChange(booking, change), offer.fare, now, kept)
}

/** The cancellation terms of a booking as the page and a refusal state them: their kind, their sentence, and the fee in dollars (cancelling sends both back). */
export function policyOf(
  booking: BookingRecord,
  terms: CancellationTerms,
): { kind: CancellationTerms["kind"]; sentence: string; fee: number | null } {
  return { kind: terms.kind, sentence: cancellationSentence(terms, booking.serviceType, MAIN_PHONE.display), fee: feeDollarsOf(terms) }
}

/**
 * What cancelling now under `terms` comes to: in the past tense for the history and the emails
 * (`policy`), and as figures for the webhook (`charge`).
 */
export function cancellationNow(
  booking: BookingRecord,
  terms: Exclude<CancellationTerms, { kind: "closed" }>,
  now: Date,
): { policy: string; charge: CancellationCharge } {
  const pickup = pickupInstant(booking.date, booking.time)
  const feeDollars = terms.kind === "fee" ? terms.feeDollars : undefined
  return {
    policy: cancellationOutcome(terms, pickup ? hoursUntil(pickup, now) : 0),
    charge: { terms: terms.kind, feePercent: feePercentOf(terms), ...(feeDollars === undefined ? {} : { feeDollars }) },
  }
}
