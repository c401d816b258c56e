/**
 * Changes of the trip on the /booking page: the customer's "Change this booking" (the booking's
 * values, judged by the booking form's own schema and messages, then old and new side by side before
 * anything is sent), and a change waiting for dispatch (the customer may withdraw it; dispatch accepts
 * it, with an optional note or new fare, or declines it with a reason). Loaded with the page's other
 * forms, only when needed.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react"
import { PASSENGER_OPTIONS, HOUR_OPTIONS, extrasOf } from "../../booking/booking-schema"
import { CHANGE_FIELDS, changedFields, checkChange, tripValues, type TripValues } from "../../booking-loop/changes"
import { FREE_CHANGE_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "../../booking-loop/cancellation"
import { fareOf, QUOTE_MESSAGES, QUOTE_VALID_HOURS_DEFAULT } from "../../booking-loop/quotes"
import { LOOP_MESSAGES, NOTE_MAX_LENGTH } from "../../booking-loop/messages"
import type { BookingView } from "../../booking-loop/view"
import { dollars } from "../../booking/dollars"
import type { Estimate } from "../../booking/fare"
import { VEHICLES, vehicleBySlug } from "../../booking/rates-data"
import { TIME_SLOTS } from "../../booking/time-slots"
import { STOPS_MAX } from "../../config/constants"
import { CheckboxLabel, Field, FieldGrid, describedBy } from "../booking/form-field"
import { Button } from "../ui/button"
import type { Act } from "./loop-api"
import { ChangedList } from "./changed-list"
import { NoteField, NoteForm } from "./note-form"
import { Actions, Form, Policy } from "./styles"
import { WHEN } from "./when"

type ChangeField = (typeof CHANGE_FIELDS)[number]

const LABELS: Record<ChangeField, string> = {
  date: "Date",
  time: "Pickup time",
  pickupLocation: "Pickup location",
  stops: "Stops on the way",
  dropoffLocation: "Dropoff location",
  returnDate: "Return date",
  returnTime: "Return time",
  passengers: "Passengers",
  vehicle: "Vehicle",
  flightNumber: "Flight number",
  luggage: "Bags",
  hours: "Hours",
  specialRequests: "Special requests",
}

/** What the form holds: every value as typed (the stops one address per line). */
type Typed = Record<Exclude<ChangeField, "stops">, string> & { stops: string }

const typedOf = (trip: TripValues): Typed => ({ ...trip, stops: trip.stops.join("\n") })
const stopsOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)

const DAY = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })

/** A value as the review shows it. */
function shown(field: ChangeField, trip: TripValues): string {
  const value = trip[field]
  if (field === "stops") return trip.stops.join("; ") || "None"
  if (field === "vehicle") return vehicleBySlug(trip.vehicle)?.name ?? "Recommend one for me"
  if ((field === "date" || field === "returnDate") && value) return DAY.format(new Date(`${String(value)}T12:00:00Z`))
  return String(value) || "None"
}

const estimateText = (estimate: Estimate) =>
  estimate.kind === "estimate"
    ? estimate.amount === null
      ? `${dollars(estimate.low)} to ${dollars(estimate.high)}`
      : dollars(estimate.amount)
    : "Priced by dispatch"

/** A field's message: the schema names each stop's own (`stops[0]`), shown on the one stops box. */
const errorOf = (errors: Record<string, string>, field: string): string | undefined =>
  errors[field] ?? (field === "stops" ? Object.entries(errors).find(([key]) => key.startsWith("stops["))?.[1] : undefined)

/** Which of the trip's fields this booking's service asks for (a flight number for an airport transfer, hours by the hour…). */
function fieldsOf(request: BookingView["request"]): ChangeField[] {
  const extras = extrasOf(request.serviceType)
  return CHANGE_FIELDS.filter((field) => {
    if (field === "returnDate" || field === "returnTime") return request.returnTrip
    if (field === "flightNumber" || field === "luggage" || field === "hours") return extras[field]
    return true
  })
}

