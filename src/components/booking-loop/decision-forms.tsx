/**
 * The forms behind the one click: dispatch confirms at the estimate (with an optional note for the
 * customer), sends or revises a quote, or declines (with a reason); cancelling restates the policy
 * and asks for confirmation; declining a quote asks for an optional reason. Loaded only when they
 * are needed (dispatch's page at once, the customer's when they reach for Cancel or Decline).
 */
import { useEffect, useRef, useState, type FormEvent } from "react"
import { dollars } from "../../booking/dollars"
import { fareOf, QUOTE_INCLUDES_HINT, QUOTE_INCLUDES_MAX, QUOTE_MESSAGES, QUOTE_VALID_HOURS_DEFAULT } from "../../booking-loop/quotes"
import { LOOP_MESSAGES, NOTE_MAX_LENGTH } from "../../booking-loop/messages"
import type { BookingView, PageAction } from "../../booking-loop/view"
import { Field, FieldGrid, describedBy } from "../booking/form-field"
import { Button } from "../ui/button"
import type { Act, LinkIntent } from "./loop-api"
import { NoteField, NoteForm } from "./note-form"
import { Actions, Form, Policy } from "./styles"
import { WHEN } from "./when"
import { WorkingFrame } from "../layout/working-frame"

// The link request rides in the same chunk: every lazy chunk adds an entry to the runtime every page loads.
export { LinkProblem } from "./link-problem"
import { OfferAnswer, QuoteOffer } from "./quote-offer"
export { ChangeRequestForm, PendingChange } from "./change-forms"

/** The cancel confirmation: the policy restated, an optional note, and Yes or Keep. */
export function CancelStep({ booking, onAct, onClose }: { booking: BookingView; onAct: Act; onClose: () => void }) {
  const [busy, setBusy] = useState(false)
  const [reason, setReason] = useState("")
  const [errors, setErrors] = useState<Record<string, string>>({})
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const customer = booking.role === "customer"

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors((await onAct("cancel", { note: reason.trim() })) ?? {})
    setBusy(false)
  }
  // What the server refused that is not the note (e.g. terms the page no longer shows), said above the buttons.
  const { note: noteError, ...others } = errors
  const otherError = Object.values(others)[0]
  return (
    <Form onSubmit={confirm} noValidate aria-labelledby="cancel-title">
      <div>
        <h3 id="cancel-title" ref={headingRef} tabIndex={-1}>
          Cancel booking {booking.reference}?
        </h3>
        {booking.policy && <Policy tone={booking.policy.kind === "fee" ? "warn" : "good"}>{booking.policy.sentence}</Policy>}
      </div>
      <NoteField
        name="cancelNote"
        label={customer ? "Reason for dispatch" : "Note for the customer"}
        error={noteError}
        value={reason}
        onChange={setReason}
      />
      {otherError && (
        <p role="alert" css={{ margin: 0 }}>
          {otherError}
        </p>
      )}
      <Actions css={{ marginTop: 0 }}>
        <Button type="submit" disabled={busy}>
          {busy ? "Cancelling..." : customer ? "Yes, cancel my booking" : "Yes, cancel the booking"}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
          {customer ? "Keep my booking" : "Keep the booking"}
        </Button>
      </Actions>
    </Form>
  )
}

/** How long a quote may hold, as dispatch chooses it (never past the pickup: the server shortens it). */
const VALIDITY_HOURS = [2, 6, 12, 24, 48, 72]

/** The quote form's heading, first line and button, by the quote the request has. */
function quoteFormText(booking: BookingView): { title: string; lead: string; submit: string } {
  const current = booking.quote
  const until = current && WHEN.format(new Date(current.expiresAt))
  // A quote past its time is still on dispatch's page until the sweep records it expired (within minutes).
  if (current?.expired) {
    return {
      title: "Send a new quote",
      lead: `Your quote of ${dollars(current.fare)} expired on ${until} before the customer accepted it. A new one replaces it.`,
      submit: "Send new quote",
    }
  }
  if (current) {
    return {
      title: "Revise the quote",
      lead: `The customer has your quote of ${dollars(current.fare)}, holding until ${until}. A revised one replaces it.`,
      submit: "Send revised quote",
    }
  }
  if (booking.estimateFare !== null)
    return {
      title: "Or quote another fare",
      lead: "The customer accepts it in one click; until then nothing is booked.",
      submit: "Send quote",
    }
  return {
    title: "Send a quote",
    lead: "The estimate could not settle this trip at one figure. Price it here: the customer accepts it in one click, and until then nothing is booked.",
    submit: "Send quote",
  }
}

