/**
 * The customer's quote: the fare dispatch offers, what it includes, until when it holds, the policy
 * that applies once accepted, and the one click that confirms the booking at that fare. It loads with
 * the page's forms (decision-forms.tsx), started as soon as a link opens the page to answer a quote;
 * the Accept button shows only once its code is there, so no click is lost.
 */
import styled from "@emotion/styled"
import { useState } from "react"
import { dollars } from "../../booking/dollars"
import type { BookingView, QuoteView } from "../../booking-loop/view"
import { Button } from "../ui/button"
import type { Act } from "./loop-api"
import { Actions, Policy } from "./styles"
import { WHEN } from "./when"

/** A quoted fare, set large: the one figure the customer decides on. */
const QuoteFigure = styled.p`
  && {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.1;
    letter-spacing: 0.01em;
  }
`

interface QuoteOfferProps {
  booking: BookingView
  quote: QuoteView
  /** The link that opened the page named an older quote, which this one replaced. */
  replaced: boolean
  phone: { display: string; tel: string }
  onAct: Act
  onDecline: () => void
}

export function QuoteOffer({ booking, quote, replaced, phone, onAct, onDecline }: QuoteOfferProps) {
  const [busy, setBusy] = useState(false)
  const canAccept = booking.actions.includes("accept-quote")
  const accept = async () => {
    setBusy(true)
    await onAct("accept-quote", { note: "" })
    setBusy(false)
  }
  return (
    <section aria-labelledby="quote-title" css={{ display: "grid", gap: "0.75rem", marginBottom: "1rem" }}>
      {replaced && <Policy tone="warn">The quote in the email you opened was replaced by this newer one.</Policy>}
      <h3 id="quote-title" css={{ margin: 0 }}>
        Your quote
      </h3>
      <QuoteFigure>{dollars(quote.fare)}</QuoteFigure>
      <p css={{ margin: 0 }}>Includes: {quote.includes}</p>
      {quote.expired ? (
        <Policy tone="closed">
          This quote expired on {WHEN.format(new Date(quote.expiresAt))}, so it can no longer be accepted here. Please call us at{" "}
          <a href={`tel:${phone.tel}`}>{phone.display}</a> and we will confirm your fare.
        </Policy>
      ) : (
        <>
          <p css={{ margin: 0 }}>
            It holds until <time dateTime={quote.expiresAt}>{WHEN.format(new Date(quote.expiresAt))}</time>. Nothing is owed until you
            accept.
          </p>
          <Policy tone="good">Once you accept: {quote.policyOnAccept}</Policy>
        </>
      )}
      <Actions css={{ marginTop: 0 }}>
        {canAccept && (
          <Button type="button" onClick={accept} disabled={busy}>
            {busy ? "Accepting..." : `Accept ${dollars(quote.fare)}`}
          </Button>
        )}
        {booking.actions.includes("decline-quote") && (
          <Button type="button" variant="secondary" onClick={onDecline} disabled={busy}>
            Decline this quote
          </Button>
        )}
      </Actions>
    </section>
  )
}
