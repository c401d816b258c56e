/**
 * The booking request: its fields, rules and messages (docs/REQUIREMENTS.md §3 and §5). One schema,
 * used by the form in the browser and by /api/booking-requests on the server, so both say the same
 * thing.
 */
import * as yup from "yup"
import { BOOKING_MESSAGES } from "./messages"
import {
  digitsIn,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredText,
  text,
  tooLong,
  type ValidationContext,
} from "../forms/field-rules"
import bookingServices from "../../data/booking-services.json"
import {
  BOOKING_DAYS_AHEAD,
  HOURS_MAX,
  HOURS_MIN,
  LUGGAGE_MAX,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  PHONE_MIN_LENGTH,
  STOPS_MAX,
} from "../config/constants"
import { TIME_SLOTS, slotMinutes } from "./time-slots"
import { VEHICLES, vehicleBySlug } from "./rates-data"
import { fareBasis, returnRoute } from "./fare"
import { isIsoDay, lastBookableDay, todayInBusinessZone } from "./calendar-date"

export { BOOKING_MESSAGES }
export { validate, type FieldErrors } from "../forms/field-rules"

/** Messages of the rules the site adds to the form's own (docs/REQUIREMENTS.md §5). */
export const EXTRA_MESSAGES = {
  passengersRange: `Choose between ${PASSENGERS_MIN} and ${PASSENGERS_MAX} passengers`,
  datePast: "Please choose today or a later date",
  dateTooFar: `We take bookings up to ${BOOKING_DAYS_AHEAD} days ahead: please choose an earlier date, or call us`,
  tooLong,
  flightNumber: "Enter a flight number such as B6 1234, or leave it empty",
  hours: `Choose between ${HOURS_MIN} and ${HOURS_MAX} hours`,
  luggage: `Enter a number of bags from 0 to ${LUGGAGE_MAX}`,
  vehicle: `Choose one of our vehicles (${VEHICLES.map((v) => v.name).join(", ")}), or let us recommend one`,
  /** Spoken by the form and the server alike when the party does not fit. */
  seats: (vehicle: string, seats: number) => `The ${vehicle} seats up to ${seats} passengers. Choose a larger vehicle or fewer passengers.`,
  returnTrip: "Choose whether you need a return trip",
  returnDate: "Please select a return date",
  returnBefore: "The return must be on or after the pickup date",
  returnTime: "Please select a return time",
  returnTimeBefore: "The return must be after the pickup time",
  stop: "Enter this stop's address or remove it",
  stops: `Add at most ${STOPS_MAX} stops`,
  stopsList: "Send the stops as a list of addresses",
  servicePage: "Send the slug of the service page the booking started from (e.g. wedding), or leave it empty",
} as const

export const SERVICE_TYPES: readonly string[] = bookingServices.map((s) => s.value)
export const PASSENGER_OPTIONS: readonly string[] = Array.from({ length: PASSENGERS_MAX - PASSENGERS_MIN + 1 }, (_, i) =>
  String(PASSENGERS_MIN + i),
)
export const HOUR_OPTIONS: readonly string[] = Array.from({ length: HOURS_MAX - HOURS_MIN + 1 }, (_, i) => String(HOURS_MIN + i))

const LIMITS = { location: 200, name: 80, phone: 30, specialRequests: 2000, flightNumber: 10 }

/**
 * The extras of the form that apply to a service: the form shows them, the schema judges them and
 * the request keeps them only then (a flight number for an airport transfer, bags where bags travel,
 * hours for a service priced by the hour), so a value typed before the service changed never blocks
 * the request from a field the visitor no longer sees.
 */
export function extrasOf(serviceType: string): { flightNumber: boolean; luggage: boolean; hours: boolean } {
  return {
    flightNumber: serviceType === "airport",
    luggage: serviceType === "airport" || serviceType === "long-distance",
    hours: fareBasis(serviceType) === "hourly",
  }
}

