/**
 * The shape of the fares (data/rates.json) and of the vehicles they price, with the small helpers
 * pages use to show them. No data is imported here, so a page that shows fares from its own query
 * (/rates, a town page) does not carry the whole file in its JavaScript; rates-data.ts has the data.
 */

import { dollars } from "./dollars"

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

/** A service of the booking form billed above the vehicles' hourly rates. */
export interface ServiceSurcharge {
  service: string
  perHour: number
}

/** A service page whose price is a starting figure dispatch quotes from. */
export interface StartingPrice {
  page: string
  from: number
  per: string
  label: string
}

export interface Rates {
  hourly: readonly HourlyRate[]
  serviceSurcharges: readonly ServiceSurcharge[]
  extraStop: number
  airports: readonly Airport[]
  airportFares: readonly TownFares[]
  startingPrices: readonly StartingPrice[]
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

/** "$1,240" */
export { dollars }

/** The flat one-way rate between a town and an airport in a vehicle, or null when there is none. */
export function flatFare(town: Pick<TownFares, "fares">, airport: string, vehicle: string): number | null {
  return town.fares.find((fare) => fare.airport === airport && fare.vehicle === vehicle)?.amount ?? null
}

/** A vehicle's hourly rate for a service of the booking form: its own rate plus the service's surcharge. */
export function serviceHourlyRate(rates: Pick<Rates, "serviceSurcharges">, service: string, baseRate: number): number {
  return baseRate + (rates.serviceSurcharges.find((surcharge) => surcharge.service === service)?.perHour ?? 0)
}

/** How a service page shows a starting price: "From $150", or "From $135/hr". */
export const startingPriceText = (price: Pick<StartingPrice, "from" | "per">): string =>
  `From ${dollars(price.from)}${price.per === "hour" ? "/hr" : ""}`

/** The sentence the estimate and /rates use: "Wedding transfers start at $150." */
export const startingPriceSentence = (price: Pick<StartingPrice, "from" | "per" | "label">): string =>
  `${price.label} start at ${dollars(price.from)}${price.per === "hour" ? " an hour" : ""}.`
