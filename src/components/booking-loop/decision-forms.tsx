/**
 * The forms behind the one click: dispatch confirms (with an optional note for the customer) or
 * declines (with a reason); cancelling restates the policy and asks for confirmation. Loaded only
 * when they are needed (dispatch's page at once, the customer's when they reach for Cancel).
 */
import { useEffect, useRef, useState, type FormEvent } from "react"
import { LOOP_MESSAGES, NOTE_MAX_LENGTH, type BookingView, type PageAction } from "../../booking-loop/view"
import { Field, describedBy } from "../booking/form-field"
import { Button } from "../ui/button"
import { Actions, Form, Policy } from "./styles"

// The link request rides in the same chunk: every lazy chunk adds an entry to the runtime every page loads.
export { LinkRequestForm } from "./link-request-form"

export type Act = (action: PageAction, note: string) => Promise<Record<string, string> | undefined>

interface NoteFormProps {
  action: PageAction
  title: string
  lead: string
  label: string
  hint?: string
  required?: boolean
  submit: string
  busyText: string
  onAct: Act
  variant?: "primary" | "secondary"
}

/** One decision: a heading, a note (optional or required) and the button that makes it. */
function NoteForm({ action, title, lead, label, hint, required, submit, busyText, onAct, variant = "primary" }: NoteFormProps) {
  const [note, setNote] = useState("")
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const name = `${action}Note`
  const send = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = note.trim()
    if (required && !trimmed) return setError(LOOP_MESSAGES.declineReason)
    if (trimmed.length > NOTE_MAX_LENGTH) return setError(LOOP_MESSAGES.noteLength)
    setError(undefined)
    setBusy(true)
    const errors = await onAct(action, trimmed)
    setBusy(false)
    if (errors?.note) setError(errors.note)
  }
  return (
    <Form onSubmit={send} noValidate aria-labelledby={`${action}-title`}>
      <div>
        <h3 id={`${action}-title`}>{title}</h3>
        <p css={{ margin: 0 }}>{lead}</p>
      </div>
      <Field name={name} label={label} hint={hint} error={error} optional={!required}>
        <textarea {...describedBy(name, Boolean(hint), error)} value={note} onChange={(e) => setNote(e.target.value)} maxLength={NOTE_MAX_LENGTH} aria-required={required || undefined} />
      </Field>
      <div>
        <Button type="submit" variant={variant} disabled={busy}>
          {busy ? busyText : submit}
        </Button>
      </div>
    </Form>
  )
}

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
    setErrors((await onAct("cancel", reason.trim())) ?? {})
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
      <Field name="cancelNote" label={customer ? "Reason for dispatch" : "Note for the customer"} error={noteError} optional>
        <textarea {...describedBy("cancelNote", false, noteError)} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={NOTE_MAX_LENGTH} />
      </Field>
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

/** Dispatch's decision on a request: Confirm (with a note) and Decline (with a reason), the link's choice first. */
export function DispatchDecisions({ booking, intent, onAct }: { booking: BookingView; intent?: "confirm" | "decline"; onAct: Act }) {
  const can = (action: PageAction) => booking.actions.includes(action)
  const decisions = [
    can("confirm") && (
      <NoteForm
        key="confirm"
        action="confirm"
        title="Confirm"
        lead="The customer is emailed the confirmation with an updated calendar invite."
        label="Note for the customer"
        hint="The chauffeur's name, the vehicle, a changed time…"
        submit="Confirm booking"
        busyText="Confirming..."
        onAct={onAct}
      />
    ),
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
