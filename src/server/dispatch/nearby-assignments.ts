/**
 * The assignments an assignment about to be saved may run into: every booked ride's legs with a chauffeur on the
 * days around the booking's own (the day before, to catch a ride running past midnight, and the day after), each
 * with its busy time (src/booking-loop/assignment-rules.ts), read through the store's index by pickup day.
 */
import { legBusy, type TimedAssignment } from "../../booking-loop/assignment-rules"
import { addDays } from "../../booking-loop/day-view"
import type { BookingRecord } from "../../booking-loop/model"
import type { RecordStore } from "../records/store"
import { assignedLegsOfDays } from "./assigned-legs"

export async function nearbyAssignments(
  store: RecordStore,
  booking: BookingRecord,
  /** The leg being assigned: its own assignment now is what the new one replaces, never in its way. */
  own?: { reference: string; leg: unknown },
): Promise<TimedAssignment[]> {
  const legDays = [booking.date, ...(booking.returnTrip && booking.returnDate ? [booking.returnDate] : [])]
  const days = [...new Set(legDays.flatMap((day) => [addDays(day, -1), day, addDays(day, 1)]))]
  return (await assignedLegsOfDays(store, days)).flatMap(({ reference, booking: other, leg, assignment }): TimedAssignment[] => {
    const busy = legBusy(other, leg, assignment.vehicle.vehicleClass)
    // The leg being assigned is not in its own way: its assignment now is what the new one replaces.
    if (!busy || (reference === own?.reference && leg === own.leg)) return []
    return [{ reference, leg, chauffeurId: assignment.chauffeur.id, vehicleId: assignment.vehicle.id, busy }]
  })
}
