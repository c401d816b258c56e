/**
 * The legs with a chauffeur on them now (`currentAssignments`, the one reader of who is on a leg) of the booked
 * (confirmed) rides on some days, read through the store's index by day; each booking once, whichever of its
 * days listed it. The warnings before an assignment read them around a booking's days (nearby-assignments.ts);
 * a roster save that removes an entry reads them from today to the last bookable day (docs/DISPATCH.md, "The roster").
 */
import { currentAssignments } from "../../booking-loop/assignments"
import type { Assignment, BookingRecord, RideLeg } from "../../booking-loop/model"
import { legPickup } from "../../booking-loop/pickup"
import type { AssignedRideAhead } from "../../booking-loop/roster-removal"
import { daysFrom } from "../../booking-loop/day-view"
import { todayInBusinessZone } from "../../booking/calendar-date"
import { BOOKING_DAYS_AHEAD } from "../../config/constants"
import { bookingOf, lifecycleOf } from "../booking-loop/records"
import type { RecordStore } from "../records/store"
import { recordsByDay } from "./days-read"

export interface AssignedLeg {
  reference: string
  booking: BookingRecord
  leg: RideLeg
  assignment: Assignment
}

/** Each assigned leg of the booked rides on `days`. */
export async function assignedLegsOfDays(store: RecordStore, days: readonly string[]): Promise<AssignedLeg[]> {
  const seen = new Set<string>()
  const found: AssignedLeg[] = []
  for (const { records } of await recordsByDay(store, days))
    for (const record of records) {
      const booking = bookingOf(record)
      const lifecycle = lifecycleOf(record)
      if (!booking || lifecycle.state !== "confirmed" || seen.has(record.reference)) continue
      seen.add(record.reference)
      for (const [leg, assignment] of Object.entries(currentAssignments(lifecycle.history)) as [RideLeg, Assignment][])
        found.push({ reference: record.reference, booking, leg, assignment })
    }
  return found
}

/**
 * Each assigned leg whose pickup is still ahead of `now`: read from Boston's today to the last day a ride may be
 * booked for (BOOKING_DAYS_AHEAD), never every booking kept.
 */
export async function assignedRidesAhead(store: RecordStore, now: Date): Promise<AssignedRideAhead[]> {
  const days = daysFrom(todayInBusinessZone(now), BOOKING_DAYS_AHEAD + 1)
  return (await assignedLegsOfDays(store, days)).flatMap(({ reference, booking, leg, assignment }): AssignedRideAhead[] => {
    const pickup = legPickup(booking, leg)
    if (!pickup || pickup <= now) return []
    const [date, time] = leg === "return" ? [booking.returnDate, booking.returnTime] : [booking.date, booking.time]
    return [
      {
        reference,
        leg,
        date,
        time,
        pickupAt: pickup.toISOString(),
        chauffeurId: assignment.chauffeur.id,
        vehicleId: assignment.vehicle.id,
      },
    ]
  })
}
