/**
 * What the link's holder can do now. The forms themselves (decision-forms.tsx) load only when needed:
 * at once on dispatch's page, and on the customer's when they reach for Cancel, so the customer's
 * page stays light. A link alone never changes anything: every change is a click here.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react"
import type { BookingView } from "../../booking-loop/view"
import { dollars } from "../../booking/dollars"
import { Button } from "../ui/button"
import type { Act, LinkIntent } from "./loop-api"
import { Actions, Policy } from "./styles"
import { WHEN } from "./when"

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
const OfferAnswer = lazy(() => loadForms().then((m) => ({ default: m.OfferAnswer })))
const ReplaceLinks = lazy(() => loadForms().then((m) => ({ default: m.ReplaceLinks })))
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

/** What the link's holder reads first: where the booking stands for them now. */
function stateLine(booking: BookingView): string {
  const customer = booking.role === "customer"
  // Past the pickup time nothing is reviewed or awaited any more: the customer is told so, not that dispatch is still deciding.
  if (customer && booking.policy?.kind === "closed")
    return booking.state === "requested" ? "The pickup time passed before dispatch confirmed this request." : "The pickup time has passed."
  if (customer && booking.quote?.expired) return "Your quote expired before it was accepted; dispatch may send you a new one by email."
  if (booking.offer?.expired)
    return customer
      ? "The new fare for your change lapsed before you accepted it: your booking stands as it was."
      : `Your new fare of ${dollars(booking.offer.fare)} lapsed unanswered: the booking stands as it is.`
  if (booking.offer)
    return customer
      ? "Dispatch has answered your change with a new fare: accept it, or keep your booking as it is."
      : `Your new fare of ${dollars(booking.offer.fare)} for the customer's change waits for their answer until ${WHEN.format(new Date(booking.offer.expiresAt))}; the booking stands as it is until then.`
  return STATE_LINE[booking.state][booking.role]
}

interface ActionPanelProps {
  booking: BookingView
  intent?: LinkIntent
  /** The quote the opening link named (an email's Accept), if any: an older one than the page shows was replaced. */
  linkQuote?: number
  /** The change the opening link named (dispatch's Accept or Decline of a change), if any. */
  linkChange?: number
  /** The new fare the opening link named (the customer's Accept), if any. */
  linkOffer?: number
  phone: Phone
  onAct: Act
}

const loading = <p role="status">Loading…</p>

/** The button that opens a step below the booking (cancelling, changing), its code loading as the pointer or focus reaches it. */
function StepOpener({ step, label, onOpen }: { step: "cancel" | "change"; label: string; onOpen: () => void }) {
  return (
    <Actions>
      <Button id={`open-${step}`} type="button" variant="secondary" onPointerEnter={loadForms} onFocus={loadForms} onClick={onOpen}>
        {label}
      </Button>
    </Actions>
  )
}

/** What the customer is asked to say yes to: a quote (or its decline, with an optional reason) and a new fare for their change. */
function FareAnswers({
  booking,
  intent,
  linkQuote,
  linkOffer,
  phone,
  onAct,
  declining,
  setDeclining,
}: Omit<ActionPanelProps, "linkChange"> & { declining: boolean; setDeclining: (declining: boolean) => void }) {
  if (booking.role !== "customer") return null
  return (
    <Suspense fallback={loading}>
      {booking.quote &&
        (declining ? (
          <QuoteDeclineStep booking={booking} onAct={onAct} onClose={() => setDeclining(false)} />
        ) : (
          <QuoteOffer
            booking={booking}
            quote={booking.quote}
            replaced={linkQuote !== undefined && linkQuote < booking.quote.step}
            phone={phone}
            onAct={onAct}
            onDecline={() => setDeclining(true)}
          />
        ))}
      {booking.offer && (
        <OfferAnswer
          booking={booking}
          offer={booking.offer}
          linkOffer={linkOffer}
          focus={intent === "accept-offer"}
          phone={phone}
          onAct={onAct}
        />
      )}
      {!booking.offer && linkOffer !== undefined && (
        <Policy tone="warn">The new fare in the email you opened was already answered, lapsed, or replaced by another change.</Policy>
      )}
    </Suspense>
  )
}

export function ActionPanel({ booking, intent, linkQuote, linkChange, linkOffer, phone, onAct }: ActionPanelProps) {
  // The step open below the booking: cancelling or changing it. Closed, focus goes back to the button that opened it.
  const [open, setOpen] = useState<"cancel" | "change">()
  // The customer writing why they decline a quote: Cancel waits until they are done.
  const [declining, setDeclining] = useState(false)
  const was = useRef(open)
  useEffect(() => {
    if (!open && was.current) document.getElementById(`open-${was.current}`)?.focus()
    was.current = open
  }, [open])
  const close = () => setOpen(undefined)
  const opener = (step: "cancel" | "change", label: string) => <StepOpener step={step} label={label} onOpen={() => setOpen(step)} />
  const customer = booking.role === "customer"
  const deciding = booking.actions.includes("confirm") || booking.actions.includes("quote") || booking.actions.includes("decline")

  return (
    <>
      <p>{stateLine(booking)}</p>
      <FareAnswers
        booking={booking}
        intent={intent}
        linkQuote={linkQuote}
        linkOffer={linkOffer}
        phone={phone}
        onAct={onAct}
        declining={declining}
        setDeclining={setDeclining}
      />
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
        open !== "cancel" &&
        (open === "change" ? (
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
        open !== "change" &&
        (open === "cancel" ? (
          <Suspense fallback={loading}>
            <CancelStep booking={booking} onAct={onAct} onClose={close} />
          </Suspense>
        ) : (
          opener("cancel", customer ? "Cancel this booking" : "Cancel booking")
        ))}
      {booking.actions.includes("replace-links") && (
        <Suspense fallback={loading}>
          <ReplaceLinks onAct={onAct} />
        </Suspense>
      )}
      {booking.actions.length === 0 && (
        <p css={{ margin: 0 }}>
          Questions or changes? Call us at <a href={`tel:${phone.tel}`}>{phone.display}</a>.
        </p>
      )}
    </>
  )
}
