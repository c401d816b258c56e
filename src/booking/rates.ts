/**
 * The fares (data/rates.json) and the vehicles they price (data/fleet.json), in the shape the fare
 * module reads. Shared by the booking form and /api/booking-requests, so both price a trip alike.
 */
import ratesJson from "../../data/rates.json"
import fleetJson from "../../data/fleet.json"

export interface Airport {
  code: string
  name: string
  shortName: string
  /** Lower-case words a visitor may type for it: code, nickname, terminals, ZIP code. */
  matches: readonly string[]
}

export interface AirportFare {
  airport: string
  vehicle: string
  amount: number
}

export interface TownFares {
  town: string
  state: string
  zips: readonly string[]
  fares: readonly AirportFare[]
}

export interface HourlyRate {
  vehicle: string
  rate: number
  minimumHours: number
}

export interface Rates {
  hourly: readonly HourlyRate[]
  extraStop: number
  airports: readonly Airport[]
  airportFares: readonly TownFares[]
  includes: readonly string[]
  excludes: readonly string[]
  note: string
}

/** What the booking form and the fare need of a vehicle. */
export interface VehicleChoice {
  slug: string
  name: string
  passengers: number
  luggage: number
}

export const RATES: Rates = ratesJson

/** The fleet in its display order. */
export const VEHICLES: readonly VehicleChoice[] = [...fleetJson]
  .sort((a, b) => a.order - b.order)
  .map(({ slug, name, passengers, luggage }) => ({ slug, name, passengers, luggage }))

export const vehicleBySlug = (slug: string): VehicleChoice | undefined => VEHICLES.find((vehicle) => vehicle.slug === slug)

/** "$1,240" */
export const dollars = (amount: number): string => `$${amount.toLocaleString("en-US")}`

/** The flat one-way rate between a town and an airport in a vehicle, or null when there is none. */
export function flatFare(town: Pick<TownFares, "fares">, airport: string, vehicle: string): number | null {
  return town.fares.find((fare) => fare.airport === airport && fare.vehicle === vehicle)?.amount ?? null
}
