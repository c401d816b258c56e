/**
 * The emails of the booking loop: one builder per step or state (EMAILS, checked by the compiler: a new
 * step without its emails does not compile), each given the event and the booking as that event left
 * it; and a link sent again. The makers of mail-parts.ts decide which links each audience's email may hold.
 */
import { bookingAtChange, pendingChange } from "../../booking-loop/changes"
import { STEP_EFFECTS, type BookingRecord, type QuoteTerms } from "../../booking-loop/model"
import { latestQuote } from "../../booking-loop/quotes"
import { GRATUITY_NOT_INCLUDED } from "../../booking-loop/gratuity"
import { policyOnAccept } from "../../booking-loop/terms"
import { eventName, type EventName } from "../../booking-loop/words"
import { formatMoment } from "../../booking/calendar-date"
import { dollars } from "../../booking/rates"
import { PHONE_LIST } from "../../config/business"
import { oneLine } from "../../lib/text"
import { bookingIcs, bookingSummary, fullName, visitorAddress, type OutgoingMail } from "../delivery/emails"
import { changedRows } from "./changed-rows"
import { linkTo, type BookingLinks } from "./links"
import { audiences, viewLink, type Paragraph } from "./mail-parts"
import { OFFER_EMAILS } from "./offer-emails"
import { CHAUFFEUR_EMAILS, chauffeurNotices, inviteChauffeurLines } from "./chauffeur-emails"
import { RIDE_EMAILS } from "./ride-emails"
import { whoComesNow } from "../../booking-loop/who-comes"
import { linkAfterMove, noteTo, stateCopy, tripMail, when, type ChangeContext, type EmailBuilder, type StepMail } from "./step-mail"

export type { ChangeContext }

/** What a cancellation by the company costs the customer (nothing), as each side's email says it. */
const COMPANY_PAYS = {
  customer: "You pay nothing for this cancellation, and anything you have already paid is refunded in full.",
  dispatch: "Cancelled by the company: the customer pays nothing, and anything already paid is refunded in full.",
} as const

/** A change asked or applied while another waited for dispatch ends that one, and its links. */
const replacesWaiting = ({ history, revision }: StepMail) =>
  history !== undefined && pendingChange(history.slice(0, revision)) !== undefined

/** A quote's terms, as both sides read them. */
const termsOf = ({ fare, includes, expiresAt }: QuoteTerms, label = "Fare"): Paragraph[] => [
  { text: `${label}: ${dollars(fare)}. It includes: ${includes}` },
  { text: `This quote holds until ${formatMoment(new Date(expiresAt))}.` },
  { text: GRATUITY_NOT_INCLUDED },
]

/** What accepting a quote of `fare` binds the customer to, and the one click that does it (their link, naming this step). */
const acceptQuote = ({ booking, event, links, revision }: StepMail, fare: number): Paragraph<"customer">[] => [
  {
    text: `Once you accept, your booking is confirmed at ${dollars(fare)} and our cancellation policy applies: ${policyOnAccept(booking, fare, new Date(event.at)).sentence}`,
  },
  ...(links
    ? [
        {
          text: "Nothing is owed until you accept. One click confirms it:",
          link: { label: `Accept ${dollars(fare)}`, href: linkTo(links.customer, { do: "accept", q: revision }) },
        },
      ]
    : [{ text: `To accept it, call us at ${PHONE_LIST}.` }]),
]

const quoted: EmailBuilder = (step) => {
  const { event, revision, history, reference, summary, greeting, note, mails } = step
  if (!event.quote) return []
  const { fare } = event.quote
  const revised = revision > 1 && history?.slice(0, revision).some((earlier) => earlier.state === "quoted")
  const quoteLines = termsOf(event.quote)
  return [
    stateCopy(step, `Quote sent for ${reference}: ${dollars(fare)}, ${summary}`, [
      ...quoteLines,
      ...noteTo(note, "Your note to the customer:"),
    ]),
    mails.toCustomer(
      `Your ${revised ? "revised " : ""}quote for ${reference}: ${dollars(fare)} — Accept`,
      `Your ${revised ? "revised " : ""}quote: ${dollars(fare)}`,
      [
        { text: greeting },
        { text: `Dispatch has priced your ${summary}${revised ? "; this quote replaces the earlier one" : ""}.` },
        ...quoteLines,
        ...noteTo(note, "A note from dispatch:"),
        ...acceptQuote(step, fare),
      ],
    ),
  ]
}

