/**
 * Marks confirmed rides completed once their day is over in Boston (the table's "complete" by the
 * system). Run on a schedule (the sweep: the host's scheduled function, the running server's timer);
 * until it runs, the page shows a confirmed ride whose day has passed as completed (nothing written by a read).
 */
import { checkTransition } from "../../booking-loop/states"
import { withChangeOwed } from "../delivery/outcome"
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

/**
 * Completes every due ride, and hands each completion to `deliver` (the channels: the webhook hears
 * the new state, like every change); the names completed. A record changed meanwhile is left for the next run.
 */
export async function completeRides(
  store: RecordStore,
  now: Date,
  { logger, deliver, channels = true }: { logger?: Logger; deliver?: (name: string, revision: number, leaseId: string | undefined) => Promise<unknown>; channels?: boolean } = {},
): Promise<string[]> {
  const done: string[] = []
  for (const name of await store.list({ kind: "booking", state: "confirmed" })) {
    const current = await store.get(name)
    const completed = current && completedRecord(current.record, now)
    if (!current || !completed) continue
    const revision = (completed.lifecycle?.history.length ?? 1) - 1
    // Written owed, like every change: a sweep cut off before the send leaves it for the next.
    const { record, leaseId } = withChangeOwed(completed, revision, now.getTime(), channels)
    if ((await store.update(name, record, { ifVersion: current.version })) !== "updated") continue
    done.push(name)
    await deliver?.(name, revision, leaseId)
  }
  if (done.length) logger?.info(`[booking-loop] ${done.length} ride(s) marked completed`)
  return done
}
