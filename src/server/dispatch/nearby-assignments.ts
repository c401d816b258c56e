/**
 * The assignments an assignment about to be saved may run into: every booked ride's legs with a chauffeur on the
 * days around the booking's own (the day before, to catch a ride running past midnight, and the day after), each
 * with its busy time (src/booking-loop/assignment-rules.ts), read through the store's index by pickup day.
 */
import { currentAssignments } from "../../booking-loop/assignments"
import { legBusy, type TimedAssignment } from "../../booking-loop/assignment-rules"
import { addDays } from "../../booking-loop/day-view"
import type { BookingRecord, RideLeg } from "../../booking-loop/model"
import { bookingOf, lifecycleOf } from "../booking-loop/records"
import type { RecordStore } from "../records/store"
import { recordsByDay } from "./days-read"

export async function nearbyAssignments(
  store: RecordStore,
  booking: BookingRecord,
  /** The leg being assigned: its own assignment now is what the new one replaces, never in its way. */
  own?: { reference: string; leg: unknown },
): Promise<TimedAssignment[]> {
  const legDays = [booking.date, ...(booking.returnTrip && booking.returnDate ? [booking.returnDate] : [])]
  const days = [...new Set(legDays.flatMap((day) => [addDays(day, -1), day, addDays(day, 1)]))]
  const seen = new Set<string>()
  const found: TimedAssignment[] = []
  for (const { records } of await recordsByDay(store, days))
    for (const record of records) {
      const other = bookingOf(record)
      const lifecycle = lifecycleOf(record)
      if (!other || lifecycle.state !== "confirmed" || seen.has(record.reference)) continue
      seen.add(record.reference)
      for (const [leg, assignment] of Object.entries(currentAssignments(lifecycle.history)) as [
        RideLeg,
        NonNullable<ReturnType<typeof currentAssignments>[RideLeg]>,
      ][]) {
        const busy = legBusy(other, leg, assignment.vehicle.vehicleClass)
        if (busy && !(record.reference === own?.reference && leg === own.leg))
          found.push({ reference: record.reference, leg, chauffeurId: assignment.chauffeur.id, vehicleId: assignment.vehicle.id, busy })
      }
    }
  return found
}
