/**
 * What the link's holder can do now. The forms themselves (decision-forms.tsx) load only when needed:
 * at once on dispatch's page, and on the customer's when they reach for Cancel, so the customer's
 * page stays light. A link alone never changes anything: every change is a click here.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react"
import type { BookingView } from "../../booking-loop/view"
import { Button } from "../ui/button"
import type { Act, LinkIntent } from "./loop-api"
import { Actions } from "./styles"

export interface Phone {
  display: string
  tel: string
}

/** The forms' code; the page starts loading it at once when a link opens it to answer a quote. */
export const loadForms = () => import("./decision-forms")
const DispatchDecisions = lazy(() => loadForms().then((m) => ({ default: m.DispatchDecisions })))
const CancelStep = lazy(() => loadForms().then((m) => ({ default: m.CancelStep })))
const QuoteDeclineStep = lazy(() => loadForms().then((m) => ({ default: m.QuoteDeclineStep })))
// The quote rides in the forms' chunk: only a customer with a quote to answer needs it, and /booking's first load stays light.
const QuoteOffer = lazy(() => loadForms().then((m) => ({ default: m.QuoteOffer })))
const ChangeRequestForm = lazy(() => loadForms().then((m) => ({ default: m.ChangeRequestForm })))
const PendingChange = lazy(() => loadForms().then((m) => ({ default: m.PendingChange })))

const STATE_LINE: Record<BookingView["state"], { customer: string; dispatch: string }> = {
  requested: {
    customer: "Dispatch is reviewing your request and will confirm it by email.",
    dispatch: "This request waits for your decision.",
  },
  quoted: {
    customer: "Dispatch has priced your trip: accept the quote below to confirm your booking.",
    dispatch: "Your quote waits for the customer's answer; you may send a revised one.",
  },
  confirmed: {
    customer: "Your ride is confirmed. Your chauffeur will be there at the pickup time.",
    dispatch: "This booking is confirmed.",
  },
  declined: { customer: "Dispatch could not take this booking; the reason is in its history.", dispatch: "This booking was declined." },
  cancelled: { customer: "This booking is cancelled.", dispatch: "This booking is cancelled." },
  completed: { customer: "This ride is completed. Thank you for riding with us.", dispatch: "This ride is completed." },
}

interface ActionPanelProps {
  booking: BookingView
  intent?: LinkIntent
  /** The quote the opening link named (an email's Accept), if any: an older one than the page shows was replaced. */
  linkQuote?: number
  /** The change the opening link named (dispatch's Accept or Decline of a change), if any. */
  linkChange?: number
  phone: Phone
  onAct: Act
}

export function ActionPanel({ booking, intent, linkQuote, linkChange, phone, onAct }: ActionPanelProps) {
  // The step open below the booking: cancelling or changing it. Closed, focus goes back to the button that opened it.
  const [open, setOpen] = useState<"cancel" | "change">()
  const [declining, setDeclining] = useState(false)
  const was = useRef(open)
  useEffect(() => {
    if (!open && was.current) document.getElementById(`open-${was.current}`)?.focus()
    was.current = open
  }, [open])
  const asking = open === "cancel"
  const changing = open === "change"
  const close = () => setOpen(undefined)
  const opener = (step: "cancel" | "change", label: string) => (
    <Actions>
      <Button
        id={`open-${step}`}
        type="button"
        variant="secondary"
        onPointerEnter={loadForms}
        onFocus={loadForms}
        onClick={() => setOpen(step)}
      >
        {label}
      </Button>
    </Actions>
  )
  const customer = booking.role === "customer"
  // Past the pickup time nothing is reviewed or awaited any more: the customer is told so, not that dispatch is still deciding.
  const line =
    customer && booking.policy?.kind === "closed"
      ? booking.state === "requested"
        ? "The pickup time passed before dispatch confirmed this request."
        : "The pickup time has passed."
      : customer && booking.quote?.expired
        ? "Your quote expired before it was accepted; dispatch may send you a new one by email."
        : STATE_LINE[booking.state][booking.role]
  const deciding = booking.actions.includes("confirm") || booking.actions.includes("quote") || booking.actions.includes("decline")
  const answering = customer && booking.quote !== null
  const loading = <p role="status">Loading…</p>

  return (
    <>
      <p>{line}</p>
      {answering &&
        booking.quote &&
        (declining ? (
          <Suspense fallback={loading}>
            <QuoteDeclineStep booking={booking} onAct={onAct} onClose={() => setDeclining(false)} />
          </Suspense>
        ) : (
          <Suspense fallback={loading}>
            <QuoteOffer
              booking={booking}
              quote={booking.quote}
              replaced={linkQuote !== undefined && linkQuote < booking.quote.step}
              phone={phone}
              onAct={onAct}
              onDecline={() => setDeclining(true)}
            />
          </Suspense>
        ))}
      {(booking.change || linkChange) && (
        <Suspense fallback={loading}>
          <PendingChange
            booking={booking}
            onAct={onAct}
            linkChange={linkChange}
            intent={intent === "accept-change" || intent === "decline-change" ? intent : undefined}
          />
        </Suspense>
      )}
      {deciding && (
        <Suspense fallback={loading}>
          <DispatchDecisions booking={booking} intent={intent === "confirm" || intent === "decline" ? intent : undefined} onAct={onAct} />
        </Suspense>
      )}
      {booking.actions.includes("request-change") &&
        !asking &&
        (changing ? (
          <Suspense fallback={loading}>
            <ChangeRequestForm booking={booking} onAct={onAct} onClose={close} />
          </Suspense>
        ) : (
          opener("change", "Change this booking")
        ))}
      {/* Dispatch declines a request rather than cancelling it; Cancel is for a confirmed booking. */}
      {booking.actions.includes("cancel") &&
        !(deciding && !customer) &&
        !declining &&
        !changing &&
        (asking ? (
          <Suspense fallback={loading}>
            <CancelStep booking={booking} onAct={onAct} onClose={close} />
          </Suspense>
        ) : (
          opener("cancel", customer ? "Cancel this booking" : "Cancel booking")
        ))}
      {booking.actions.length === 0 && (
        <p css={{ margin: 0 }}>
          Questions or changes? Call us at <a href={`tel:${phone.tel}`}>{phone.display}</a>.
        </p>
      )}
    </>
  )
}
