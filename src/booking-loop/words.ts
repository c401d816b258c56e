/**
 * What each step of a booking's history is called: its title on the /booking page ("Quote of $310
 * accepted by you") and its verb in a sentence ("Dispatch confirmed this booking on …"). One entry per
 * state and step: a new step without its words does not compile.
 */
import { formatMoment } from "../booking/calendar-date"
import { dollars } from "../booking/rates"
import { STATE_LABELS, type BookingState, type LifecycleEvent, type LinkRole, type LoopStep, type RideLeg } from "./model"

/** What a step of the history is called: a quote's or a change's step, or else the state it led to (the webhook's change names). */
export type EventName = LoopStep | BookingState
export const eventName = (event: Pick<LifecycleEvent, "step" | "state">): EventName => event.step ?? event.state

export const EVENT_WORDS: Readonly<Record<EventName, { title: string; verb: string }>> = {
  requested: { title: STATE_LABELS.requested, verb: "requested" },
  quoted: { title: STATE_LABELS.quoted, verb: "sent a quote for" },
  confirmed: { title: STATE_LABELS.confirmed, verb: "confirmed" },
  declined: { title: STATE_LABELS.declined, verb: "declined" },
  cancelled: { title: STATE_LABELS.cancelled, verb: "cancelled" },
  completed: { title: STATE_LABELS.completed, verb: "marked completed" },
  "quote-accepted": { title: "Quote accepted", verb: "accepted the quote for" },
  "quote-declined": { title: "Quote declined", verb: "declined the quote for" },
  "quote-expired": { title: "Quote expired", verb: "let the quote expire for" },
  "change-requested": { title: "Change requested", verb: "asked to change" },
  "change-applied": { title: "Request changed", verb: "changed" },
  "change-accepted": { title: "Change accepted", verb: "accepted the change to" },
  "change-declined": { title: "Change declined", verb: "declined the change to" },
  "change-withdrawn": { title: "Change withdrawn", verb: "withdrew the change to" },
  "offer-made": { title: "New fare offered", verb: "offered a new fare for the change to" },
  "offer-accepted": { title: "New fare accepted", verb: "accepted the new fare and the change to" },
  "offer-declined": { title: "New fare declined", verb: "declined the new fare for the change to" },
  "offer-expired": { title: "New fare lapsed", verb: "let the new fare lapse for the change to" },
  "links-replaced": { title: "Links replaced", verb: "replaced the links of" },
  "chauffeur-assigned": { title: "Chauffeur assigned", verb: "assigned a chauffeur to" },
  "chauffeur-unassigned": { title: "Chauffeur taken off", verb: "took the chauffeur off" },
  "chauffeur-accepted": { title: "Chauffeur accepted the ride", verb: "accepted the ride of" },
  "chauffeur-declined": { title: "Chauffeur gave the ride back", verb: "gave back the ride of" },
  "ride-on-the-way": { title: "Chauffeur on the way", verb: "set out for" },
  "ride-on-location": { title: "Chauffeur on location", verb: "arrived for" },
  "ride-on-board": { title: "Passenger on board", verb: "picked up the passenger of" },
  "ride-done": { title: "Ride done", verb: "finished the ride of" },
  "flight-landed": { title: "Flight landed", verb: "recorded the landing for" },
  "no-show-asked": { title: "No-show reported", verb: "reported a no-show for" },
  "no-show-approved": { title: "No-show confirmed", verb: "confirmed the no-show of" },
  "no-show-refused": { title: "No-show not confirmed", verb: "did not confirm the no-show of" },
  "gratuity-set": { title: "Gratuity chosen", verb: "chose the gratuity of" },
  "statement-sent": { title: "Statement sent", verb: "sent the statement of" },
}

/** Who took a step, as a sentence begins: "The customer", "Dispatch", "The chauffeur", "The system". */
export const WHO: Readonly<Record<LifecycleEvent["by"], string>> = {
  customer: "The customer",
  dispatch: "Dispatch",
  chauffeur: "The chauffeur",
  system: "The system",
}

/** The titles of the steps that name a leg alone ("the ride", "the return"). */
const LEG_TITLES: Partial<Record<EventName, (leg: string) => string>> = {
  "chauffeur-unassigned": (leg) => `Chauffeur taken off the ${leg}`,
  "chauffeur-accepted": (leg) => `Chauffeur accepted the ${leg}`,
  "chauffeur-declined": (leg) => `Chauffeur gave back the ${leg}`,
  "ride-on-the-way": (leg) => `Chauffeur on the way for the ${leg}`,
  "ride-on-location": (leg) => `Chauffeur on location for the ${leg}`,
  "ride-on-board": (leg) => `Passenger on board for the ${leg}`,
  "ride-done": (leg) => `The ${leg} done`,
  "flight-landed": (leg) => `Flight landed for the ${leg}`,
  "no-show-asked": (leg) => `No-show reported for the ${leg}`,
  "no-show-approved": (leg) => `No-show confirmed for the ${leg}`,
  "no-show-refused": (leg) => `No-show not confirmed for the ${leg}`,
}

/** A leg as the history names it. */
export const legName = (leg: RideLeg) => (leg === "return" ? "return" : "ride")

/** What happened before the loser's change (`justBefore`: at the same moment), in a sentence. */
export function whatHappened(event: LifecycleEvent | undefined, justBefore = true): string {
  if (!event) return "The booking changed while you were deciding."
  return `${WHO[event.by]} ${EVENT_WORDS[eventName(event)].verb} this booking on ${formatMoment(new Date(event.at))}${justBefore ? ", just before your change" : ""}.`
}

function whoDid(entry: Pick<LifecycleEvent, "by">, role: LinkRole): string {
  if (entry.by === "system") return ""
  if (entry.by === role) return " by you"
  return ` by ${WHO[entry.by].toLowerCase()}`
}

/** The step's title (with the fare it settled or offered) and who took it, as the reader of `role`'s link reads it. */
/** The titles of the steps that settle a fare, naming it. */
const SETTLED_AT: Partial<Record<EventName, (fare: string) => string>> = {
  confirmed: (fare) => `${STATE_LABELS.confirmed} at ${fare}`,
  "quote-accepted": (fare) => `Quote of ${fare} accepted`,
  // A change dispatch accepted at a new fare before new fares became offers the customer accepts.
  "change-accepted": (fare) => `Change accepted at ${fare}`,
  "offer-accepted": (fare) => `New fare of ${fare} accepted`,
}

export function historyTitle(
  entry: Pick<LifecycleEvent, "state" | "by" | "step" | "quote" | "offer" | "fare" | "assignment" | "leg">,
  role: LinkRole,
): string {
  const name = eventName(entry)
  const what = entry.assignment
    ? `${entry.assignment.chauffeur.name} and the ${entry.assignment.vehicle.makeModel} (${entry.assignment.vehicle.plate}) assigned to the ${legName(entry.assignment.leg)}`
    : entry.leg
      ? (LEG_TITLES[name]?.(legName(entry.leg)) ?? EVENT_WORDS[name].title)
      : entry.offer
        ? `New fare of ${dollars(entry.offer.fare)} offered`
        : entry.quote && !entry.step
          ? `Quoted ${dollars(entry.quote.fare)}`
          : (entry.fare !== undefined && SETTLED_AT[name]?.(dollars(entry.fare))) || EVENT_WORDS[name].title
  return what + whoDid(entry, role)
}
