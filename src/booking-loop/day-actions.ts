/**
 * The page actions of a ride's day and its close (src/booking-loop/actions.ts): offered on /booking by the day's own
 * cards (its status and statement, the gratuity), not by the panel of the booking's other answers. A module of its
 * own, of types alone, so the page's first load does not carry the rules.
 */
import type { PageAction } from "./actions"

export const DAY_ACTIONS: readonly PageAction[] = [
  "record-landing",
  "approve-no-show",
  "refuse-no-show",
  "choose-gratuity",
  "send-statement",
]
