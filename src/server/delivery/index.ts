/**
 * Channel selection and the never-lose policy. With a record store (the local outbox, or the host's
 * Blobs store) every request is recorded `pending` before any channel is tried, and counts as
 * accepted once recorded; a record no channel accepted is redelivered with backoff by
 * `redeliverDue` until one does (`delivered`), or marked `needs-attention` a day after it arrived.
 * A record being delivered carries a lease (`lease`, its end in `nextAttemptAt`), taken by a
 * conditional update, and every send holds one, so no two deliverers send one thing. Without a store (OUTBOX=off) a request is accepted only when a
 * channel took it, and only when neither is true does the visitor hear "we could not".
 */
import { randomUUID } from "node:crypto"
import type { ServerConfig } from "../config"
import { DELIVERY_LEASE_MS, REFERENCE_ATTEMPTS, SUSPECTED_SPAM_KEPT_MS } from "../limits"
import { errorMessage, type Logger } from "../logger"
import { mutate } from "../records/mutate"
import type { ChannelReport, DeliveryAttempt, RecordKind, RecordStore, StoredRecord } from "../records/store"
import { changeEmails, linkEmail } from "../booking-loop/emails"
import { bookingOf } from "../booking-loop/records"
import { newReference as randomReference } from "../reference"
import type { Channel, DeliveryJob } from "./channel"
import { bookingLinks, linkKeysOf } from "../booking-loop/links"
import { composeMails, type LinksFor } from "./compose"
import { afterAttempt, isDue, owed, reached, withLease, type Sent, type Target } from "./outcome"
import type { OutgoingMail } from "./emails"
import { createSmtpChannel } from "./smtp"
import { createWebhookChannel } from "./webhook"

export interface DeliveryRequest {
  kind: RecordKind
  data: unknown
  /** A fixed record name (one per subscribed email): a second request of that name is a duplicate. */
  recordName?: string
  /** The client's requestId: the store binds it to the first request's reference. */
  requestId?: string
}

export type DeliveryResult =
  /** `fresh` is false when an earlier request with the same requestId holds the reference. */
  | { outcome: "accepted"; reference: string; fresh: boolean }
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

export function channelsFor(config: ServerConfig, logger: Logger): Channel[] {
  const channels: Channel[] = []
  if (config.smtp) channels.push(createSmtpChannel({ settings: config.smtp, mailFrom: config.mailFrom, dispatchEmail: config.dispatchEmail, logger }))
  if (config.webhook) channels.push(createWebhookChannel(config.webhook))
  return channels
}

function startupWarning(config: ServerConfig, channels: readonly Channel[], store: RecordStore | null): string | undefined {
  if (channels.length > 0) return undefined
  if (!store)
    return "[delivery] WARNING: no delivery channel. SMTP (SMTP_URL or SMTP_HOST) and WEBHOOK_URL are not set and OUTBOX=off, so every booking request, contact message and subscription is refused with 503. Configure SMTP or a webhook (docs/DEPLOYING.md: Environment variables)."
  if (config.production)
    return `[delivery] WARNING: neither SMTP (SMTP_URL or SMTP_HOST) nor WEBHOOK_URL is set. Booking requests, contact messages and subscriptions are only kept in ${store.description} (the local outbox on this machine); nobody is emailed. Configure SMTP or a webhook (docs/DEPLOYING.md: Environment variables).`
  return undefined
}

const iso = (ms: number) => new Date(ms).toISOString()

