/** The booking as its link shows it, built from the stored record and the rules at this moment. */
import {
  cancellationOutcome,
  cancellationSentence,
  cancellationTerms,
  feePercentOf,
  type CancellationTerms,
} from "../../booking-loop/cancellation"
import { hoursUntil, pickupInstant } from "../../booking-loop/pickup"
import { CHANGE_ANSWERS, pendingChange, requestOf } from "../../booking-loop/changes"
import { agreedFare, latestQuote, quoteExpired } from "../../booking-loop/quotes"
import { OPEN_STATES, openActions } from "../../booking-loop/states"
import { PAGE_ACTIONS, type BookingView, type LinkRole, type PageAction } from "../../booking-loop/view"
import { MAIN_PHONE } from "../../config/business"
import { bookingRows, serviceLabel } from "../delivery/emails"
import type { Estimate } from "../../booking/fare"
import type { Actor, BookingRecord, CancellationCharge, Lifecycle } from "../../booking-loop/model"
import { bodyText, oneLine } from "../text"
import { changedRows } from "./changed-rows"
import { historyTitle } from "./history-titles"

/** Rows the page shows elsewhere (the reference is its heading) or that only dispatch's inbox needs. */
const HIDDEN_ROWS = new Set(["Reference", "Received", "Service"])

/** The cancellation terms of a booking now, were `by` to cancel it (dispatch's never charge the customer). */
export function termsNow(booking: BookingRecord, lifecycle: Lifecycle, now: Date, by: Actor): CancellationTerms {
  const pending = pendingChange(lifecycle.history)
  return cancellationTerms(
    {
      serviceType: booking.serviceType,
      date: booking.date,
      time: booking.time,
      state: lifecycle.state,
      by,
      fare: agreedFare(lifecycle.history),
      ...(pending ? { pendingPickup: pending.change.to } : {}),
    },
    now,
  )
}

/** The change waiting for dispatch while the booking is open, as the page shows it. */
function changeView(booking: BookingRecord, lifecycle: Lifecycle): BookingView["change"] {
  const pending = OPEN_STATES.includes(lifecycle.state) ? pendingChange(lifecycle.history) : undefined
  if (!pending) return null
  return {
    step: pending.step,
    at: pending.at,
    rows: changedRows(booking, pending.change),
    estimateFare: singleFigure(pending.change.estimate),
  }
}

/** An estimate's single figure (one vehicle priced); null for a range or a trip to quote. */
const singleFigure = (estimate: Estimate): number | null => (estimate.kind === "estimate" ? estimate.amount : null)

/** The booking's estimate as one figure, which a confirmation settles the fare at; null for a range or a trip to quote. */
export const estimateFare = (booking: BookingRecord): number | null => singleFigure(booking.estimate)

/**
 * The latest quote while the booking waits on it (state quoted), as the page shows it. The customer
 * also sees it once the sweep has expired it, until anything else happens to the request: the
 * email's Accept link then still says it expired and to call, as it did before the sweep ran.
 */
export function quoteView(booking: BookingRecord, lifecycle: Lifecycle, role: LinkRole, now: Date): BookingView["quote"] {
  const shown = lifecycle.state === "quoted" || (role === "customer" && lifecycle.history.at(-1)?.step === "quote-expired")
  const latest = shown ? latestQuote(lifecycle.history) : undefined
  return latest
    ? {
        ...latest.quote,
        step: latest.step,
        expired: quoteExpired(latest.quote, now),
        policyOnAccept: policyOnAccept(booking, latest.quote.fare, now),
      }
    : null
}

/** The cancellation policy a quote of `fare` comes with once accepted, as of `now`: the customer's terms on a confirmed booking at that fare. */
export function policyOnAccept(booking: BookingRecord, fare: number, now: Date): string {
  const terms = cancellationTerms(
    { serviceType: booking.serviceType, date: booking.date, time: booking.time, state: "confirmed", by: "customer", fare },
    now,
  )
  return cancellationSentence(terms, booking.serviceType, MAIN_PHONE.display)
}

/**
 * The actions the table allows, less those the booking cannot take now: confirming needs the
 * estimate's single figure (otherwise dispatch quotes), and an expired quote can no longer be accepted.
 */
function actionsNow(
  booking: BookingRecord,
  lifecycle: Lifecycle,
  role: LinkRole,
  now: Date,
  { quote, change }: Pick<BookingView, "quote" | "change">,
): PageAction[] {
  return openActions(lifecycle.state, role, booking, now)
    .filter((action): action is PageAction => (PAGE_ACTIONS as readonly string[]).includes(action))
    .filter((action) =>
      action === "confirm"
        ? estimateFare(booking) !== null
        : action === "accept-quote"
          ? quote !== null && !quote.expired
          : CHANGE_ANSWERS.includes(action)
            ? change !== null
            : true,
    )
}

/** The cancellation terms of a booking and their sentence, as the page and a refusal state them. */
export function policyOf(booking: BookingRecord, terms: CancellationTerms): NonNullable<BookingView["policy"]> {
  return { kind: terms.kind, sentence: cancellationSentence(terms, booking.serviceType, MAIN_PHONE.display) }
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

export function publicView(
  booking: BookingRecord,
  reference: string,
  receivedAt: Date,
  lifecycle: Lifecycle,
  role: LinkRole,
  now: Date,
): BookingView {
  const rows = bookingRows(booking, reference, receivedAt)
    .filter(([label]) => !HIDDEN_ROWS.has(label))
    .map(([label, value, multiline]) => ({ label, value: multiline ? bodyText(value).trim() : oneLine(value) }))
  // Each computed once: the actions offered depend on them too.
  const quote = quoteView(booking, lifecycle, role, now)
  const change = changeView(booking, lifecycle)
  const actions = actionsNow(booking, lifecycle, role, now, { quote, change })
  return {
    reference,
    role,
    state: lifecycle.state,
    service: serviceLabel(booking.serviceType),
    rows,
    history: lifecycle.history.map(({ state, at, by, note, policy, step, quote, fare, change }) => ({
      title: historyTitle({ state, by, at, step, quote, fare }, role),
      state,
      at,
      by,
      ...(policy ? { policy } : {}),
      ...(note ? { note } : {}),
      ...(step ? { step } : {}),
      ...(quote ? { quote } : {}),
      ...(fare === undefined ? {} : { fare }),
      ...(change ? { changed: changedRows(booking, change) } : {}),
    })),
    // The terms the link's holder would cancel under: the customer's own (a late one costs a fee), or the company's (never a fee).
    policy: OPEN_STATES.includes(lifecycle.state) ? policyOf(booking, termsNow(booking, lifecycle, now, role)) : null,
    actions,
    estimateFare: estimateFare(booking),
    fare:
      lifecycle.state === "confirmed" || lifecycle.state === "completed" || lifecycle.state === "cancelled"
        ? (agreedFare(lifecycle.history) ?? null)
        : null,
    quote,
    change,
    request: requestOf(booking),
  }
}
