/**
 * The rides of dispatch's day view, read from the record store by pickup day: each booking as a row
 * (src/booking-loop/day-view.ts) with its fare, its state and what it waits for, from the loop's pure rules; and
 * who drives each leg, flagged when the roster no longer holds them (assigned at the moment a save removed them).
 */
import { pendingChange } from "../../booking-loop/changes"
import type { DayFare, DayRide, WaitingFor } from "../../booking-loop/day-view"
import { daysFrom, WAITING_LABELS } from "../../booking-loop/day-view"
import { linkVersion, STATE_LABELS, type BookingRecord, type Lifecycle, type RideLeg } from "../../booking-loop/model"
import { rideLegViews } from "../../booking-loop/ride-progress"
import { pendingOffer } from "../../booking-loop/offers"
import { legPickup, pickupInstant } from "../../booking-loop/pickup"
import { agreedFare, latestQuote } from "../../booking-loop/quotes"
import { formatDay } from "../../booking/calendar-date"
import { phoneLink } from "../../lib/phone"
import { dollars } from "../../booking/dollars"
import { returnRoute } from "../../booking/fare"
import { fullName, returnText, serviceLabel, vehicleLabel } from "../delivery/emails"
import type { RecordStore, StoredRecord } from "../records/store"
import { redacted } from "../redaction"
import { heldAssignments, driverOf } from "../../booking-loop/assignments"
import type { Roster } from "../../booking-loop/roster"
import { offRosterMessage } from "../../booking-loop/roster-removal"
import { bookingOf, lifecycleOf } from "../booking-loop/records"
import { recordsByDay } from "./days-read"
import { currentRoster } from "./roster"

/** The fare as it stands: agreed once confirmed, quoted while a quote is out, otherwise the estimate. */
export function fareOf(booking: BookingRecord, { state, history }: Lifecycle): DayFare {
  const agreed = state === "confirmed" || state === "completed" ? agreedFare(history) : undefined
  if (agreed !== undefined) return { kind: "agreed", label: "Agreed fare", text: dollars(agreed) }
  const quote = state === "quoted" ? latestQuote(history) : undefined
  if (quote) return { kind: "quoted", label: "Quoted fare", text: dollars(quote.quote.fare) }
  const estimate = booking.estimate
  const text =
    estimate.kind !== "estimate"
      ? "To be quoted"
      : estimate.amount !== null
        ? dollars(estimate.amount)
        : `${dollars(estimate.low)} to ${dollars(estimate.high)}`
  return { kind: "estimated", label: "Estimated fare", text }
}

/** What the ride waits for and since when: a request dispatch has not answered, a change asked, an offer made. */
export function waitingOf({ state, history }: Lifecycle): { for: WaitingFor; since: string } | undefined {
  if (state === "cancelled" || state === "declined" || state === "completed") return undefined
  const change = pendingChange(history)
  if (change) return { for: "change", since: change.at }
  const offer = pendingOffer(history)
  if (offer) return { for: "offer", since: offer.at }
  if (state === "requested") return { for: "request", since: history[0]?.at ?? "" }
  return undefined
}

/** Dispatch's link to a booking's page at its link version, as the view hands it out (access.ts: one of the session's own). */
export type RideLink = (reference: string, booking: BookingRecord, version: number) => string

/**
 * Who drives a leg (driverOf), with the flag of a booked leg still ahead whose chauffeur or vehicle the roster no longer
 * holds: a save removed them at the moment the leg was assigned (docs/DISPATCH.md, "The roster").
 */
function driverOn(
  booking: BookingRecord,
  lifecycle: Lifecycle,
  leg: RideLeg,
  roster: Roster,
  now: Date,
): Pick<DayRide, "chauffeur" | "needsChauffeur"> {
  const held = heldAssignments(lifecycle.history)[leg]
  const driver = driverOf(held, lifecycle.state)
  const pickup = legPickup(booking, leg)
  const ahead = lifecycle.state === "confirmed" && pickup !== null && pickup > now
  const offRoster = held && ahead ? offRosterMessage(held, roster) : undefined
  return offRoster && driver.chauffeur ? { ...driver, chauffeur: { ...driver.chauffeur, offRoster } } : driver
}

