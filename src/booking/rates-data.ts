/**
 * The fares and the fleet as data, for the code that prices a trip: the booking form (loaded on
 * intent) and /api/booking-requests, so both price it alike. Pages that only show fares query them.
 */
import ratesJson from "../../data/rates.json"
import fleetJson from "../../data/fleet.json"
import type { Rates, VehicleChoice } from "./rates"

export const RATES: Rates = ratesJson

/** The fleet in its display order. */
export const VEHICLES: readonly VehicleChoice[] = [...fleetJson]
  .sort((a, b) => a.order - b.order)
  .map(({ slug, name, passengers, luggage }) => ({ slug, name, passengers, luggage }))

export const vehicleBySlug = (slug: string): VehicleChoice | undefined => VEHICLES.find((vehicle) => vehicle.slug === slug)
