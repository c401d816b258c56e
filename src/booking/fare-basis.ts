/** How a service type of the booking form is priced (`fare` of data/booking-services.json). */
export const FARE_BASES = ["airport", "hourly", "quote"] as const
export type FareBasis = (typeof FARE_BASES)[number]
