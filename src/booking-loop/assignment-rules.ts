/**
 * The warnings dispatch is shown before saving an assignment (a chauffeur and a vehicle for one leg of a
 * ride): the chauffeur or the vehicle is already on a ride whose time overlaps, or the vehicle is of a
 * smaller class than the one booked (docs/DISPATCH.md, "Warnings before an assignment"). Pure rules, shared
 * by the day view and the server: nothing here reads the store or the clock.
 */
import type { BookingRequest } from "../booking/booking-schema"
import { formatDay } from "../booking/calendar-date"
import type { FareBasis } from "../booking/fare-basis"
import { billedHours, fareBasis } from "../booking/fare"
import { RATES, vehicleBySlug } from "../booking/rates-data"
import type { VehicleChoice } from "../booking/rates"
import { formatSlot } from "../booking/time-slots"
import { rideName, type RideLeg } from "./day-view"
import { bostonWallClock, legPickup } from "./pickup"
import type { Roster, RosterVehicle } from "./roster"

/**
 * The least time between the estimated end of one ride and the pickup of the next for the same chauffeur or
 * vehicle: the drive from one dropoff to the next pickup and the chauffeur's arrival before pickup time.
 * Rides closer than this are warned of.
 */
export const ASSIGNMENT_GAP_MINUTES = 30

/**
 * How long a ride not priced by the hour lasts, by how its service is priced. Nothing on record knows a
 * trip's distance or drive time, so these are estimates, on the long side: an airport transfer (a town
 * served to or from Logan or Manchester, waiting for a flight included) and a long-distance trip that
 * dispatch quotes (anywhere in New England; the drive back empty is not counted).
 */
export const TRANSFER_ESTIMATE_MINUTES: Readonly<Record<Exclude<FareBasis, "hourly">, number>> = {
  airport: 90,
  quote: 240,
}

const MINUTE_MS = 60_000

/** What the rules read of a booking: its service, its hours, the class booked and its legs' days and times. */
export type AssignedRide = Pick<
  BookingRequest,
  "serviceType" | "hours" | "vehicle" | "date" | "time" | "returnTrip" | "returnDate" | "returnTime"
>

/** When a leg keeps its chauffeur and vehicle busy: from its pickup to its estimated end (ISO instants). */
export interface BusyInterval {
  start: string
  end: string
}

/** A chauffeur and a vehicle on one leg of a booking. */
export interface Assignment {
  reference: string
  leg: RideLeg
  chauffeurId: string
  vehicleId: string
}

/** An assignment with its leg's busy time (`legBusy`): the one dispatch is about to save, or one already saved. */
export interface TimedAssignment extends Assignment {
  busy: BusyInterval
}

/** An assignment of another ride that the one about to be saved runs into. */
export interface AssignmentConflict {
  reference: string
  leg: RideLeg
  /** The other ride's busy time: its pickup and estimated end (ISO). */
  busy: BusyInterval
  /** What the two share: the chauffeur, the vehicle, or both. */
  shares: "chauffeur" | "vehicle" | "both"
  /** What dispatch reads, in plain English. */
  sentence: string
}

/** The hours a class is billed for at least when priced by the hour; with no class known, the longest of the fleet's minimums. */
const minimumHours = (vehicleClass: string): number =>
  RATES.hourly.find((rate) => rate.vehicle === vehicleClass)?.minimumHours ?? Math.max(...RATES.hourly.map((rate) => rate.minimumHours))

/** How long a leg lasts, in minutes: the hours billed when the service is priced by the hour, otherwise the transfer's estimate. */
function legMinutes(ride: AssignedRide, servedBy: string): number {
  const basis = fareBasis(ride.serviceType)
  if (basis === "hourly") return billedHours(ride.hours, minimumHours(ride.vehicle || servedBy)) * 60
  return TRANSFER_ESTIMATE_MINUTES[basis ?? "quote"]
}

/**
 * A leg's busy time: from its pickup to its estimated end. A service priced by the hour lasts the hours booked,
 * never under the minimum of the class booked (or, with none booked, of `servedBy`, the class of the vehicle
 * assigned); a return is a second block of the same hours. Any other service lasts its transfer's estimate.
 * Null when the booking has no such leg or its time cannot be read.
 */
export function legBusy(ride: AssignedRide, leg: RideLeg, servedBy = ""): BusyInterval | null {
  const pickup = legPickup(ride, leg)
  if (!pickup) return null
  const end = new Date(pickup.getTime() + legMinutes(ride, servedBy) * MINUTE_MS)
  return { start: pickup.toISOString(), end: end.toISOString() }
}

const instants = ({ start, end }: BusyInterval) => ({ start: Date.parse(start), end: Date.parse(end) })

/** "2:30 PM": an instant on Boston's clock. */
const clockTime = (instant: number): string => formatSlot(bostonWallClock(new Date(instant)).minutes)

