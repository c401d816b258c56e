/** The emails: subjects, text and HTML bodies. Visitor text is escaped in HTML and kept out of header syntax. */
import bookingServices from "../../../data/booking-services.json"
import type { BookingRequest } from "../../booking/booking-schema"
import { fareBasis, returnRoute, type Estimate } from "../../booking/fare"
import { dollars } from "../../booking/rates"
import { vehicleBySlug } from "../../booking/rates-data"
import { formatDay, formatMoment } from "../../booking/calendar-date"
import { slotMinutes } from "../../booking/time-slots"
import { BUSINESS_DOMAIN, BUSINESS_HOURS, BUSINESS_NAME, BUSINESS_PHONES, BUSINESS_URL, PHONE_LIST } from "../../config/business"
import type { ContactMessage } from "../../forms/contact-schema"
import type { Subscription } from "../../forms/subscription-schema"
import { bodyText, escapeHtml, headerText, htmlLines, oneLine } from "../../lib/text"
import type { BookingLinks } from "../booking-loop/links"
import { linkRolesIn, type LinkRole } from "../booking-loop/tokens"
import type { BookingRecord } from "../../booking-loop/model"
import { buildIcs, type CalendarEvent } from "./ics"

export interface Address {
  name: string
  address: string
}

export interface MailAttachment {
  filename: string
  /** The file's text, or how to draw it (a statement's PDF) when the email is sent. */
  content: string | (() => Promise<Uint8Array>)
  contentType: string
}

interface MailContent {
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
}

/**
 * Who an email is for decides which booking links it may hold (docs/BOOKING-LOOP.md, "Who holds which link"):
 * - `dispatch`: to DISPATCH_EMAIL, with `replyTo` the visitor so that dispatch answers in one click. A reply
 *   quotes the email to the customer, so it holds no booking link at all.
 * - `dispatch-keys`: to DISPATCH_EMAIL alone, holding dispatch's links (confirm, quote, answer a change); it has
 *   no Reply-To, so no reply can carry those links to the customer.
 * - `customer`: to the customer, replies going to dispatch; it holds only the customer's own link.
 * - `chauffeur`: to a chauffeur of the roster, replies going to dispatch; it holds only that chauffeur's link to
 *   the ride, and its rows are the ride's alone (rideRows(): no fare, no estimate, no customer email).
 * The loop's emails are composed through `compose()` (src/server/booking-loop/emails.ts), whose types let each
 * audience's paragraphs hold only its links; `keyLeak()` checks every email once more before it is sent.
 */
export type OutgoingMail =
  | (MailContent & { audience: "dispatch"; replyTo?: Address })
  | (MailContent & { audience: "dispatch-keys" })
  | (MailContent & { audience: "customer"; to: Address })
  | (MailContent & { audience: "chauffeur"; to: Address })

export type MailAudience = OutgoingMail["audience"]

/** The booking links an audience's email may hold. */
export const LINKS_ALLOWED = {
  dispatch: [],
  "dispatch-keys": ["dispatch"],
  customer: ["customer"],
  chauffeur: ["chauffeur"],
} as const satisfies Readonly<Record<MailAudience, readonly LinkRole[]>>

/**
 * Why `mail` must not be sent (it holds a link its audience may not hold), or null when it keeps the rule. Emails are
 * made with typed text redacted (src/server/redaction.ts), so only a link the site put in one can be refused.
 */
export function keyLeak(mail: OutgoingMail): string | null {
  const content = [
    mail.subject,
    mail.text,
    mail.html,
    ...(mail.attachments ?? []).flatMap((file) => (typeof file.content === "string" ? [file.content] : [])),
  ].join("\n")
  const allowed: readonly LinkRole[] = LINKS_ALLOWED[mail.audience]
  const wrong = linkRolesIn(content).find((role) => !allowed.includes(role))
  return wrong ? `an email for ${mail.audience} ("${mail.subject}") holds a ${wrong} link` : null
}

/** The foot of every email that holds dispatch's links. */
export const DISPATCH_KEYS_WARNING =
  "These links act for dispatch: keep this email within the team, never forward it or reply with it to a customer."

