/**
 * Who drives a ride, in its row of the day view: the chauffeur and vehicle assigned to the leg (flagged when the
 * roster no longer holds them), or "No chauffeur yet" on a booked ride; dispatch assigns them from the roster, changes
 * them, or takes them off (the loop's `assign` and `unassign`, through the ride's own link: docs/DISPATCH.md, "Assigning").
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import type { DayRide } from "../../booking-loop/day-view"
import type { Roster } from "../../booking-loop/roster"
import { ASSIGNMENT_MESSAGES } from "../../booking-loop/assignments"
import { Field, FieldGrid, describedBy } from "../booking/form-field"
import { clockTime } from "../booking-loop/ride-steps"
import { Actions, Form, Notice } from "../booking-loop/styles"
import { Button } from "../ui/button"
import { actOnRide, fetchRoster } from "./dispatch-api"
import { Entry, Flag, Panel, usePanel } from "./row-parts"

interface Props {
  ride: DayRide
  failure: string
  /** The days are read again once the ride has changed. */
  onChanged: () => void
}

function AssignForm({ ride, failure, onChanged, onCancel, titleId }: Props & { onCancel: () => void; titleId: string }) {
  const ids = useId()
  const [roster, setRoster] = useState<Roster | null>(null)
  const [chauffeur, setChauffeur] = useState(ride.chauffeur?.chauffeurId ?? "")
  const [vehicle, setVehicle] = useState(ride.chauffeur?.vehicleId ?? "")
  const [problem, setProblem] = useState<{ error: string; errors: Record<string, string> }>({ error: "", errors: {} })
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    void fetchRoster(failure).then((read) => {
      if (!live) return
      if (!read.ok) return setProblem({ error: read.error, errors: {} })
      const { chauffeurs, vehicles } = read.value.roster
      setRoster(read.value.roster)
      // A chauffeur or vehicle no longer on the roster is not offered: the form asks for one that is.
      setChauffeur((id) => (chauffeurs.some((entry) => entry.id === id) ? id : ""))
      setVehicle((id) => (vehicles.some((entry) => entry.id === id) ? id : ""))
    })
    return () => {
      live = false
    }
  }, [failure])

  const send = async (action: "assign" | "unassign", despite = false) => {
    setBusy(true)
    const pair = action === "assign" ? { chauffeur, vehicle, ...(despite ? { despite: true } : {}) } : {}
    const acted = await actOnRide(ride, action, pair, failure)
    if (acted.ok) return onChanged()
    setProblem(acted)
    setBusy(false)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void send("assign")
  }

  // The server warned of another ride or a smaller car: saved only if dispatch says so again, for the same pair.
  const warned = problem.error.startsWith(ASSIGNMENT_MESSAGES.warned)
  const name = (key: string) => `assign-${ids.replace(/:/g, "")}-${key}`
  if (!roster) return problem.error ? <Notice tone="warning">{problem.error}</Notice> : <p>Reading the roster...</p>
  if (roster.chauffeurs.length === 0 || roster.vehicles.length === 0)
    return <p>Add chauffeurs and vehicles to the roster (below the days) to assign them.</p>
  return (
    <Form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <FieldGrid>
        <Field name={name("chauffeur")} label="Chauffeur" error={problem.errors.chauffeur}>
          <select
            {...describedBy(name("chauffeur"), false, problem.errors.chauffeur)}
            value={chauffeur}
            onChange={(e) => {
              setChauffeur(e.target.value)
              setProblem({ error: "", errors: {} })
            }}
          >
            <option value="">Choose a chauffeur</option>
            {roster.chauffeurs.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </Field>
        <Field name={name("vehicle")} label="Vehicle" error={problem.errors.vehicle}>
          <select
            {...describedBy(name("vehicle"), false, problem.errors.vehicle)}
            value={vehicle}
            onChange={(e) => {
              setVehicle(e.target.value)
              setProblem({ error: "", errors: {} })
            }}
          >
            <option value="">Choose a vehicle</option>
            {roster.vehicles.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.colour} {entry.makeModel}, {entry.plate}
              </option>
            ))}
          </select>
        </Field>
      </FieldGrid>
      {problem.error && (
        <Notice tone="warning" role="alert">
          {problem.error}
        </Notice>
      )}
      <Actions className="form-actions">
        {warned && (
          <Button type="button" disabled={busy} onClick={() => void send("assign", true)}>
            Assign anyway
          </Button>
        )}
        <Button type="submit" variant={warned ? "secondary" : "primary"} disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
        {ride.chauffeur && (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void send("unassign")}>
            Take the chauffeur off
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Form>
  )
}

/** A leg's day in the row: its status and when it was reached, a no-show to answer, or the flag of a chauffeur not yet on the way. */
function DayStatus({ day }: { day: NonNullable<DayRide["day"]> }) {
  if (day.noShow === "asked") return <Flag> No-show reported: open the booking to answer</Flag>
  if (day.late) return <Flag> Not on the way yet</Flag>
  const at = day.status ? day.at[day.status] : undefined
  if (!day.status) return null
  return (
    <>
      {" "}
      <span className="quiet">
        · {day.statusLabel}
        {at ? ` at ${clockTime(at)}` : ""}
      </span>
    </>
  )
}

/** Who drives the ride, in its row: the chauffeur and car (or the flag), and the button that opens the form below. */
export function Driver({ ride, failure, onChanged }: Props) {
  const { open, setOpen, opener } = usePanel()
  const titleId = `assign-title-${useId().replace(/:/g, "")}`
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (open) title.current?.focus()
  }, [open])
  if (!ride.chauffeur && !ride.needsChauffeur) return null
  const button = ride.state === "confirmed" && !open && (
    <Button ref={opener} type="button" size="sm" variant="secondary" onClick={() => setOpen(true)}>
      {ride.chauffeur ? "Change" : "Assign"}
      <span className="visually-hidden"> the chauffeur of {ride.reference}</span>
    </Button>
  )
  return (
    <>
      <Entry label="Chauffeur" action={button}>
        {ride.chauffeur ? (
          <>
            {ride.chauffeur.text} <span className="quiet">{ride.chauffeur.accepted ? "· accepted" : "· awaiting their yes"}</span>
            {ride.chauffeur.offRoster && <Flag> {ride.chauffeur.offRoster}</Flag>}
            {ride.day && <DayStatus day={ride.day} />}
          </>
        ) : (
          <Flag>No chauffeur yet</Flag>
        )}
      </Entry>
      {open && (
        <Panel>
          <h5 id={titleId} ref={title} tabIndex={-1}>
            Assign a chauffeur to <span className="reference">{ride.reference}</span>
            {ride.leg === "return" ? ", return" : ""}
          </h5>
          <AssignForm
            ride={ride}
            failure={failure}
            titleId={titleId}
            onChanged={() => {
              setOpen(false)
              onChanged()
            }}
            onCancel={() => setOpen(false)}
          />
        </Panel>
      )}
    </>
  )
}
