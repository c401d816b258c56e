/** The booking as its link shows it, built from the stored record and the rules at this moment. */
import { offeredActions, revisionOf, type OfferContext } from "../../booking-loop/actions"
import { placedOn } from "../../booking-loop/action-places"
import { chosenGratuity, readyForStatement, statementsOf } from "../../booking-loop/close-out"
import { landingOpen, rideLegViews, rideProgress } from "../../booking-loop/ride-progress"
import { pendingChange, requestOf } from "../../booking-loop/changes"
import { pendingOffer } from "../../booking-loop/offers"
import { agreedFare, latestQuote, lapsed } from "../../booking-loop/quotes"
import { OPEN_STATES } from "../../booking-loop/states"
import type { BookingView, LinkRole } from "../../booking-loop/view"
import {
  changeIsFree,
  estimateFare,
  policyOf,
  policyOnAccept,
  policyOnOffer,
  singleFigure,
  termsNow,
  moveKeepsWindowFrom,
} from "../../booking-loop/terms"
import { bookingRows, serviceLabel } from "../delivery/emails"
import { STEP_EFFECTS, type BookingRecord, type Lifecycle, type PickupTime } from "../../booking-loop/model"
import { bodyText, oneLine } from "../../lib/text"
import { changedRows } from "./changed-rows"
import { historyTitle } from "../../booking-loop/words"
import { chauffeursChanging, whoComesNow } from "../../booking-loop/who-comes"

/** Rows the page shows elsewhere (the reference is its heading) or that only dispatch's inbox needs. */
const HIDDEN_ROWS = new Set(["Reference", "Received", "Service"])

/** The change waiting for dispatch while the booking is open, as the page shows it. */
function changeView(booking: BookingRecord, lifecycle: Lifecycle, now: Date): BookingView["change"] {
  const pending = OPEN_STATES.includes(lifecycle.state) ? pendingChange(lifecycle.history) : undefined
  if (!pending) return null
  return {
    step: pending.step,
    at: pending.at,
    rows: changedRows(booking, pending.change),
    estimateFare: singleFigure(pending.change.estimate),
    ...feeWindowOf(booking, lifecycle, pending.change.to, now),
    free: changeIsFree(booking, pending),
  }
}

/** Whether accepting a change now keeps the late-cancellation window, or from when a later yes would. */
function feeWindowOf(booking: BookingRecord, lifecycle: Lifecycle, to: PickupTime, now: Date) {
  const keeps = moveKeepsWindowFrom(booking, lifecycle, to)
  const keepsFeeWindow = keeps !== undefined && now.getTime() > keeps.from
  return { keepsFeeWindow, windowKeptFrom: keeps && !keepsFeeWindow ? new Date(keeps.from).toISOString() : null }
}

/** The new fare waiting for the customer's yes, as the page shows it (to both sides). */
function offerView(booking: BookingRecord, lifecycle: Lifecycle, now: Date): BookingView["offer"] {
  const waiting = lifecycle.state === "confirmed" ? pendingOffer(lifecycle.history) : undefined
  if (!waiting) return null
  return {
    step: waiting.step,
    at: waiting.at,
    fare: waiting.offer.fare,
    expiresAt: waiting.offer.expiresAt,
    expired: lapsed(waiting.offer, now),
    rows: changedRows(booking, waiting.change, { estimate: false }),
    policyOnAccept: policyOnOffer(booking, lifecycle, waiting, now),
  }
}

/**
 * The latest quote while the booking waits on it (state quoted), as the page shows it. The customer
 * also sees it once the sweep has expired it, until anything else happens to the request: the
 * email's Accept link then still says it expired and to call, as it did before the sweep ran.
 */
export function quoteView(booking: BookingRecord, lifecycle: Lifecycle, role: LinkRole, now: Date): BookingView["quote"] {
  const last = lifecycle.history.at(-1)?.step
  const shown = lifecycle.state === "quoted" || (role === "customer" && last !== undefined && STEP_EFFECTS[last].quote === "expires")
  const latest = shown ? latestQuote(lifecycle.history) : undefined
  return latest
    ? {
        ...latest.quote,
        step: latest.step,
        expired: lapsed(latest.quote, now),
        policyOnAccept: policyOnAccept(booking, latest.quote.fare, now),
      }
    : null
}

/** What the ride's day offers on the page: answering a no-show, sending the statement, recording a landing. */
function dayContext(booking: BookingRecord, lifecycle: Lifecycle, now: Date): OfferContext["day"] {
  const legs = Object.values(rideProgress(lifecycle.history))
  const sent = statementsOf(lifecycle.history).length > 0
  const ready = readyForStatement(booking, lifecycle.history, now) && agreedFare(lifecycle.history) !== undefined
  return {
    noShowAsked: legs.some((leg) => leg.noShow?.state === "asked"),
    statement: sent ? "sent" : ready ? "ready" : "not-ready",
    landingOpen: legs.some((leg) => landingOpen(booking, leg, now)),
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
  const change = changeView(booking, lifecycle, now)
  const offer = offerView(booking, lifecycle, now)
  const actions = offeredActions(lifecycle, role, booking, now, {
    estimateFare: estimateFare(booking),
    quote,
    change,
    offer,
    day: dayContext(booking, lifecycle, now),
  }).filter(placedOn(role))
  return {
    reference,
    role,
    state: lifecycle.state,
    revision: revisionOf(lifecycle),
    service: serviceLabel(booking.serviceType),
    rows,
    // Who drives is dispatch's own work until the customer is told: the customer's page does not list its steps.
    history: lifecycle.history
      .filter(({ step }) => role === "dispatch" || !(step && STEP_EFFECTS[step].assignment))
      .map(({ state, at, by, note, policy, step, quote, offer, fare, change, assignment, leg }) => ({
        title: historyTitle({ state, by, step, quote, offer, fare, assignment, leg }, role),
        state,
        at,
        by,
        ...(policy ? { policy } : {}),
        ...(note ? { note } : {}),
        ...(step ? { step } : {}),
        ...(quote ? { quote } : {}),
        ...(offer ? { offer } : {}),
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
    offer,
    request: requestOf(booking),
    chauffeurs: lifecycle.state === "confirmed" ? whoComesNow(booking, lifecycle.history) : [],
    chauffeursChanging: lifecycle.state === "confirmed" ? chauffeursChanging(booking, lifecycle.history) : [],
    ride: lifecycle.state === "confirmed" || lifecycle.state === "completed" ? rideLegViews(booking, lifecycle.history, now) : [],
    gratuityPercent: chosenGratuity(lifecycle.history),
    statement: statementsOf(lifecycle.history).at(-1) ?? null,
  }
}
