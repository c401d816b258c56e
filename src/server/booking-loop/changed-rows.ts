/** A change of the trip as people read it: each value it touches, before and after, worded as the emails' rows. */
import type { TripChange } from "../../booking-loop/changes"
import type { ChangedRow } from "../../booking-loop/view"
import { bookingRows, ESTIMATE_ROW } from "../delivery/emails"
import type { BookingRecord } from "../../booking-loop/model"
import { bodyText, oneLine } from "../../lib/text"

/** Each value a change touches, before and after, as the emails' rows word them (the estimate among them, unless a new fare offered takes its place). */
export function changedRows(booking: BookingRecord, change: TripChange, { estimate = true } = {}): ChangedRow[] {
  const rowsOf = (values: TripChange["from"], estimate: TripChange["estimate"]) =>
    new Map(
      bookingRows({ ...booking, ...values, estimate }, "", new Date(0)).map(([label, value, multiline]) => [
        label,
        // The estimate by its figure and trip alone: its breakdown and terms are the booking's rows, not the change's.
        label === ESTIMATE_ROW ? oneLine(value.split("\n")[0]) : multiline ? bodyText(value).trim() : oneLine(value),
      ]),
    )
  const before = rowsOf(change.from, change.estimateBefore)
  const after = rowsOf(change.to, change.estimate)
  const labels = [...new Set([...after.keys(), ...before.keys()])]
  return labels
    .filter((label) => before.get(label) !== after.get(label) && (estimate || label !== ESTIMATE_ROW))
    .map((label) => ({ label, from: before.get(label) ?? "None", to: after.get(label) ?? "None" }))
}
