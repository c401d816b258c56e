/**
 * Channel selection and the never-lose policy. With a record store (the local outbox, or the host's
 * Blobs store) every request is recorded `pending` before any channel is tried, and counts as
 * accepted once recorded; a record no channel accepted is redelivered with backoff by
 * `redeliverDue` until one does (`delivered`), or marked `needs-attention` a day after it arrived.
 * A record being delivered carries a lease (`lease`, its end in `nextAttemptAt`), taken by a
 * conditional update, and every send holds one, so no two deliverers send one thing. Without a store
 * (OUTBOX=off) a request is accepted only when a channel took it, and only when neither is true does
 * the visitor hear "we could not".
 *
 * This module holds the public interface and ties the parts together: `intake.ts` writes the records
 * of what arrives, `jobs.ts` composes each owed thing's messages, `send.ts` makes one send over the
 * channels, `attempt.ts` sends what a record owes and writes the outcome (`outcome.ts`), and
 * `redelivery.ts` sends owed changes under a lease and runs the sweep.
 */
import { randomUUID } from "node:crypto"
import type { ServerConfig } from "../config"
import { errorMessage, type Logger } from "../logger"
import type { RecordKind, RecordStore, StoredRecord } from "../records/store"
import { newReference as randomReference } from "../reference"
import { bookingLinks, linkKeysOf } from "../booking-loop/links"
import { attempt, type AttemptContext } from "./attempt"
import type { Channel } from "./channel"
import type { LinksFor } from "./compose"
import { createRecord, pendingRecord, suspectedSpamRecord } from "./intake"
import { requestJob } from "./jobs"
import type { Target } from "./outcome"
import { deliverOwedUnderLease, redeliverPending, removeExpiredSpam } from "./redelivery"
import { channelsFor, sendJob } from "./send"

export { channelsFor }

export interface DeliveryRequest {
  kind: RecordKind
  data: unknown
  /** A fixed record name (one per subscribed email): a second request of that name is a duplicate. */
  recordName?: string
  /** The client's requestId: the store binds it to the first request's reference. */
  requestId?: string
  /**
   * Sent after the caller has answered: once recorded, deliver returns with `sent` (settled when the
   * first attempt has), so the answer's timing tells nothing of the mail server. Recorded under the
   * attempt's lease: if the instance stops first, the sweep sends it.
   */
  answerFirst?: boolean
}

export type DeliveryResult =
  /** `fresh` is false when an earlier request with the same requestId holds the reference. */
  | { outcome: "accepted"; reference: string; fresh: boolean; sent?: Promise<void> }
  /** A record of that `recordName` is already in the store: nothing was sent. */
  | { outcome: "duplicate" }
  | { outcome: "failed" }

export interface SweepReport {
  delivered: number
  pending: number
  needsAttention: number
  expiredSpam: number
}

export interface Delivery {
  /** The record store, or null when OUTBOX=off on a machine that is not the host. */
  readonly store: RecordStore | null
  /** Whether any channel (SMTP, the webhook) is configured: without one nothing is ever sent. */
  readonly hasChannels: boolean
  deliver(request: DeliveryRequest): Promise<DeliveryResult>
  /** Keeps a request that looked automated, never delivered: the reference to answer, or "failed" when the store could not keep it. */
  keepSuspectedSpam(request: { kind: RecordKind; data: unknown; reason: string }): Promise<{ reference: string; kept: boolean } | "failed">
  /**
   * Hands a booking's change (its place in the history), or its link asked for again, to the channels
   * right after it was written owed under the caller's lease (withChangeOwed, withLinkOwed); whether one
   * accepted it. Without a lease nothing is sent here: the thing stays owed for the holder or the sweep.
   * One none accepted stays owed, and is redelivered like a pending request.
   */
  deliverOwed(name: string, target: Exclude<Target, { what: "request" }>, now: Date, leaseId: string | undefined): Promise<boolean>
  /** Redelivers the pending records that are due, and removes suspected spam past its 30 days. */
  redeliverDue(now?: Date): Promise<SweepReport>
}

export interface DeliveryOptions {
  config: ServerConfig
  logger: Logger
  store: RecordStore | null
  newReference?: () => string
}

