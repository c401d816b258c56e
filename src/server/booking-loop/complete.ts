/**
 * Marks confirmed rides completed once their day is over in Boston (the table's "complete" by the
 * system). Run it on a schedule (the host's scheduled function, beside redelivery); the page also
 * shows a confirmed ride whose day has passed as completed on its next read.
 */
import { checkTransition } from "../../booking-loop/states"
import type { Logger } from "../logger"
import type { RecordStore, StoredRecord } from "../records/store"
import { bookingOf, lifecycleOf } from "./records"

/** The record with the ride completed, or null when it is not due (or not a booking). */
export function completedRecord(record: StoredRecord, now: Date): StoredRecord | null {
  const booking = bookingOf(record)
  if (!booking) return null
  const lifecycle = lifecycleOf(record)
  const check = checkTransition(lifecycle.state, "complete", "system", booking, now)
  if (!check.ok) return null
  return { ...record, lifecycle: { state: check.to, history: [...lifecycle.history, { state: check.to, at: now.toISOString(), by: "system" }] } }
}

/** Completes every due ride; the names completed. A record changed meanwhile is left for the next run. */
export async function completeRides(store: RecordStore, now: Date, logger?: Logger): Promise<string[]> {
  const done: string[] = []
  for (const name of await store.list({ kind: "booking" })) {
    const current = await store.get(name)
    const changed = current && completedRecord(current.record, now)
    if (!current || !changed) continue
    if ((await store.update(name, changed, { ifVersion: current.version })) === "updated") done.push(name)
  }
  if (done.length) logger?.info(`[booking-loop] ${done.length} ride(s) marked completed`)
  return done
}