/** An extra judged by `rule` when it applies to the service, and cleared, not judged, when it does not. */
const extra = (name: keyof ReturnType<typeof extrasOf>, rule: ReturnType<typeof optionalText>) =>
  rule.when("serviceType", { is: (serviceType: unknown) => extrasOf(String(serviceType ?? ""))[name], otherwise: () => text().default("") })

/** A day no later than the last bookable one (BOOKING_DAYS_AHEAD), judged at the validation's `now`. */
function notTooFar(value: string | undefined, ctx: yup.TestContext): boolean {
  if (value === undefined || !isIsoDay(value)) return true
  return value <= lastBookableDay((ctx.options.context as ValidationContext | undefined)?.now ?? new Date())
}

export const bookingSchema = yup.object({
  serviceType: requiredChoice(BOOKING_MESSAGES.serviceType, SERVICE_TYPES, BOOKING_MESSAGES.serviceType),
  passengers: requiredChoice(BOOKING_MESSAGES.passengers, PASSENGER_OPTIONS, EXTRA_MESSAGES.passengersRange),
  pickupLocation: requiredText(BOOKING_MESSAGES.pickupLocation, LIMITS.location),
  dropoffLocation: requiredText(BOOKING_MESSAGES.dropoffLocation, LIMITS.location),
  date: text()
    .required(BOOKING_MESSAGES.date)
    .test("is-day", BOOKING_MESSAGES.date, (value) => value === undefined || isIsoDay(value))
    .test("not-past", EXTRA_MESSAGES.datePast, (value, ctx) => {
      if (value === undefined || !isIsoDay(value)) return true
      const now = (ctx.options.context as ValidationContext | undefined)?.now ?? new Date()
      return value >= todayInBusinessZone(now)
    })
    .test("not-too-far", EXTRA_MESSAGES.dateTooFar, notTooFar),
  time: requiredChoice(BOOKING_MESSAGES.time, TIME_SLOTS, BOOKING_MESSAGES.time),
  firstName: requiredText(BOOKING_MESSAGES.firstName, LIMITS.name),
  lastName: requiredText(BOOKING_MESSAGES.lastName, LIMITS.name),
  email: requiredEmail(BOOKING_MESSAGES.email),
  phone: text()
    .required(BOOKING_MESSAGES.phone)
    .min(PHONE_MIN_LENGTH, BOOKING_MESSAGES.phone)
    .max(LIMITS.phone, BOOKING_MESSAGES.phone)
    .matches(/^\+?[0-9().\-\s]+((ext\.?|x)\s*\d{1,6})?$/i, BOOKING_MESSAGES.phone)
    .test("digits", BOOKING_MESSAGES.phone, (value) => value === undefined || digitsIn(value) >= PHONE_MIN_LENGTH),
  specialRequests: optionalText(LIMITS.specialRequests),
  flightNumber: extra(
    "flightNumber",
    optionalText(LIMITS.flightNumber, EXTRA_MESSAGES.flightNumber).matches(
      /^$|^[A-Z0-9]{2,3}\s?\d{1,4}[A-Z]?$/i,
      EXTRA_MESSAGES.flightNumber,
    ),
  ),
  hours: extra(
    "hours",
    text()
      .default("")
      .test("hours", EXTRA_MESSAGES.hours, (value) => !value || HOUR_OPTIONS.includes(value)),
  ),
  luggage: extra(
    "luggage",
    text()
      .default("")
      .test("luggage", EXTRA_MESSAGES.luggage, (value) => !value || (/^\d{1,2}$/.test(value) && Number(value) <= LUGGAGE_MAX)),
  ),
  vehicle: text()
    .default("")
    .test("vehicle", EXTRA_MESSAGES.vehicle, (value) => !value || vehicleBySlug(value) !== undefined)
    .test("seats", (value, ctx) => {
      const vehicle = value ? vehicleBySlug(value) : undefined
      const passengers = Number(ctx.parent.passengers)
      if (!vehicle || !(passengers > vehicle.passengers)) return true
      return ctx.createError({ message: EXTRA_MESSAGES.seats(vehicle.name, vehicle.passengers) })
    }),
  returnTrip: yup.boolean().typeError(EXTRA_MESSAGES.returnTrip).default(false),
  returnDate: text()
    .default("")
    .when("returnTrip", {
      is: true,
      then: (schema) =>
        schema
          .required(EXTRA_MESSAGES.returnDate)
          .test("is-day", EXTRA_MESSAGES.returnDate, (value) => value === undefined || isIsoDay(value))
          .test(
            "after-pickup",
            EXTRA_MESSAGES.returnBefore,
            (value, ctx) => !value || !isIsoDay(ctx.parent.date ?? "") || value >= ctx.parent.date,
          )
          .test("not-too-far", EXTRA_MESSAGES.dateTooFar, notTooFar),
    }),
  returnTime: text()
    .default("")
    .when("returnTrip", {
      is: true,
      then: (schema) =>
        schema
          .required(EXTRA_MESSAGES.returnTime)
          .test("choice", EXTRA_MESSAGES.returnTime, (value) => value === undefined || TIME_SLOTS.includes(value))
          .test("after-pickup", EXTRA_MESSAGES.returnTimeBefore, (value, ctx) => {
            if (!value || ctx.parent.returnDate !== ctx.parent.date) return true
            const back = slotMinutes(value)
            const out = slotMinutes(ctx.parent.time ?? "")
            return back === null || out === null || back > out
          }),
    }),
  // Empty means the ride there reversed: from its dropoff back to its pickup. Without a return
  // trip they are cleared, not judged, as the return's day and time are.
  returnPickup: optionalText(LIMITS.location).when("returnTrip", { is: true, otherwise: () => text().default("") }),
  returnDropoff: optionalText(LIMITS.location).when("returnTrip", { is: true, otherwise: () => text().default("") }),
  servicePage: text()
    .default("")
    .max(60, EXTRA_MESSAGES.servicePage)
    .matches(/^$|^[a-z0-9]+(-[a-z0-9]+)*$/, EXTRA_MESSAGES.servicePage),
  stops: yup
    .array(requiredText(EXTRA_MESSAGES.stop, LIMITS.location))
    .typeError(EXTRA_MESSAGES.stopsList)
    .max(STOPS_MAX, EXTRA_MESSAGES.stops)
    .default([]),
})