function startupWarning(config: ServerConfig, channels: readonly Channel[], store: RecordStore | null): string | undefined {
  if (channels.length > 0) return undefined
  if (!store)
    return "[delivery] WARNING: no delivery channel. SMTP (SMTP_URL or SMTP_HOST) and WEBHOOK_URL are not set and OUTBOX=off, so every booking request, contact message and subscription is refused with 503. Configure SMTP or a webhook (docs/DEPLOYING.md: Environment variables)."
  if (config.production)
    return `[delivery] WARNING: neither SMTP (SMTP_URL or SMTP_HOST) nor WEBHOOK_URL is set. Booking requests, contact messages and subscriptions are only kept in ${store.description} (the local outbox on this machine); nobody is emailed. Configure SMTP or a webhook (docs/DEPLOYING.md: Environment variables).`
  return undefined
}

export function createDelivery({ config, logger, store, newReference = randomReference }: DeliveryOptions): Delivery {
  const channels = channelsFor(config, logger)
  let warning = startupWarning(config, channels, store)
  // Links only when the loop can open them: the record store is where their booking is found.
  const keys = linkKeysOf(config)
  const linksFor: LinksFor | undefined =
    store && keys ? (reference, booking, version) => bookingLinks(keys, reference, booking, version) : undefined
  const context: AttemptContext = { channels, logger, linksFor }

  /** Without a store: the channels alone decide. */
  async function deliverUnrecorded(request: DeliveryRequest): Promise<DeliveryResult> {
    const reference = newReference()
    const reports = await sendJob(channels, logger, requestJob(request.kind, reference, new Date(), request.data, linksFor))
    if (Object.values(reports).some((report) => report?.status === "delivered")) return { outcome: "accepted", reference, fresh: true }
    logger.error(
      `[delivery] ${reference}: refused: no channel accepted the ${request.kind} and no store records it (the visitor was asked to call)`,
    )
    return { outcome: "failed" }
  }

  return {
    store,
    hasChannels: channels.length > 0,
    async deliver(request) {
      if (warning) {
        logger.warn(warning)
        warning = undefined
      }
      if (!store) return deliverUnrecorded(request)
      const receivedAt = new Date()
      const leaseId = randomUUID()
      // The lease of this first attempt (taken below): nobody else tries before it has had its chance.
      const pending = (reference: string) =>
        pendingRecord(request.kind, request.data, reference, receivedAt, channels.length > 0 ? leaseId : undefined)
      let created: { name: string; record: StoredRecord } | "exists"
      let bound: { value: string; first: boolean } | undefined
      try {
        if (request.requestId) bound = await store.bindKey(`request-${request.kind}-${request.requestId}`, newReference())
        created = await createRecord(store, newReference, request.kind, pending, request.recordName, bound?.value)
      } catch (error) {
        const reason = errorMessage(error)
        logger.error(
          `[delivery] refused: ${store.description} could not record the ${request.kind} (${reason}); the visitor was asked to call`,
        )
        return { outcome: "failed" }
      }
      if (created === "exists") return bound ? { outcome: "accepted", reference: bound.value, fresh: false } : { outcome: "duplicate" }
      const accepted = { outcome: "accepted", reference: created.record.reference, fresh: bound?.first ?? true } as const
      if (channels.length === 0) return accepted
      const sending = attempt(context, store, created.name, created.record, receivedAt, leaseId).then(() => undefined)
      if (request.answerFirst) return { ...accepted, sent: sending }
      await sending
      return accepted
    },

    async deliverOwed(name, target, now, leaseId) {
      // Every send holds the lease: without it (another deliverer is sending) the thing waits, owed, for the next sweep.
      if (!store || !leaseId || channels.length === 0) return false
      return deliverOwedUnderLease(context, store, name, target, now, leaseId)
    },

    async keepSuspectedSpam({ kind, data, reason }) {
      if (!store) return { reference: newReference(), kept: false }
      const receivedAt = Date.now()
      try {
        const created = await createRecord(store, newReference, kind, (reference) =>
          suspectedSpamRecord(kind, data, reason, reference, receivedAt),
        )
        return created === "exists" ? "failed" : { reference: created.record.reference, kept: true }
      } catch (error) {
        logger.error(`[delivery] ${store.description} could not keep a suspected-spam ${kind} (${errorMessage(error)})`)
        return "failed"
      }
    },

    async redeliverDue(now = new Date()) {
      const report: SweepReport = { delivered: 0, pending: 0, needsAttention: 0, expiredSpam: 0 }
      if (!store) return report
      if (channels.length > 0) Object.assign(report, await redeliverPending(context, store, now))
      report.expiredSpam = await removeExpiredSpam(store, logger, now.getTime())
      return report
    },
  }
}