/** A quote declined or expired: dispatch alone hears it, with the request open again. */
const quoteUnanswered =
  (declined: boolean): EmailBuilder =>
  ({ event, history, revision, reference, summary, note, mails }) => {
    const quote = history && latestQuote(history.slice(0, revision))?.quote
    const what = quote ? `the quote of ${dollars(quote.fare)}` : "the quote"
    return [
      mails.toDispatch(
        `${declined ? "Quote declined" : "Quote expired"}: ${reference}, ${summary}`,
        `${reference}: ${declined ? "quote declined" : "quote expired"}`,
        [
          {
            text: declined
              ? `The customer declined ${what} on ${when(event)}.`
              : `The customer did not answer ${what}; it expired on ${when(event)}.`,
          },
          ...noteTo(note, "The customer's reason:"),
          { text: "The request is open again: send a new quote from your Confirm or decline link, decline it, or call the customer." },
        ],
      ),
    ]
  }

/** Confirmed by dispatch at the estimate, or by the customer accepting a quote. */
const confirmed: EmailBuilder = (step) => {
  const { event, reference, summary, greeting, note, links, mails, invite } = step
  const fare = event.fare === undefined ? "" : ` at ${dollars(event.fare)}`
  const accepted = event.step === "quote-accepted"
  return [
    stateCopy(step, `${accepted ? "Quote accepted" : "Confirmed"} ${reference}${fare}: ${summary}`, [
      ...noteTo(note, "Your note to the customer:"),
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
        ...noteTo(note, "A note from dispatch:"),
        ...(links ? [{ text: "Your booking, its history and our cancellation policy are one click away.", link: viewLink(links) }] : []),
      ],
      invite("confirmed"),
    ),
  ]
}

