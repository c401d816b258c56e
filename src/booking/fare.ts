/**
 * The fare estimate of a booking request, from the rates editors keep in data/rates.json. One
 * module for the form (which shows it as the visitor chooses) and the server (which recomputes it
 * and never trusts a figure from the browser), so both always say the same.
 *
 * - An airport service between a town served and an airport served: the vehicle's flat rate, plus
 *   the return leg's own flat rate (the route reversed unless the visitor changed it), plus the
 *   charge for each stop on the way.
 * - A service priced by the hour (hourly, corporate, wedding, event): hours × the vehicle's rate
 *   (plus the service's surcharge per hour, if it has one), never under its minimum hours; a return
 *   trip is a second block of the same hours.
 * - A booking made from a service page with a starting price (wedding transfers from $150): priced
 *   as above, with a note naming that price, which is for a single transfer dispatch quotes; a
 *   quoted service's page (a private charter) has its starting price named in the quote.
 * - Anything else (an unknown place, a town of the same name in another state, long distance):
 *   dispatch quotes it. The estimate names each town with its state ("Salem, NH to Logan"), so the
 *   visitor reads what was understood.
 * With no vehicle chosen, the estimate is the range over the vehicles that seat the party.
 */
import bookingServices from "../../data/booking-services.json"
import { dollars, flatFare, serviceHourlyRate, startingPriceSentence, type Rates, type VehicleChoice } from "./rates"
import { RATES, VEHICLES } from "./rates-data"
import type { FareBasis } from "./fare-basis"
import { matchPlace as matchPlaceIn, namesakeReason, readPlace, type Place } from "./places"

export type { Place }

export interface FareItem {
  label: string
  amount: number
}

export interface VehicleFare {
  vehicle: string
  vehicleName: string
  amount: number
  items: FareItem[]
}

export interface PricedEstimate {
  kind: "estimate"
  basis: "airport" | "hourly"
  /** The total in dollars when one vehicle is priced; null when the estimate is a range over vehicles. */
  amount: number | null
  low: number
  high: number
  /** The chosen vehicle's price, or one per vehicle that seats the party. */
  options: VehicleFare[]
  /** What the figure covers, e.g. "Andover to Logan and back, 2 stops". */
  trip: string
  /** One sentence for the screen, the emails and screen readers. */
  summary: string
  /** The starting price of the service page the booking began on, when it has one. */
  note?: string
}

export interface Quote {
  kind: "quote"
  /** Why dispatch quotes it, as a sentence. */
  reason: string
  summary: string
}

