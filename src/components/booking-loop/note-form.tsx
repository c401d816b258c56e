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
      <Field name={name} label={label} hint={hint} error={error} optional={!required}>
        <textarea
          {...describedBy(name, Boolean(hint), error)}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={NOTE_MAX_LENGTH}
          aria-required={required || undefined}
        />
      </Field>
      <div>
        <Button type="submit" variant={variant} disabled={busy}>
          {busy ? busyText : submit}
        </Button>
      </div>
    </Form>
  )
}
