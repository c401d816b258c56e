/**
 * A step of a booking's history as the /booking page titles it ("Quote of $310 accepted by you",
 * "Change requested by the customer"): worded here, once, so the page carries no table of steps.
 */
import type { HistoryEntry, LinkRole } from "../../booking-loop/view"
import { STATE_LABELS } from "../../booking-loop/view"
import { dollars } from "../../booking/rates"
import type { LoopStep } from "../../booking-loop/model"

const STEP_TITLES: Readonly<Record<LoopStep, string>> = {
  "quote-accepted": "Quote accepted",
  "quote-declined": "Quote declined",
  "quote-expired": "Quote expired",
  "change-requested": "Change requested",
  "change-applied": "Request changed",
  "change-accepted": "Change accepted",
  "change-declined": "Change declined",
  "change-withdrawn": "Change withdrawn",
}

function whoDid(entry: Pick<HistoryEntry, "by">, role: LinkRole): string {
  if (entry.by === "system") return ""
  if (entry.by === role) return " by you"
  return entry.by === "customer" ? " by the customer" : " by dispatch"
}

/** The step's name (its state, or a quote's or change's step, with the fare it settled or offered) and who took it, as the reader of `role`'s link reads it. */
export function historyTitle(entry: Omit<HistoryEntry, "title">, role: LinkRole): string {
  const what =
    entry.step === "quote-accepted" && entry.fare !== undefined
      ? `Quote of ${dollars(entry.fare)} accepted`
      : entry.step === "change-accepted" && entry.fare !== undefined
        ? `Change accepted at ${dollars(entry.fare)}`
        : entry.step
          ? STEP_TITLES[entry.step]
          : entry.quote
            ? `Quoted ${dollars(entry.quote.fare)}`
            : STATE_LABELS[entry.state] + (entry.fare === undefined ? "" : ` at ${dollars(entry.fare)}`)
  return what + whoDid(entry, role)
}
