/**
 * What each email builder of the booking loop reads (the step, the booking as that step left it, the
 * makers of each audience's email), and the paragraphs its emails share.
 */
import { STATE_LABELS, type BookingRecord, type LifecycleEvent } from "../../booking-loop/model"
import { formatMoment } from "../../booking/calendar-date"
import { WHO } from "../../booking-loop/words"
import type { InviteRevision, OutgoingMail } from "../delivery/emails"
import { linkExpiry, type BookingLinks } from "./links"
import type { Audiences, Paragraph } from "./mail-parts"

export interface ChangeContext {
  booking: BookingRecord
  reference: string
  receivedAt: Date
  event: LifecycleEvent
  /** The booking's history up to this change (a quote's emails say whether it replaces one, and which was answered). */
  history?: readonly LifecycleEvent[]
  /** How many changes the booking has had, this one included: the invite's SEQUENCE. */
  revision: number
  /** The booking's links; absent when the loop is off (no secret), and then the emails carry none. */
  links?: BookingLinks
}

/** What every builder reads: the step, the booking as it left it, and the pieces its emails share. */
export interface StepMail extends Omit<ChangeContext, "booking"> {
  /** The booking as this step left it (a change's email delivered late shows its own values, not later ones). */
  booking: BookingRecord
  /** The change a change's answer answers (its event: when it was asked). */
  asked?: LifecycleEvent
  /** Each value a change of the trip touches: "Pickup time: 6:30 AM → 8:30 AM". */
  rows: Paragraph[]
  mails: Audiences
  summary: string
  greeting: string
  note?: string
  invite: (state: InviteRevision["state"]) => OutgoingMail["attachments"]
}

export type EmailBuilder = (step: StepMail) => OutgoingMail[]

export const when = (event: LifecycleEvent) => formatMoment(new Date(event.at))
const byWhom = (event: LifecycleEvent) => WHO[event.by].toLowerCase()
export const noteTo = (note: string | undefined, label: string): Paragraph[] =>
  note ? [{ text: label }, { text: note, quoted: true }] : []

/** Dispatch's own link to the booking, as a button after `text` (none when the loop is off): for a `dispatch-keys` email alone. */
export const openForDispatch = (step: Pick<StepMail, "links">, text: string): Paragraph<"dispatch">[] =>
  step.links ? [{ text, link: { label: "Open the booking", href: step.links.dispatch } }] : []

/** Dispatch's copy of a change of state: who made it and when, then its lines. */
export const stateCopy = ({ mails, reference, event }: StepMail, subject: string, lines: Paragraph[]): OutgoingMail =>
  mails.toDispatch(subject, `${reference} is ${STATE_LABELS[event.state].toLowerCase()}`, [
    { text: `${STATE_LABELS[event.state]} by ${byWhom(event)} on ${when(event)}.` },
    ...lines,
  ])

/** The customer's email of a change of the trip: its subject is its heading, after the greeting. */
export const tripMail = (
  { mails, greeting }: StepMail,
  subject: string,
  lines: Paragraph<"customer">[],
  attachments?: OutgoingMail["attachments"],
) => mails.toCustomer(subject, subject, [{ text: greeting }, ...lines], attachments)

/**
 * After an accepted move that carries the ride's last day later, the links in earlier emails stop working
 * a week after the old day, before the new ride: dispatch gets a fresh one, alone (the customer's
 * email of the move carries theirs).
 */
export function linkAfterMove({ asked, booking, links, reference, summary, mails }: StepMail): OutgoingMail[] {
  if (!links || !asked?.change) return []
  const until = linkExpiry(booking)
  if (until <= linkExpiry({ ...booking, ...asked.change.from })) return []
  return [
    mails.dispatchKeys(`Your link to ${reference} as moved: ${summary}`, `${reference}: your link as moved`, [
      {
        text: `The ride moved later, so the links in earlier emails about this booking stop working before it. This one works until ${formatMoment(until)}.`,
        link: { label: "Open the booking", href: links.dispatch },
      },
    ]),
  ]
}