/** "at 2:30 PM" in Boston, or "on Tuesday, November 24, 2026 at 11:30 PM" when it is not on the day of `sameDayAs`. */
function when(instant: number, sameDayAs: number): string {
  const { day } = bostonWallClock(new Date(instant))
  return `${day === bostonWallClock(new Date(sameDayAs)).day ? "" : `on ${formatDay(day)} `}at ${clockTime(instant)}`
}

const vehicleName = (vehicle: RosterVehicle | undefined) => (vehicle ? `the ${vehicle.makeModel} (${vehicle.plate})` : "this vehicle")

/** Who or what is on the other ride, as the sentence's opening: "Dana Rivera drives", "The Cadillac XTS (ABC 123) is on". */
function whoIsOn(shares: AssignmentConflict["shares"], chauffeur: string, vehicle: string, other: Assignment): string {
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
  if (shares === "chauffeur") return `${chauffeur} drives ${rideName(other)}`
  if (shares === "vehicle") return `${capital(vehicle)} is on ${rideName(other)}`
  return `${chauffeur} drives ${vehicle} on ${rideName(other)}`
}

/** How the other ride's time meets this one's: ending too close before it, starting too close after it, or during it. */
function howClose(mine: BusyInterval, theirs: BusyInterval): string {
  const own = instants(mine)
  const other = instants(theirs)
  const gap = `less than ${ASSIGNMENT_GAP_MINUTES} minutes`
  const pickup = when(other.start, own.start)
  if (other.start >= own.end) return `${pickup}: ${gap} after this ride's estimated end, about ${clockTime(own.end)}.`
  const ends = `${pickup}, which ends about ${clockTime(other.end)}`
  if (other.end <= own.start) return `${ends}: ${gap} before this pickup at ${clockTime(own.start)}.`
  return `${ends}: during this ride, from ${clockTime(own.start)} to about ${clockTime(own.end)}.`
}

/** Whether two busy times come closer than the gap between rides (a ride ending exactly the gap before the other's pickup does not). */
function tooClose(a: BusyInterval, b: BusyInterval): boolean {
  const gap = ASSIGNMENT_GAP_MINUTES * MINUTE_MS
  const first = instants(a)
  const second = instants(b)
  return first.start < second.end + gap && second.start < first.end + gap
}

/**
 * The other assignments that the one about to be saved runs into: those sharing its chauffeur or its vehicle whose
 * busy time, with the gap between rides, overlaps its own; in their pickup order. The legs of its own booking are
 * never among them: its assignment being replaced, and its other leg, which the same chauffeur and car serving both
 * is the ordinary case of. `roster` names the chauffeur and the vehicle in the sentences.
 */
export function assignmentConflicts(candidate: TimedAssignment, others: readonly TimedAssignment[], roster: Roster): AssignmentConflict[] {
  const chauffeur = roster.chauffeurs.find(({ id }) => id === candidate.chauffeurId)?.name ?? "This chauffeur"
  const vehicle = vehicleName(roster.vehicles.find(({ id }) => id === candidate.vehicleId))
  return others
    .filter((other) => other.reference !== candidate.reference && tooClose(candidate.busy, other.busy))
    .flatMap((other): AssignmentConflict[] => {
      const driver = other.chauffeurId === candidate.chauffeurId
      const car = other.vehicleId === candidate.vehicleId
      if (!driver && !car) return []
      const shares = driver && car ? "both" : driver ? "chauffeur" : "vehicle"
      const sentence = `${whoIsOn(shares, chauffeur, vehicle, other)} ${howClose(candidate.busy, other.busy)}`
      return [{ reference: other.reference, leg: other.leg, busy: other.busy, shares, sentence }]
    })
    .sort((a, b) => a.busy.start.localeCompare(b.busy.start) || a.reference.localeCompare(b.reference))
}

/** Classes in order of size: by passengers, then by luggage (data/fleet.json). */
const bySize = (a: VehicleChoice, b: VehicleChoice) => a.passengers - b.passengers || a.luggage - b.luggage

const withArticle = (name: string) => `${/^[AEIOU]/i.test(name) ? "an" : "a"} ${name}`

/**
 * When the vehicle is of a smaller class than the one booked, the sentence that says so ("The Cadillac XTS is an
 * Executive Sedan; the customer booked a Luxury SUV."); otherwise null, as for a booking with no vehicle chosen.
 */
export function smallerClassWarning(
  ride: Pick<AssignedRide, "vehicle">,
  vehicle: Pick<RosterVehicle, "makeModel" | "vehicleClass">,
): string | null {
  const booked = vehicleBySlug(ride.vehicle)
  const served = vehicleBySlug(vehicle.vehicleClass)
  if (!booked || !served || bySize(served, booked) >= 0) return null
  return `The ${vehicle.makeModel} is ${withArticle(served.name)}; the customer booked ${withArticle(booked.name)}.`
}
