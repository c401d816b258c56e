/**
 * Who drives each leg of a ride: the chauffeur and vehicle of the roster that dispatch assigned to the ride there
 * and, when booked, the return (docs/DISPATCH.md, "Assigning"). Pure rules over a booking's history, shared by
 * dispatch's page and the server.
 */
import type { Roster } from "./roster"
import { STEP_EFFECTS, type Assignment, type BookingRecord, type LifecycleEvent, type RideLeg } from "./model"

export const ASSIGNMENT_MESSAGES = {
  leg: "Choose the leg: the ride there, or its return.",
  noReturn: "This booking has no return to assign.",
  chauffeur: "Choose a chauffeur of the roster.",
  vehicle: "Choose a vehicle of the roster.",
  same: "This chauffeur and vehicle are already on this leg: nothing was changed.",
  none: "No chauffeur is on this leg: nothing was changed.",
  warned: "Not assigned yet:",
} as const

/** The legs of a booking: the ride there, and the return when one is booked. */
export const legsOf = (booking: Pick<BookingRecord, "returnTrip">): RideLeg[] => (booking.returnTrip ? ["pickup", "return"] : ["pickup"])

/** Each leg's assignment now: the latest step that set or cleared it. */
export function currentAssignments(history: readonly LifecycleEvent[]): Partial<Record<RideLeg, Assignment>> {
  const now: Partial<Record<RideLeg, Assignment>> = {}
  for (const event of history) {
    const effect = event.step ? STEP_EFFECTS[event.step].assignment : undefined
    if (effect === "sets" && event.assignment) now[event.assignment.leg] = event.assignment
    if (effect === "clears" && event.leg) delete now[event.leg]
  }
  return now
}

/** The assignment of `leg` to the roster's chauffeur and vehicle of these ids, as the history keeps it; or a message per field. */
export function assignmentOf(
  roster: Roster,
  leg: RideLeg,
  chauffeurId: string | undefined,
  vehicleId: string | undefined,
): { ok: true; assignment: Assignment } | { ok: false; errors: Record<string, string> } {
  const chauffeur = roster.chauffeurs.find((entry) => entry.id === chauffeurId)
  const vehicle = roster.vehicles.find((entry) => entry.id === vehicleId)
  if (!chauffeur || !vehicle)
    return {
      ok: false,
      errors: {
        ...(chauffeur ? {} : { chauffeur: ASSIGNMENT_MESSAGES.chauffeur }),
        ...(vehicle ? {} : { vehicle: ASSIGNMENT_MESSAGES.vehicle }),
      },
    }
  const { id, makeModel, colour, plate, vehicleClass } = vehicle
  return {
    ok: true,
    assignment: { leg, chauffeur: { id: chauffeur.id, name: chauffeur.name }, vehicle: { id, makeModel, colour, plate, vehicleClass } },
  }
}

/** Who drives a leg, in words: "Dana Rivera, Black Cadillac XTS, MP 1042". */
export const assignmentText = ({ chauffeur, vehicle }: Assignment): string =>
  `${chauffeur.name}, ${vehicle.colour} ${vehicle.makeModel}, ${vehicle.plate}`

/** A leg's driver as the day view shows it, and whether a booked ride still needs one. */
export function driverOf(
  assignment: Assignment | undefined,
  state: string,
): { chauffeur: { text: string; chauffeurId: string; vehicleId: string } | null; needsChauffeur: boolean } {
  return {
    chauffeur: assignment
      ? { text: assignmentText(assignment), chauffeurId: assignment.chauffeur.id, vehicleId: assignment.vehicle.id }
      : null,
    needsChauffeur: !assignment && state === "confirmed",
  }
}
