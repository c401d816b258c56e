/** The emails of the booking loop: each change of state told to the customer and to dispatch, and a link sent again. */
import { bookingAtChange, pendingChange } from "../../booking-loop/changes"
import { latestQuote } from "../../booking-loop/quotes"
import { STATE_LABELS } from "../../booking-loop/model"
import { formatMoment } from "../../booking/calendar-date"
import { dollars } from "../../booking/rates"
import { BUSINESS_NAME, BUSINESS_URL, PHONE_LIST } from "../../config/business"
import {
  bookingIcs,
  bookingRows,
  bookingSummary,
  fullName,
  htmlButton,
  htmlDocument,
  htmlRows,
  phonesHtml,
  phonesText,
  textRows,
  visitorAddress,
  DISPATCH_KEYS_WARNING,
  type Address,
  type InviteRevision,
  type MailAudience,
  type OutgoingMail,
} from "../delivery/emails"
import type { BookingRecord, LifecycleEvent } from "../../booking-loop/model"
import { escapeHtml, headerText, htmlLines, oneLine } from "../../lib/text"
import { linkTo, type BookingLinks, type RoleLink } from "./links"
import type { LinkRole } from "./tokens"
import { policyOnAccept } from "../../booking-loop/terms"
import { changedRows } from "./changed-rows"

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

/** A paragraph whose link, if any, acts for `R` (never: it holds none). */
interface Paragraph<R extends LinkRole = never> {
  text: string
  /** A link shown as a button in HTML, as its address in text. */
  link?: { label: string; href: RoleLink<R> }
  /** Visitor or dispatch text: its line breaks are kept. */
  quoted?: boolean
}

/** The links an audience's email may hold: dispatch's notices none (a reply reaches the customer), dispatch's keys its own, the customer theirs. */
type LinksOf<A extends MailAudience> = { dispatch: never; "dispatch-keys": "dispatch"; customer: "customer" }[A]
/** Who an email goes to: its audience and, as that audience has them, its address or Reply-To. */
type MailHead<A extends MailAudience> = Omit<Extract<OutgoingMail, { audience: A }>, "subject" | "text" | "html" | "attachments">

