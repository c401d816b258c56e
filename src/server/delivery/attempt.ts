/**
 * One delivery attempt at a record under its lease, and the bookkeeping after it: what the record
 * owes is sent (send.ts), the outcome written to the record with the lease released (outcome.ts:
 * afterAttempt), and a record still undelivered logged as pending or needing attention.
 */
import { errorMessage, type Logger } from "../logger"
import { mutate } from "../records/mutate"
import type { RecordStore, StoredRecord } from "../records/store"
import type { Channel } from "./channel"
import type { LinksFor } from "./compose"
import { describeTarget, jobOf } from "./jobs"
import { afterAttempt, owed, reached, type Sent, type Target } from "./outcome"
import { sendJob } from "./send"

/** What a delivery's attempts share: its channels, its log, and the booking loop's links when the loop can open them. */
export interface AttemptContext {
  channels: readonly Channel[]
  logger: Logger
  linksFor: LinksFor | undefined
}

/** What an attempt came to: the status written (or the one the record would have had), and whether everything sent reached a channel. */
export interface AttemptResult {
  status: StoredRecord["status"]
  delivered: boolean
}

/**
 * What an attempt sends: everything the record owes, or `only`; a change comes after every change of
 * the booking still owed before it, oldest first, so that no email about the booking arrives after a
 * later one (a confirmation owed while SMTP was down must not reach the customer after the
 * cancellation that followed it).
 */
function targetsOf(record: StoredRecord, only?: Target): Target[] {
  if (!only) return owed(record)
  if (only.what !== "change") return [only]
  const earlier = owed(record).filter((item) => item.what === "change" && item.revision < only.revision)
  return [...earlier, only]
}

/** Sends each thing of targetsOf, one after another; what each send came to. */
async function sendOwed({ channels, logger, linksFor }: AttemptContext, record: StoredRecord, only?: Target): Promise<Sent[]> {
  const targets = targetsOf(record, only)
  const sent: Sent[] = []
  for (const target of targets) {
    const made = jobOf(record, target, linksFor)
    if (!made) continue
    const subject = target.what === "change" ? (made.job.change?.state ?? "requested") : target.what
    // Nothing to email (a ride completed, a step a later one ended): SMTP sending nothing must not count as delivering it, so the webhook, when there is one, still hears it.
    const only =
      made.only ?? (made.job.mails().length === 0 && channels.some((channel) => channel.name === "webhook") ? "webhook" : undefined)
    sent.push({ ...target, subject, channels: await sendJob(channels, logger, made.job, only) } as Sent)
  }
  return sent
}

/**
 * Sends what the record owes (everything, or only `only`) under the lease `leaseId`, then writes the
 * outcome (afterAttempt). The status written.
 */
export async function attempt(
  context: AttemptContext,
  store: RecordStore,
  name: string,
  record: StoredRecord,
  now: Date,
  leaseId: string,
  only?: Target,
): Promise<AttemptResult> {
  const { logger } = context
  const sent = await sendOwed(context, record, only)
  const delivered = sent.length > 0 && sent.every((item) => reached(item.channels))
  let written: StoredRecord | null = null
  try {
    written = await mutate(store, name, (current) => afterAttempt(current, sent, now.getTime(), leaseId))
  } catch (error) {
    const reason = errorMessage(error)
    const resend = delivered ? " and may be sent again when its lease ends" : ""
    logger.error(
      `[delivery] ${record.reference}: the record could not be updated after this attempt (${reason}); it stays as it was${resend}`,
    )
    return { status: delivered ? "delivered" : "pending", delivered }
  }
  const status = written?.status ?? (delivered ? "delivered" : "pending")
  const what = only ? describeTarget(record, only) : `the ${record.kind}`
  const where = store.description
  if (status === "pending" && !delivered) {
    const next = written?.nextAttemptAt
    logger.warn(`[delivery] ${record.reference}: no channel accepted ${what}; it waits in ${where} as pending, next attempt at ${next}`)
  }
  if (status === "needs-attention") {
    logger.error(
      `[delivery] ${record.reference}: still undelivered a day later; marked needs-attention in ${where} (docs/API.md: The records)`,
    )
  }
  return { status, delivered }
}
