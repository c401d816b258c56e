/**
 * What a record still owes the business, and where it stands after a delivery attempt. A record
 * owes its request until a channel accepts it, each later change of a booking's state (the
 * booking loop) until a channel accepts that change, and a booking's link asked for again until SMTP
 * accepts it. Every send holds the record's lease (`lease`), so no two deliverers send one thing. Pure functions over the stored record, so the
 * first attempt, the inline attempt of a change and every redelivery sweep agree.
 */
import { randomUUID } from "node:crypto"
import {
  DELIVERY_LEASE_MS,
  LINK_RESEND_WINDOW_MS,
  LINK_RESENDS_PER_DAY,
  NEEDS_ATTENTION_AFTER_MS,
  REDELIVERY_FIRST_DELAY_MS,
  REDELIVERY_MAX_DELAY_MS,
} from "../limits"
import type { DeliveryAttempt, StoredRecord } from "../records/store"

/** What one owed thing is: the request, the change at `revision` of the booking's history, or the booking's link sent again. */
export type Target = { what: "request" } | { what: "change"; revision: number } | { what: "link" }

/** One thing to deliver, and when it happened: a day later, still undelivered, it needs dispatch's attention. */
export type Owed = Target & { since: number }

/** What one attempt at one owed thing came to. */
export type Sent = Target & { channels: DeliveryAttempt["channels"]; subject: DeliveryAttempt["subject"] }

export const reached = (channels: DeliveryAttempt["channels"]): boolean =>
  Object.values(channels).some((report) => report?.status === "delivered")

/** The wait after the n-th failed attempt: doubling from the first delay, capped; nothing tried yet is due at once. */
export function redeliveryDelay(failures: number): number {
  if (failures <= 0) return 0
  return Math.min(REDELIVERY_FIRST_DELAY_MS * 2 ** (failures - 1), REDELIVERY_MAX_DELAY_MS)
}

const sameThing = (attempt: Pick<DeliveryAttempt, "subject" | "revision">, target: Target) =>
  target.what === "request"
    ? attempt.subject === "request"
    : target.what === "link"
      ? attempt.subject === "link"
      : attempt.subject !== "link" && attempt.subject !== "request" && attempt.revision === target.revision

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
  const items: Owed[] = requestDelivered(record) ? [] : [{ what: "request", since: Date.parse(record.receivedAt) }]
  const history = record.lifecycle?.history ?? []
  for (const revision of record.undeliveredChanges ?? []) {
    const event = history[revision]
    if (event) items.push({ what: "change", revision, since: Date.parse(event.at) })
  }
  if (record.linkOwedSince) items.push({ what: "link", since: Date.parse(record.linkOwedSince) })
  return items
}

/** Whether `lease` is held by someone now. */
const held = (record: StoredRecord, now: number) => record.lease !== undefined && Date.parse(record.lease.until) > now

/**
 * The record after an attempt made at `at` by the holder of lease `leaseId`: the attempts kept, the
 * change(s) no channel took marked owed, the link owed no more once sent, and its status: `delivered`
 * when nothing is owed, `needs-attention` when everything owed is a day old, else `pending` with the
 * next attempt after a backoff (at once for something not tried yet, e.g. a change written while
 * another deliverer held the lease). The lease is released only if the attempt still holds it: one
 * that ran past its lease leaves a newer holder's alone.
 */
