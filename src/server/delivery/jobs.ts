/**
 * Composing a record's messages: the job of each thing a record owes (the request, one change of a
 * booking's state, its link sent again), with its emails made on first call only, and how the logs
 * name that thing.
 */
import { changeEmails, linkEmail } from "../booking-loop/emails"
import { bookingOf } from "../booking-loop/records"
import { endedSince } from "../../booking-loop/ended"
import { linkVersion } from "../../booking-loop/model"
import type { RecordKind, StoredRecord } from "../records/store"
import { redacted } from "../redaction"
import type { Channel, DeliveryJob } from "./channel"
import { composeMails, type LinksFor } from "./compose"
import type { OutgoingMail } from "./emails"
import type { Target } from "./outcome"

/**
 * The job of a request: its emails by its kind (compose.ts), with the booking loop's links when `linksFor` can make
 * them. Its emails and the webhook show the request's typed text with every key in it redacted (redaction.ts).
 */
export function requestJob(
  kind: RecordKind,
  reference: string,
  receivedAt: Date,
  typed: unknown,
  linksFor: LinksFor | undefined,
): DeliveryJob {
  const data = redacted(typed)
  let mails: OutgoingMail[] | undefined
  return { kind, reference, receivedAt, data, mails: () => (mails ??= composeMails(kind, data, reference, receivedAt, linksFor)) }
}

/**
 * The job of one owed thing: the request, one change of the booking's state, or its link sent again
 * (by email only); null when that change is gone, or a link cannot be made. Made from the record as shown,
 * every key in its typed text redacted (redaction.ts).
 */
export function jobOf(
  stored: StoredRecord,
  target: Target,
  linksFor: LinksFor | undefined,
): { job: DeliveryJob; only?: Channel["name"] } | null {
  const receivedAt = new Date(stored.receivedAt)
  if (target.what === "request") return { job: requestJob(stored.kind, stored.reference, receivedAt, stored.data, linksFor) }
  const record = redacted(stored)
  const booking = bookingOf(record)
  const { reference } = record
  if (!booking) return null
  const history = record.lifecycle?.history ?? []
  // Signed at the booking's link version now: a link sent late still opens it, unless dispatch replaces them again.
  const version = linkVersion(history)
  if (target.what === "link") {
    const links = linksFor?.(reference, booking, version)
    if (!links) return null
    return {
      job: { kind: "booking", reference, receivedAt, data: record.data, mails: () => linkEmail(booking, reference, receivedAt, links) },
      only: "smtp",
    }
  }
  const { revision } = target
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
      // A change delivered late that a later one ended is the webhook's alone: nobody reads "confirmed" after "cancelled", or is asked to answer what was answered.
      mails: () =>
        (mails ??= endedSince(history, revision)
          ? []
          : changeEmails({ booking, reference, receivedAt, event, revision, history, links: linksFor?.(reference, booking, version) })),
    },
  }
}

/** How the logs name one owed thing: "the booking", "the link asked for again", "the confirmed change". */
export function describeTarget(record: StoredRecord, target: Target): string {
  if (target.what === "request") return `the ${record.kind}`
  if (target.what === "link") return "the link asked for again"
  return `the ${record.lifecycle?.history[target.revision]?.state ?? ""} change`
}
