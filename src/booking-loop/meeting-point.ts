/**
 * Where the customer meets the chauffeur of a ride, in the words the editors keep in
 * data/meeting-points.json (content/README.md). A pickup at an airport of data/rates.json (read as
 * the fare reads it: "Logan", "BOS", "Terminal B") meets at the terminal its address names, or at
 * the airport's own point when it names none or several: the form asks no terminal, and an airline
 * does not tell one (an international arrival leaves customs at Terminal E whatever the airline).
 * Any other pickup meets at the address.
 */
import meetingPointsJson from "../../data/meeting-points.json"
import type { BookingRequest } from "../booking/booking-schema"
import { returnRoute } from "../booking/fare"
import { matchPlace, occurrences } from "../booking/places"
import { RATES } from "../booking/rates-data"
import { wordsOf } from "../booking/us-states"
import type { RideLeg } from "./model"

export interface TerminalMeetingPoint {
  /** The terminal as typed in a pickup address ("Terminal B"). */
  name: string
  point: string
}

export interface AirportMeetingPoint {
  /** The airport's code in data/rates.json. */
  airport: string
  /** Where to meet when the pickup names no one terminal. */
  point: string
  terminals?: readonly TerminalMeetingPoint[]
}

export interface MeetingPoints {
  airports: readonly AirportMeetingPoint[]
  /** Where to meet at a pickup address. */
  address: string
}

export const MEETING_POINTS: MeetingPoints = meetingPointsJson

/** What of a booking says where its rides start: the pickup, and the return's own ends (empty: the ride there reversed). */
export type MeetingRide = Pick<BookingRequest, "pickupLocation" | "dropoffLocation" | "returnPickup" | "returnDropoff">

/** The pickup of a leg of the booking (its return starts where the return picks up). */
const legStart = (booking: MeetingRide, leg: RideLeg) => (leg === "return" ? returnRoute(booking).from : booking.pickupLocation)

/** The airport of data/rates.json a leg of the booking picks up at, if any. */
export function pickupAirport(booking: MeetingRide, leg: RideLeg = "pickup"): string | undefined {
  const place = matchPlace(legStart(booking, leg), RATES)
  return place?.kind === "airport" ? place.code : undefined
}

/** Where the customer meets the chauffeur for a ride of the booking, in one to three sentences. */
export function meetingPointFor(booking: MeetingRide, leg: RideLeg = "pickup"): string {
  const pickup = legStart(booking, leg)
  const code = pickupAirport(booking, leg)
  const airport = code ? MEETING_POINTS.airports.find((entry) => entry.airport === code) : undefined
  if (!airport) return MEETING_POINTS.address
  const words = wordsOf(pickup)
  const named = (airport.terminals ?? []).filter((terminal) => occurrences(words, wordsOf(terminal.name)).length > 0)
  return named.length === 1 ? named[0].point : airport.point
}
