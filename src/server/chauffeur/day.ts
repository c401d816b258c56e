/**
 * A chauffeur's day (docs/CHAUFFEURS.md, "Your day and your calendar"): every leg that chauffeur holds on a
 * confirmed booking of some days, read through the store's index by day (days-read.ts), never every booking kept;
 * each leg as its ride sheet shows it (ride-view.ts: no fare, estimate or customer email), with the route's ends
 * and the ride's own link, in pickup order.
 */
import { heldAssignments, legsOf } from "../../booking-loop/assignments"
import type { ChauffeurRide } from "../../booking-loop/chauffeur-day"
import { daysFrom, groupByDay } from "../../booking-loop/day-view"
import { pickupInstant } from "../../booking-loop/pickup"
import { oneLine } from "../../lib/text"
import { rideLink, type LinkKeys } from "../booking-loop/links"
import { bookingOf, lifecycleOf } from "../booking-loop/records"
import { legOf, rideSheet } from "../booking-loop/ride-view"
import { recordsByDay } from "../dispatch/days-read"
import type { RecordStore, StoredRecord } from "../records/store"
import { redacted } from "../redaction"

/** The legs of a record on `day` that the chauffeur `chauffeurId` holds, on a confirmed booking; keys in its typed text redacted. */
function heldOn(keys: LinkKeys, stored: StoredRecord, day: string, chauffeurId: string, now: Date): ChauffeurRide[] {
  const record = redacted(stored)
  const booking = bookingOf(record)
  const lifecycle = lifecycleOf(record)
  if (!booking || lifecycle.state !== "confirmed") return []
  const held = heldAssignments(lifecycle.history)
  return legsOf(booking).flatMap((leg) => {
    const assignment = held[leg]
    const ride = legOf(booking, leg)
    if (!assignment || assignment.chauffeur.id !== chauffeurId || ride.day !== day) return []
    const sheet = rideSheet(booking, record.reference, lifecycle, assignment.step, now)
    if (!sheet) return []
    const { actions: _actions, revision: _revision, state: _state, chauffeur: _chauffeur, ...shown } = sheet
    const pickupAt = pickupInstant(ride.day, ride.time)
    return [
      {
        ...shown,
        ...(pickupAt ? { pickupAt: pickupAt.toISOString() } : {}),
        pickup: oneLine(ride.from),
        stops: ride.stops.map(oneLine),
        dropoff: oneLine(ride.to),
        // The site's own link, added after the record's typed text was redacted.
        link: rideLink(keys, record.reference, booking, assignment.step),
      },
    ]
  })
}

/** The legs the chauffeur `chauffeurId` holds on confirmed bookings, `days` days from `from`, in pickup order. */
export async function chauffeurRides(
  store: RecordStore,
  keys: LinkKeys,
  chauffeurId: string,
  { from, days }: { from: string; days: number },
  now: Date,
): Promise<ChauffeurRide[]> {
  const read = await recordsByDay(store, daysFrom(from, days))
  const rides = read.flatMap(({ day, records }) => records.flatMap((record) => heldOn(keys, record, day, chauffeurId, now)))
  return groupByDay(rides).flatMap((group) => group.rides)
}
