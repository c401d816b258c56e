/**
 * Who drives a ride, in its row of the day view: the chauffeur and vehicle assigned to the leg (flagged when the
 * roster no longer holds them), or "No chauffeur yet" on a booked ride; dispatch assigns them from the roster, changes
 * them, or takes them off (the loop's `assign` and `unassign`, through the ride's own link: docs/DISPATCH.md, "Assigning").
 */
import { useEffect, useId, useState, type FormEvent } from "react"
import styled from "@emotion/styled"
import type { DayRide } from "../../booking-loop/day-view"
import type { Roster } from "../../booking-loop/roster"
import { ASSIGNMENT_MESSAGES } from "../../booking-loop/assignments"
import { bostonWallClock } from "../../booking-loop/pickup"
import { formatSlot } from "../../booking/time-slots"
import { ApiError, postJson } from "../../lib/api-client"
import { Field, FieldGrid, describedBy } from "../booking/form-field"
import { Actions, Form, Notice } from "../booking-loop/styles"
import { Button } from "../ui/button"
import { LOOP_ENDPOINTS, readFragment } from "../booking-loop/loop-api"
import { fetchRoster } from "./dispatch-api"

const Flag = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`

interface Props {
  ride: DayRide
  failure: string
  /** The days are read again once the ride has changed. */
  onChanged: () => void
}

/** An answer of the loop's endpoint: its error, or the first field's message. */
function problemOf(error: unknown, failure: string): { error: string; errors: Record<string, string> } {
  if (!(error instanceof ApiError)) return { error: failure, errors: {} }
  const body = error.json<{ error?: string; errors?: Record<string, string> }>() ?? {}
  return { error: body.error ?? "", errors: body.errors ?? {} }
}

function AssignForm({ ride, failure, onChanged, onCancel }: Props & { onCancel: () => void }) {
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
    try {
      const { token } = readFragment(new URL(ride.link, "https://dispatch.invalid").hash)
      const pair = action === "assign" ? { chauffeur, vehicle, ...(despite ? { despite: true } : {}) } : {}
      await postJson(LOOP_ENDPOINTS.actions, { token, action, leg: ride.leg, ...pair })
      onChanged()
    } catch (error) {
      setProblem(problemOf(error, failure))
      setBusy(false)
    }
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
    <Form onSubmit={submit} noValidate aria-label={`Assign a chauffeur to ${ride.reference}${ride.leg === "return" ? ", return" : ""}`}>
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
      {problem.error && <Notice tone="warning">{problem.error}</Notice>}
      <Actions>
        {warned && (
          <Button type="button" size="sm" disabled={busy} onClick={() => void send("assign", true)}>
            Assign anyway
          </Button>
        )}
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
        {ride.chauffeur && (
          <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void send("unassign")}>
            Take the chauffeur off
          </Button>
        )}
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
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
    <span className="answer">
      {" "}
      · {day.statusLabel}
      {at ? ` at ${clockOf(at)}` : ""}
    </span>
  )
}

/** "8:45 PM" in Boston's time. */
const clockOf = (iso: string) => formatSlot(bostonWallClock(new Date(iso)).minutes)

/** The ride's chauffeur row: who drives (or the flag), and the button that opens the form. */
export function Driver({ ride, failure, onChanged }: Props) {
  const [open, setOpen] = useState(false)
  if (!ride.chauffeur && !ride.needsChauffeur) return null
  return (
    <div className="driver">
      <p>
        <span className="label">Chauffeur</span>{" "}
        {ride.chauffeur ? (
          <>
            {ride.chauffeur.text} <span className="answer">{ride.chauffeur.accepted ? "· accepted" : "· awaiting their yes"}</span>
            {ride.chauffeur.offRoster && <Flag> {ride.chauffeur.offRoster}</Flag>}
            {ride.day && <DayStatus day={ride.day} />}
          </>
        ) : (
          <Flag>No chauffeur yet</Flag>
        )}{" "}
        {ride.state === "confirmed" && !open && (
          <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(true)}>
            {ride.chauffeur ? "Change" : "Assign"}
            <span className="visually-hidden"> the chauffeur of {ride.reference}</span>
          </Button>
        )}
      </p>
      {open && (
        <AssignForm
          ride={ride}
          failure={failure}
          onChanged={() => {
            setOpen(false)
            onChanged()
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  )
}
