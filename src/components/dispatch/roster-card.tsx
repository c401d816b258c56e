/**
 * The day view's roster: dispatch's chauffeurs and vehicles, read from the record store and saved whole over
 * the generation read (docs/DISPATCH.md, "The roster"). Folded by default, with a count of each; editing
 * shows every entry as its fields, adds and removes entries, and saves them in one go. A save from a page
 * that read an older roster is refused and the page shows the roster as saved.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react"
import styled from "@emotion/styled"
import { type Chauffeur, type Roster, type RosterAnswer, type RosterVehicle } from "../../booking-loop/roster"
import { VEHICLES } from "../../booking/rates-data"
import { CheckboxLabel, Field, FieldGrid, describedBy, fieldIds } from "../booking/form-field"
import { Actions, Card, Eyebrow, Form, Notice } from "../booking-loop/styles"
import { Button } from "../ui/button"
import { fetchRoster, saveRoster } from "./dispatch-api"

const Entry = styled.fieldset`
  margin: 0;
  padding: 1rem;
  border: 1px solid var(--color-border, #d8d2c4);
  border-radius: 0.75rem;
  legend {
    padding: 0 0.25rem;
    font-weight: 600;
  }
`

const Summary = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
  li + li {
    margin-top: 0.25rem;
  }
`

type Draft = { chauffeurs: Partial<Chauffeur>[]; vehicles: Partial<RosterVehicle>[] }

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`
const className = (slug: string | undefined) => VEHICLES.find((vehicle) => vehicle.slug === slug)?.name ?? "no class"

/** One text field of a roster entry, with its label and the server's message for it. */
function EntryText({
  name,
  label,
  error,
  value,
  onChange,
  type = "text",
  capitals,
}: {
  name: string
  label: string
  error?: string
  value: string | undefined
  onChange: (value: string) => void
  type?: "text" | "tel" | "email"
  capitals?: true
}) {
  return (
    <Field name={name} label={label} error={error}>
      <input
        {...describedBy(name, false, error)}
        type={type}
        autoComplete="off"
        {...(capitals ? { autoCapitalize: "characters" } : {})}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  )
}

/** What an entry's fields are given: its place in its list, its values, the server's messages, and how it changes or goes. */
interface EntryProps<T> {
  at: number
  entry: Partial<T>
  errors: Record<string, string>
  onChange: (entry: Partial<T>) => void
  onRemove: () => void
}

/** The id and the server's message of each field of entry `at` of `list` (the server keys them `<list>.<at>.<field>`). */
const entryField = (list: keyof Draft, at: number, errors: Record<string, string>) => (key: string) => ({
  name: `roster-${list}-${at}-${key}`,
  error: errors[`${list}.${at}.${key}`],
})

/** One text field of entry `at` of `list`, by its key. */
function entryTexts<T>(list: keyof Draft, { at, entry, errors, onChange }: EntryProps<T>) {
  const field = entryField(list, at, errors)
  return (key: keyof T & string, label: string, options: { type?: "tel" | "email"; capitals?: true } = {}) => (
    <EntryText
      {...field(key)}
      label={label}
      value={entry[key] as string | undefined}
      onChange={(value) => onChange({ ...entry, [key]: value })}
      {...options}
    />
  )
}

/** A roster entry as its fields, titled by what it is, with the button that removes it. */
function EntryFieldset({ title, what, onRemove, children }: { title: string; what: string; onRemove: () => void; children: ReactNode }) {
  return (
    <Entry>
      <legend>{title || `New ${what}`}</legend>
      <FieldGrid>{children}</FieldGrid>
      <Actions>
        <Button type="button" variant="secondary" size="sm" onClick={onRemove}>
          Remove {title || `this ${what}`}
        </Button>
      </Actions>
    </Entry>
  )
}

function ChauffeurFields(props: EntryProps<Chauffeur>) {
  const { entry, onChange, onRemove } = props
  const text = entryTexts("chauffeurs", props)
  return (
    <EntryFieldset title={entry.name?.trim() ?? ""} what="chauffeur" onRemove={onRemove}>
      {text("name", "Name the customer sees")}
      {text("mobile", "Mobile", { type: "tel" })}
      {text("email", "Email for their links", { type: "email" })}
      <div css={{ gridColumn: "1 / -1" }}>
        <CheckboxLabel>
          <input
            type="checkbox"
            checked={entry.shareMobile === true}
            onChange={(e) => onChange({ ...entry, shareMobile: e.target.checked })}
          />
          The customer may have this mobile (otherwise they are given dispatch&apos;s number)
        </CheckboxLabel>
      </div>
    </EntryFieldset>
  )
}

function VehicleFields(props: EntryProps<RosterVehicle>) {
  const { at, entry, errors, onChange, onRemove } = props
  const text = entryTexts("vehicles", props)
  const { name, error } = entryField("vehicles", at, errors)("vehicleClass")
  return (
    <EntryFieldset title={[entry.makeModel?.trim(), entry.plate?.trim()].filter(Boolean).join(", ")} what="vehicle" onRemove={onRemove}>
      {text("makeModel", "Make and model")}
      {text("colour", "Colour")}
      {text("plate", "Plate", { capitals: true })}
      <Field name={name} label="Class it serves" error={error}>
        <select
          {...describedBy(name, false, error)}
          value={entry.vehicleClass ?? ""}
          onChange={(e) => onChange({ ...entry, vehicleClass: e.target.value })}
        >
          <option value="">Choose a class</option>
          {VEHICLES.map((vehicle) => (
            <option key={vehicle.slug} value={vehicle.slug}>
              {vehicle.name}
            </option>
          ))}
        </select>
      </Field>
    </EntryFieldset>
  )
}