type ControlAttrs = ReturnType<typeof describedBy> & { value: string; onChange: (e: { target: { value: string } }) => void }

const options = (values: readonly string[], label = (value: string) => value) =>
  values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ))

/** The control of one of the trip's fields, as the booking form has it (a date, a time slot, a choice, an address…). */
function controlOf(field: ChangeField, attrs: ControlAttrs): ReactNode {
  if (field === "date" || field === "returnDate") return <input type="date" {...attrs} aria-required />
  if (field === "time" || field === "returnTime") return <select {...attrs}>{options(TIME_SLOTS)}</select>
  if (field === "passengers") return <select {...attrs}>{options(PASSENGER_OPTIONS)}</select>
  if (field === "hours")
    return <select {...attrs}>{options(["", ...HOUR_OPTIONS], (value) => (value ? `${value} hours` : "Choose"))}</select>
  if (field === "vehicle")
    return (
      <select {...attrs}>
        {options(["", ...VEHICLES.map((vehicle) => vehicle.slug)], (slug) =>
          slug ? `${vehicleBySlug(slug)?.name} (up to ${vehicleBySlug(slug)?.passengers})` : "Recommend one for me",
        )}
      </select>
    )
  if (field === "stops") return <textarea {...attrs} rows={2} placeholder={`Up to ${STOPS_MAX}, one address per line`} />
  if (field === "specialRequests") return <textarea {...attrs} rows={3} />
  return <input {...attrs} inputMode={field === "luggage" ? "numeric" : undefined} autoComplete="off" />
}

/** One of the trip's fields in the change form: its label, whether it may stay empty, its control and its message. */
function TripField({ field, error, attrs }: { field: ChangeField; error?: string; attrs: ControlAttrs }) {
  return (
    <Field
      name={`change-${field}`}
      label={LABELS[field]}
      error={error}
      wide={field.endsWith("Location") || field === "stops" || field === "specialRequests"}
      optional={field === "stops" || field === "specialRequests" || field === "flightNumber" || field === "luggage"}
    >
      {controlOf(field, attrs)}
    </Field>
  )
}

/** The customer's change: the booking's values to edit, then old and new side by side, then sent. */
export function ChangeRequestForm({ booking, onAct, onClose }: { booking: BookingView; onAct: Act; onClose: () => void }) {
  const { request } = booking
  const before = tripValues(request)
  // Only what the customer edited is theirs: every other value follows the booking as it is now, so a
  // booking changed meanwhile (an offer accepted, a 409) is never undone by values the form read before.
  const [edits, setEdits] = useState<Partial<Typed>>({})
  const typed: Typed = { ...typedOf(before), ...edits }
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [review, setReview] = useState<Review | null>(null)
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const reviewRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  useEffect(() => {
    if (review) reviewRef.current?.focus()
  }, [review])
  const fields = fieldsOf(request)

  // The server's own check, before old and new are shown: the booking form's schema, the pickup still ahead, something changed.
  const check = async (event: FormEvent) => {
    event.preventDefault()
    const result = await checkChange(request, { ...typed, stops: stopsOf(typed.stops) }, new Date())
    if (!result.ok) {
      setErrors(result.errors)
      const first = fields.find((field) => errorOf(result.errors, field))
      return document.getElementById(`booking-change-${first ?? fields[0]}`)?.focus()
    }
    setErrors({})
    setReview({ after: result.to, estimate: result.estimate, fields: changedFields(result.from, result.to) })
  }

  const send = async () => {
    if (!review) return
    setBusy(true)
    // What did not change is not sent.
    const changes = Object.fromEntries(review.fields.map((field) => [field, review.after[field]]))
    const found = await onAct("request-change", { note: "", changes })
    setBusy(false)
    if (!found) return onClose()
    setErrors(found)
    setReview(null)
  }

  const attrs = (field: ChangeField): ControlAttrs => ({
    ...describedBy(`change-${field}`, false, errorOf(errors, field)),
    value: typed[field],
    onChange: (e: { target: { value: string } }) => setEdits({ ...edits, [field]: e.target.value }),
  })

  if (review)
    return (
      <ChangeReview
        booking={booking}
        before={before}
        review={review}
        busy={busy}
        onSend={send}
        onEdit={() => setReview(null)}
        headingRef={reviewRef}
      />
    )

  return (
    <Form onSubmit={check} noValidate aria-labelledby="change-title">
      <div>
        <h3 id="change-title" ref={headingRef} tabIndex={-1} css={{ outline: "none" }}>
          Change this booking
        </h3>
        <p css={{ margin: 0 }}>Change what you need; you will see the booking as it is and as it would be before anything is sent.</p>
      </div>
      {errors.changes && <Policy tone="warn">{errors.changes}</Policy>}
      <FieldGrid>
        {fields.map((field) => (
          <TripField key={field} field={field} error={errorOf(errors, field)} attrs={attrs(field)} />
        ))}
      </FieldGrid>
      <Actions css={{ marginTop: 0 }}>
        <Button type="submit">Review the change</Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          Keep the booking as it is
        </Button>
      </Actions>
    </Form>
  )
}

