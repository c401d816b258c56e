/**
 * Quotes: a fare dispatch offers for a request the estimate could not settle, which the customer
 * accepts in one click. Pure rules over a booking's history, shared by the /booking page and the
 * server: which quote is the latest, until when it holds, and which fare was agreed.
 */
import type { LifecycleEvent, QuoteTerms } from "./model"

/** How long a quote holds when dispatch does not say, and at most (never past the pickup time). */
export const QUOTE_VALID_HOURS_DEFAULT = 24
export const QUOTE_VALID_HOURS_MAX = 7 * 24
/** The largest fare a quote may name, in whole dollars (a week of the limousine by the hour is under it). */
export const QUOTE_FARE_MAX = 50_000
export const QUOTE_INCLUDES_MAX = 300

/**
 * What a quote's "What the fare includes" is given as an example. Never a gratuity: fares and quotes
 * never include one, and only the customer adds one (src/booking-loop/gratuity.ts).
 */
export const QUOTE_INCLUDES_EXAMPLE = "tolls, airport fees and 30 minutes of waiting at the airport"
/** The hint under the quote's "What the fare includes". */
export const QUOTE_INCLUDES_HINT = `For example: ${QUOTE_INCLUDES_EXAMPLE}. Never a gratuity: only the customer adds one, from their booking page.`

export const QUOTE_MESSAGES = {
  fare: `Enter the fare in whole dollars, from $1 to $${QUOTE_FARE_MAX.toLocaleString("en-US")}.`,
  includes: `Say what the fare includes, for example ${QUOTE_INCLUDES_EXAMPLE}.`,
  includesLength: `Please keep this under ${QUOTE_INCLUDES_MAX} characters.`,
  validHours: `A quote holds from 1 to ${QUOTE_VALID_HOURS_MAX} hours.`,
  pickupPassed: "The pickup time is too close: a quote must leave the customer time to accept it. Please call them.",
  quote: "Reload the page to see the latest quote, then answer it.",
  noEstimate: "This request has no single estimated fare: send a quote, and the customer accepts it in one click.",
} as const

/** A whole number as JSON or a form sends it (a number, or its digits as text), or undefined. */
export const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value
  return typeof number === "number" && Number.isInteger(number) ? number : undefined
}

/** A fare a person names (a quote's, or a changed booking's): whole dollars from 1 to QUOTE_FARE_MAX, or undefined (QUOTE_MESSAGES.fare says why). */
export const fareOf = (value: unknown): number | undefined => {
  const fare = wholeNumber(value)
  return fare !== undefined && fare >= 1 && fare <= QUOTE_FARE_MAX ? fare : undefined
}

/** A quote as the history holds it: its place there (the customer's email names it), who sent it and when. */
export interface QuoteEntry {
  step: number
  at: string
  quote: QuoteTerms
}

/** The latest quote in the history, whatever happened after it. */
export function latestQuote(history: readonly LifecycleEvent[]): QuoteEntry | undefined {
  for (let step = history.length - 1; step >= 0; step -= 1) {
    const { quote, at } = history[step]
    if (history[step].state === "quoted" && quote) return { step, at, quote }
  }
  return undefined
}

/** The fare agreed for a confirmed booking (the quote accepted, or the estimate confirmed), in dollars. */
export function agreedFare(history: readonly LifecycleEvent[]): number | undefined {
  // An offer the customer accepted names its new fare; a change accepted without one does not, and the earlier fare stands.
  for (let step = history.length - 1; step >= 0; step -= 1)
    if (history[step].state === "confirmed" && history[step].fare !== undefined) return history[step].fare
  return undefined
}

/** Until when a quote sent at `now` holds: `validHours` later, never past the pickup. */
export function quoteExpiry(now: Date, validHours: number, pickup: Date): Date {
  return new Date(Math.min(now.getTime() + validHours * 60 * 60 * 1000, pickup.getTime()))
}

/** Whether a quote's (or an offer's) time to accept it is over at `now`. */
export const lapsed = (terms: Pick<QuoteTerms, "expiresAt">, now: Date): boolean => now.getTime() >= Date.parse(terms.expiresAt)
