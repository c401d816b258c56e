/**
 * Where each page action's control lives: for every person who may take it (its entry's `by` in actions.ts), on the
 * page their link opens (the customer's or dispatch's /booking, the chauffeur's /ride) or elsewhere, saying where and
 * why. The compiler asks for every action and every one of its takers. A view offers on a page only what is placed
 * there (public-view.ts), and src/components/booking-loop/__tests__/action-controls.test.tsx renders each page
 * offering all it may and finds each action's control.
 */
import type { LOOP_ACTIONS, PageAction } from "./actions"
import type { LinkRole } from "./model"

/** On the page its taker's link opens, or elsewhere: where, and why not there. */
export type Place = "page" | { elsewhere: string }

/** Who takes `A` from a page: its entry's `by`, less the clock. */
type TakerOf<A extends PageAction> = Exclude<(typeof LOOP_ACTIONS)[A]["by"][number], "system">

export type ActionPlaces = { readonly [A in PageAction]: { readonly [R in TakerOf<A>]: Place } }

const ROSTER: Place = {
  elsewhere:
    "The day view's row of the ride (src/components/dispatch/assign-form.tsx): choosing a chauffeur and a car reads dispatch's roster, which the day view reads once dispatch signs in.",
}

export const ACTION_PLACES: ActionPlaces = {
  confirm: { dispatch: "page" },
  quote: { dispatch: "page" },
  "accept-quote": { customer: "page" },
  "decline-quote": { customer: "page" },
  decline: { dispatch: "page" },
  cancel: { customer: "page", dispatch: "page" },
  "request-change": { customer: "page" },
  "accept-change": { dispatch: "page" },
  "decline-change": { dispatch: "page" },
  "withdraw-change": { customer: "page" },
  "accept-offer": { customer: "page" },
  "decline-offer": { customer: "page" },
  assign: { dispatch: ROSTER },
  unassign: { dispatch: ROSTER },
  "accept-ride": { chauffeur: "page" },
  "decline-ride": { chauffeur: "page" },
  "ride-status": { chauffeur: "page" },
  // Dispatch records it on the ride's page too (opened from an email) and in the day view's row of the ride.
  "record-landing": { chauffeur: "page", dispatch: "page" },
  "finish-ride": { chauffeur: "page" },
  "report-no-show": { chauffeur: "page" },
  "approve-no-show": { dispatch: "page" },
  "refuse-no-show": { dispatch: "page" },
  "choose-gratuity": { customer: "page" },
  "send-statement": { dispatch: "page" },
  "replace-links": { dispatch: "page" },
}

/** Whether the page `role`'s link opens shows the control of `action`. */
export const placedOn =
  (role: LinkRole) =>
  (action: PageAction): boolean =>
    (ACTION_PLACES[action] as Partial<Record<LinkRole, Place>>)[role] === "page"
