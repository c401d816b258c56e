/**
 * A chauffeur or a vehicle with rides ahead cannot vanish from the roster silently (docs/DISPATCH.md, "The
 * roster"): a save that removes one still on a booked ride's leg whose pickup has not passed is refused, naming
 * those rides, until dispatch has reassigned them or taken it off them. Past rides keep their history (the
 * assignment step keeps the name and car as they were), so they never hold an entry back. Pure rules, shared by
 * the server and dispatch's page.
 */
import { formatDay } from "../booking/calendar-date"
import { rideName } from "./day-view"
import type { RideLeg } from "./model"
import type { Roster } from "./roster"

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
export function removedEntries(before: Roster, after: Roster): RemovedEntry[] {
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