export type BookingRequest = yup.InferType<typeof bookingSchema>

/** What the form holds before validation: every field as typed (text, but the return-trip box and the stops). */
export type BookingFormValues = { [K in Exclude<keyof BookingRequest, "returnTrip" | "stops">]: string } & {
  returnTrip: boolean
  stops: string[]
}

export const EMPTY_BOOKING: BookingFormValues = {
  serviceType: "",
  passengers: String(PASSENGERS_MIN),
  pickupLocation: "",
  dropoffLocation: "",
  date: "",
  time: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  specialRequests: "",
  flightNumber: "",
  hours: "",
  luggage: "",
  vehicle: "",
  returnTrip: false,
  returnDate: "",
  returnTime: "",
  returnPickup: "",
  returnDropoff: "",
  stops: [],
  servicePage: "",
}

/**
 * Extras that only apply to some service types are dropped for the others, and the return leg's
 * route is spelled out (an end left empty is the ride there reversed), so dispatch reads both ends.
 */
export function withoutIrrelevantExtras(request: BookingRequest): BookingRequest {
  const back = returnRoute(request)
  const extras = extrasOf(request.serviceType)
  return {
    ...request,
    flightNumber: extras.flightNumber ? request.flightNumber : "",
    hours: extras.hours ? request.hours : "",
    luggage: extras.luggage ? request.luggage : "",
    returnDate: request.returnTrip ? request.returnDate : "",
    returnTime: request.returnTrip ? request.returnTime : "",
    returnPickup: request.returnTrip ? back.from : "",
    returnDropoff: request.returnTrip ? back.to : "",
  }
}
