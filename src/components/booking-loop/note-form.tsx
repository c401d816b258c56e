/** One decision with a note: a heading, the note (optional, or required as a reason) and the button that makes it. */
import { useState, type FormEvent } from "react"
import { LOOP_MESSAGES, NOTE_MAX_LENGTH } from "../../booking-loop/messages"
import type { PageAction } from "../../booking-loop/view"
import { Field, describedBy } from "../booking/form-field"
import { Button } from "../ui/button"
import type { Act } from "./loop-api"
import { Form } from "./styles"

export interface NoteFormProps {
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

export interface NoteFieldProps {
  name: string
  label: string
  hint?: string
  error?: string
  required?: boolean
  /** Across the whole row of a field grid. */
  wide?: boolean
  value: string
  onChange: (value: string) => void
}

/** A note's field, as every decision and answer of the booking loop writes one: at most NOTE_MAX_LENGTH characters. */
export function NoteField({ name, label, hint, error, required, wide, value, onChange }: NoteFieldProps) {
  return (
    <Field name={name} label={label} hint={hint} error={error} optional={!required} wide={wide}>
      <textarea
        {...describedBy(name, Boolean(hint), error)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={NOTE_MAX_LENGTH}
        aria-required={required || undefined}
      />
    </Field>
  )
}

/** One decision: a heading, a note (optional or required) and the button that makes it. */
export function NoteForm({ action, title, lead, label, hint, required, submit, busyText, onAct, variant = "primary" }: NoteFormProps) {
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
    const errors = await onAct(action, { note: trimmed })
    setBusy(false)
    if (errors?.note) setError(errors.note)
  }
  return (
    <Form onSubmit={send} noValidate aria-labelledby={`${action}-title`}>
      <div>
        <h3 id={`${action}-title`}>{title}</h3>
        <p css={{ margin: 0 }}>{lead}</p>
      </div>
      <NoteField name={name} label={label} hint={hint} error={error} required={required} value={note} onChange={setNote} />
      <div>
        <Button type="submit" variant={variant} disabled={busy}>
          {busy ? busyText : submit}
        </Button>
      </div>
    </Form>
  )
}
