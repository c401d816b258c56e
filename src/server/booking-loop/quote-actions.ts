/**
 * What the quote actions and a confirmation add to a change of a booking: the fields each reads
 * (422 when they break a rule), and the fare the event records, read from the record and never from
 * the request (409 when the quote was replaced or has expired, or a confirmation has no single
 * estimate to settle at).
 */
import { pickupInstant } from "../../booking-loop/pickup"
import {
  fareOf,
  latestQuote,
  wholeNumber,
  QUOTE_INCLUDES_MAX,
  QUOTE_MESSAGES,
  QUOTE_VALID_HOURS_DEFAULT,
  QUOTE_VALID_HOURS_MAX,
  quoteExpired,
  quoteExpiry,
} from "../../booking-loop/quotes"
import type { PageAction } from "../../booking-loop/view"
import { MAIN_PHONE } from "../../config/business"
import { formatReceived } from "../delivery/emails"
import { dollars } from "../../booking/rates"
import type { BookingRecord, LifecycleEvent } from "../../booking-loop/model"
import { bodyText } from "../text"
import { estimateFare } from "./public-view"

/** A quote must leave the customer at least this long to accept it before the pickup. */
export const QUOTE_MIN_WINDOW_MS = 30 * 60 * 1000

export interface QuoteInput {
  fare?: number
  includes?: string
  validHours?: number
  /** The quote answered: its place in the history, as the customer's page (or email link) named it. */
  quote?: number
}

/** The quote fields an action reads, with one message per field that breaks its rule. */
export function quoteFields(
  action: PageAction | undefined,
  body: Record<string, unknown>,
): { input: QuoteInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const input: QuoteInput = {}
  if (action === "quote") {
    const fare = fareOf(body.fare)
    if (fare === undefined) errors.fare = QUOTE_MESSAGES.fare
    else input.fare = fare
    const includes = typeof body.includes === "string" ? bodyText(body.includes).trim() : ""
    if (!includes) errors.includes = QUOTE_MESSAGES.includes
    else if (includes.length > QUOTE_INCLUDES_MAX) errors.includes = QUOTE_MESSAGES.includesLength
    else input.includes = includes
    const hours =
      body.validHours === undefined || body.validHours === null || body.validHours === ""
        ? QUOTE_VALID_HOURS_DEFAULT
        : wholeNumber(body.validHours)
    if (hours === undefined || hours < 1 || hours > QUOTE_VALID_HOURS_MAX) errors.validHours = QUOTE_MESSAGES.validHours
    else input.validHours = hours
  }
  if (action === "accept-quote" || action === "decline-quote") {
    const step = wholeNumber(body.quote)
    if (step === undefined) errors.quote = QUOTE_MESSAGES.quote
    else input.quote = step
  }
  return { input, errors }
}

export type EventAddition = { ok: true; addition: Partial<LifecycleEvent> } | { ok: false; status: 409 | 422; error: string }

/** What the event of `action` records besides its state, or why it cannot be made now. */
export function quoteAddition(
  action: PageAction,
  input: QuoteInput,
  booking: BookingRecord,
  history: readonly LifecycleEvent[],
  at: Date,
): EventAddition {
  if (action === "confirm") {
    const fare = estimateFare(booking)
    return fare === null ? { ok: false, status: 409, error: QUOTE_MESSAGES.noEstimate } : { ok: true, addition: { fare } }
  }
  if (action === "quote") {
    const pickup = pickupInstant(booking.date, booking.time)
    const expiresAt = pickup && quoteExpiry(at, input.validHours ?? QUOTE_VALID_HOURS_DEFAULT, pickup)
    if (!expiresAt || expiresAt.getTime() - at.getTime() < QUOTE_MIN_WINDOW_MS)
      return { ok: false, status: 409, error: QUOTE_MESSAGES.pickupPassed }
    return { ok: true, addition: { quote: { fare: input.fare ?? 0, includes: input.includes ?? "", expiresAt: expiresAt.toISOString() } } }
  }
  if (action === "accept-quote" || action === "decline-quote") {
    const latest = latestQuote(history)
    if (!latest) return { ok: false, status: 409, error: QUOTE_MESSAGES.quote }
    if (latest.step !== input.quote)
      return {
        ok: false,
        status: 409,
        error: `This quote was replaced by a newer one: ${dollars(latest.quote.fare)}, sent ${formatReceived(new Date(latest.at))}. Nothing was changed; the page now shows the latest quote.`,
      }
    if (action === "decline-quote") return { ok: true, addition: { step: "quote-declined" } }
    if (quoteExpired(latest.quote, at))
      return {
        ok: false,
        status: 409,
        error: `This quote expired on ${formatReceived(new Date(latest.quote.expiresAt))}, so it can no longer be accepted here. Please call us at ${MAIN_PHONE.display} and we will confirm your fare.`,
      }
    return { ok: true, addition: { step: "quote-accepted", fare: latest.quote.fare } }
  }
  return { ok: true, addition: {} }
}
