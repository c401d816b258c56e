/**
 * Whether a later step of a booking's history ended what a step did, so that the step's emails, owed
 * while no channel took them, are no longer sent (the webhook still hears every step, in order). Read
 * from the loop's own rules of what waits for an answer: nobody is asked to answer what was already
 * answered, replaced or withdrawn.
 */
import { pendingChange } from "./changes"
import { STEP_EFFECTS, type LifecycleEvent } from "./model"
import { pendingOffer } from "./offers"
import { latestQuote } from "./quotes"

type History = readonly LifecycleEvent[]

/** The step of the booking's links now: the last that replaced them, if any. */
function linksStep(history: History): number | undefined {
  for (let step = history.length - 1; step >= 0; step -= 1) {
    const name = history[step].step
    if (name && STEP_EFFECTS[name].links === "replaces") return step
  }
  return undefined
}

/**
 * What a step can leave standing, each read as the step that stands now: the change waiting for dispatch,
 * the offer waiting for the customer, the latest quote, the booking's links.
 */
const STANDING: readonly ((history: History) => number | undefined)[] = [
  (history) => pendingChange(history)?.step,
  (history) => pendingOffer(history)?.step,
  (history) => latestQuote(history)?.step,
  linksStep,
]

/**
 * Whether a step after `revision` ended what the step at `revision` did: moved the booking to another
 * state (nobody reads "confirmed" after "cancelled"), or ended what it left standing (a change replaced,
 * answered or withdrawn; an offer answered, lapsed or ended by another change; a quote replaced; links
 * replaced again). A change the step applied stays applied: only a change of state ends it.
 */
export function endedSince(history: History, revision: number): boolean {
  const event = history[revision]
  if (!event) return false
  if (history.slice(revision + 1).some((later) => later.state !== event.state)) return true
  if (event.step && STEP_EFFECTS[event.step].change === "applies") return false
  const upTo = history.slice(0, revision + 1)
  return STANDING.some((standing) => standing(upTo) === revision && standing(history) !== revision)
}
