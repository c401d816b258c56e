/**
 * Redelivery of what records owe: a booking's change (or its link asked for again) sent right after
 * it was written owed, under its writer's lease; and the sweep, which claims each pending record that
 * is due and attempts it again, then removes suspected spam past its time.
 */
import { errorMessage, type Logger } from "../logger"
import { mutate } from "../records/mutate"
import type { RecordStore } from "../records/store"
import { attempt, type AttemptContext } from "./attempt"
import { isDue, withLease, type Target } from "./outcome"

/**
 * Sends the owed `target` of record `name` if the caller's lease `leaseId` still holds it; whether a
 * channel accepted it. A record leased to someone else is left alone: the thing waits, owed, for them or the sweep.
 */
export async function deliverOwedUnderLease(
  context: AttemptContext,
  store: RecordStore,
  name: string,
  target: Target,
  now: Date,
  leaseId: string,
): Promise<boolean> {
  const current = await store.get(name)
  if (!current || current.record.lease?.id !== leaseId) return false
  return (await attempt(context, store, name, current.record, now, leaseId, target)).delivered
}

/** How many of the pending records the sweep attempted ended delivered, still pending, or needing attention. */
export interface RedeliveryCounts {
  delivered: number
  pending: number
  needsAttention: number
}

/**
 * Claims each pending record that is due and attempts it again. The claim is a conditional update
 * (withLease), so of two sweepers at once only one sends; a record that fails is logged and skipped.
 */
export async function redeliverPending(context: AttemptContext, store: RecordStore, now: Date): Promise<RedeliveryCounts> {
  const counts: RedeliveryCounts = { delivered: 0, pending: 0, needsAttention: 0 }
  const at = now.getTime()
  for (const name of await store.list({ status: "pending" })) {
    try {
      let leaseId = ""
      const claimed = await mutate(store, name, (record) => {
        if (!isDue(record, at)) return null
        const leased = withLease(record, at)
        leaseId = leased.leaseId
        return leased.record
      })
      if (!claimed) continue
      const { status } = await attempt(context, store, name, claimed, now, leaseId)
      if (status === "delivered") counts.delivered += 1
      else if (status === "needs-attention") counts.needsAttention += 1
      else counts.pending += 1
    } catch (error) {
      context.logger.error(`[delivery] redelivery of ${name} failed: ${errorMessage(error)}`)
    }
  }
  return counts
}

/** Removes the suspected spam whose keeping time has ended; how many records were removed. */
export async function removeExpiredSpam(store: RecordStore, logger: Logger, at: number): Promise<number> {
  let removed = 0
  for (const name of await store.list({ status: "suspected-spam" })) {
    try {
      const entry = await store.get(name)
      if (entry?.record.status !== "suspected-spam" || !entry.record.expiresAt || Date.parse(entry.record.expiresAt) > at) continue
      await store.remove(name)
      removed += 1
    } catch (error) {
      logger.error(`[delivery] removing expired suspected spam ${name} failed: ${errorMessage(error)}`)
    }
  }
  return removed
}
