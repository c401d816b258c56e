/**
 * The fares a customer says yes to in one click: a quote (the fare dispatch offers for a request the
 * estimate could not settle) and a new fare for a change of a confirmed booking (an offer: the booking
 * stands as it is until they accept). Each shows the figure, what it covers, until when it holds, the
 * policy that applies once accepted, Accept, and the way to say no. They load with the page's forms
 * (decision-forms.tsx), started as soon as a link opens the page to answer one; the Accept button
 * shows only once its code is there, so no click is lost.
 */
import styled from "@emotion/styled"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { dollars } from "../../booking/dollars"
import type { BookingView, OfferView, QuoteView } from "../../booking-loop/view"
import { Button } from "../ui/button"
import { ChangedList } from "./changed-list"
import type { Act } from "./loop-api"
import { Actions, Policy } from "./styles"
import { WHEN } from "./when"

/** A fare, set large: the one figure the customer decides on. */
const Figure = styled.p`
  && {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.1;
    letter-spacing: 0.01em;
  }
`

interface Phone {
  display: string
  tel: string
}

interface FareAskProps {
  /** The section's name, for its heading's id. */
  name: string
  title: string
  /** The figure asked for, until when it holds, and the policy once accepted. */
  terms: Pick<QuoteView, "fare" | "expiresAt" | "expired" | "policyOnAccept">
  /** A warning above it (the email's link named an older one), if any. */
  warning?: string
  /** What the fare covers. */
  children: ReactNode
  /** What stands until the customer accepts. */
  meanwhile: string
  /** Why it can no longer be accepted, once its time is over ({until}: when it ended), and what calling is for: "Please call us at <number> <why>." */
  lapsed: [string, string]
  phone: Phone
  /** Accepting, when it is open now. */
  onAccept?: () => Promise<void>
  decline?: { label: string; onClick: () => Promise<void> | void }
  /** The link opened the page to answer this: its heading takes the focus. */
  focus?: boolean
}

function FareAsk({ name, title, terms, warning, children, meanwhile, lapsed, phone, onAccept, decline, focus }: FareAskProps) {
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) headingRef.current?.focus()
  }, [focus])
  const run = (step: () => Promise<void> | void) => async () => {
    setBusy(true)
    await step()
    setBusy(false)
  }
  const until = WHEN.format(new Date(terms.expiresAt))
  return (
    <section aria-labelledby={`${name}-title`} css={{ display: "grid", gap: "0.75rem", marginBottom: "1rem" }}>
      {warning && <Policy tone="warn">{warning}</Policy>}
      <h3 id={`${name}-title`} ref={headingRef} tabIndex={-1} css={{ margin: 0, outline: "none" }}>
        {title}
      </h3>
      <Figure>{dollars(terms.fare)}</Figure>
      {children}
      {terms.expired ? (
        <Policy tone="closed">
          {lapsed[0].replace("{until}", until)} Please call us at <a href={`tel:${phone.tel}`}>{phone.display}</a> {lapsed[1]}.
        </Policy>
      ) : (
        <>
          <p css={{ margin: 0 }}>
            It holds until <time dateTime={terms.expiresAt}>{until}</time>. {meanwhile}
          </p>
          <Policy tone={terms.policyOnAccept.kind === "fee" ? "warn" : "good"}>Once you accept: {terms.policyOnAccept.sentence}</Policy>
        </>
      )}
      <Actions css={{ marginTop: 0 }}>
        {onAccept && (
          <Button type="button" onClick={run(onAccept)} disabled={busy}>
            {busy ? "Accepting..." : `Accept ${dollars(terms.fare)}`}
          </Button>
        )}
        {decline && (
          <Button type="button" variant="secondary" onClick={run(decline.onClick)} disabled={busy}>
            {decline.label}
          </Button>
        )}
      </Actions>
    </section>
  )
}

interface QuoteOfferProps {
  booking: BookingView
  quote: QuoteView
  /** The link that opened the page named an older quote, which this one replaced. */
  replaced: boolean
  phone: Phone
  onAct: Act
  onDecline: () => void
}

export function QuoteOffer({ booking, quote, replaced, phone, onAct, onDecline }: QuoteOfferProps) {
  return (
    <FareAsk
      name="quote"
      title="Your quote"
      terms={quote}
      warning={replaced ? "The quote in the email you opened was replaced by this newer one." : undefined}
      meanwhile="Nothing is owed until you accept."
      lapsed={["This quote expired on {until}, so it can no longer be accepted here.", "and we will confirm your fare"]}
      phone={phone}
      onAccept={booking.actions.includes("accept-quote") ? () => onAct("accept-quote", { note: "" }).then(() => undefined) : undefined}
      decline={booking.actions.includes("decline-quote") ? { label: "Decline this quote", onClick: onDecline } : undefined}
    >
      <p css={{ margin: 0 }}>Includes: {quote.includes}</p>
    </FareAsk>
  )
}

interface OfferAnswerProps {
  booking: BookingView
  offer: OfferView
  /** The offer the opening link named (the email's Accept), if any: another one than the page shows was answered, lapsed or replaced. */
  linkOffer?: number
  /** The link opened the page to accept it. */
  focus: boolean
  phone: Phone
  onAct: Act
}

/** A new fare for the customer's change of a confirmed booking: accept it, or keep the booking as it is. */
export function OfferAnswer({ booking, offer, linkOffer, focus, phone, onAct }: OfferAnswerProps) {
  return (
    <FareAsk
      name="offer"
      title="Your change, at a new fare"
      terms={offer}
      warning={
        linkOffer !== undefined && linkOffer !== offer.step ? "The new fare in the email you opened was replaced by this one." : undefined
      }
      meanwhile="Until you accept, your booking stands as it is."
      lapsed={[
        "This new fare lapsed on {until}, so it can no longer be accepted here: your booking stands as it was.",
        "if you still want the change",
      ]}
      phone={phone}
      focus={focus}
      onAccept={booking.actions.includes("accept-offer") ? () => onAct("accept-offer", { note: "" }).then(() => undefined) : undefined}
      decline={
        booking.actions.includes("decline-offer")
          ? { label: "Keep my booking as it is", onClick: () => onAct("decline-offer", { note: "" }).then(() => undefined) }
          : undefined
      }
    >
      <p css={{ margin: 0 }}>
        For the change you asked{booking.fare === null ? "" : `, in place of your agreed fare of ${dollars(booking.fare)}`}:
      </p>
      <ChangedList rows={offer.rows} />
    </FareAsk>
  )
}
