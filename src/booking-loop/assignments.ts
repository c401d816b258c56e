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

/** A leg's assignment as it stands: its place in the history (the chauffeur's link names it) and whether the chauffeur accepted it. */
export type HeldAssignment = Assignment & { step: number; accepted: boolean }

/**
 * Each leg's assignment now: the latest step that set it, unless a later one cleared it (dispatch took the
 * chauffeur off, or the chauffeur declined); accepted once its chauffeur said yes to that very assignment.
 */
export function heldAssignments(history: readonly LifecycleEvent[]): Partial<Record<RideLeg, HeldAssignment>> {
  const now: Partial<Record<RideLeg, HeldAssignment>> = {}
  history.forEach((event, step) => {
    const effect = event.step ? STEP_EFFECTS[event.step].assignment : undefined
    if (effect === "sets" && event.assignment) now[event.assignment.leg] = { ...event.assignment, step, accepted: false }
    const held = event.leg ? now[event.leg] : undefined
    // A chauffeur's answer counts only for the assignment it answers: one made since is a new question.
    const answersHeld = held !== undefined && event.answers === held.step
    if (event.leg && (effect === "clears" || (effect === "declines" && answersHeld))) delete now[event.leg]
    if (held && effect === "accepts" && answersHeld) held.accepted = true
  })
  return now
}

/**
 * Each leg's assignment the customer was last told of: the latest one its chauffeur accepted (the customer was
 * emailed who comes). It stays told of once that chauffeur is taken off or replaced, until another accepts the leg.
 */
export function toldAssignments(history: readonly LifecycleEvent[]): Partial<Record<RideLeg, Assignment>> {
  const told: Partial<Record<RideLeg, Assignment>> = {}
  for (const event of history) {
    const accepted = event.step && STEP_EFFECTS[event.step].assignment === "accepts" ? history[event.answers ?? -1]?.assignment : undefined
    if (event.leg && accepted) told[event.leg] = accepted
  }
  return told
}

/** Each leg's assignment now, as it was made (heldAssignments() adds its place and the chauffeur's answer). */
export function currentAssignments(history: readonly LifecycleEvent[]): Partial<Record<RideLeg, Assignment>> {
  return heldAssignments(history)
}

/** The leg whose assignment now is the one made at `step` (the one a chauffeur's link names), if any. */
export function legHeldAt(history: readonly LifecycleEvent[], step: number): HeldAssignment | undefined {
  return Object.values(heldAssignments(history)).find((held) => held.step === step)
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
  const { name, email, mobile, shareMobile } = chauffeur
  return {
    ok: true,
    assignment: {
      leg,
      chauffeur: { id: chauffeur.id, name, email, mobile, shareMobile },
      vehicle: { id, makeModel, colour, plate, vehicleClass },
    },
  }
}

/** Who drives a leg, in words: "Dana Rivera, Black Cadillac XTS, MP 1042". */
export const assignmentText = ({ chauffeur, vehicle }: Assignment): string =>
  `${chauffeur.name}, ${vehicle.colour} ${vehicle.makeModel}, ${vehicle.plate}`

/** A leg's driver as the day view shows it (with whether the chauffeur has accepted it yet), and whether a booked ride still needs one. */
export function driverOf(
  assignment: HeldAssignment | undefined,
  state: string,
): { chauffeur: { text: string; chauffeurId: string; vehicleId: string; accepted: boolean } | null; needsChauffeur: boolean } {
  return {
    chauffeur: assignment
      ? {
          text: assignmentText(assignment),
          chauffeurId: assignment.chauffeur.id,
          vehicleId: assignment.vehicle.id,
          accepted: assignment.accepted,
        }
      : null,
    needsChauffeur: !assignment && state === "confirmed",
  }
}