export function createDelivery({ config, logger, store, newReference = randomReference }: DeliveryOptions): Delivery {
  const channels = channelsFor(config, logger)
  let warning = startupWarning(config, channels, store)
  // Links only when the loop can open them: the record store is where their booking is found.
  const keys = linkKeysOf(config)
  const linksFor: LinksFor | undefined = store && keys ? (reference, booking) => bookingLinks(keys, reference, booking) : undefined

  async function send(job: DeliveryJob, only?: Channel["name"]): Promise<DeliveryAttempt["channels"]> {
    const reports = await Promise.all(
      channels.filter((channel) => !only || channel.name === only).map(async (channel): Promise<[Channel["name"], ChannelReport]> => {
        try {
          return [channel.name, await channel.deliver(job)]
        } catch (error) {
          return [channel.name, { status: "failed", at: new Date().toISOString(), error: errorMessage(error) }]
        }
      }),
    )
    for (const [channel, report] of reports) {
      if (report.status === "failed") logger.warn(`[delivery] ${job.reference}: ${channel} failed: ${report.error}`)
    }
    return Object.fromEntries(reports)
  }

  const requestJob = (kind: RecordKind, reference: string, receivedAt: Date, data: unknown): DeliveryJob => {
    let mails: OutgoingMail[] | undefined
    return { kind, reference, receivedAt, data, mails: () => (mails ??= composeMails(kind, data, reference, receivedAt, linksFor)) }
  }

  /**
   * The job of one owed thing: the request, one change of the booking's state, or its link sent again
   * (by email only); null when that change is gone, or a link cannot be made.
   */
  function jobOf(record: StoredRecord, target: Target): { job: DeliveryJob; only?: Channel["name"] } | null {
    const receivedAt = new Date(record.receivedAt)
    if (target.what === "request") return { job: requestJob(record.kind, record.reference, receivedAt, record.data) }
    const booking = bookingOf(record)
    const { reference } = record
    if (!booking) return null
    if (target.what === "link") {
      const links = linksFor?.(reference, booking)
      return links ? { job: { kind: "booking", reference, receivedAt, data: record.data, mails: () => linkEmail(booking, reference, receivedAt, links) }, only: "smtp" } : null
    }
    const { revision } = target
    const history = record.lifecycle?.history ?? []
    const event = history[revision]
    if (!event) return null
    let mails: OutgoingMail[] | undefined
    return {
      job: {
        kind: "booking",
        reference,
        receivedAt,
        data: record.data,
        change: { state: event.state, event, history: history.slice(0, revision + 1) },
        mails: () => (mails ??= changeEmails({ booking, reference, receivedAt, event, revision, history, links: linksFor?.(reference, booking) })),
      },
    }
  }

  const describe = (record: StoredRecord, target: Target) =>
    target.what === "request" ? `the ${record.kind}` : target.what === "link" ? "the link asked for again" : `the ${record.lifecycle?.history[target.revision]?.state ?? ""} change`

  /**
   * Sends what the record owes (everything, or only `only`) under the lease `leaseId`, then writes the
   * outcome (afterAttempt). The status written.
   */
  async function attempt(store: RecordStore, name: string, record: StoredRecord, now: Date, leaseId: string, only?: Target): Promise<{ status: StoredRecord["status"]; delivered: boolean }> {
    const targets: Target[] = only ? [only] : owed(record)
    const sent: Sent[] = []
    for (const target of targets) {
      const made = jobOf(record, target)
      if (!made) continue
      const subject = target.what === "change" ? (made.job.change?.state ?? "requested") : target.what
      sent.push({ ...target, subject, channels: await send(made.job, made.only) } as Sent)
    }
    const delivered = sent.length > 0 && sent.every((item) => reached(item.channels))
    let written: StoredRecord | null = null
    try {
      written = await mutate(store, name, (current) => afterAttempt(current, sent, now.getTime(), leaseId))
    } catch (error) {
      logger.error(`[delivery] ${record.reference}: the record could not be updated after this attempt (${errorMessage(error)}); it stays as it was${delivered ? " and may be sent again when its lease ends" : ""}`)
      return { status: delivered ? "delivered" : "pending", delivered }
    }
    const status = written?.status ?? (delivered ? "delivered" : "pending")
    const what = only ? describe(record, only) : `the ${record.kind}`
    if (status === "pending" && !delivered) logger.warn(`[delivery] ${record.reference}: no channel accepted ${what}; it waits in ${store.description} as pending, next attempt at ${written?.nextAttemptAt}`)
    if (status === "needs-attention") logger.error(`[delivery] ${record.reference}: still undelivered a day later; marked needs-attention in ${store.description} (docs/API.md: The records)`)
    return { status, delivered }
  }

  /** Without a store: the channels alone decide. */
  async function deliverUnrecorded(request: DeliveryRequest): Promise<DeliveryResult> {
    const reference = newReference()
    const reports = await send(requestJob(request.kind, reference, new Date(), request.data))
    if (Object.values(reports).some((report) => report?.status === "delivered")) return { outcome: "accepted", reference, fresh: true }
    logger.error(`[delivery] ${reference}: refused: no channel accepted the ${request.kind} and no store records it (the visitor was asked to call)`)
    return { outcome: "failed" }
  }

  /** Writes a new record under a fresh reference (or `fixedName`); the name and record written, or "exists" for a taken fixed name. */
  async function createRecord(store: RecordStore, kind: RecordKind, make: (reference: string) => StoredRecord, fixedName?: string, givenReference?: string): Promise<{ name: string; record: StoredRecord } | "exists"> {
    let reference = givenReference ?? newReference()
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1, reference = newReference()) {
      const name = fixedName ?? `${kind}-${reference}`
      const record = make(reference)
      if ((await store.create(name, record)) === "created") return { name, record }
      if (fixedName || givenReference) return "exists"
    }
    throw new Error(`no free reference after ${REFERENCE_ATTEMPTS} draws`)
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
      const pending = (reference: string): StoredRecord => ({
        kind: request.kind,
        reference,
        receivedAt: receivedAt.toISOString(),
        status: "pending",
        channels: {},
        attempts: [],
        // The lease of this first attempt (taken below): nobody else tries before it has had its chance.
        // A booking starts the booking loop, with the customer's request as its first step.
        ...(request.kind === "booking" ? { lifecycle: { state: "requested", history: [{ state: "requested", at: receivedAt.toISOString(), by: "customer" }] } } : {}),
        data: request.data,
        ...(channels.length > 0 ? { lease: { id: leaseId, until: iso(receivedAt.getTime() + DELIVERY_LEASE_MS) }, nextAttemptAt: iso(receivedAt.getTime() + DELIVERY_LEASE_MS) } : {}),
      })
      let created: { name: string; record: StoredRecord } | "exists"
      let bound: { value: string; first: boolean } | undefined
      try {
        if (request.requestId) bound = await store.bindKey(`request-${request.kind}-${request.requestId}`, newReference())
        created = await createRecord(store, request.kind, pending, request.recordName, bound?.value)
      } catch (error) {
        logger.error(`[delivery] refused: ${store.description} could not record the ${request.kind} (${errorMessage(error)}); the visitor was asked to call`)
        return { outcome: "failed" }
      }
      if (created === "exists") return bound ? { outcome: "accepted", reference: bound.value, fresh: false } : { outcome: "duplicate" }
      if (channels.length > 0) await attempt(store, created.name, created.record, receivedAt, leaseId)
      return { outcome: "accepted", reference: created.record.reference, fresh: bound?.first ?? true }
    },

    async deliverOwed(name, target, now, leaseId) {
      // Every send holds the lease: without it (another deliverer is sending) the thing waits, owed, for the next sweep.
      if (!store || !leaseId || channels.length === 0) return false
      const current = await store.get(name)
      if (!current || current.record.lease?.id !== leaseId) return false
      return (await attempt(store, name, current.record, now, leaseId, target)).delivered
    },

    async keepSuspectedSpam({ kind, data, reason }) {
      if (!store) return { reference: newReference(), kept: false }
      const receivedAt = Date.now()
      try {
        const created = await createRecord(store, kind, (reference) => ({
          kind,
          reference,
          receivedAt: iso(receivedAt),
          status: "suspected-spam",
          spamReason: reason,
          expiresAt: iso(receivedAt + SUSPECTED_SPAM_KEPT_MS),
          channels: {},
          data,
        }))
        return created === "exists" ? "failed" : { reference: created.record.reference, kept: true }
      } catch (error) {
        logger.error(`[delivery] ${store.description} could not keep a suspected-spam ${kind} (${errorMessage(error)})`)
        return "failed"
      }
    },

    async redeliverDue(now = new Date()) {
      const report: SweepReport = { delivered: 0, pending: 0, needsAttention: 0, expiredSpam: 0 }
      if (!store) return report
      const at = now.getTime()
      if (channels.length > 0) {
        for (const name of await store.list({ status: "pending" })) {
          try {
            // The claim: a conditional update, so of two sweepers at once only one sends.
            let leaseId = ""
            const claimed = await mutate(store, name, (record) => {
              if (!isDue(record, at)) return null
              const leased = withLease(record, at)
              leaseId = leased.leaseId
              return leased.record
            })
            if (!claimed) continue
            const { status } = await attempt(store, name, claimed, now, leaseId)
            if (status === "delivered") report.delivered += 1
            else if (status === "needs-attention") report.needsAttention += 1
            else report.pending += 1
          } catch (error) {
            logger.error(`[delivery] redelivery of ${name} failed: ${errorMessage(error)}`)
          }
        }
      }
      for (const name of await store.list({ status: "suspected-spam" })) {
        try {
          const entry = await store.get(name)
          if (entry?.record.status !== "suspected-spam" || !entry.record.expiresAt || Date.parse(entry.record.expiresAt) > at) continue
          await store.remove(name)
          report.expiredSpam += 1
        } catch (error) {
          logger.error(`[delivery] removing expired suspected spam ${name} failed: ${errorMessage(error)}`)
        }
      }
      return report
    },
  }
}