/** The quote form's fields as the server's rules judge them (quotes.ts's limits and messages), checked before sending. */
function quoteErrors(fare: string, includes: string, note: string): Record<string, string> {
  const found: Record<string, string> = {}
  if (fareOf(fare) === undefined) found.fare = QUOTE_MESSAGES.fare
  if (!includes.trim()) found.includes = QUOTE_MESSAGES.includes
  else if (includes.trim().length > QUOTE_INCLUDES_MAX) found.includes = QUOTE_MESSAGES.includesLength
  if (note.trim().length > NOTE_MAX_LENGTH) found.note = LOOP_MESSAGES.noteLength
  return found
}

/** Dispatch's quote: the fare, what it includes, a note and how long it holds; checked here as the server checks it. */
function QuoteForm({ booking, onAct }: { booking: BookingView; onAct: Act }) {
  const current = booking.quote
  const [fare, setFare] = useState(String(current?.fare ?? booking.estimateFare ?? ""))
  const [includes, setIncludes] = useState(current?.includes ?? "")
  const [note, setNote] = useState("")
  const [validHours, setValidHours] = useState(String(QUOTE_VALID_HOURS_DEFAULT))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const send = async (event: FormEvent) => {
    event.preventDefault()
    const found = quoteErrors(fare, includes, note)
    setErrors(found)
    if (Object.keys(found).length > 0) return document.getElementById(`booking-quote-${Object.keys(found)[0]}`)?.focus()
    setBusy(true)
    setErrors((await onAct("quote", { note: note.trim(), fare: fare.trim(), includes: includes.trim(), validHours })) ?? {})
    setBusy(false)
  }
  const { title, lead, submit } = quoteFormText(booking)
  return (
    <Form onSubmit={send} noValidate aria-labelledby="quote-form-title">
      <div>
        <h3 id="quote-form-title">{title}</h3>
        <p css={{ margin: 0 }}>{lead}</p>
      </div>
      <FieldGrid>
        <Field
          name="quote-fare"
          label="Fare in dollars"
          hint={booking.estimateFare !== null ? `The customer's estimate: ${dollars(booking.estimateFare)}.` : undefined}
          error={errors.fare}
        >
          <input
            {...describedBy("quote-fare", booking.estimateFare !== null, errors.fare)}
            inputMode="numeric"
            autoComplete="off"
            value={fare}
            onChange={(e) => setFare(e.target.value)}
            aria-required
          />
        </Field>
        <Field name="quote-validHours" label="The quote holds for" hint="Never past the pickup time." error={errors.validHours}>
          <select
            {...describedBy("quote-validHours", true, errors.validHours)}
            value={validHours}
            onChange={(e) => setValidHours(e.target.value)}
          >
            {VALIDITY_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {hours} hours
              </option>
            ))}
          </select>
        </Field>
        <Field name="quote-includes" label="What the fare includes" hint={QUOTE_INCLUDES_HINT} error={errors.includes} wide>
          <input
            {...describedBy("quote-includes", true, errors.includes)}
            value={includes}
            onChange={(e) => setIncludes(e.target.value)}
            maxLength={QUOTE_INCLUDES_MAX}
            aria-required
          />
        </Field>
        <NoteField name="quote-note" label="Note with the quote" error={errors.note} wide value={note} onChange={setNote} />
      </FieldGrid>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Sending..." : submit}
        </Button>
      </div>
    </Form>
  )
}

/** Dispatch's decision on a request: Confirm at the estimate (with a note), a quote, and Decline (with a reason), the link's choice first. */
export function DispatchDecisions({ booking, intent, onAct }: { booking: BookingView; intent?: "confirm" | "decline"; onAct: Act }) {
  const can = (action: PageAction) => booking.actions.includes(action)
  const decisions = [
    can("confirm") && booking.estimateFare !== null && (
      <NoteForm
        key="confirm"
        action="confirm"
        title={`Confirm at ${dollars(booking.estimateFare)}`}
        lead="The fare the customer's estimate gave. The customer is emailed the confirmation with an updated calendar invite."
        label="Note for the customer"
        hint="The chauffeur's name, the vehicle, a changed time…"
        submit="Confirm booking"
        busyText="Confirming..."
        onAct={onAct}
      />
    ),
    can("quote") && <QuoteForm key="quote" booking={booking} onAct={onAct} />,
    can("decline") && (
      <NoteForm
        key="decline"
        action="decline"
        title="Decline"
        lead="The customer is emailed your reason with our phone numbers."
        label="Reason for declining"
        required
        submit="Decline booking"
        busyText="Declining..."
        variant="secondary"
        onAct={onAct}
      />
    ),
  ].filter(Boolean)
  if (intent === "decline") decisions.reverse()
  return <>{decisions}</>
}

