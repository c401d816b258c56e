/**
 * What a chauffeur is shown and sent of a ride: one leg, as the chauffeur assigned to it needs it (docs/CHAUFFEURS.md).
 * The rows hold the route, the passengers and what to hold up at the pickup, never a fare, an estimate or the
 * customer's email: the chauffeur's emails end with them (mail-parts.ts), and their page is built from them.
 */
import { openActions, revisionOf } from "../../booking-loop/actions"
import { legMoment } from "../../booking-loop/close-out"
import { legHeldAt, type HeldAssignment } from "../../booking-loop/assignments"
import type { Assignment, BookingRecord, Lifecycle, RideLeg } from "../../booking-loop/model"
import { LEG_LABELS, RIDE_ACTIONS, type RideAction, type RideDay, type RideSheet, type RideState } from "../../booking-loop/ride-sheet"
import { EXTRA_KINDS } from "../../booking-loop/extras"
import { legPickup } from "../../booking-loop/pickup"
import {
  isAirportLeg,
  landingOpen,
  legClosed,
  nextStatuses,
  noShowOpen,
  rideProgress,
  RIDE_STATUS_LABELS,
  SET_OUT_FROM_MS,
  waitingStart,
} from "../../booking-loop/ride-progress"
import { freeWaitingEnds } from "../../booking-loop/waiting"
import { formatDay } from "../../booking/calendar-date"
import { phoneLink } from "../../lib/phone"
import { bodyText, oneLine } from "../../lib/text"
import { fullName, luggageText, rideLegs, serviceLabel, serviceRows, stopRows, type Row } from "../delivery/emails"

export { LEG_LABELS }

/** The vehicle of an assignment in words: "Black Cadillac XTS, plate MP 1042". */
export const vehicleText = ({ vehicle }: Pick<Assignment, "vehicle">) => `${vehicle.colour} ${vehicle.makeModel}, plate ${vehicle.plate}`

/** The leg's day, time and ends, as calendars hold it. */
export function legOf(booking: BookingRecord, leg: RideLeg) {
  const legs = rideLegs(booking)
  return legs[leg === "return" ? 1 : 0] ?? legs[0]
}

export { legMoment }

/** The rows a chauffeur's page shows in its own places rather than in its list. */
const SHEET_OWN_ROWS = new Set(["Date", "Pickup time", "Name on the sign", "Passenger's phone", "Vehicle"])

/** A leg of the ride as its chauffeur reads it, one row each: when, where, who, what to bring, the car. */
export function rideRows(booking: BookingRecord, leg: RideLeg, assignment?: Pick<Assignment, "vehicle">): Row[] {
  const ride = legOf(booking, leg)
  return [
    ["Date", formatDay(ride.day)],
    ["Pickup time", ride.time],
    ["Pickup location", ride.from],
    ...stopRows(ride.stops),
    ["Dropoff location", ride.to],
    ["Passengers", booking.passengers],
    // The flight is the ride there's: the return meets no flight the booking names.
    ...serviceRows(booking, leg === "pickup"),
    ["Luggage", luggageText(booking)],
    ["Name on the sign", fullName(booking)],
    ["Passenger's phone", phoneLink(booking.phone).display],
    ["Special requests", booking.specialRequests || "None", "multiline"],
    ...(assignment ? [["Vehicle", vehicleText(assignment)] as const] : []),
  ]
}

/** Where the ride stands for its chauffeur. */
const rideState = (lifecycle: Lifecycle): RideState =>
  lifecycle.state === "cancelled" || lifecycle.state === "completed" ? lifecycle.state : "confirmed"

/** What the chauffeur may do now: answer a ride not yet answered (before its pickup); once accepted, what its day allows. */
function rideActions(booking: BookingRecord, lifecycle: Lifecycle, held: HeldAssignment, now: Date): RideAction[] {
  const open = openActions(lifecycle.state, "chauffeur", booking, now)
  const progress = rideProgress(lifecycle.history)[held.leg]
  const allowed = (action: RideAction) => {
    if (!open.includes(action)) return false
    if (action === "accept-ride" || action === "decline-ride") return !held.accepted
    if (!held.accepted || !progress || legClosed(progress)) return false
    const pickup = legPickup(booking, held.leg)
    if (!pickup || now.getTime() < pickup.getTime() - SET_OUT_FROM_MS) return false
    if (action === "ride-status") return nextStatuses(progress).length > 0
    if (action === "record-landing") return landingOpen(booking, progress, now)
    if (action === "report-no-show") return noShowOpen(booking, progress, now)
    return progress.status === "on-board"
  }
  return RIDE_ACTIONS.filter(allowed)
}

/** The leg's day for its chauffeur's page, once they accepted it. */
function rideDay(booking: BookingRecord, lifecycle: Lifecycle, held: HeldAssignment): RideDay | null {
  const progress = rideProgress(lifecycle.history)[held.leg]
  if (!held.accepted || !progress) return null
  const start = waitingStart(booking, progress)
  return {
    status: progress.status,
    statusLabel: progress.status ? RIDE_STATUS_LABELS[progress.status] : "Not set out yet",
    at: progress.at,
    next: nextStatuses(progress),
    airport: isAirportLeg(booking, held.leg),
    landing: progress.landing,
    freeUntil: start ? freeWaitingEnds(start).toISOString() : null,
    noShow: progress.noShow?.state ?? null,
    extras: progress.extras.map((extra) => ({ ...extra, label: EXTRA_KINDS[extra.kind].label })),
  }
}

/**
 * The leg of the assignment at `step`, as its chauffeur's link shows it; null once that assignment no longer holds
 * its leg (dispatch took the chauffeur off or gave the leg to another, or the chauffeur gave it back).
 */
export function rideSheet(booking: BookingRecord, reference: string, lifecycle: Lifecycle, step: number, now: Date): RideSheet | null {
  const held = legHeldAt(lifecycle.history, step)
  if (!held) return null
  const ride = legOf(booking, held.leg)
  const rows = rideRows(booking, held.leg)
    .filter(([label]) => !SHEET_OWN_ROWS.has(label))
    .map(([label, value, multiline]) => ({ label, value: multiline ? bodyText(value).trim() : oneLine(value) }))
  const note = lifecycle.history[step]?.note?.trim()
  const { makeModel, colour, plate } = held.vehicle
  return {
    reference,
    leg: held.leg,
    legLabel: LEG_LABELS[held.leg],
    state: rideState(lifecycle),
    answer: held.accepted ? "accepted" : "waiting",
    service: serviceLabel(booking.serviceType),
    pickupAt: legMoment(booking, held.leg),
    date: ride.day,
    time: ride.time,
    rows,
    signName: oneLine(fullName(booking)),
    passengerPhone: phoneLink(booking.phone),
    dispatchNote: note ? bodyText(note).trim() : null,
    chauffeur: held.chauffeur.name,
    vehicle: { makeModel, colour, plate },
    actions: rideActions(booking, lifecycle, held, now),
    day: rideDay(booking, lifecycle, held),
    revision: revisionOf(lifecycle),
  }
}