const declined: EmailBuilder = (step) => {
  const { reference, summary, greeting, note, mails, invite } = step
  return [
    stateCopy(step, `Declined ${reference}: ${summary}`, [
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

const cancelled: EmailBuilder = (step) => {
  const { event, reference, summary, greeting, note, mails, invite } = step
  const byCustomer = event.by === "customer"
  // Only the customer's own late cancellation costs a fee; one by the company never does, so its emails state that rule rather than any figure.
  const policy = byCustomer ? event.policy : event.policy && COMPANY_PAYS.dispatch
  return [
    stateCopy(step, `${byCustomer ? "Cancelled by the customer" : "Cancelled"}: ${reference}, ${summary}`, [
      ...(policy ? [{ text: policy }] : []),
      ...noteTo(note, byCustomer ? "The customer's reason:" : "Your note to the customer:"),
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

/** A change asked of a quoted or confirmed booking: dispatch's notice, its Accept and Decline alone, and the customer's copy (no invite: nothing moved). */
const changeRequested: EmailBuilder = (step) => {
  const { event, reference, summary, rows, links, revision, mails } = step
  const replaces = replacesWaiting(step)
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
    tripMail(step, `We have your change to booking ${reference}`, [
      {
        text: `You asked on ${when(event)} to change your ${summary}${replaces ? "; this replaces the change you asked before" : ""}. Your booking stays as it is until dispatch answers, and we will email you their answer.`,
      },
      ...rows.map((row) => ({ text: `Asked: ${row.text}` })),
      ...(links ? [{ text: "Changed your mind? You can withdraw it from your booking's page.", link: viewLink(links) }] : []),
    ]),
  ]
}

/** A request changed at once (nobody had answered it): dispatch's notice, its link to answer it as changed, and the invite that moves the ride. */
const changeApplied: EmailBuilder = (step) => {
  const { event, reference, summary, rows, links, mails, invite } = step
  const replaces = replacesWaiting(step)
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
    tripMail(
      step,
      `Your request ${reference} is changed`,
      [
        {
          text: `As you asked on ${when(event)}, your request is changed to: ${summary}.${replaces ? " This replaces the change you asked before, which dispatch had not answered." : ""}`,
        },
        ...rows,
        { text: "Dispatch has been told, and will answer your request as it is now. The attached invite moves the ride in your calendar." },
        ...(links ? [{ text: "Your request, its history and our cancellation policy are one click away.", link: viewLink(links) }] : []),
      ],
      invite("requested"),
    ),
  ]
}

/** What an accepted change did to a quote that priced the old trip: revised (the accept carries the new one) or ended (a new one will follow). */
function quoteAfterChange(step: StepMail): {
  dispatch: Paragraph[]
  customer: Paragraph<"customer">[]
} {
  const { event, history, revision } = step
  const earlier = history && history[revision - 1]?.state === "quoted" ? latestQuote(history.slice(0, revision))?.quote : undefined
  if (!earlier) return { dispatch: [], customer: [] }
  const ended = `The quote of ${dollars(earlier.fare)} priced the trip as it was`
  if (!event.quote)
    return {
      dispatch: [{ text: `${ended}, so it no longer applies: the request waits for your new quote.` }],
      customer: [
        {
          text: `${ended}, so it no longer applies: dispatch will send you a new quote for the changed trip. Nothing is owed until you accept one.`,
        },
      ],
    }
  const terms = termsOf(event.quote, "Revised quote")
  return {
    dispatch: [{ text: `${ended}; your revised quote replaces it.` }, ...terms],
    customer: [{ text: `${ended}, so it no longer applies; this quote replaces it.` }, ...terms, ...acceptQuote(step, event.quote.fare)],
  }
}

const changeAccepted: EmailBuilder = (step) => {
  const { event, asked, reference, summary, rows, note, links, mails, invite } = step
  const fare = event.fare === undefined ? "" : ` The agreed fare is now ${dollars(event.fare)}.`
  const quote = quoteAfterChange(step)
  return [
    mails.toDispatch(`Change accepted: ${reference}, ${summary}`, `${reference}: change accepted`, [
      { text: `Accepted by dispatch on ${when(event)}.${fare}` },
      ...rows,
      ...quote.dispatch,
      ...(event.policy ? [{ text: event.policy }] : []),
      ...noteTo(note, "Your note to the customer:"),
      { text: "The customer has been emailed the new details and an updated calendar invite." },
    ]),
    tripMail(
      step,
      event.quote
        ? `Your changed trip ${reference}: revised quote ${dollars(event.quote.fare)} — Accept`
        : `Your booking ${reference} is changed`,
      [
        {
          text: `Dispatch accepted the change you asked on ${asked ? when(asked) : "your link"}: your ${summary} is ${event.state === "confirmed" ? "booked" : "requested"} as below.${fare}`,
        },
        ...rows,
        ...quote.customer,
        ...(event.policy ? [{ text: event.policy }] : []),
        ...noteTo(note, "A note from dispatch:"),
        { text: "The attached invite moves the ride in your calendar." },
        ...(links ? [{ text: "Your booking, its history and our cancellation policy are one click away.", link: viewLink(links) }] : []),
      ],
      invite(event.state === "confirmed" ? "confirmed" : "requested"),
    ),
    ...linkAfterMove(step),
  ]
}

const changeDeclined: EmailBuilder = (step) => {
  const { event, asked, reference, summary, rows, note, links, mails } = step
  return [
    mails.toDispatch(`Change declined: ${reference}, ${summary}`, `${reference}: change declined`, [
      { text: `Declined by dispatch on ${when(event)}; the booking stands as it was.` },
      ...rows,
      { text: "Your reason, as the customer reads it:" },
      { text: note ?? "", quoted: true },
    ]),
    tripMail(step, `Your change to booking ${reference} was declined`, [
      {
        text: `We are sorry: dispatch could not make the change you asked on ${asked ? when(asked) : "your link"}. Your ${summary} stands as it was.`,
      },
      ...rows.map((row) => ({ text: `Asked: ${row.text}` })),
      { text: "Dispatch's reason:" },
      { text: note ?? "", quoted: true },
      { text: `Call us at ${PHONE_LIST} and we will gladly look for another way.` },
      ...(links ? [{ text: "Your booking as it stands:", link: viewLink(links) }] : []),
    ]),
  ]
}

const changeWithdrawn: EmailBuilder = ({ asked, reference, summary, rows, mails }) => [
  mails.toDispatch(`Change withdrawn: ${reference}, ${summary}`, `${reference}: change withdrawn`, [
    {
      text: `The customer withdrew the change they asked on ${asked ? when(asked) : "their link"}; the booking stands as it was, and that change's links no longer work.`,
    },
    ...rows.map((row) => ({ text: `Withdrawn: ${row.text}` })),
  ]),
]

/**
 * Dispatch replaced the booking's links (one was forwarded or leaked): the earlier ones no longer open it.
 * Each side gets its fresh link, signed at the new version, each in an email of its own audience.
 */
const linksReplaced: EmailBuilder = ({ event, reference, summary, greeting, links, mails }) =>
  links
    ? [
        mails.dispatchKeys(`Fresh links to ${reference}: ${summary}`, `${reference}: fresh links`, [
          {
            text: `You replaced this booking's links on ${when(event)}: every earlier link, yours and the customer's, no longer opens it. The customer has been emailed their new one.`,
          },
          { text: "Your new link to the booking:", link: { label: "Open the booking", href: links.dispatch } },
        ]),
        mails.toCustomer(`Your new link to booking ${reference}`, `Your new link to booking ${reference}`, [
          { text: greeting },
          {
            text: `For your security, dispatch replaced the links to your booking on ${when(event)}: the links in our earlier emails no longer open it. This one does; keep it to yourself, it is the key to your booking.`,
            link: viewLink(links),
          },
        ]),
      ]
    : []

/** Nobody is emailed: the request's own emails are the form's (src/server/delivery/emails.ts); a completed ride is the webhook's news alone. */
const none: EmailBuilder = () => []

/** The emails of each step, by its name (its step, or the state it led to). */
const EMAILS: Readonly<Record<EventName, EmailBuilder>> = {
  requested: none,
  quoted,
  confirmed,
  declined,
  cancelled,
  completed: none,
  "quote-accepted": confirmed,
  "quote-declined": quoteUnanswered(true),
  "quote-expired": quoteUnanswered(false),
  "change-requested": changeRequested,
  "change-applied": changeApplied,
  "change-accepted": changeAccepted,
  "change-declined": changeDeclined,
  "change-withdrawn": changeWithdrawn,
  ...OFFER_EMAILS,
  "links-replaced": linksReplaced,
  ...CHAUFFEUR_EMAILS,
  ...RIDE_EMAILS,
}

/** The emails for one change of a booking: the customer's, and dispatch's record of it. */
export function changeEmails(context: ChangeContext): OutgoingMail[] {
  const { booking: now, reference, receivedAt, event, revision, history } = context
  // A change of the trip: the change asked, or the one this event answers (its own event, for when it was asked).
  const asked = event.change ? event : event.answers !== undefined ? history?.[event.answers] : undefined
  const booking = asked?.change ? bookingAtChange(now, event.step, asked.change) : now
  const step: StepMail = {
    ...context,
    booking,
    ...(asked && asked !== event ? { asked } : {}),
    // An offer's steps leave the estimate out: the new fare takes its place.
    rows: asked?.change
      ? changedRows(booking, asked.change, { estimate: !(event.step && STEP_EFFECTS[event.step].offer) }).map(({ label, from, to }) => ({
          text: `${label}: ${from} → ${to}`,
        }))
      : [],
    mails: audiences({ booking, reference, receivedAt }, visitorAddress(fullName(booking), booking.email)),
    summary: bookingSummary(booking),
    greeting: `Dear ${oneLine(booking.firstName)},`,
    note: event.note?.trim(),
    invite: (state) => {
      // Who comes, for each leg whose chauffeur has accepted it by this step: every later invite keeps saying so.
      const who = whoComesNow(booking, [...(history ?? []).slice(0, revision), event])
      return [
        {
          filename: `booking-${reference}.ics`,
          content: bookingIcs(booking, reference, receivedAt, { state, sequence: revision, stamp: new Date(event.at) }, (leg) =>
            inviteChauffeurLines(who, leg.name === "return" ? "return" : "pickup"),
          ),
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        },
      ]
    },
  }
  return [...EMAILS[eventName(event)](step), ...chauffeurNotices(step)]
}

/** The customer's link, sent again on request to the booking's own address. */
export function linkEmail(booking: BookingRecord, reference: string, receivedAt: Date, links: BookingLinks): OutgoingMail[] {
  const mails = audiences({ booking, reference, receivedAt }, visitorAddress(fullName(booking), booking.email))
  return [
    mails.toCustomer(`Your link to booking ${reference}`, `Your link to booking ${reference}`, [
      { text: `Dear ${oneLine(booking.firstName)},` },
      {
        text: "Here is the link you asked for. It shows where your booking stands and lets you cancel it; keep it to yourself, it is the key to your booking.",
        link: viewLink(links),
      },
      { text: "If you did not ask for it, you can ignore this email: nothing has changed." },
    ]),
  ]
}