/** A booking's ride at pickup in the day view, with dispatch's link to its page. */
export function dayRideOf(
  linkOf: RideLink,
  reference: string,
  booking: BookingRecord,
  lifecycle: Lifecycle,
  roster: Roster,
  now: Date,
): DayRide {
  const pickup = pickupInstant(booking.date, booking.time)
  const waiting = waitingOf(lifecycle)
  const back = returnText(booking)
  const phone = phoneLink(booking.phone)
  return {
    reference,
    leg: "pickup",
    link: linkOf(reference, booking, linkVersion(lifecycle.history)),
    date: booking.date,
    time: booking.time,
    ...(pickup ? { pickupAt: pickup.toISOString() } : {}),
    name: fullName(booking),
    phone: phone.display,
    tel: phone.tel,
    service: serviceLabel(booking.serviceType),
    vehicle: vehicleLabel(booking),
    passengers: booking.passengers,
    route: [booking.pickupLocation, ...booking.stops, booking.dropoffLocation],
    ...(back ? { returnTrip: back } : {}),
    ...(booking.specialRequests.trim() ? { requests: booking.specialRequests.trim() } : {}),
    fare: fareOf(booking, lifecycle),
    state: lifecycle.state,
    stateLabel: STATE_LABELS[lifecycle.state],
    ...(waiting ? { waiting: { ...waiting, label: WAITING_LABELS[waiting.for] } } : {}),
    ...driverOn(booking, lifecycle, "pickup", roster, now),
    day: dayOf(booking, lifecycle, "pickup", now),
  }
}

/** A leg's day on the view, while the ride is booked: its status, and the flag of a chauffeur not on the way as the pickup nears. */
const dayOf = (booking: BookingRecord, lifecycle: Lifecycle, leg: RideLeg, now: Date) =>
  lifecycle.state === "confirmed" || lifecycle.state === "completed"
    ? (rideLegViews(booking, lifecycle.history, now).find((view) => view.leg === leg) ?? null)
    : null

/** A booking's return as a ride of its own, on its own day, from its ride `there`: its time, the route back, and the ride there in words. */
function returnRideOf(booking: BookingRecord, lifecycle: Lifecycle, there: DayRide, roster: Roster, now: Date): DayRide | undefined {
  if (!booking.returnTrip) return undefined
  const back = returnRoute(booking)
  const pickup = pickupInstant(booking.returnDate, booking.returnTime)
  const { returnTrip: _ownReturn, pickupAt: _there, ...shared } = there
  return {
    ...shared,
    leg: "return",
    date: booking.returnDate,
    time: booking.returnTime,
    ...(pickup ? { pickupAt: pickup.toISOString() } : {}),
    route: [back.from, back.to],
    outbound: `${formatDay(booking.date)} at ${booking.time}, ${there.route.join(" → ")}`,
    ...driverOn(booking, lifecycle, "return", roster, now),
    day: dayOf(booking, lifecycle, "return", now),
  }
}

/** The rides of a record on `day`: its ride at pickup, its return, or both (a return the same day); keys in its typed text redacted. */
const ridesOn = (linkOf: RideLink, stored: StoredRecord, day: string, roster: Roster, now: Date): DayRide[] => {
  const record = redacted(stored)
  const booking = bookingOf(record)
  if (!booking) return []
  const lifecycle = lifecycleOf(record)
  const there = dayRideOf(linkOf, record.reference, booking, lifecycle, roster, now)
  const rides = [there, returnRideOf(booking, lifecycle, there, roster, now)]
  return rides.filter((ride): ride is DayRide => ride?.date === day)
}

/**
 * The rides on the `days` days from `from`, read through the store's index by day: each booking's ride
 * at pickup on its pickup day, and its return on the return's day.
 */
export async function ridesOfDays(store: RecordStore, linkOf: RideLink, from: string, days: number, now = new Date()): Promise<DayRide[]> {
  const [read, { roster }] = await Promise.all([recordsByDay(store, daysFrom(from, days)), currentRoster(store)])
  return read.flatMap(({ day, records }) => records.flatMap((record) => ridesOn(linkOf, record, day, roster, now)))
}
