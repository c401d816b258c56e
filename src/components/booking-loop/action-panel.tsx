/**
 * What the link's holder can do now. The forms themselves (decision-forms.tsx) load only when needed:
 * at once on dispatch's page, and on the customer's when they reach for Cancel, so the customer's
 * page stays light. A link alone never changes anything: every change is a click here.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react"
import type { BookingView } from "../../booking-loop/view"
import { DAY_ACTIONS } from "../../booking-loop/day-actions"
import { Button } from "../ui/button"
import type { Act, LinkIntent } from "./loop-api"
import { Actions } from "./styles"

export interface Phone {
  display: string
  tel: string
}

/** The forms' code; the page starts loading it at once when a link opens it to answer a quote. */
export const loadForms = () => import("./decision-forms")
/** One component of the forms' code, drawn once that code is there. */
const formPart = <K extends keyof Awaited<ReturnType<typeof loadForms>>>(name: K) =>
  lazy(() => loadForms().then((m) => ({ default: m[name] })))
const DispatchDecisions = formPart("DispatchDecisions")
const CancelStep = formPart("CancelStep")
// A quote or a new fare to answer rides in the forms' chunk: only a customer with one needs it, and /booking's first load stays light.
const FareAnswers = formPart("FareAnswers")
const ReplaceLinks = formPart("ReplaceLinks")
const DispatchLine = formPart("DispatchLine")
const ChangeRequestForm = formPart("ChangeRequestForm")
const PendingChange = formPart("PendingChange")

const STATE_LINE: Record<BookingView["state"], string> = {
  requested: "Dispatch is reviewing your request and will confirm it by email.",
  quoted: "Dispatch has priced your trip: accept the quote below to confirm your booking.",
  confirmed: "Your ride is confirmed. Your chauffeur will be there at the pickup time.",
  declined: "Dispatch could not take this booking; the reason is in its history.",
  cancelled: "This booking is cancelled.",
  completed: "This ride is completed. Thank you for riding with us.",
}

/**
 * What the customer reads first: where their booking stands now. A quote or a new fare to answer says
 * its own (FareAnswers), and dispatch's line comes with its forms (DispatchLine).
 */
function customerLine(booking: BookingView): string {
  // Past the pickup time nothing is reviewed or awaited any more: the customer is told so, not that dispatch is still deciding.
  if (booking.policy?.kind === "closed")
    return booking.state === "requested" ? "The pickup time passed before dispatch confirmed this request." : "The pickup time has passed."
  return STATE_LINE[booking.state]
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
  // A quote or a new fare for the customer to answer, or the email's link to one: its own part of the page says where things stand.
  const answering = customer && Boolean(booking.quote || booking.offer)
  const deciding = booking.actions.includes("confirm") || booking.actions.includes("quote") || booking.actions.includes("decline")

  return (
    <>
      {customer ? (
        (!answering || booking.policy?.kind === "closed") && <p>{customerLine(booking)}</p>
      ) : (
        <Suspense fallback={null}>
          <DispatchLine booking={booking} />
        </Suspense>
      )}
      {customer && (answering || linkOffer !== undefined) && (
        <Suspense fallback={loading}>
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
        </Suspense>
      )}
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
      {booking.actions.every((action) => DAY_ACTIONS.includes(action)) && (
        <p css={{ margin: 0 }}>
          Questions or changes? Call us at <a href={`tel:${phone.tel}`}>{phone.display}</a>.
        </p>
      )}
    </>
  )
}
