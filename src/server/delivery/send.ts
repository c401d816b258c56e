/**
 * The channels a configuration gives (SMTP, the webhook), and one send attempt of a job over them:
 * every channel at once, each one's report kept, a channel that throws reported as failed.
 */
import type { ServerConfig } from "../config"
import { errorMessage, type Logger } from "../logger"
import type { ChannelReport, DeliveryAttempt } from "../records/store"
import type { Channel, DeliveryJob } from "./channel"
import { createSmtpChannel } from "./smtp"
import { createWebhookChannel } from "./webhook"

export function channelsFor(config: ServerConfig, logger: Logger): Channel[] {
  const channels: Channel[] = []
  if (config.smtp)
    channels.push(createSmtpChannel({ settings: config.smtp, mailFrom: config.mailFrom, dispatchEmail: config.dispatchEmail, logger }))
  if (config.webhook) channels.push(createWebhookChannel(config.webhook))
  return channels
}

/** Hands `job` to every channel (or only to `only`) and logs each failure; the reports by channel. */
export async function sendJob(
  channels: readonly Channel[],
  logger: Logger,
  job: DeliveryJob,
  only?: Channel["name"],
): Promise<DeliveryAttempt["channels"]> {
  const reports = await Promise.all(
    channels
      .filter((channel) => !only || channel.name === only)
      .map(async (channel): Promise<[Channel["name"], ChannelReport]> => {
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
