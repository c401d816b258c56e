/**
 * How the booking loop's emails are made: paragraphs over the booking's rows, and one maker per audience
 * whose paragraphs can hold only that audience's links (docs/BOOKING-LOOP.md, "Who holds which link").
 */
import { BUSINESS_NAME, BUSINESS_URL } from "../../config/business"
import type { Assignment, BookingRecord, LinkRole } from "../../booking-loop/model"
import { escapeHtml, headerText, htmlLines } from "../../lib/text"
import {
  bookingRows,
  htmlButton,
  htmlDocument,
  htmlRows,
  phonesHtml,
  phonesText,
  textRows,
  DISPATCH_KEYS_WARNING,
  LINKS_ALLOWED,
  visitorAddress,
  type Address,
  type Row,
  type MailAudience,
  type OutgoingMail,
} from "../delivery/emails"
import type { BookingLinks, RoleLink } from "./links"
import { rideRows } from "./ride-view"

/** A paragraph whose link, if any, acts for `R` (never: it holds none). */
export interface Paragraph<R extends LinkRole = never> {
  text: string
  /** A link shown as a button in HTML, as its address in text. */
  link?: { label: string; href: RoleLink<R> }
  /** Visitor or dispatch text: its line breaks are kept. */
  quoted?: boolean
}

/** The links an audience's email may hold (LINKS_ALLOWED): dispatch's notices none (a reply reaches the customer), dispatch's keys its own, the customer theirs. */
type LinksOf<A extends MailAudience> = (typeof LINKS_ALLOWED)[A][number]
/** Who an email goes to: its audience and, as that audience has them, its address or Reply-To. */
type MailHead<A extends MailAudience> = Omit<Extract<OutgoingMail, { audience: A }>, "subject" | "text" | "html" | "attachments">

/** The booking an email is about, as the rows at its foot show it. */
export interface MailBooking {
  booking: BookingRecord
  reference: string
  receivedAt: Date
}

/** One email of the loop: its paragraphs can hold only the links its audience may (LINKS_ALLOWED), so a key cannot reach the wrong inbox. */
function compose<A extends MailAudience>(
  head: MailHead<A>,
  subject: string,
  heading: string,
  paragraphs: readonly Paragraph<LinksOf<A>>[],
  rows: readonly Row[],
  attachments?: OutgoingMail["attachments"],
): OutgoingMail {
  const safeSubject = headerText(subject, 300)
  const text = [
    heading,
    "",
    ...paragraphs.flatMap((p) => [p.quoted ? `“${p.text.trim()}”` : p.text, ...(p.link ? [`${p.link.label}: ${p.link.href}`] : []), ""]),
    textRows(rows),
    "",
    phonesText,
    "",
    BUSINESS_NAME,
    BUSINESS_URL,
    "",
  ].join("\n")
  const button = (link: { label: string; href: string }) => `<p style="margin:0 0 16px">${htmlButton(link.label, link.href)}</p>`
  const html = htmlDocument(
    safeSubject,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs
  .map(
    (p) =>
      `${p.quoted ? `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #b08d57">${htmlLines(p.text.trim())}</blockquote>` : `<p style="margin:0 0 16px">${escapeHtml(p.text)}</p>`}${p.link ? button(p.link) : ""}`,
  )
  .join("\n")}
${htmlRows(rows)}
<p style="margin:24px 0 16px">${phonesHtml}</p>
<p style="margin:0">${escapeHtml(BUSINESS_NAME)}<br><a href="${escapeHtml(BUSINESS_URL)}">${escapeHtml(BUSINESS_URL.replace(/^https?:\/\//, ""))}</a></p>`,
  )
  return { ...head, subject: safeSubject, text, html, ...(attachments ? { attachments } : {}) } as OutgoingMail
}

/** The loop's emails of one booking, one maker per audience: each holds only the links its audience may. */
export function audiences(about: MailBooking, customer: Address) {
  const { booking, reference, receivedAt } = about
  const rows = bookingRows(booking, reference, receivedAt).filter(([label]) => label !== "Received")
  return {
    /** To dispatch, replies going to the customer: no link at all. */
    toDispatch: (subject: string, heading: string, lines: readonly Paragraph[]) =>
      compose<"dispatch">({ audience: "dispatch", replyTo: customer }, subject, heading, lines, rows),
    /** To dispatch alone, no Reply-To: dispatch's links, with the warning to keep them in the team. */
    dispatchKeys: (subject: string, heading: string, lines: readonly Paragraph<"dispatch">[]) =>
      compose<"dispatch-keys">({ audience: "dispatch-keys" }, subject, heading, [...lines, { text: DISPATCH_KEYS_WARNING }], rows),
    /** To the customer, replies going to dispatch: their own link only. */
    toCustomer: (subject: string, heading: string, lines: readonly Paragraph<"customer">[], attachments?: OutgoingMail["attachments"]) =>
      compose<"customer">({ audience: "customer", to: customer }, subject, heading, lines, rows, attachments),
    /**
     * To the chauffeur of an assignment, replies going to dispatch: their own link to the leg only, and the leg's
     * rows alone (rideRows(): no fare, no estimate, no customer email).
     */
    toChauffeur: (
      assignment: Pick<Assignment, "leg" | "chauffeur" | "vehicle">,
      subject: string,
      heading: string,
      lines: readonly Paragraph<"chauffeur">[],
    ) =>
      compose<"chauffeur">(
        { audience: "chauffeur", to: visitorAddress(assignment.chauffeur.name, assignment.chauffeur.email ?? "") },
        subject,
        heading,
        lines,
        [["Reference", reference], ...rideRows(booking, assignment.leg, assignment)],
      ),
  }
}

export type Audiences = ReturnType<typeof audiences>

/** The customer's own link, as a button. */
export const viewLink = (links: BookingLinks) => ({ label: "View or cancel your booking", href: links.customer })
