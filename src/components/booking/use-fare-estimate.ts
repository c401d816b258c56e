/** The fare estimate of the trip the form describes, and the price of every vehicle that seats the party for the vehicle cards. */
import { useMemo } from "react"
import type { BookingFormValues } from "../../booking/booking-schema"
import { estimateFare } from "../../booking/fare"

/** The watched fields an estimate is made from. */
export type FareFields = Pick<
  BookingFormValues,
  | "serviceType"
  | "vehicle"
  | "passengers"
  | "pickupLocation"
  | "dropoffLocation"
  | "stops"
  | "returnTrip"
  | "returnPickup"
  | "returnDropoff"
  | "hours"
  | "servicePage"
>

/**
 * `estimate` for the chosen vehicle (or none chosen), `prices` for each vehicle that seats the party;
 * both made again only when a field they read changes.
 */
export function useFareEstimate(fields: FareFields) {
  const {
    serviceType,
    vehicle,
    passengers,
    pickupLocation,
    dropoffLocation,
    stops,
    returnTrip,
    returnPickup,
    returnDropoff,
    hours,
    servicePage,
  } = fields
  // The form changes its stops list in place as a stop is typed, so the list is compared by its text.
  const stopsText = stops.join("\n")
  const fareInput = useMemo(
    () => ({
      serviceType,
      passengers,
      pickupLocation,
      dropoffLocation,
      stops: stopsText ? stopsText.split("\n") : [],
      returnTrip,
      returnPickup,
      returnDropoff,
      hours,
      servicePage,
    }),
    [serviceType, passengers, pickupLocation, dropoffLocation, stopsText, returnTrip, returnPickup, returnDropoff, hours, servicePage],
  )
  const estimate = useMemo(() => estimateFare({ ...fareInput, vehicle }), [fareInput, vehicle])
  // Every vehicle that seats the party, priced for the same trip: each vehicle card shows its figure.
  const prices = useMemo(() => estimateFare(fareInput), [fareInput])
  return { estimate, prices }
}