export function afterAttempt(current: StoredRecord, sent: readonly Sent[], at: number, leaseId: string): StoredRecord {
  const stamp = new Date(at).toISOString()
  const attempts = [
    ...attemptsOf(current),
    ...sent.map((item): DeliveryAttempt => ({
      at: stamp,
      subject: item.subject,
      ...(item.what === "change" ? { revision: item.revision } : {}),
      channels: item.channels,
    })),
  ]
  const channels = sent
    .filter((item) => item.what !== "link")
    .reduce((merged, attempt) => ({ ...merged, ...attempt.channels }), current.channels)
  const undelivered = new Set(current.undeliveredChanges ?? [])
  for (const item of sent) {
    if (item.what !== "change") continue
    if (reached(item.channels)) undelivered.delete(item.revision)
    else undelivered.add(item.revision)
  }
  // A link asked for again after this attempt began stays owed: the email sent may predate that ask.
  const linkSent = sent.some((item) => item.what === "link" && reached(item.channels)) && Date.parse(current.linkOwedSince ?? "") <= at
  const mine = current.lease?.id === leaseId
  const { nextAttemptAt: next_, lease, undeliveredChanges: _old, linkOwedSince, ...rest } = current
  const next: StoredRecord = {
    ...rest,
    channels,
    attempts,
    ...(undelivered.size ? { undeliveredChanges: [...undelivered].sort((a, b) => a - b) } : {}),
    ...(linkOwedSince && !linkSent ? { linkOwedSince } : {}),
    ...(lease && !mine ? { lease } : {}),
  }

  const remaining = owed(next)
  if (remaining.length === 0) return { ...next, status: "delivered" }
  const newest = remaining.reduce((a, b) => (b.since > a.since ? b : a))
  if (at - newest.since >= NEEDS_ATTENTION_AFTER_MS) return { ...next, status: "needs-attention" }
  // Another deliverer's lease (ours ran out and was taken over) decides when the record is next due.
  if (lease && !mine && next_) return { ...next, status: "pending", nextAttemptAt: next_ }
  const untried = remaining.some((item) => !attempts.some((attempt) => sameThing(attempt, item)))
  const failures = attempts.filter((attempt) => sameThing(attempt, newest)).length
  return { ...next, status: "pending", nextAttemptAt: new Date(at + (untried ? 0 : redeliveryDelay(failures))).toISOString() }
}

/** A pending record whose next attempt is due and that no deliverer holds: a sweep may claim it. */
export const isDue = (record: StoredRecord, now: number): boolean =>
  record.status === "pending" && !held(record, now) && (!record.nextAttemptAt || Date.parse(record.nextAttemptAt) <= now)

/** The record leased to a new holder from `at`: the lease and its id. */
export function withLease(record: StoredRecord, at: number): { record: StoredRecord; leaseId: string } {
  const until = new Date(at + DELIVERY_LEASE_MS).toISOString()
  const leaseId = randomUUID()
  return { record: { ...record, lease: { id: leaseId, until }, nextAttemptAt: until }, leaseId }
}

/**
 * The record, now owing something new, as it is written (before any channel is tried): pending, and
 * leased to its writer unless another deliverer holds the lease now. `leaseId` is the writer's lease,
 * and only with one may the writer send at once; without one (another deliverer is sending, or no
 * channel is configured) the thing waits owed: the holder's outcome leaves it due, and the sweep sends it.
 */
function owing(record: StoredRecord, at: number, channels: boolean): { record: StoredRecord; leaseId?: string } {
  const pending: StoredRecord = { ...record, status: "pending" }
  if (!channels) return { record: pending }
  if (held(record, at)) return { record: { ...pending, nextAttemptAt: record.lease?.until ?? record.nextAttemptAt } }
  return withLease(pending, at)
}

/**
 * The record with a change of the booking's state (at `revision` of its history) marked owed as it is
 * written, before any channel is tried: if the instance dies between the write and the send, the sweep
 * finds the change owed and sends it once the lease ends.
 */
export function withChangeOwed(
  record: StoredRecord,
  revision: number,
  at: number,
  channels = true,
): { record: StoredRecord; leaseId?: string } {
  const undeliveredChanges = [...new Set([...(record.undeliveredChanges ?? []), revision])].sort((a, b) => a - b)
  return owing({ ...record, undeliveredChanges }, at, channels)
}

/**
 * The booking with its link owed to the customer again, or null when the link was asked for
 * LINK_RESENDS_PER_DAY times in the last day already (nothing more is sent; the asker hears the same).
 */
export function withLinkOwed(record: StoredRecord, at: number, channels = true): { record: StoredRecord; leaseId?: string } | null {
  const recent = (record.linkResends ?? []).filter((asked) => Date.parse(asked) > at - LINK_RESEND_WINDOW_MS)
  if (recent.length >= LINK_RESENDS_PER_DAY) return null
  const stamp = new Date(at).toISOString()
  return owing({ ...record, linkResends: [...recent, stamp], linkOwedSince: stamp }, at, channels)
}
