/**
 * A chauffeur or a vehicle with rides ahead cannot vanish from the roster silently (docs/DISPATCH.md, "The
 * roster"): a save that removes one still on a booked ride's leg whose pickup has not passed is refused, naming
 * those rides, until dispatch has reassigned them or taken it off them. Past rides keep their history (the
 * assignment step keeps the name and car as they were), so they never hold an entry back. Pure rules, shared by
 * the server and dispatch's page. A save and an assignment at the same moment are not serialised: the save looks at the
 * rides ahead again once bound and puts back an entry one holds by then, and the day view flags an assignment that
 * landed after that look (`offRosterMessage`).
 */
import { formatDay } from "../booking/calendar-date"
import { rideName } from "./day-view"
import type { Assignment, RideLeg } from "./model"
import type { Chauffeur, Roster, RosterVehicle } from "./roster"

/** A leg of a booked ride whose pickup is still ahead: the day view finds it by its reference on its day. */
export interface RideAhead {
  reference: string
  leg: RideLeg
  /** The leg's day (YYYY-MM-DD, Boston) and pickup time ("2:30 PM"): the return's own, for a return. */
  date: string
  time: string
  /** The pickup as an instant (ISO). */
  pickupAt: string
}

/** A ride ahead with who is on it now (`currentAssignments`). */
export interface AssignedRideAhead extends RideAhead {
  chauffeurId: string
  vehicleId: string
}

/** A roster entry a save would remove: which list it is in, its id, and its name as dispatch reads it. */
export interface RemovedEntry {
  list: "chauffeurs" | "vehicles"
  id: string
  name: string
}

/** A removed entry still on rides ahead: those rides, in pickup order, and what dispatch reads of them. */
export interface HeldEntry extends RemovedEntry {
  message: string
  rides: RideAhead[]
}

/** The entries of `before` that `after` no longer holds (by id: a rename is no removal), chauffeurs first. */
export function removedEntries(
  before: { chauffeurs: readonly Pick<Chauffeur, "id" | "name">[]; vehicles: readonly Pick<RosterVehicle, "id" | "makeModel" | "plate">[] },
  after: Roster,
): RemovedEntry[] {
  const kept = new Set([...after.chauffeurs, ...after.vehicles].map(({ id }) => id))
  return [
    ...before.chauffeurs.map(({ id, name }) => ({ list: "chauffeurs" as const, id, name })),
    ...before.vehicles.map(({ id, makeModel, plate }) => ({ list: "vehicles" as const, id, name: `${makeModel} (${plate})` })),
  ].filter(({ id }) => !kept.has(id))
}

/** "MP-… on Tuesday, December 1, 2026 at 2:30 PM". */
const rideText = (ride: RideAhead) => `${rideName(ride)} on ${formatDay(ride.date)} at ${ride.time}`

/** What dispatch reads of an entry held by its rides ahead: which rides, and what to do first ("the Cadillac XTS (MP 1042)" for a vehicle). */
function heldMessage({ list, name }: RemovedEntry, rides: readonly RideAhead[]): string {
  const one = rides.length === 1
  const who = list === "vehicles" ? `the ${name}` : name
  const ridesText = rides.map(rideText).join("; ")
  const subject = who.charAt(0).toUpperCase() + who.slice(1)
  return `${subject} is still on ${one ? ridesText : `${rides.length} rides ahead (${ridesText})`}: reassign ${one ? "that ride" : "them"}, or take ${who} off ${one ? "it" : "them"}, in the day view first.`
}

/** Each removed entry still on a ride ahead, with those rides; none when every removal may go. */
export function heldEntries(removed: readonly RemovedEntry[], ahead: readonly AssignedRideAhead[]): HeldEntry[] {
  return removed.flatMap((entry): HeldEntry[] => {
    const rides = ahead
      .filter((ride) => (entry.list === "chauffeurs" ? ride.chauffeurId : ride.vehicleId) === entry.id)
      .sort((a, b) => a.pickupAt.localeCompare(b.pickupAt) || a.reference.localeCompare(b.reference))
      .map(({ reference, leg, date, time, pickupAt }) => ({ reference, leg, date, time, pickupAt }))
    return rides.length ? [{ ...entry, message: heldMessage(entry, rides), rides }] : []
  })
}

/** Roster-shaped lists: the roster itself, or dispatch's draft of it (entries still being typed). */
interface Lists<C extends Partial<Chauffeur>, V extends Partial<RosterVehicle>> {
  chauffeurs: C[]
  vehicles: V[]
}

/** `lists` with each held entry of `before` it lacks back in its list, where `before` had it. */
export function withHeldBack<C extends Partial<Chauffeur>, V extends Partial<RosterVehicle>>(
  lists: Lists<C, V>,
  before: Lists<C, V>,
  held: readonly Pick<RemovedEntry, "list" | "id">[],
): Lists<C, V> {
  const back = <T extends { id?: string }>(list: RemovedEntry["list"], entries: readonly T[], beforeList: readonly T[]): T[] => {
    const next = [...entries]
    beforeList.forEach((entry, index) => {
      const kept = held.some((one) => one.list === list && one.id === entry.id)
      if (kept && !next.some((one) => one.id === entry.id)) next.splice(Math.min(index, next.length), 0, { ...entry })
    })
    return next
  }
  return {
    chauffeurs: back("chauffeurs", lists.chauffeurs, before.chauffeurs),
    vehicles: back("vehicles", lists.vehicles, before.vehicles),
  }
}

/**
 * What dispatch reads of an assignment whose chauffeur or vehicle the roster no longer holds (assigned at the moment a
 * save removed it): "Dana Rivera is no longer on the roster: assign this ride again."; undefined while both are on it.
 */
export function offRosterMessage({ chauffeur, vehicle }: Pick<Assignment, "chauffeur" | "vehicle">, roster: Roster): string | undefined {
  const gone = removedEntries({ chauffeurs: [chauffeur], vehicles: [vehicle] }, roster)
  if (gone.length === 0) return undefined
  const names = gone.map(({ list, name }) => (list === "vehicles" ? `the ${name}` : name))
  const subject = names.join(" and ")
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${gone.length > 1 ? "are" : "is"} no longer on the roster: assign this ride again.`
}
