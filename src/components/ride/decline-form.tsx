/**
 * Giving a ride back to dispatch: the reason (required; dispatch reads it) and Give back to dispatch. Its
 * code loads when the chauffeur reaches for Can't take it, never in /ride's first load.
 */
import { useEffect, useState, type FormEvent } from "react"
import { NOTE_MAX_LENGTH, LOOP_MESSAGES } from "../../booking-loop/messages"
import { RIDE_MESSAGES } from "../../booking-loop/ride-sheet"
import { fieldIds } from "../booking/form-field"
import { NoteField } from "../booking-loop/note-form"
import { Actions, Form } from "../booking-loop/styles"
import { Button } from "../ui/button"
import type { AnswerRide } from "./ride-api"

const FIELD = "declineRideNote"

export function DeclineForm({ onAnswer, onKeep }: { onAnswer: AnswerRide; onKeep: () => void }) {
  const [note, setNote] = useState("")
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  // Opened by a tap or a key on Can't take it: the reason's field is where the chauffeur goes on.
  useEffect(() => document.getElementById(fieldIds(FIELD).input)?.focus(), [])

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const reason = note.trim()
    if (!reason) return setError(RIDE_MESSAGES.declineReason)
    if (reason.length > NOTE_MAX_LENGTH) return setError(LOOP_MESSAGES.noteLength)
    setError(undefined)
    setBusy(true)
    const errors = await onAnswer("decline-ride", { note: reason })
    setBusy(false)
    if (errors?.note) setError(errors.note)
  }

  return (
    <Form onSubmit={send} noValidate aria-labelledby="decline-ride-title">
      <div>
        <h3 id="decline-ride-title">Give this ride back</h3>
        <p css={{ margin: 0 }}>Dispatch will find another chauffeur and reads your reason.</p>
      </div>
      <NoteField name={FIELD} label="Why you can't take it" error={error} required value={note} onChange={setNote} />
      <Actions css={{ marginTop: 0 }}>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Giving it back…" : "Give back to dispatch"}
        </Button>
        <Button type="button" size="lg" variant="secondary" onClick={onKeep}>
          Keep the ride
        </Button>
      </Actions>
    </Form>
  )
}
