/**
 * Done, with what the ride cost on the way: each extra the terms allow (EXTRA_KINDS: tolls, parking and airport
 * fees at cost, with the amount paid; an extra stop, priced by the published rates, with no amount), a short note
 * for each, rows added and removed, then Finish the ride. The server's field errors (`extras[1].amount`) are shown
 * beside their fields, and the rows typed stay as they were. It comes with the ride's day (ride-day.tsx).
 */
import styled from "@emotion/styled"
import { useEffect, useRef, useState, type FormEvent } from "react"
import { EXTRA_KINDS, EXTRA_NOTE_MAX, EXTRAS_MAX, type ExtraKind } from "../../booking-loop/extras"
import { describedBy, ErrorText, Field } from "../booking/form-field"
import { Actions, Form } from "../booking-loop/styles"
import { Button } from "../ui/button"
import type { AnswerRide } from "./ride-api"

const KINDS = Object.keys(EXTRA_KINDS) as ExtraKind[]

interface Row {
  /** The row's own number, for its fields' ids and React's key: it stays when rows before it are removed. */
  id: number
  kind: ExtraKind | ""
  note: string
  amount: string
}

const Extra = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  legend {
    padding: 0 0.35rem;
    font-weight: 600;
  }
`

export function ExtrasForm({ onAnswer, onBack }: { onAnswer: AnswerRide; onBack: () => void }) {
  const [rows, setRows] = useState<Row[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const next = useRef(0)
  const formRef = useRef<HTMLFormElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  // Opened from Done: the form's title is where the chauffeur goes on.
  useEffect(() => titleRef.current?.focus(), [])
  // A refused finish: focus goes to the first field the server named.
  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])

  const add = () => {
    const id = (next.current += 1)
    setRows((now) => [...now, { id, kind: "", note: "", amount: "" }])
    // The new row's first field, once drawn.
    requestAnimationFrame(() => document.getElementById(`booking-extra-${id}-kind`)?.focus())
  }
  const remove = (id: number) => {
    // The errors name rows by their place, which a removal changes: they go with it.
    setErrors({})
    setRows((now) => now.filter((row) => row.id !== id))
    requestAnimationFrame(() => document.getElementById("add-extra")?.focus())
  }
  const change = (id: number, field: "kind" | "note" | "amount", value: string) =>
    setRows((now) => now.map((row) => (row.id === id ? { ...row, [field]: value } : row)))

  const finish = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const extras = rows.map(({ kind, note, amount }) => ({
      kind,
      note,
      ...(kind && !EXTRA_KINDS[kind].atCost ? {} : { amount }),
    }))
    setErrors((await onAnswer("finish-ride", { extras })) ?? {})
    setBusy(false)
  }

  const listError = errors.extras
  return (
    <Form ref={formRef} onSubmit={finish} noValidate aria-labelledby="extras-title">
      <div>
        <h3 id="extras-title" ref={titleRef} tabIndex={-1}>
          Finish the ride
        </h3>
        <p css={{ margin: 0 }}>
          Add each toll, parking or airport fee you paid, with the amount on the receipt, and any extra stop. Nothing else can be added. No
          extras? Finish the ride.
        </p>
      </div>
      {rows.map((row, i) => {
        const at = (field: string) => errors[`extras[${i}].${field}`]
        const name = (field: string) => `extra-${row.id}-${field}`
        const atCost = row.kind === "" || EXTRA_KINDS[row.kind].atCost
        return (
          <Extra key={row.id}>
            <legend>{`Extra ${i + 1}`}</legend>
            <Field name={name("kind")} label="What it was" error={at("kind")}>
              <select
                {...describedBy(name("kind"), false, at("kind"))}
                value={row.kind}
                onChange={(e) => change(row.id, "kind", e.target.value)}
              >
                <option value="">Choose…</option>
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {EXTRA_KINDS[kind].label}
                  </option>
                ))}
              </select>
            </Field>
            <Field name={name("note")} label="Note" hint="Where, which toll or garage" error={at("note")}>
              <input
                {...describedBy(name("note"), true, at("note"))}
                type="text"
                value={row.note}
                maxLength={EXTRA_NOTE_MAX}
                onChange={(e) => change(row.id, "note", e.target.value)}
              />
            </Field>
            {atCost ? (
              <Field name={name("amount")} label="Amount paid, in dollars" error={at("amount")}>
                <input
                  {...describedBy(name("amount"), false, at("amount"))}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={row.amount}
                  onChange={(e) => change(row.id, "amount", e.target.value)}
                />
              </Field>
            ) : (
              <p css={{ margin: 0, fontSize: "0.875rem" }}>No amount: an extra stop is priced by the published rates.</p>
            )}
            <div>
              <Button type="button" size="sm" variant="secondary" onClick={() => remove(row.id)} aria-label={`Remove extra ${i + 1}`}>
                Remove
              </Button>
            </div>
          </Extra>
        )
      })}
      {listError && <ErrorText role="alert">{listError}</ErrorText>}
      {rows.length < EXTRAS_MAX && (
        <div>
          <Button id="add-extra" type="button" variant="secondary" onClick={add}>
            {rows.length === 0 ? "Add a toll, fee, parking or stop" : "Add another"}
          </Button>
        </div>
      )}
      <Actions css={{ marginTop: 0, "& > button": { flex: "1 1 12rem" } }}>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Finishing…" : "Finish the ride"}
        </Button>
        <Button type="button" size="lg" variant="secondary" onClick={onBack}>
          Back
        </Button>
      </Actions>
    </Form>
  )
}