interface Review {
  after: TripValues
  estimate: Estimate
  fields: ChangeField[]
}

/** The change checked, before it is sent: each value now and after, the estimates, and what happens until dispatch answers. */
function ChangeReview({
  booking,
  before,
  review,
  busy,
  onSend,
  onEdit,
  headingRef,
}: {
  booking: BookingView
  before: TripValues
  review: Review
  busy: boolean
  onSend: () => void
  onEdit: () => void
  headingRef: RefObject<HTMLHeadingElement>
}) {
  const applied = booking.state === "requested"
  return (
    <section aria-labelledby="change-review-title" css={{ display: "grid", gap: "0.75rem" }}>
      <h3 id="change-review-title" ref={headingRef} tabIndex={-1} css={{ margin: 0, outline: "none" }}>
        Check your change
      </h3>
      <table
        css={{
          borderCollapse: "collapse",
          width: "100%",
          "th, td": {
            textAlign: "left",
            padding: "0.5rem 0.5rem 0.5rem 0",
            verticalAlign: "top",
            borderBottom: "1px solid rgba(0,0,0,0.12)",
          },
        }}
      >
        <thead>
          <tr>
            <td />
            <th scope="col">Now</th>
            <th scope="col">After the change</th>
          </tr>
        </thead>
        <tbody>
          {review.fields.map((field) => (
            <tr key={field}>
              <th scope="row">{LABELS[field]}</th>
              <td>{shown(field, before)}</td>
              <td>{shown(field, review.after)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Estimated fare</th>
            <td>{booking.estimateFare === null ? "Priced by dispatch" : dollars(booking.estimateFare)}</td>
            <td>{estimateText(review.estimate)}</td>
          </tr>
        </tbody>
      </table>
      <Policy tone="good">
        {applied
          ? "Dispatch has not answered your request yet, so it changes at once; dispatch is told."
          : `Until dispatch accepts it, your booking stays as it is${booking.fare === null ? "" : `, at the agreed fare of ${dollars(booking.fare)}`}. Changes ${FREE_CHANGE_HOURS} hours or more before pickup are free; if this one changes the price, dispatch offers you the new fare, and nothing changes unless you accept it. A late cancellation meanwhile counts from the earlier of the two pickup times.`}
      </Policy>
      <Actions css={{ marginTop: 0 }}>
        <Button type="button" onClick={onSend} disabled={busy}>
          {busy ? "Sending..." : applied ? "Change my request" : "Send the change to dispatch"}
        </Button>
        <Button type="button" variant="secondary" onClick={onEdit} disabled={busy}>
          Edit the change
        </Button>
      </Actions>
    </section>
  )
}

/** A change waiting for dispatch: each value before and after, and what this link's holder may do about it. */
export function PendingChange({
  booking,
  onAct,
  linkChange,
  intent,
}: {
  booking: BookingView
  onAct: Act
  linkChange?: number
  intent?: "accept-change" | "decline-change"
}) {
  const { change } = booking
  const customer = booking.role === "customer"
  const [busy, setBusy] = useState(false)
  const acceptRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (intent === "accept-change") acceptRef.current?.focus()
    else if (intent === "decline-change") document.getElementById("booking-decline-changeNote")?.focus()
  }, [intent])
  const stale = linkChange !== undefined && linkChange !== change?.step
  if (!change) return stale ? <Policy tone="warn">The change in the email you opened was already answered or withdrawn.</Policy> : null

  const withdraw = async () => {
    setBusy(true)
    await onAct("withdraw-change", { note: "" })
    setBusy(false)
  }

  return (
    <section aria-labelledby="change-pending-title" css={{ display: "grid", gap: "0.75rem", marginBottom: "1rem" }}>
      {stale && <Policy tone="warn">The change in the email you opened was replaced by this newer one.</Policy>}
      <h3 id="change-pending-title" css={{ margin: 0 }}>
        {customer ? "Your change waits for dispatch" : "The customer asks for a change"}
      </h3>
      <p css={{ margin: 0 }}>
        Asked <time dateTime={change.at}>{WHEN.format(new Date(change.at))}</time>.{" "}
        {customer
          ? "Your booking stays as it is until dispatch accepts it; you will hear by email."
          : "The booking stays as it is until you answer."}
      </p>
      <ChangedList rows={change.rows} />
      {customer ? (
        booking.actions.includes("withdraw-change") && (
          <Actions css={{ marginTop: 0 }}>
            <Button type="button" variant="secondary" onClick={withdraw} disabled={busy}>
              {busy ? "Withdrawing..." : "Withdraw this change"}
            </Button>
          </Actions>
        )
      ) : (
        <>
          {booking.actions.includes("accept-change") && (
            // A new change replaces the form, and what was typed for the one before.
            <AcceptChangeForm key={change.step} booking={booking} change={change} onAct={onAct} headingRef={acceptRef} />
          )}
          {booking.actions.includes("decline-change") && (
            <NoteForm
              action="decline-change"
              title="Decline the change"
              lead="The booking stands as it was; the customer is emailed your reason."
              label="Reason for the customer"
              required
              submit="Decline the change"
              busyText="Declining..."
              onAct={onAct}
              variant="secondary"
            />
          )}
        </>
      )}
    </section>
  )
}

/** Dispatch accepts the waiting change: at the agreed fare, or (a confirmed booking's change that is not free) at a new fare the customer is offered; with the fee window waived where it applies, and a note. */
function AcceptChangeForm({
  booking,
  change,
  onAct,
  headingRef,
}: {
  booking: BookingView
  change: NonNullable<BookingView["change"]>
  onAct: Act
  headingRef: RefObject<HTMLHeadingElement>
}) {
  const [busy, setBusy] = useState(false)
  const [fare, setFare] = useState("")
  const [waiveFee, setWaiveFee] = useState(false)
  const [note, setNote] = useState("")
  const [errors, setErrors] = useState<Record<string, string>>({})
  const accept = async (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (priced && fare.trim() && fareOf(fare) === undefined) found.fare = QUOTE_MESSAGES.fare
    if (note.trim().length > NOTE_MAX_LENGTH) found.note = LOOP_MESSAGES.noteLength
    setErrors(found)
    if (Object.keys(found).length > 0) return document.getElementById(`booking-accept-change-${Object.keys(found)[0]}`)?.focus()
    setBusy(true)
    const waiving = feeWindow && waiveFee ? { waiveFee: true } : {}
    const pricing = priced && fare.trim() ? { fare: fare.trim() } : {}
    setErrors((await onAct("accept-change", { note: note.trim(), ...pricing, ...waiving })) ?? {})
    setBusy(false)
  }
  const confirmed = booking.state === "confirmed"
  // A new fare may be named for a confirmed booking's change the policy does not make free.
  const priced = confirmed && !change.free
  // A new fare other than the agreed one is an offer the customer accepts, and the button says so.
  const offering = priced && fareOf(fare) !== undefined && fareOf(fare) !== booking.fare ? fareOf(fare) : undefined
  // The waiver matters when accepting now keeps the window, or when a new fare's yes may come once the window has begun.
  const feeWindow = change.keepsFeeWindow ? "now" : offering !== undefined && change.windowKeptFrom ? change.windowKeptFrom : null

  return (
    <Form onSubmit={accept} noValidate aria-labelledby="accept-change-title">
      <h3 id="accept-change-title" ref={headingRef} tabIndex={-1} css={{ outline: "none" }}>
        Accept the change
      </h3>
      {booking.quote && (
        <p css={{ margin: 0 }}>
          Accepting ends the quote of {dollars(booking.quote.fare)}, which priced the trip as it was: the request then waits for your new
          quote, which you can send from this page.
        </p>
      )}
      <FieldGrid>
        {confirmed && change.free && (
          <p css={{ gridColumn: "1 / -1", margin: 0 }}>
            Asked {FREE_CHANGE_HOURS} hours or more before pickup without changing the price: free under the change policy, so it is
            accepted at the agreed fare{booking.fare === null ? "" : ` of ${dollars(booking.fare)}`}.
          </p>
        )}
        {priced && (
          <Field
            name="accept-change-fare"
            label="New fare in dollars"
            optional
            hint={`Leave empty to keep the agreed fare${booking.fare === null ? "" : ` of ${dollars(booking.fare)}`}. A new fare is offered to the customer: the booking changes only once they accept it, within ${QUOTE_VALID_HOURS_DEFAULT} hours.${change.estimateFare === null ? "" : ` The new trip's estimate: ${dollars(change.estimateFare)}.`}`}
            error={errors.fare}
          >
            <input
              {...describedBy("accept-change-fare", true, errors.fare)}
              inputMode="numeric"
              autoComplete="off"
              value={fare}
              onChange={(e) => setFare(e.target.value)}
            />
          </Field>
        )}
        {feeWindow && <FeeWindowChoice from={feeWindow} waive={waiveFee} onChange={setWaiveFee} />}
        <NoteField name="accept-change-note" label="Note for the customer" wide error={errors.note} value={note} onChange={setNote} />
      </FieldGrid>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Accepting..." : offering ? `Offer the change at ${dollars(offering)}` : "Accept the change"}
        </Button>
      </div>
    </Form>
  )
}

/**
 * Accepting a move inside the late-cancellation window (`from` "now"), or offering a new fare the customer
 * may accept once that window has begun (`from` its start): whether dispatch waives the fee the kept window would leave.
 */
function FeeWindowChoice({ from, waive, onChange }: { from: string; waive: boolean; onChange: (waive: boolean) => void }) {
  return (
    <div css={{ gridColumn: "1 / -1" }}>
      <CheckboxLabel>
        <input
          type="checkbox"
          aria-describedby="accept-change-fee-window"
          checked={waive}
          onChange={(event) => onChange(event.target.checked)}
        />
        Waive the late-cancellation fee
      </CheckboxLabel>
      <p id="accept-change-fee-window" css={{ margin: 0, fontSize: "0.8125rem" }}>
        {from === "now"
          ? "This moves the ride inside the late-cancellation window"
          : `If the customer accepts after ${WHEN.format(new Date(from))}, the move comes inside the late-cancellation window`}
        : unless you waive it, a cancellation still counts from the pickup it replaces, so the {LATE_CANCELLATION_FEE_PERCENT}% fee applies.
      </p>
    </div>
  )
}
