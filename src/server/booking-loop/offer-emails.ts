/**
 * The emails of an offer: a change of a confirmed booking dispatch accepted at a new fare. The
 * customer is asked for a yes in one click (their own link); the booking, its trip and its fare move
 * only when they give it. Dispatch hears each answer, and a lapse, on its notice without links.
 */
import type { OfferStep } from "../../booking-loop/model"
import { latestOffer, pendingOffer } from "../../booking-loop/offers"
import { agreedFare } from "../../booking-loop/quotes"
import { GRATUITY_NOT_INCLUDED } from "../../booking-loop/gratuity"
import { offerTermsLater, policyOnOffer } from "../../booking-loop/terms"
import { formatMoment } from "../../booking/calendar-date"
import { dollars } from "../../booking/rates"
import { PHONE_LIST } from "../../config/business"
import { linkTo } from "./links"
import { viewLink, type Paragraph } from "./mail-parts"
import { linkAfterMove, noteTo, tripMail, when, type EmailBuilder, type StepMail } from "./step-mail"

/** The history as it stood before this step, and the fare agreed then. */
const before = ({ history, revision }: StepMail) => history?.slice(0, revision) ?? []
const agreedBefore = (step: StepMail) => agreedFare(before(step))
const asWas = (step: StepMail) => {
  const fare = agreedBefore(step)
  return fare === undefined ? "" : `, at the agreed fare of ${dollars(fare)}`
}
/** When the change the offer prices was asked: " on <moment>". */
const askedOn = ({ asked }: StepMail) => (asked ? ` on ${when(asked)}` : "")

/** The new fare, the fare it replaces and until when the customer may accept it. */
function offerTerms(step: StepMail, fare: number, expiresAt: string): Paragraph[] {
  const agreed = agreedBefore(step)
  return [
    { text: `New fare: ${dollars(fare)}${agreed === undefined ? "" : ` (the agreed fare is ${dollars(agreed)})`}.` },
    { text: `This offer holds until ${formatMoment(new Date(expiresAt))}.` },
    { text: GRATUITY_NOT_INCLUDED },
  ]
}

const offerMade: EmailBuilder = (step) => {
  const { event, reference, summary, rows, note, links, revision, mails, history } = step
  const offer = event.offer
  // The offer as it waits: the change it prices and the policy it comes with (its emails go out with it, or by the sweep soon after).
  const waiting = history && pendingOffer(history.slice(0, revision + 1))
  if (!offer || !waiting) return []
  const terms = offerTerms(step, offer.fare, offer.expiresAt)
  const lifecycle = { state: event.state, history: before(step) }
  const policy = policyOnOffer(step.booking, lifecycle, waiting, new Date(event.at)).sentence
  // A yes after the pickup it replaces enters its late-cancellation window keeps that window: said, with when.
  const later = offerTermsLater(step.booking, lifecycle, waiting, new Date(event.at))
  return [
    mails.toDispatch(`New fare offered for ${reference}: ${dollars(offer.fare)}, ${summary}`, `${reference}: new fare offered`, [
      {
        text: `You accepted the change the customer asked${askedOn(step)} at a new fare, on ${when(event)}. The booking stays as it was until the customer accepts; you will hear their answer.`,
      },
      ...rows,
      ...terms,
      ...noteTo(note, "Your note to the customer:"),
    ]),
    mails.toCustomer(
      `Your change to ${reference} at a new fare: ${dollars(offer.fare)} — Accept`,
      `Your change at a new fare: ${dollars(offer.fare)}`,
      [
        { text: step.greeting },
        { text: `Dispatch can make the change you asked${askedOn(step)}, at a new fare.` },
        ...rows,
        ...terms,
        ...noteTo(note, "A note from dispatch:"),
        { text: `Until you accept, your ${summary} stands as it is${asWas(step)}; if you do not, nothing changes.` },
        { text: `Once you accept, the change is made at ${dollars(offer.fare)} and our cancellation policy applies: ${policy}` },
        ...(later ? [{ text: later }] : []),
        ...(links
          ? [
              {
                text: "One click accepts it:",
                link: { label: `Accept ${dollars(offer.fare)}`, href: linkTo(links.customer, { do: "accept-offer", o: revision }) },
              },
              { text: "Or keep your booking as it is:", link: viewLink(links) },
            ]
          : [{ text: `To accept it, call us at ${PHONE_LIST}.` }]),
      ],
    ),
  ]
}

const offerAccepted: EmailBuilder = (step) => {
  const { event, reference, summary, rows, links, mails, invite } = step
  const fare = event.fare === undefined ? "" : dollars(event.fare)
  return [
    mails.toDispatch(`New fare accepted: ${reference}, ${fare}, ${summary}`, `${reference}: new fare accepted`, [
      { text: `The customer accepted the new fare of ${fare} on ${when(event)}: the change is made, and ${fare} is the agreed fare.` },
      ...rows,
      ...(event.policy ? [{ text: event.policy }] : []),
      { text: "The customer has been emailed the new details and an updated calendar invite." },
    ]),
    tripMail(
      step,
      `Your booking ${reference} is changed, at ${fare}`,
      [
        { text: `As you accepted on ${when(event)}, your ${summary} is booked as below, at the new agreed fare of ${fare}.` },
        ...rows,
        ...(event.policy ? [{ text: event.policy }] : []),
        { text: "The attached invite moves the ride in your calendar." },
        ...(links ? [{ text: "Your booking, its history and our cancellation policy are one click away.", link: viewLink(links) }] : []),
      ],
      invite("confirmed"),
    ),
    ...linkAfterMove(step),
  ]
}

/** An offer declined (dispatch hears it) or lapsed (the customer too: the change they asked for was not made). */
const offerUnanswered =
  (declined: boolean): EmailBuilder =>
  (step) => {
    const { event, reference, summary, note, links, mails } = step
    const offer = latestOffer(before(step))
    const what = offer ? `new fare of ${dollars(offer.fare)}` : "new fare"
    const asked = step.rows.map((row) => ({ text: `Asked: ${row.text}` }))
    return [
      mails.toDispatch(
        `${declined ? "New fare declined" : "New fare lapsed"}: ${reference}, ${summary}`,
        `${reference}: ${declined ? "new fare declined" : "new fare lapsed"}`,
        [
          {
            text: `${declined ? `The customer declined the ${what}` : `The customer did not answer the ${what}; it lapsed`} on ${when(event)}. The booking stands as it was${asWas(step)}.`,
          },
          ...asked,
          ...noteTo(note, "The customer's reason:"),
        ],
      ),
      ...(declined
        ? []
        : [
            tripMail(step, `Your change to booking ${reference} was not made`, [
              {
                text: `The ${what} for the change you asked${askedOn(step)} lapsed on ${when(event)} without your answer, so your ${summary} stands as it was${asWas(step)}.`,
              },
              ...asked,
              { text: `Still want the change? Call us at ${PHONE_LIST}, or ask for it again from your booking's page.` },
              ...(links ? [{ text: "Your booking as it stands:", link: viewLink(links) }] : []),
            ]),
          ]),
    ]
  }

export const OFFER_EMAILS: Readonly<Record<OfferStep, EmailBuilder>> = {
  "offer-made": offerMade,
  "offer-accepted": offerAccepted,
  "offer-declined": offerUnanswered(true),
  "offer-expired": offerUnanswered(false),
}