/** A labelled value; only `multiline` values (special requests, a message) keep their line breaks. */
export type Row = readonly [label: string, value: string, multiline?: "multiline"]

const rowValue = ([, value, multiline]: Row) => (multiline ? bodyText(value).trim() : oneLine(value))

export function serviceLabel(value: string): string {
  return bookingServices.find((service) => service.value === value)?.label ?? value
}

export const fullName = (booking: { firstName: string; lastName: string }) => `${booking.firstName} ${booking.lastName}`

/** The visitor as an address: the name is one safe line, the address passed validation. */
export function visitorAddress(name: string, address: string): Address {
  return { name: headerText(name, 120), address: headerText(address, 254) }
}

export function textRows(rows: readonly Row[]): string {
  return rows
    .map((row) => {
      const value = rowValue(row)
      return value.includes("\n") ? `${row[0]}:\n${value}` : `${row[0]}: ${value}`
    })
    .join("\n")
}

export function htmlRows(rows: readonly Row[]): string {
  const cells = rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#555;font-weight:600;white-space:nowrap">${escapeHtml(row[0])}</th><td style="padding:6px 0">${htmlLines(rowValue(row))}</td></tr>`,
    )
    .join("\n")
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:15px">\n${cells}\n</table>`
}

export function htmlDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
${body}
</body>
</html>
`
}

/** A link shown as a button, in the site's navy. */
export function htmlButton(label: string, href: string, tone: "primary" | "secondary" = "primary"): string {
  const colors =
    tone === "primary"
      ? "background:#16181b;color:#ffffff;border:2px solid #16181b"
      : "background:#ffffff;color:#16181b;border:2px solid #16181b"
  return `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 18px;${colors};text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(label)}</a>`
}

export const phonesHtml = BUSINESS_PHONES.map(
  (p) => `${escapeHtml(p.label)}: <a href="tel:${escapeHtml(p.tel)}">${escapeHtml(p.display)}</a>`,
).join("<br>")
export const phonesText = BUSINESS_PHONES.map((p) => `${p.label}: ${p.display}`).join("\n")

/** The estimate as dispatch and the customer read it: the figure, what it is made of, and the page's starting price when it has one. */
export function estimateText(estimate: Estimate): string {
  if (estimate.kind !== "estimate") return estimate.summary
  const single = estimate.options.length === 1 ? estimate.options[0] : null
  const parts = single
    ? single.items.map((item) => `${item.label}: ${dollars(item.amount)}`)
    : estimate.options.map((option) => `${option.vehicleName}: ${dollars(option.amount)}`)
  const figure = single ? dollars(single.amount) : `${dollars(estimate.low)} to ${dollars(estimate.high)}`
  const excluded = "An estimate from our published rates; tolls, airport fees, gratuity and extra waiting are not included."
  return [`${figure} (${estimate.trip})`, ...parts, excluded, ...(estimate.note ? [estimate.note] : [])].join("\n")
}

/** The row of the estimate: a new fare offered for a change takes its place in the offer's rows. */
export const ESTIMATE_ROW = "Estimated fare"

/** The vehicle asked for, in words. */
export const vehicleLabel = (booking: Pick<BookingRequest, "vehicle">): string =>
  vehicleBySlug(booking.vehicle)?.name ?? "Recommend one for me"

/** The return leg in words (its day, time and both ends), when the booking has one. */
export function returnText(booking: BookingRequest): string | undefined {
  if (!booking.returnTrip) return undefined
  const back = returnRoute(booking)
  return `${formatDay(booking.returnDate)} at ${booking.returnTime}, from ${oneLine(back.from)} to ${oneLine(back.to)}`
}

/** A ride's stops as rows: "Stop", or "Stop 1", "Stop 2"… */
export const stopRows = (stops: readonly string[]): Row[] => stops.map((stop, i) => [stops.length === 1 ? "Stop" : `Stop ${i + 1}`, stop])

/** The bags booked, in words: "2 bags". */
export const luggageText = (booking: Pick<BookingRequest, "luggage">): string =>
  booking.luggage ? `${booking.luggage} ${booking.luggage === "1" ? "bag" : "bags"}` : "Not given"

/** What the service adds to a ride: an airport ride's flight (`flight`: the leg that meets it), an hourly ride's hours. */
export const serviceRows = (booking: BookingRequest, flight = true): Row[] => [
  ...(booking.serviceType === "airport" && flight ? [["Flight number", booking.flightNumber || "Not given"] as const] : []),
  ...(fareBasis(booking.serviceType) === "hourly" ? [["Hours", booking.hours || "Not given"] as const] : []),
]

export function bookingRows(booking: BookingRecord, reference: string, receivedAt: Date): Row[] {
  const rows: Row[] = [
    ["Reference", reference],
    ["Service", serviceLabel(booking.serviceType)],
    ["Vehicle", vehicleLabel(booking)],
    ["Date", formatDay(booking.date)],
    ["Pickup time", booking.time],
    ["Pickup location", booking.pickupLocation],
    ...stopRows(booking.stops),
    ["Dropoff location", booking.dropoffLocation],
  ]
  const back = returnText(booking)
  if (back) rows.push(["Return", back])
  rows.push(
    ["Passengers", booking.passengers],
    ...serviceRows(booking),
    ["Luggage", luggageText(booking)],
    [ESTIMATE_ROW, estimateText(booking.estimate), "multiline"],
    ["Name", fullName(booking)],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["Special requests", booking.specialRequests || "None", "multiline"],
    ["Received", formatMoment(receivedAt)],
  )
  return rows
}

/** "Airport Transfer, Tuesday, November 24, 2026 at 6:30 AM" */
export function bookingSummary(booking: BookingRequest): string {
  return `${serviceLabel(booking.serviceType)}, ${formatDay(booking.date)} at ${booking.time}`
}

/** Where the booking stands, as its invite says it. */
export interface InviteRevision {
  state: "requested" | "confirmed" | "cancelled"
  /** 0 for the request's invite; one more for each later one. */
  sequence: number
  stamp: Date
}

const INVITE_STATUS = { requested: "TENTATIVE", confirmed: "CONFIRMED", cancelled: "CANCELLED" } as const
const INVITE_LINE = {
  requested: "This ride is requested: dispatch will confirm it by phone or email.",
  confirmed: "This ride is confirmed by dispatch.",
  cancelled: "This ride is cancelled.",
} as const

/** One leg of a booking as calendars hold it: the ride there, or the return. */
export interface RideLeg {
  name: "there" | "return"
  day: string
  time: string
  from: string
  to: string
  stops: readonly string[]
}

/** A booking's legs: the ride there and, when booked, the return. */
export function rideLegs(booking: BookingRecord): RideLeg[] {
  const legs: RideLeg[] = [
    {
      name: "there",
      day: booking.date,
      time: booking.time,
      from: booking.pickupLocation,
      to: booking.dropoffLocation,
      stops: booking.stops,
    },
  ]
  const back = returnRoute(booking)
  if (booking.returnTrip)
    legs.push({ name: "return", day: booking.returnDate, time: booking.returnTime, from: back.from, to: back.to, stops: [] })
  return legs
}

/**
 * A leg's calendar event: the UID, time, length and place every calendar of the ride shares (the customer's
 * invite and dispatch's feed), as long as the hours booked or an hour; the words are the caller's.
 */
export function legEvent(
  booking: BookingRecord,
  reference: string,
  leg: RideLeg,
  revision: InviteRevision,
  words: { summary: string; description: readonly string[] },
): CalendarEvent {
  const hours = fareBasis(booking.serviceType) === "hourly" && booking.hours ? Number(booking.hours) : 1
  return {
    uid: `${reference}${leg.name === "return" ? "-return" : ""}@${BUSINESS_DOMAIN}`,
    stamp: revision.stamp,
    status: INVITE_STATUS[revision.state],
    sequence: revision.sequence,
    day: leg.day,
    startMinutes: slotMinutes(leg.time) ?? 0,
    durationMinutes: hours * 60,
    summary: words.summary,
    location: leg.from,
    description: words.description.join("\n"),
  }
}

/** A leg's route and passengers, one line each: what both the invite and the feed say of it. */
export const legLines = (booking: BookingRecord, leg: RideLeg): string[] => [
  `Pickup: ${leg.from}`,
  ...leg.stops.map((stop) => `Stop: ${stop}`),
  `Dropoff: ${leg.to}`,
  `Passengers: ${booking.passengers}`,
  ...(booking.flightNumber && leg.name === "there" ? [`Flight: ${booking.flightNumber}`] : []),
]

/** The invite: one event per leg (the ride there and, when booked, the return). */
export function bookingIcs(
  booking: BookingRecord,
  reference: string,
  receivedAt: Date,
  revision: InviteRevision = { state: "requested", sequence: 0, stamp: receivedAt },
  /** What the invite adds for each leg (who comes, once the chauffeur accepted it). */
  legExtra: (leg: RideLeg) => readonly string[] = () => [],
): string {
  const service = serviceLabel(booking.serviceType)
  const events = rideLegs(booking).map((leg) =>
    legEvent(booking, reference, leg, revision, {
      summary: `${service}${leg.name === "return" ? ", return" : ""} with ${BUSINESS_NAME} (${reference})`,
      description: [
        `Booking request ${reference} with ${BUSINESS_NAME}: ${service}${leg.name === "return" ? ", the return" : ""}.`,
        ...legLines(booking, leg),
        ...legExtra(leg),
        INVITE_LINE[revision.state],
        `Questions or changes: ${PHONE_LIST}.`,
      ],
    }),
  )
  return buildIcs(events, `-//${BUSINESS_NAME}//Booking requests//EN`)
}