const quote = (reason: string): Quote => ({
  kind: "quote",
  reason,
  summary: `${QUOTE_TEXT}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
})

/** Not enough chosen yet to say anything (no service, or an airport trip without both ends). */
export interface Incomplete {
  kind: "incomplete"
  summary: string
}

export type Estimate = PricedEstimate | Quote | Incomplete

export interface FareInput {
  serviceType: string
  /** A fleet slug, or empty for "recommend one for me". */
  vehicle?: string
  passengers?: string | number
  pickupLocation?: string
  dropoffLocation?: string
  stops?: readonly string[]
  returnTrip?: boolean
  /** The return leg's pickup and dropoff; empty means the route reversed (see returnRoute). */
  returnPickup?: string
  returnDropoff?: string
  hours?: string | number
  /** The slug of the service page the booking was started from, if any. */
  servicePage?: string
}

export const QUOTE_TEXT = "We will quote this trip"
export const NOT_INCLUDED = "Tolls, airport fees, gratuity and extra waiting are not included."

/** How each service type of the form is priced. */
export function fareBasis(serviceType: string): FareBasis | undefined {
  return bookingServices.find((service) => service.value === serviceType)?.fare as FareBasis | undefined
}

/** The airport or town served that a typed address names, or null (see places.ts for how it is read). */
export function matchPlace(address: string, rates: Rates = RATES): Place | null {
  return matchPlaceIn(address, rates)
}

/** The return leg's route: the one the visitor gave, or the ride there reversed for an end left empty. */
export function returnRoute(input: Pick<FareInput, "pickupLocation" | "dropoffLocation" | "returnPickup" | "returnDropoff">): {
  from: string
  to: string
} {
  return {
    from: input.returnPickup?.trim() || (input.dropoffLocation ?? ""),
    to: input.returnDropoff?.trim() || (input.pickupLocation ?? ""),
  }
}

/** Why a trip has no flat rate, when nothing more particular is known. */
const NO_FLAT_RATE = "Flat rates cover trips between the towns we serve and Logan or Manchester airport."

/**
 * A ride between a town served and an airport served ("Andover, MA to Logan"), or why it has no
 * flat rate: a namesake of a town served says which town the rates cover.
 */
function flatRateRide(fromAddress: string, toAddress: string, rates: Rates) {
  const readings = [readPlace(fromAddress, rates), readPlace(toAddress, rates)]
  const namesake = readings.find((reading) => reading.kind === "namesake")
  if (namesake?.kind === "namesake") return { ride: null, reason: namesakeReason(namesake) }
  const [from, to] = readings.map((reading) => (reading.kind === "place" ? reading.place : null))
  const town = from?.kind === "town" ? from : to?.kind === "town" ? to : null
  const airport = from?.kind === "airport" ? from : to?.kind === "airport" ? to : null
  const entry = town && rates.airportFares.find((fares) => fares.town === town.town && fares.state === town.state)
  if (!from || !to || !airport || !entry) return { ride: null, reason: NO_FLAT_RATE }
  return {
    ride: { fares: entry, airport: airport.code, name: `${from.name} to ${to.name}`, reversed: `${to.name} to ${from.name}` },
    reason: "",
  }
}

/** The vehicles an estimate prices: the chosen one, or every vehicle that seats the party. */
function vehiclesFor(input: FareInput, vehicles: readonly VehicleChoice[]): VehicleChoice[] {
  const chosen = vehicles.find((vehicle) => vehicle.slug === input.vehicle)
  if (chosen) return [chosen]
  const passengers = Number(input.passengers) || 1
  return vehicles.filter((vehicle) => vehicle.passengers >= passengers)
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

function stopsOf(input: FareInput): number {
  return (input.stops ?? []).filter((stop) => stop.trim() !== "").length
}

function airportFares(input: FareInput, rates: Rates, vehicles: VehicleChoice[]): Estimate {
  if (!input.pickupLocation?.trim() || !input.dropoffLocation?.trim()) {
    return { kind: "incomplete", summary: "Enter the pickup and dropoff to see the flat rate." }
  }
  const outward = flatRateRide(input.pickupLocation, input.dropoffLocation, rates)
  const route = returnRoute(input)
  const inward = input.returnTrip ? flatRateRide(route.from, route.to, rates) : null
  const there = outward.ride
  const back = inward?.ride ?? null
  if (!there) return quote(outward.reason)
  if (inward && !back) return quote(inward.reason)
  const stops = stopsOf(input)
  const options = vehicles.flatMap((vehicle) => {
    const fare = flatFare(there.fares, there.airport, vehicle.slug)
    const backFare = back ? flatFare(back.fares, back.airport, vehicle.slug) : 0
    if (fare === null || backFare === null) return []
    const items: FareItem[] = [{ label: `${there.name}, flat rate`, amount: fare }]
    if (back) items.push({ label: `Return, ${back.name}`, amount: backFare })
    if (stops > 0) items.push({ label: `${plural(stops, "stop")} × ${dollars(rates.extraStop)}`, amount: stops * rates.extraStop })
    return [{ vehicle: vehicle.slug, vehicleName: vehicle.name, amount: sum(items), items }]
  })
  const legs = !back
    ? `${there.name}, one way`
    : back.name === there.reversed
      ? `${there.name} and back`
      : `${there.name}, return ${back.name}`
  const trip = [legs, stops > 0 ? plural(stops, "stop") : ""].filter(Boolean).join(", ")
  return priced("airport", options, trip)
}

/** The hours a service priced by the hour is billed for: the whole hours asked, never under the vehicle's minimum. */
export function billedHours(asked: FareInput["hours"], minimumHours: number): number {
  const hours = Number(asked)
  return Number.isInteger(hours) && hours > minimumHours ? hours : minimumHours
}

function hourlyFares(input: FareInput, rates: Rates, vehicles: VehicleChoice[]): Estimate {
  const asked = Number(input.hours)
  const options = vehicles.flatMap((vehicle) => {
    const base = rates.hourly.find((r) => r.vehicle === vehicle.slug)
    if (!base) return []
    const rate = serviceHourlyRate(rates, input.serviceType, base.rate)
    const hours = billedHours(input.hours, base.minimumHours)
    const block = `${plural(hours, "hour")} × ${dollars(rate)}${hours > asked || !asked ? ` (${base.minimumHours}-hour minimum)` : ""}`
    const items: FareItem[] = [{ label: block, amount: hours * rate }]
    if (input.returnTrip) items.push({ label: `Return, ${block}`, amount: hours * rate })
    return [{ vehicle: vehicle.slug, vehicleName: vehicle.name, amount: sum(items), items }]
  })
  const trip = input.returnTrip ? "by the hour, there and back" : "by the hour"
  return priced("hourly", options, trip)
}

const sum = (items: readonly FareItem[]) => items.reduce((total, item) => total + item.amount, 0)

function priced(basis: PricedEstimate["basis"], options: VehicleFare[], trip: string): Estimate {
  if (options.length === 0) return quote("Call us for the vehicle that suits your party.")
  const amounts = options.map((option) => option.amount)
  const low = Math.min(...amounts)
  const high = Math.max(...amounts)
  const single = options.length === 1 ? options[0] : null
  const summary = single
    ? `Estimated fare ${dollars(single.amount)} in the ${single.vehicleName}, ${trip}. ${single.items.map((item) => `${item.label}: ${dollars(item.amount)}`).join("; ")}. ${NOT_INCLUDED}`
    : `Estimated fare ${dollars(low)} to ${dollars(high)}, ${trip}, depending on the vehicle: ${options.map((o) => `${o.vehicleName} ${dollars(o.amount)}`).join(", ")}. ${NOT_INCLUDED}`
  return { kind: "estimate", basis, amount: single ? single.amount : null, low, high, options, trip, summary }
}

/** The estimate of a request, as the form shows it and the server records it. */
export function estimateFare(input: FareInput, rates: Rates = RATES, vehicles: readonly VehicleChoice[] = VEHICLES): Estimate {
  const basis = fareBasis(input.serviceType)
  if (!basis) return { kind: "incomplete", summary: "Choose a service to see an estimate." }
  const starting = input.servicePage ? rates.startingPrices.find((price) => price.page === input.servicePage) : undefined
  if (basis === "quote") {
    return quote(
      starting
        ? `${startingPriceSentence(starting)} Dispatch prices yours by its route and timing.`
        : "Dispatch prices long-distance trips by their route.",
    )
  }
  const priced = vehiclesFor(input, vehicles)
  const estimate = basis === "airport" ? airportFares(input, rates, priced) : hourlyFares(input, rates, priced)
  if (!starting || estimate.kind !== "estimate") return estimate
  const note = `${startingPriceSentence(starting)} For a single transfer, say so in special requests and dispatch will quote it.`
  return { ...estimate, note, summary: `${estimate.summary} ${note}` }
}
