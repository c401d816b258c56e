/**
 * The customer's calendar invite over a booking's history: which steps' emails carry a revision of it, and so
 * the SEQUENCE the customer's calendar holds. Dispatch's calendar feed gives each ride the same UID and SEQUENCE
 * (src/server/dispatch/calendar-feed.ts), so both calendars agree on which revision is the latest.
 */
import type { LifecycleEvent } from "./model"
import { eventName, type EventName } from "./words"

/**
 * The steps whose customer email attaches the invite (src/server/booking-loop/emails.ts): each decision that
 * confirms, declines or cancels the ride, each change of the trip that takes effect, and a chauffeur's yes (the
 * invite then says who comes). The request's own
 * email carries the first invite (SEQUENCE 0).
 */
export const INVITE_EVENTS: ReadonlySet<EventName> = new Set<EventName>([
  "requested",
  "confirmed",
  "declined",
  "cancelled",
  "quote-accepted",
  "change-applied",
  "change-accepted",
  "offer-accepted",
  "chauffeur-accepted",
])

/** The place in the history of the last step that sent the customer an invite: that invite's SEQUENCE. */
export function inviteRevision(history: readonly Pick<LifecycleEvent, "step" | "state">[]): number {
  for (let at = history.length - 1; at > 0; at -= 1) if (INVITE_EVENTS.has(eventName(history[at]))) return at
  return 0
}

/** Whether the ride was ever confirmed: a cancelled ride that was is in dispatch's calendar, marked cancelled. */
export const wasConfirmed = (history: readonly Pick<LifecycleEvent, "state">[]): boolean =>
  history.some((event) => event.state === "confirmed")
