/**
 * The day view's roster: dispatch's chauffeurs and vehicles, read from the record store and saved whole over
 * the generation read (docs/DISPATCH.md, "The roster"). Folded by default, with a count of each; editing
 * shows every entry as its fields, adds and removes entries, and saves them in one go. A save from a page
 * that read an older roster is refused and the page shows the roster as saved. A save that removes a chauffeur
 * or a vehicle still on rides ahead is refused too: the entry comes back in the form with those rides beside it,
 * each a button that shows it in the day view.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react"
import styled from "@emotion/styled"
import { rideName } from "../../booking-loop/day-view"
import { type Chauffeur, type Roster, type RosterAnswer, type RosterVehicle } from "../../booking-loop/roster"
import { withHeldBack, type HeldEntry, type RideAhead } from "../../booking-loop/roster-removal"
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

/**
 * What an entry's fields are given: its place in its list, its values, the server's messages, how it changes or
 * goes, and the rides ahead that kept it when a save removed it.
 */
interface EntryProps<T> {
  at: number
  entry: Partial<T>
  errors: Record<string, string>
  onChange: (entry: Partial<T>) => void
  onRemove: () => void
  held?: HeldEntry
  onShowRide: (ride: RideAhead) => void
}

/** The id of the note beside an entry a save could not remove: the refusal takes the focus there. */
const heldNoteId = ({ list, id }: Pick<HeldEntry, "list" | "id">) => `roster-held-${list}-${id}`

/** Why an entry is still here: the server's sentence, and each of its rides ahead as a button that shows it in the day view. */
function HeldNote({ held, onShowRide }: { held: HeldEntry; onShowRide: (ride: RideAhead) => void }) {
  return (
    <Notice tone="warning" id={heldNoteId(held)} tabIndex={-1} css={{ marginBottom: "1rem" }}>
      <p css={{ margin: 0 }}>{held.message}</p>
      <Actions css={{ marginTop: "0.75rem" }}>
        {held.rides.map((ride) => (
          <Button key={`${ride.reference}-${ride.leg}`} type="button" variant="secondary" size="sm" onClick={() => onShowRide(ride)}>
            Show {rideName(ride)}
          </Button>
        ))}
      </Actions>
    </Notice>
  )
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

/** A roster entry as its fields, titled by what it is, with the button that removes it and, when a save kept it, why. */
function EntryFieldset({
  title,
  what,
  onRemove,
  held,
  onShowRide,
  children,
}: { title: string; what: string; children: ReactNode } & Pick<EntryProps<unknown>, "onRemove" | "held" | "onShowRide">) {
  return (
    <Entry>
      <legend>{title || `New ${what}`}</legend>
      {held && <HeldNote held={held} onShowRide={onShowRide} />}
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
  const { entry, onChange, onRemove, held, onShowRide } = props
  const text = entryTexts("chauffeurs", props)
  return (
    <EntryFieldset title={entry.name?.trim() ?? ""} what="chauffeur" onRemove={onRemove} held={held} onShowRide={onShowRide}>
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
  const { at, entry, errors, onChange, onRemove, held, onShowRide } = props
  const text = entryTexts("vehicles", props)
  const { name, error } = entryField("vehicles", at, errors)("vehicleClass")
  return (
    <EntryFieldset
      title={[entry.makeModel?.trim(), entry.plate?.trim()].filter(Boolean).join(", ")}
      what="vehicle"
      onRemove={onRemove}
      held={held}
      onShowRide={onShowRide}
    >
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

/** A roster as the form edits it: a copy of each entry. */
const draftOf = (roster: Roster): Draft => ({
  chauffeurs: roster.chauffeurs.map((entry) => ({ ...entry })),
  vehicles: roster.vehicles.map((entry) => ({ ...entry })),
})

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

export function RosterCard({ failure, onShowRide }: { failure: string; onShowRide: (ride: RideAhead) => void }) {
  const headingId = useId()
  const [answer, setAnswer] = useState<RosterAnswer | null>(null)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [held, setHeld] = useState<HeldEntry[]>([])
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ tone: "success" | "warning"; text: string } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // The note of the first entry a save could not remove: it takes the focus once the entry is back in the form.
  const focusNote = useRef<string>()

  useEffect(() => {
    if (!focusNote.current) return
    document.getElementById(focusNote.current)?.focus()
    focusNote.current = undefined
  }, [held])

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
    setDraft(draftOf(answer.roster))
    setErrors({})
    setHeld([])
    setNotice(null)
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!answer || !draft) return
    setBusy(true)
    const saved = await saveRoster(answer.generation, draft, failure)
    setBusy(false)
    setHeld([])
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
    } else if (saved.kind === "held" || saved.kind === "put-back") {
      // Each entry still on rides ahead is back in the form with them, the first one's note focused: nothing was saved,
      // or (put back, assigned at the same moment) the rest was, and the form holds the roster now.
      setErrors({})
      setHeld(saved.held)
      if (saved.kind === "put-back") {
        setAnswer(saved.value)
        setDraft(draftOf(saved.value.roster))
      } else setDraft(withHeldBack(draft, answer.roster, saved.held))
      setNotice({ tone: "warning", text: saved.error })
      focusNote.current = heldNoteId(saved.held[0])
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
              held={held.find((one) => one.list === "chauffeurs" && one.id === entry.id)}
              onShowRide={onShowRide}
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
              held={held.find((one) => one.list === "vehicles" && one.id === entry.id)}
              onShowRide={onShowRide}
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