/**
 * The request's emails: dispatch's and the customer's confirmation. With `links` (when the booking
 * loop has a record store), the customer's carries "View or cancel your booking", and dispatch gets a
 * third email of its own with Confirm and Decline. Not in the request's email: that one's Reply-To
 * is the customer, and a reply quoting dispatch's links would hand the customer dispatch's key.
 */
export function bookingEmails(booking: BookingRecord, reference: string, receivedAt: Date, links?: BookingLinks): OutgoingMail[] {
  const rows = bookingRows(booking, reference, receivedAt)
  const summary = bookingSummary(booking)
  const customer = visitorAddress(fullName(booking), booking.email)

  const dispatchSubject = headerText(`Booking request ${reference}: ${summary}`, 300)
  const dispatch: OutgoingMail = {
    audience: "dispatch",
    replyTo: customer,
    subject: dispatchSubject,
    text: `New booking request from the website. Reply to this email to answer the customer.${
      links ? ' Confirm or decline it from the separate email "Confirm or decline ' + reference + '".' : ""
    }\n\n${textRows(rows)}\n`,
    html: htmlDocument(
      dispatchSubject,
      `<h1 style="font-size:20px;margin:0 0 16px">New booking request ${escapeHtml(reference)}</h1>
<p style="margin:0 0 16px">Reply to this email to answer the customer.${links ? ` Confirm or decline it from the separate email &ldquo;Confirm or decline ${escapeHtml(reference)}&rdquo;.` : ""}</p>
${htmlRows(rows)}`,
    ),
  }
  const actionsSubject = headerText(`Confirm or decline ${reference}: ${summary}`, 300)
  const actions: OutgoingMail[] = links
    ? [
        {
          audience: "dispatch-keys",
          subject: actionsSubject,
          text: `Booking request ${reference}: ${summary}\n\nConfirm: ${links.confirm}\nDecline: ${links.decline}\n(Each opens the booking and asks for one click.)\n\n${DISPATCH_KEYS_WARNING}\n`,
          html: htmlDocument(
            actionsSubject,
            `<h1 style="font-size:20px;margin:0 0 16px">Confirm or decline ${escapeHtml(reference)}</h1>
<p style="margin:0 0 16px">${escapeHtml(summary)}</p>
<p style="margin:0 0 8px">${htmlButton("Confirm", links.confirm)}${htmlButton("Decline", links.decline, "secondary")}</p>
<p style="margin:0 0 16px;color:#555;font-size:13px">Each opens the booking and asks for one click. ${escapeHtml(DISPATCH_KEYS_WARNING)}</p>`,
          ),
        },
      ]
    : []

  const greeting = `Dear ${oneLine(booking.firstName)},`
  const nextSteps = `Our dispatch team will review your request and confirm your ride by phone or email. Your ride is booked once we have confirmed it with you. If anything changes, or you have not heard from us in time, call us and quote your reference.`
  const customerSubject = headerText(`Your booking request ${reference} with ${BUSINESS_NAME}`, 300)
  const confirmation: OutgoingMail = {
    audience: "customer",
    to: customer,
    subject: customerSubject,
    text: `${greeting}

Thank you for your booking request with ${BUSINESS_NAME}. Your reference is ${reference}.

What happens next
${nextSteps}
${links ? `\nView or cancel your booking: ${links.customer}\n` : ""}
${phonesText}
${BUSINESS_HOURS}

Your request
${textRows(rows.filter(([label]) => label !== "Received"))}

The attached calendar invite keeps the time in your calendar.

${BUSINESS_NAME}
${BUSINESS_URL}
`,
    html: htmlDocument(
      customerSubject,
      `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">Thank you for your booking request with ${escapeHtml(BUSINESS_NAME)}. Your reference is <strong>${escapeHtml(reference)}</strong>.</p>
<h2 style="font-size:17px;margin:24px 0 8px">What happens next</h2>
<p style="margin:0 0 16px">${escapeHtml(nextSteps)}</p>
${links ? `<p style="margin:0 0 16px">${htmlButton("View or cancel your booking", links.customer)}</p>\n` : ""}<p style="margin:0 0 16px">${phonesHtml}<br>${escapeHtml(BUSINESS_HOURS)}</p>
<h2 style="font-size:17px;margin:24px 0 8px">Your request</h2>
${htmlRows(rows.filter(([label]) => label !== "Received"))}
<p style="margin:24px 0 16px">The attached calendar invite keeps the time in your calendar.</p>
<p style="margin:0">${escapeHtml(BUSINESS_NAME)}<br><a href="${escapeHtml(BUSINESS_URL)}">${escapeHtml(BUSINESS_URL.replace(/^https?:\/\//, ""))}</a></p>`,
    ),
    attachments: [
      {
        filename: `booking-${reference}.ics`,
        content: bookingIcs(booking, reference, receivedAt),
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  }
  return [dispatch, ...actions, confirmation]
}

export function contactEmails(message: ContactMessage, reference: string, receivedAt: Date): OutgoingMail[] {
  const rows: Row[] = [
    ["Reference", reference],
    ["Name", message.name],
    ["Email", message.email],
    ["Phone", message.phone || "Not given"],
    ["Message", message.message, "multiline"],
    ["Received", formatMoment(receivedAt)],
  ]
  const subject = headerText(`Contact message ${reference} from ${message.name}`, 300)
  return [
    {
      audience: "dispatch",
      replyTo: visitorAddress(message.name, message.email),
      subject,
      text: `New message from the website's contact form. Reply to this email to answer.\n\n${textRows(rows)}\n`,
      html: htmlDocument(
        subject,
        `<h1 style="font-size:20px;margin:0 0 16px">New contact message ${escapeHtml(reference)}</h1>
<p style="margin:0 0 16px">Reply to this email to answer.</p>
${htmlRows(rows)}`,
      ),
    },
  ]
}

export function subscriptionEmails(subscription: Subscription, reference: string, receivedAt: Date): OutgoingMail[] {
  const rows: Row[] = [
    ["Email", subscription.email],
    ["Reference", reference],
    ["Received", formatMoment(receivedAt)],
  ]
  const subject = headerText(`Newsletter subscription: ${subscription.email}`, 300)
  return [
    {
      audience: "dispatch",
      subject,
      text: `A visitor subscribed to the newsletter from the website's footer.\n\n${textRows(rows)}\n`,
      html: htmlDocument(
        subject,
        `<h1 style="font-size:20px;margin:0 0 16px">New newsletter subscription</h1>
${htmlRows(rows)}`,
      ),
    },
  ]
}