function RosterSummary({ roster }: { roster: Roster }) {
  return (
    <>
      <p css={{ margin: 0 }}>
        {plural(roster.chauffeurs.length, "chauffeur")}, {plural(roster.vehicles.length, "vehicle")}.
      </p>
      {(roster.chauffeurs.length > 0 || roster.vehicles.length > 0) && (
        <Summary>
          {roster.chauffeurs.map((chauffeur) => (
            <li key={chauffeur.id}>
              {chauffeur.name}, <a href={`tel:${chauffeur.mobile.replace(/[^\d+]/g, "")}`}>{chauffeur.mobile}</a>
              {chauffeur.shareMobile ? "" : " (customers get dispatch's number)"}
            </li>
          ))}
          {roster.vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              {vehicle.colour} {vehicle.makeModel}, plate {vehicle.plate}: {className(vehicle.vehicleClass)}
            </li>
          ))}
        </Summary>
      )}
    </>
  )
}

export function RosterCard({ failure }: { failure: string }) {
  const headingId = useId()
  const [answer, setAnswer] = useState<RosterAnswer | null>(null)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ tone: "success" | "warning"; text: string } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    let live = true
    void fetchRoster(failure).then((read) => {
      if (!live) return
      if (read.ok) setAnswer(read.value)
      else setNotice({ tone: "warning", text: read.error })
    })
    return () => {
      live = false
    }
  }, [failure])

  const edit = () => {
    if (!answer) return
    setDraft({
      chauffeurs: answer.roster.chauffeurs.map((entry) => ({ ...entry })),
      vehicles: answer.roster.vehicles.map((entry) => ({ ...entry })),
    })
    setErrors({})
    setNotice(null)
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!answer || !draft) return
    setBusy(true)
    const saved = await saveRoster(answer.generation, draft, failure)
    setBusy(false)
    if (saved.kind === "ok") {
      setAnswer(saved.value)
      setDraft(null)
      setErrors({})
      setNotice({ tone: "success", text: saved.value.message })
    } else if (saved.kind === "fields") {
      setErrors(saved.errors)
      setNotice({ tone: "warning", text: "Nothing was saved: correct the fields marked below." })
      // The first field named, so a keyboard or a screen reader lands on it.
      const [first] = Object.keys(saved.errors)
      const [list, at, key] = first?.split(".") ?? []
      if (key) {
        const { name } = entryField(list as keyof Draft, Number(at), saved.errors)(key)
        formRef.current?.querySelector<HTMLElement>(`#${fieldIds(name).input}`)?.focus()
      }
    } else if (saved.kind === "stale") {
      setAnswer(saved.value)
      setDraft(null)
      setNotice({ tone: "warning", text: saved.error })
    } else setNotice({ tone: "warning", text: saved.error })
  }

  const change = <K extends keyof Draft>(list: K, at: number, entry: Draft[K][number]) =>
    setDraft((current) => current && { ...current, [list]: current[list].map((old, index) => (index === at ? entry : old)) })
  const remove = (list: keyof Draft, at: number) =>
    setDraft((current) => current && { ...current, [list]: current[list].filter((_, index) => index !== at) })

  return (
    <Card aria-labelledby={headingId}>
      <Eyebrow>Roster</Eyebrow>
      <h3 id={headingId}>Chauffeurs and vehicles</h3>
      {!draft && answer && <RosterSummary roster={answer.roster} />}
      {!draft && answer && (
        <Actions>
          <Button type="button" variant="secondary" onClick={edit}>
            Edit the roster
          </Button>
        </Actions>
      )}
      {draft && (
        <Form ref={formRef} onSubmit={(event) => void save(event)} noValidate aria-labelledby={headingId}>
          <h4 css={{ margin: 0 }}>Chauffeurs</h4>
          {draft.chauffeurs.map((entry, at) => (
            <ChauffeurFields
              key={entry.id ?? `new-${at}`}
              at={at}
              entry={entry}
              errors={errors}
              onChange={(next) => change("chauffeurs", at, next)}
              onRemove={() => remove("chauffeurs", at)}
            />
          ))}
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setDraft({ ...draft, chauffeurs: [...draft.chauffeurs, { shareMobile: true }] })}
            >
              Add a chauffeur
            </Button>
          </div>
          <h4 css={{ margin: 0 }}>Vehicles</h4>
          {draft.vehicles.map((entry, at) => (
            <VehicleFields
              key={entry.id ?? `new-${at}`}
              at={at}
              entry={entry}
              errors={errors}
              onChange={(next) => change("vehicles", at, next)}
              onRemove={() => remove("vehicles", at)}
            />
          ))}
          <div>
            <Button type="button" variant="secondary" size="sm" onClick={() => setDraft({ ...draft, vehicles: [...draft.vehicles, {}] })}>
              Add a vehicle
            </Button>
          </div>
          {errors.roster && <p role="alert">{errors.roster}</p>}
          <Actions>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save the roster"}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </Actions>
        </Form>
      )}
      <div role="status" aria-live="polite">
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </div>
    </Card>
  )
}
