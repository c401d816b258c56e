/**
 * Offers: a change of a confirmed booking that dispatch accepts only at a new fare. The booking, its
 * trip and its fare stand as they were until the customer accepts the offer in one click (then the
 * booking takes the new trip and fare), declines it, or lets it lapse. Pure rules over a booking's
 * history, shared by the /booking page and the server: which offer waits, and for which change.
 */
import { STEP_EFFECTS, type LifecycleEvent, type OfferTerms, type TripChange } from "./model"

/** An offer as the history holds it: its place there (the customer's email names it), when, its terms, and the change it prices. */
export interface OfferEntry {
  step: number
  at: string
  offer: OfferTerms
  /** The change the offer answers: its place in the history and the trip before and after. */
  changeStep: number
  change: TripChange
}

export const OFFER_MESSAGES = {
  offer: "Reload the page to see the latest new fare, then answer it.",
  none: "There is no new fare waiting for your answer: it was answered, it lapsed, or you asked for another change. The page now shows your booking as it is.",
  tooClose: "The pickup time is too close: a new fare must leave the customer time to accept it. Please call them.",
} as const

/**
 * The offer waiting for the customer's answer, if any: the latest made, unless it was answered or
 * lapsed since, or the customer asked for another change meanwhile (which replaces it).
 */
export function pendingOffer(history: readonly LifecycleEvent[]): OfferEntry | undefined {
  for (let step = history.length - 1; step >= 0; step -= 1) {
    const event = history[step]
    const effects = event.step ? STEP_EFFECTS[event.step] : {}
    if (effects.offer === "ends" || effects.change === "asks" || effects.change === "applies") return undefined
    if (effects.offer !== "makes") continue
    const asked = event.answers === undefined ? undefined : history[event.answers]?.change
    return event.offer && asked && event.answers !== undefined
      ? { step, at: event.at, offer: event.offer, changeStep: event.answers, change: asked }
      : undefined
  }
  return undefined
}

/** The latest offer the history holds, whatever happened to it since (its answer's emails name its fare). */
export function latestOffer(history: readonly LifecycleEvent[]): OfferTerms | undefined {
  for (let step = history.length - 1; step >= 0; step -= 1) if (history[step].offer) return history[step].offer
  return undefined
}
