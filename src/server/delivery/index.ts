/**
 * Channel selection and the never-lose policy: every configured channel (SMTP, webhook) is tried;
 * the outbox, when on, records every request first; the request counts as accepted when a channel
 * took it or the outbox holds it, and only when neither is true does the visitor hear "we could not".
 */
import type { ServerConfig } from "../config"
import { REFERENCE_ATTEMPTS } from "../limits"
import { errorMessage, type Logger } from "../logger"
import { newReference as randomReference } from "../reference"
import type { Channel, DeliveryJob } from "./channel"
import type { OutgoingMail } from "./emails"
import { createOutbox, type ChannelReport, type Outbox, type OutboxRecord, type RecordKind } from "./outbox"
import { createSmtpChannel } from "./smtp"
import { createWebhookChannel } from "./webhook"

export interface DeliveryRequest {
  kind: RecordKind
  data: unknown
  /** A fixed record name (one per subscribed email); otherwise one per reference. */
  recordName?: string
  compose(reference: string, receivedAt: Date): OutgoingMail[]
}

export type DeliveryResult =
  | { outcome: "accepted"; reference: string; status: "delivered" | "pending" }
  /** A record of that `recordName` is already in the outbox: nothing was sent. */
  | { outcome: "duplicate" }
  | { outcome: "failed" }

export interface Delivery {
  deliver(request: DeliveryRequest): Promise<DeliveryResult>
}

export interface DeliveryOptions {
  config: ServerConfig
  logger: Logger
  newReference?: () => string
}

export function channelsFor(config: ServerConfig, logger: Logger): Channel[] {
  const channels: Channel[] = []
  if (config.smtp) channels.push(createSmtpChannel({ settings: config.smtp, mailFrom: config.mailFrom, dispatchEmail: config.dispatchEmail, logger }))
  if (config.webhook) channels.push(createWebhookChannel(config.webhook))
  return channels
}

function startupWarning(config: ServerConfig, channels: readonly Channel[]): string | undefined {
  if (channels.length > 0) return undefined
  if (!config.outboxDir)
    return "[delivery] WARNING: no delivery channel. SMTP (SMTP_URL or SMTP_HOST) and WEBHOOK_URL are not set and OUTBOX=off, so every booking request, contact message and subscription is refused with 503. Configure SMTP or a webhook (README: Booking requests and configuration)."
  if (config.production)
    return `[delivery] WARNING: neither SMTP (SMTP_URL or SMTP_HOST) nor WEBHOOK_URL is set. Booking requests, contact messages and subscriptions are only written to the local outbox at ${config.outboxDir}; nobody is emailed, and a serverless host does not keep that folder. Configure SMTP or a webhook (README: Booking requests and configuration).`
  return undefined
}

export function createDelivery({ config, logger, newReference = randomReference }: DeliveryOptions): Delivery {
  const channels = channelsFor(config, logger)
  const outbox: Outbox | null = config.outboxDir ? createOutbox(config.outboxDir) : null
  let warning = startupWarning(config, channels)

  /** Writes the pending record; the reference it was written under, or none if it could not be. */
  async function record(request: DeliveryRequest, receivedAt: Date): Promise<{ reference: string; name?: string } | "duplicate"> {
    let reference = newReference()
    if (!outbox) return { reference }
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1, reference = newReference()) {
      const name = request.recordName ?? `${request.kind}-${reference}`
      const pending: OutboxRecord = { kind: request.kind, reference, receivedAt: receivedAt.toISOString(), status: "pending", channels: {}, data: request.data }
      try {
        const written = await outbox.create(name, pending)
        if (written === "created") return { reference, name }
        if (request.recordName) return "duplicate"
      } catch (error) {
        logger.error(`[delivery] the outbox at ${outbox.dir} could not record ${reference}: ${errorMessage(error)}`)
        return { reference }
      }
    }
    return { reference }
  }

  return {
    async deliver(request) {
      if (warning) {
        logger.warn(warning)
        warning = undefined
      }
      const receivedAt = new Date()
      const recorded = await record(request, receivedAt)
      if (recorded === "duplicate") return { outcome: "duplicate" }
      const { reference, name } = recorded

      let mails: OutgoingMail[] | undefined
      const job: DeliveryJob = { kind: request.kind, reference, receivedAt, data: request.data, mails: () => (mails ??= request.compose(reference, receivedAt)) }
      const reports = await Promise.all(
        channels.map(async (channel): Promise<[Channel["name"], ChannelReport]> => {
          try {
            return [channel.name, await channel.deliver(job)]
          } catch (error) {
            return [channel.name, { status: "failed", at: new Date().toISOString(), error: errorMessage(error) }]
          }
        }),
      )
      for (const [channel, report] of reports) {
        if (report.status === "failed") logger.warn(`[delivery] ${reference}: ${channel} failed: ${report.error}`)
      }
      const accepted = reports.some(([, report]) => report.status === "delivered")
      const status = accepted ? "delivered" : "pending"

      if (outbox && name && channels.length > 0) {
        const final: OutboxRecord = {
          kind: request.kind,
          reference,
          receivedAt: receivedAt.toISOString(),
          status,
          channels: Object.fromEntries(reports),
          data: request.data,
        }
        try {
          await outbox.update(name, final)
        } catch (error) {
          logger.error(`[delivery] ${reference}: the outbox record stays "pending" (update failed: ${errorMessage(error)})`)
        }
      }

      if (!accepted && !name) {
        logger.error(`[delivery] ${reference}: refused: no channel accepted the ${request.kind} and the outbox did not record it (the visitor was asked to call)`)
        return { outcome: "failed" }
      }
      if (!accepted && channels.length > 0) logger.warn(`[delivery] ${reference}: no channel accepted the ${request.kind}; it waits in the outbox as pending`)
      return { outcome: "accepted", reference, status }
    },
  }
}
