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
  lateCancellationFee,
  LATE_CANCELLATION_FEE_PERCENT,
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
import { formatMoment } from "../booking/calendar-date"
import { dollars } from "../booking/rates"
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
 * From when accepting a move of a confirmed booking to `to` keeps the late-cancellation window of the
 * pickup it replaces (or of an earlier move's window still held): that window's start, or at once
 * (`from` -Infinity) for a window already held. Undefined when no acceptance would keep it: the new
 * pickup is not later than the window's.
 */
export function moveKeepsWindowFrom(
  booking: BookingRecord,
  lifecycle: Lifecycle,
  to: PickupTime,
): { window: PickupTime; from: number } | undefined {
  if (lifecycle.state !== "confirmed") return undefined
  const held = keptWindow(lifecycle.history)
  const window = held ?? { date: booking.date, time: booking.time }
  const windowPickup = pickupInstant(window.date, window.time)
  const moved = pickupInstant(to.date, to.time)
  if (!windowPickup || !moved || windowPickup >= moved) return undefined
  return { window, from: held ? -Infinity : windowPickup.getTime() - fullRefundHours(booking.serviceType) * 3600_000 }
}

/**
 * The window a confirmed booking would keep were it moved to `to` at `now`: the pickup it replaces, when
 * the move comes inside that pickup's late-cancellation window (or an earlier move's window still held),
 * and the new pickup is later. Undefined when the move leaves a late cancellation as late as it was.
 */
export function windowKeptByMove(booking: BookingRecord, lifecycle: Lifecycle, to: PickupTime, now: Date): PickupTime | undefined {
  const keeps = moveKeepsWindowFrom(booking, lifecycle, to)
  return keeps && now.getTime() > keeps.from ? keeps.window : undefined
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
 * Cancellation terms as the page states them and an answer sends them back: their kind, their sentence,
 * and what cancelling comes to in dollars (0: nothing; null: a fee of a fare never agreed). A
 * cancellation, and a yes to a quote or a new fare, carries the kind and the fee its page showed.
 */
export interface StatedTerms {
  kind: CancellationTerms["kind"]
  sentence: string
  fee: number | null
}

/** The cancellation terms of a booking as the page and a refusal state them. */
export function policyOf(booking: BookingRecord, terms: CancellationTerms): StatedTerms {
  return { kind: terms.kind, sentence: cancellationSentence(terms, booking.serviceType, MAIN_PHONE.display), fee: feeDollarsOf(terms) }
}

/**
 * The terms a quote (or an offer) of `fare` comes with once accepted at `now`: the customer's terms on a
 * confirmed booking at that fare, counted also from `keptPickup` when a move accepted inside the
 * late-cancellation window keeps that pickup's window.
 */
export function policyOnAccept(booking: BookingRecord, fare: number, now: Date, keptPickup?: PickupTime): StatedTerms {
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
  return policyOf(booking, terms)
}

/**
 * The terms an offer comes with once accepted at `now`: the booking as changed, at the new fare,
 * keeping the window of the pickup the move replaces (when it comes inside it) unless dispatch waived the fee.
 */
export function policyOnOffer(booking: BookingRecord, lifecycle: Lifecycle, { offer, change }: OfferEntry, now: Date): StatedTerms {
  const kept = offer.waiveFee ? undefined : windowKeptByMove(booking, lifecycle, change.to, now)
  return policyOnAccept(applyChange(booking, change), offer.fare, now, kept)
}

/**
 * What the offer's email adds to its terms when a yes later than `now`, but before the offer lapses, would
 * bring the move inside the late-cancellation window of the present pickup (and dispatch did not waive the
 * fee): from when, and what a cancellation would then cost. Undefined when the terms cannot change so.
 */
export function offerTermsLater(
  booking: BookingRecord,
  lifecycle: Lifecycle,
  { offer, change }: OfferEntry,
  now: Date,
): string | undefined {
  const keeps = offer.waiveFee ? undefined : moveKeepsWindowFrom(booking, lifecycle, change.to)
  if (!keeps || keeps.from <= now.getTime() || keeps.from >= Date.parse(offer.expiresAt)) return undefined
  const pickup = pickupInstant(keeps.window.date, keeps.window.time)
  return `If you accept after ${formatMoment(new Date(keeps.from))}, the move comes inside the late-cancellation window of your present pickup${pickup ? ` (${formatMoment(pickup)})` : ""}, so a cancellation would still count from it: cancelling would then cost a ${LATE_CANCELLATION_FEE_PERCENT}% fee, ${dollars(lateCancellationFee(offer.fare))}. Your link's page always shows the terms that apply before you accept.`
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
