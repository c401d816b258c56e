/**
 * What a record still owes the business, and where it stands after a delivery attempt. A record
 * owes its request until a channel accepts it, and each later change of a booking's state (the
 * booking loop) until a channel accepts that change. Pure functions over the stored record, so the
 * first attempt, the inline attempt of a change and every redelivery sweep agree.
 */
import { DELIVERY_LEASE_MS, NEEDS_ATTENTION_AFTER_MS, REDELIVERY_FIRST_DELAY_MS, REDELIVERY_MAX_DELAY_MS } from "../limits"
import type { DeliveryAttempt, StoredRecord } from "../records/store"

/** One thing to deliver: the request, or the change at `revision` of the booking's history. */
export interface Owed {
  revision?: number
  /** When it happened: a day later, still undelivered, it needs dispatch's attention. */
  since: number
}

/** What one attempt at one owed thing came to. */
export interface Sent {
  revision?: number
  subject: DeliveryAttempt["subject"]
  channels: DeliveryAttempt["channels"]
}

export const reached = (channels: DeliveryAttempt["channels"]): boolean => Object.values(channels).some((report) => report?.status === "delivered")

/** The wait after the n-th failed attempt: doubling from the first delay, capped. */
export function redeliveryDelay(failures: number): number {
  return Math.min(REDELIVERY_FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1), REDELIVERY_MAX_DELAY_MS)
}

const sameThing = (attempt: Pick<DeliveryAttempt, "subject" | "revision">, owed: Pick<Owed, "revision">) =>
  owed.revision === undefined ? attempt.subject === "request" : attempt.revision === owed.revision

/**
 * The attempts of a record; one written before attempts were kept has its channels' reports as its
 * one attempt at the request.
 */
const attemptsOf = (record: StoredRecord): DeliveryAttempt[] =>
  record.attempts ?? (Object.keys(record.channels).length ? [{ at: record.receivedAt, subject: "request", channels: record.channels }] : [])

/** Whether a channel has accepted the request itself (once is enough). */
export function requestDelivered(record: StoredRecord): boolean {
  return attemptsOf(record).some((attempt) => attempt.subject === "request" && reached(attempt.channels))
}

/** Everything the record still owes, oldest first. */
export function owed(record: StoredRecord): Owed[] {
  const items: Owed[] = requestDelivered(record) ? [] : [{ since: Date.parse(record.receivedAt) }]
  const history = record.lifecycle?.history ?? []
  for (const revision of record.undeliveredChanges ?? []) {
    const event = history[revision]
    if (event) items.push({ revision, since: Date.parse(event.at) })
  }
  return items
}

/**
 * The record after an attempt made at `at`: the attempts kept, the change(s) no channel took marked
 * owed, and its status: `delivered` when nothing is owed, `needs-attention` when everything owed is a
 * day old, else `pending` with the next attempt after a backoff. `holder` says whether the attempt held
 * the record's lease (its creator or a sweep's claim); an inline attempt of a change does not, and
 * leaves a lease it finds alone.
 */
export function afterAttempt(current: StoredRecord, sent: readonly Sent[], at: number, holder: boolean): StoredRecord {
  const stamp = new Date(at).toISOString()
  const attempts = [...attemptsOf(current), ...sent.map(({ subject, revision, channels }): DeliveryAttempt => ({ at: stamp, subject, ...(revision === undefined ? {} : { revision }), channels }))]
  const channels = sent.reduce((merged, attempt) => ({ ...merged, ...attempt.channels }), current.channels)
  const undelivered = new Set(current.undeliveredChanges ?? [])
  for (const attempt of sent) if (attempt.revision !== undefined) (reached(attempt.channels) ? undelivered.delete(attempt.revision) : undelivered.add(attempt.revision))
  const { nextAttemptAt: lease, undeliveredChanges: _old, ...rest } = current
  const next: StoredRecord = { ...rest, channels, attempts, ...(undelivered.size ? { undeliveredChanges: [...undelivered].sort((a, b) => a - b) } : {}) }

  const remaining = owed(next)
  if (remaining.length === 0) return { ...next, status: "delivered" }
  const newest = remaining.reduce((a, b) => (b.since > a.since ? b : a))
  if (at - newest.since >= NEEDS_ATTENTION_AFTER_MS) return { ...next, status: "needs-attention" }
  const keepLease = !holder && current.status === "pending" && lease
  const failures = attempts.filter((attempt) => sameThing(attempt, newest)).length
  return { ...next, status: "pending", nextAttemptAt: keepLease ? lease : new Date(at + redeliveryDelay(failures)).toISOString() }
}

/** A pending record whose next attempt (or a deliverer's lease) is due: a sweep may claim it. */
export const isDue = (record: StoredRecord, now: number): boolean => record.status === "pending" && (!record.nextAttemptAt || Date.parse(record.nextAttemptAt) <= now)

/**
 * The record with a change of the booking's state (at `revision` of its history) marked owed as it is
 * written, before any channel is tried: if the instance dies between the write and the send, the sweep
 * finds the change owed and sends it once the lease ends. A lease still running (a deliverer sending
 * the record now) is kept; otherwise the writer takes one, so no sweep claims the record during its
 * own attempt, and `leased` says its attempt is the holder's. With no channel (`channels` false)
 * nothing will try, so no lease is written: the change just waits, owed.
 */
export function withChangeOwed(record: StoredRecord, revision: number, at: number, channels = true): { record: StoredRecord; leased: boolean } {
  const undeliveredChanges = [...new Set([...(record.undeliveredChanges ?? []), revision])].sort((a, b) => a - b)
  const owedRecord: StoredRecord = { ...record, status: "pending", undeliveredChanges }
  if (!channels) return { record: owedRecord, leased: false }
  if (record.status === "pending" && !isDue(record, at)) return { record: owedRecord, leased: false }
  return { record: { ...owedRecord, nextAttemptAt: new Date(at + DELIVERY_LEASE_MS).toISOString() }, leased: true }
}