/** The customer declines a quote: an optional reason for dispatch, and Decline or Keep. */
export function QuoteDeclineStep({ booking, onAct, onClose }: { booking: BookingView; onAct: Act; onClose: () => void }) {
  const [busy, setBusy] = useState(false)
  const [reason, setReason] = useState("")
  const [error, setError] = useState<string>()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const decline = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const errors = await onAct("decline-quote", { note: reason.trim() })
    setBusy(false)
    setError(errors ? Object.values(errors)[0] : undefined)
  }
  return (
    <Form onSubmit={decline} noValidate aria-labelledby="decline-quote-title">
      <div>
        <h3 id="decline-quote-title" ref={headingRef} tabIndex={-1}>
          Decline the quote of {booking.quote ? dollars(booking.quote.fare) : ""}?
        </h3>
        <p css={{ margin: 0 }}>Your request stays open: dispatch may send you another quote or call you.</p>
      </div>
      <NoteField name="declineQuoteNote" label="Reason for dispatch" error={error} value={reason} onChange={setReason} />
      <Actions css={{ marginTop: 0 }}>
        <Button type="submit" disabled={busy}>
          {busy ? "Declining..." : "Decline the quote"}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
          Keep the quote
        </Button>
      </Actions>
    </Form>
  )
}

/** Dispatch replaces every link of a booking whose email was forwarded or leaked: fresh ones go to both sides. */
export function ReplaceLinks({ onAct }: { onAct: Act }) {
  return (
    <NoteForm
      action="replace-links"
      title="Replace this booking's links"
      lead="Was an email about this booking forwarded, or a link shared? Every earlier link, this page's too, stops opening it, and you and the customer are emailed fresh ones."
      label="Note (the booking's history shows it, to the customer too)"
      submit="Replace the links"
      busyText="Replacing..."
      variant="secondary"
      onAct={onAct}
    />
  )
}

/** Where a booking with a quote or a new fare to answer stands, as the customer reads it first. */
function fareLine({ quote, offer }: BookingView): string {
  if (quote?.expired) return "Your quote expired before it was accepted; dispatch may send you a new one by email."
  if (quote) return "Dispatch has priced your trip: accept the quote below to confirm your booking."
  if (offer?.expired) return "The new fare for your change lapsed before you accepted it: your booking stands as it was."
  return "Dispatch has answered your change with a new fare: accept it, or keep your booking as it is."
}

interface FareAnswersProps {
  booking: BookingView
  intent?: LinkIntent
  /** The quote the opening link named (an email's Accept), if any: an older one than the page shows was replaced. */
  linkQuote?: number
  /** The new fare the opening link named (the customer's Accept), if any. */
  linkOffer?: number
  phone: { display: string; tel: string }
  onAct: Act
  /** The customer writing why they decline the quote (the panel keeps Cancel out of the way meanwhile). */
  declining: boolean
  setDeclining: (declining: boolean) => void
}

/** What the customer is asked to say yes to: a quote (or its decline, with an optional reason) and a new fare for their change. */
export function FareAnswers({ booking, intent, linkQuote, linkOffer, phone, onAct, declining, setDeclining }: FareAnswersProps) {
  return (
    <>
      {(booking.quote || booking.offer) && booking.policy?.kind !== "closed" && <p>{fareLine(booking)}</p>}
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
    </>
  )
}

const DISPATCH_LINE: Record<BookingView["state"], string> = {
  requested: "This request waits for your decision.",
  quoted: "Your quote waits for the customer's answer; you may send a revised one.",
  confirmed: "This booking is confirmed.",
  declined: "This booking was declined.",
  cancelled: "This booking is cancelled.",
  completed: "This ride is completed.",
}

function dispatchLine({ state, offer }: BookingView): string {
  if (offer?.expired) return `Your new fare of ${dollars(offer.fare)} lapsed unanswered: the booking stands as it is.`
  if (offer)
    return `Your new fare of ${dollars(offer.fare)} for the customer's change waits for their answer until ${WHEN.format(new Date(offer.expiresAt))}; the booking stands as it is until then.`
  return DISPATCH_LINE[state]
}

/**
 * What dispatch reads first on its page: where the booking stands, and a new fare waiting for the customer.
 * Drawn on every page dispatch's link opens, it makes that page a working page (no visitor's Book Now bar,
 * badges or footer): here, because only dispatch's page loads this code.
 */
export function DispatchLine({ booking }: { booking: BookingView }) {
  return (
    <>
      <WorkingFrame />
      <p>{dispatchLine(booking)}</p>
    </>
  )
}