/** The booking an email is about, as the rows at its foot show it. */
interface MailBooking {
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
  { booking, reference, receivedAt }: MailBooking,
  attachments?: OutgoingMail["attachments"],
): OutgoingMail {
  const rows = bookingRows(booking, reference, receivedAt).filter(([label]) => label !== "Received")
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

const when = (event: LifecycleEvent) => formatMoment(new Date(event.at))
const byWhom = (event: LifecycleEvent) => (event.by === "customer" ? "the customer" : event.by === "dispatch" ? "dispatch" : "the system")

/** What a cancellation by the company costs the customer (nothing), as each side's email says it. */
const COMPANY_PAYS = {
  customer: "You pay nothing for this cancellation, and anything you have already paid is refunded in full.",
  dispatch: "Cancelled by the company: the customer pays nothing, and anything already paid is refunded in full.",
} as const

/** The emails for one change of a booking's state: the customer's, and dispatch's record of it. */
export function changeEmails({ booking: now, reference, receivedAt, event, revision, links, history }: ChangeContext): OutgoingMail[] {
  // A change of the trip: the change asked, or the one this event answers (its own event, for when it was asked).
  const tripChange = event.step?.startsWith("change-") === true
  const answered = tripChange && event.answers !== undefined ? history?.[event.answers] : undefined
  const asked = tripChange ? (event.change ?? answered?.change) : undefined
  const booking = asked ? bookingAtChange(now, event.step, asked) : now
  const customer = visitorAddress(fullName(booking), booking.email)
  const summary = bookingSummary(booking)
  const greeting = `Dear ${oneLine(booking.firstName)},`
  const note = event.note?.trim()
  const invite = (state: InviteRevision["state"]) => [
    {
      filename: `booking-${reference}.ics`,
      content: bookingIcs(booking, reference, receivedAt, { state, sequence: revision, stamp: new Date(event.at) }),
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    },
  ]
  const mails = audiences({ booking, reference, receivedAt }, customer)
  const forDispatch = (subject: string, lines: Paragraph[]): OutgoingMail =>
    mails.toDispatch(subject, `${reference} is ${STATE_LABELS[event.state].toLowerCase()}`, [
      { text: `${STATE_LABELS[event.state]} by ${byWhom(event)} on ${when(event)}.` },
      ...lines,
    ])

  if (tripChange) {
    const rows: Paragraph[] = asked ? changedRows(booking, asked).map(({ label, from, to }) => ({ text: `${label}: ${from} → ${to}` })) : []
    return changeOfTripEmails({
      event,
      answered,
      rows,
      note,
      links,
      revision,
      history,
      reference,
      summary,
      greeting,
      invite,
      mails,
    })
  }
  if (event.state === "quoted" && event.quote) {
    const { fare, includes, expiresAt } = event.quote
    const revised = revision > 1 && history?.slice(0, revision).some((earlier) => earlier.state === "quoted")
    const until = formatMoment(new Date(expiresAt))
    const quoteLines: Paragraph[] = [
      { text: `Fare: ${dollars(fare)}. It includes: ${includes}` },
      { text: `This quote holds until ${until}.` },
    ]
    return [
      forDispatch(`Quote sent for ${reference}: ${dollars(fare)}, ${summary}`, [
        ...quoteLines,
        ...(note ? [{ text: "Your note to the customer:" }, { text: note, quoted: true }] : []),
      ]),
      mails.toCustomer(
        `Your ${revised ? "revised " : ""}quote for ${reference}: ${dollars(fare)} — Accept`,
        `Your ${revised ? "revised " : ""}quote: ${dollars(fare)}`,
        [
          { text: greeting },
          { text: `Dispatch has priced your ${summary}${revised ? "; this quote replaces the earlier one" : ""}.` },
          ...quoteLines,
          ...(note ? [{ text: "A note from dispatch:" }, { text: note, quoted: true }] : []),
          {
            text: `Once you accept, your booking is confirmed at ${dollars(fare)} and our cancellation policy applies: ${policyOnAccept(booking, fare, new Date(event.at))}`,
          },
          ...(links
            ? [
                {
                  text: "Nothing is owed until you accept. One click confirms it:",
                  link: { label: `Accept ${dollars(fare)}`, href: linkTo(links.customer, { do: "accept", q: revision }) },
                },
              ]
            : [{ text: `To accept it, call us at ${PHONE_LIST}.` }]),
        ],
      ),
    ]
  }
  if (event.step === "quote-declined" || event.step === "quote-expired") {
    const quote = history && latestQuote(history.slice(0, revision))?.quote
    const what = quote ? `the quote of ${dollars(quote.fare)}` : "the quote"
    const line =
      event.step === "quote-declined"
        ? `The customer declined ${what} on ${when(event)}.`
        : `The customer did not answer ${what}; it expired on ${when(event)}.`
    return [
      mails.toDispatch(
        `${event.step === "quote-declined" ? "Quote declined" : "Quote expired"}: ${reference}, ${summary}`,
        `${reference}: ${event.step === "quote-declined" ? "quote declined" : "quote expired"}`,
        [
          { text: line },
          ...(note ? [{ text: "The customer's reason:" }, { text: note, quoted: true }] : []),
          { text: "The request is open again: send a new quote from your Confirm or decline link, decline it, or call the customer." },
        ],
      ),
    ]
  }
  if (event.state === "confirmed") {
    const fare = event.fare === undefined ? "" : ` at ${dollars(event.fare)}`
    const accepted = event.step === "quote-accepted"
    return [
      forDispatch(`${accepted ? "Quote accepted" : "Confirmed"} ${reference}${fare}: ${summary}`, [
        ...(note ? [{ text: "Your note to the customer:" }, { text: note, quoted: true }] : []),
        { text: "The customer has been emailed the confirmation and an updated calendar invite." },
      ]),
      mails.toCustomer(
        `Your booking ${reference} is confirmed${fare}`,
        `Your booking ${reference} is confirmed${fare}`,
        [
          { text: greeting },
          {
            text: accepted
              ? `Thank you: you accepted the quote, and your ${summary} is confirmed${fare}. The attached invite replaces the earlier one in your calendar.`
              : `Good news: dispatch has confirmed your ${summary}${fare}. The attached invite replaces the earlier one in your calendar.`,
          },
          ...(note ? [{ text: "A note from dispatch:" }, { text: note, quoted: true }] : []),
          ...(links ? [{ text: "Your booking, its history and our cancellation policy are one click away.", link: view(links) }] : []),
        ],
        invite("confirmed"),
      ),
    ]
  }
  if (event.state === "declined") {
    return [
      forDispatch(`Declined ${reference}: ${summary}`, [
        { text: "Your reason, as the customer reads it:" },
        { text: note ?? "", quoted: true },
      ]),
      mails.toCustomer(
        `Your booking request ${reference} was declined`,
        `We cannot take booking ${reference}`,
        [
          { text: greeting },
          { text: `We are sorry: dispatch could not accept your request for ${summary}.` },
          { text: note ?? "", quoted: true },
          { text: `Call us at ${PHONE_LIST} and we will gladly look for another time or vehicle.` },
          { text: "The attached invite takes the ride out of your calendar." },
        ],
        invite("cancelled"),
      ),
    ]
  }
  if (event.state === "cancelled") {
    const byCustomer = event.by === "customer"
    // Only the customer's own late cancellation costs a fee; one by the company never does, so its emails state that rule rather than any figure.
    const policy = byCustomer ? event.policy : event.policy && COMPANY_PAYS.dispatch
    return [
      forDispatch(`${byCustomer ? "Cancelled by the customer" : "Cancelled"}: ${reference}, ${summary}`, [
        ...(policy ? [{ text: policy }] : []),
        ...(note ? [{ text: byCustomer ? "The customer's reason:" : "Your note to the customer:" }, { text: note, quoted: true }] : []),
      ]),
      mails.toCustomer(
        `Your booking ${reference} is cancelled`,
        `Your booking ${reference} is cancelled`,
        [
          { text: greeting },
          {
            text: byCustomer
              ? `As you asked, your ${summary} is cancelled, and dispatch has been told.`
              : `Dispatch has cancelled your ${summary}.`,
          },
          ...(!byCustomer && note ? [{ text: note, quoted: true }] : []),
          ...(byCustomer ? (policy ? [{ text: policy }] : []) : [{ text: COMPANY_PAYS.customer }]),
          { text: `Questions about a refund? Call us at ${PHONE_LIST}.` },
        ],
        invite("cancelled"),
      ),
    ]
  }
  return []
}

/** The loop's emails of one booking, one maker per audience: each holds only the links its audience may. */
export function audiences(about: MailBooking, customer: Address) {
  return {
    /** To dispatch, replies going to the customer: no link at all. */
    toDispatch: (subject: string, heading: string, lines: readonly Paragraph[]) =>
      compose<"dispatch">({ audience: "dispatch", replyTo: customer }, subject, heading, lines, about),
    /** To dispatch alone, no Reply-To: dispatch's links, with the warning to keep them in the team. */
    dispatchKeys: (subject: string, heading: string, lines: readonly Paragraph<"dispatch">[]) =>
      compose<"dispatch-keys">({ audience: "dispatch-keys" }, subject, heading, [...lines, { text: DISPATCH_KEYS_WARNING }], about),
    /** To the customer, replies going to dispatch: their own link only. The subject is the heading unless one is given. */
    toCustomer: (subject: string, heading: string, lines: readonly Paragraph<"customer">[], attachments?: OutgoingMail["attachments"]) =>
      compose<"customer">({ audience: "customer", to: customer }, subject, heading, lines, about, attachments),
  }
}

type Audiences = ReturnType<typeof audiences>

interface TripChangeMails {
  event: LifecycleEvent
  /** The change an answer answers. */
  answered?: LifecycleEvent
  /** Each value the change touches: "Pickup time: 6:30 AM → 8:30 AM". */
  rows: Paragraph[]
  note?: string
  links?: BookingLinks
  revision: number
  history?: readonly LifecycleEvent[]
  reference: string
  summary: string
  greeting: string
  invite: (state: InviteRevision["state"]) => OutgoingMail["attachments"]
  mails: Audiences
}

/**
 * The emails of a change of the trip: dispatch hears each change asked, applied or withdrawn (the links
 * to answer it in an email of their own, with no Reply-To); the customer gets a copy of what they asked,
 * then dispatch's answer, with the moved invite once the change is made (at once on a request, on
 * dispatch's accept otherwise).
 */
function changeOfTripEmails({
  event,
  answered: asked,
  rows,
  note,
  links,
  revision,
  history,
  reference,
  summary,
  greeting,
  invite,
  mails,
}: TripChangeMails): OutgoingMail[] {
  const toCustomer = (subject: string, lines: Paragraph<"customer">[], attachments?: OutgoingMail["attachments"]): OutgoingMail =>
    mails.toCustomer(subject, subject, [{ text: greeting }, ...lines], attachments)
  // A change asked or applied while another waited for dispatch ends that one, and its links.
  const replaces = history !== undefined && pendingChange(history.slice(0, revision)) !== undefined
  switch (event.step) {
    case "change-requested": {
      const keysSubject = `Accept or decline the change to ${reference}`
      return [
        mails.toDispatch(`Change requested for ${reference}: ${summary}`, `${reference}: change requested`, [
          {
            text: `The customer asked on ${when(event)} to change their ${event.state} booking${replaces ? "; this replaces the change they asked before, whose links no longer work" : ""}. The booking stays as it was until you answer.`,
          },
          ...rows,
          {
            text: links
              ? `Accept or decline it from the separate email "${keysSubject}". Reply to this email to write to the customer.`
              : "Call the customer to accept or decline it.",
          },
        ]),
        ...(links
          ? [
              mails.dispatchKeys(`${keysSubject}: ${summary}`, `${reference}: accept or decline the change`, [
                ...rows,
                {
                  text: "One click accepts it (you may add a note or a new fare):",
                  link: { label: "Accept the change", href: linkTo(links.dispatch, { do: "accept-change", c: revision }) },
                },
                {
                  text: "Or decline it, with a reason the customer reads:",
                  link: { label: "Decline the change", href: linkTo(links.dispatch, { do: "decline-change", c: revision }) },
                },
              ]),
            ]
          : []),
        // The customer's own record of what they asked: nothing moves yet, so no invite.
        toCustomer(`We have your change to booking ${reference}`, [
          {
            text: `You asked on ${when(event)} to change your ${summary}${replaces ? "; this replaces the change you asked before" : ""}. Your booking stays as it is until dispatch answers, and we will email you their answer.`,
          },
          ...rows.map((row) => ({ text: `Asked: ${row.text}` })),
          ...(links ? [{ text: "Changed your mind? You can withdraw it from your booking's page.", link: view(links) }] : []),
        ]),
      ]
    }
    case "change-applied": {
      const keysSubject = `Confirm, quote or decline ${reference} as changed`
      return [
        mails.toDispatch(`Request changed by the customer: ${reference}, ${summary}`, `${reference}: request changed`, [
          {
            text: `The customer changed their request on ${when(event)}, before you answered it, so the change is made${replaces ? "; it replaces the change they asked before, whose links no longer work" : ""}:`,
          },
          ...rows,
          ...(links ? [{ text: `Answer the request as it is now from the separate email "${keysSubject}".` }] : []),
        ]),
        ...(links
          ? [
              mails.dispatchKeys(`${keysSubject}: ${summary}`, `${reference}: the request as changed`, [
                ...rows,
                { text: "Confirm, quote or decline the request as it is now:", link: { label: "Open the request", href: links.dispatch } },
              ]),
            ]
          : []),
        // The request's email put the ride in the customer's calendar: this invite moves it.
        toCustomer(
          `Your request ${reference} is changed`,
          [
            {
              text: `As you asked on ${when(event)}, your request is changed to: ${summary}.${replaces ? " This replaces the change you asked before, which dispatch had not answered." : ""}`,
            },
            ...rows,
            {
              text: "Dispatch has been told, and will answer your request as it is now. The attached invite moves the ride in your calendar.",
            },
            ...(links ? [{ text: "Your request, its history and our cancellation policy are one click away.", link: view(links) }] : []),
          ],
          invite("requested"),
        ),
      ]
    }
    case "change-accepted": {
      const fare = event.fare === undefined ? "" : ` The agreed fare is now ${dollars(event.fare)}.`
      return [
        mails.toDispatch(`Change accepted: ${reference}, ${summary}`, `${reference}: change accepted`, [
          { text: `Accepted by dispatch on ${when(event)}.${fare}` },
          ...rows,
          ...(note ? [{ text: "Your note to the customer:" }, { text: note, quoted: true }] : []),
          { text: "The customer has been emailed the new details and an updated calendar invite." },
        ]),
        toCustomer(
          `Your booking ${reference} is changed`,
          [
            {
              text: `Dispatch accepted the change you asked on ${asked ? when(asked) : "your link"}: your ${summary} is booked as below.${fare}`,
            },
            ...rows,
            ...(note ? [{ text: "A note from dispatch:" }, { text: note, quoted: true }] : []),
            { text: "The attached invite moves the ride in your calendar." },
            ...(links ? [{ text: "Your booking, its history and our cancellation policy are one click away.", link: view(links) }] : []),
          ],
          invite(event.state === "confirmed" ? "confirmed" : "requested"),
        ),
      ]
    }
    case "change-declined":
      return [
        mails.toDispatch(`Change declined: ${reference}, ${summary}`, `${reference}: change declined`, [
          { text: `Declined by dispatch on ${when(event)}; the booking stands as it was.` },
          ...rows,
          { text: "Your reason, as the customer reads it:" },
          { text: note ?? "", quoted: true },
        ]),
        toCustomer(`Your change to booking ${reference} was declined`, [
          {
            text: `We are sorry: dispatch could not make the change you asked on ${asked ? when(asked) : "your link"}. Your ${summary} stands as it was.`,
          },
          ...rows.map((row) => ({ text: `Asked: ${row.text}` })),
          { text: "Dispatch's reason:" },
          { text: note ?? "", quoted: true },
          { text: `Call us at ${PHONE_LIST} and we will gladly look for another way.` },
          ...(links ? [{ text: "Your booking as it stands:", link: view(links) }] : []),
        ]),
      ]
    case "change-withdrawn":
      return [
        mails.toDispatch(`Change withdrawn: ${reference}, ${summary}`, `${reference}: change withdrawn`, [
          {
            text: `The customer withdrew the change they asked on ${asked ? when(asked) : "their link"}; the booking stands as it was, and that change's links no longer work.`,
          },
          ...rows.map((row) => ({ text: `Withdrawn: ${row.text}` })),
        ]),
      ]
    default:
      return []
  }
}

/** The customer's link, sent again on request to the booking's own address. */
export function linkEmail(booking: BookingRecord, reference: string, receivedAt: Date, links: BookingLinks): OutgoingMail[] {
  const mails = audiences({ booking, reference, receivedAt }, visitorAddress(fullName(booking), booking.email))
  return [
    mails.toCustomer(`Your link to booking ${reference}`, `Your link to booking ${reference}`, [
      { text: `Dear ${oneLine(booking.firstName)},` },
      {
        text: "Here is the link you asked for. It shows where your booking stands and lets you cancel it; keep it to yourself, it is the key to your booking.",
        link: view(links),
      },
      { text: "If you did not ask for it, you can ignore this email: nothing has changed." },
    ]),
  ]
}

const view = (links: BookingLinks) => ({ label: "View or cancel your booking", href: links.customer })
