import { BOOKING_MESSAGES, EXTRA_MESSAGES, bookingSchema, validate, withoutIrrelevantExtras, EMPTY_BOOKING } from "../booking-schema"
import { addDays, todayInBusinessZone, isIsoDay } from "../calendar-date"
import { BOOKING_DAYS_AHEAD } from "../../config/constants"

// 10:00 Eastern on 24 Nov 2026.
const now = new Date("2026-11-24T15:00:00Z")

const valid = {
  serviceType: "airport",
  passengers: "2",
  pickupLocation: "12 Main St, Andover, MA",
  dropoffLocation: "Logan Airport Terminal B",
  date: "2026-11-25",
  time: "6:30 AM",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "(978) 555-0100",
  specialRequests: "",
  flightNumber: "B6 1234",
  hours: "",
  luggage: "3",
}

const check = (input: unknown) => validate(bookingSchema, input, { now })

const newFieldDefaults = {
  vehicle: "",
  returnTrip: false,
  returnDate: "",
  returnTime: "",
  returnPickup: "",
  returnDropoff: "",
  stops: [],
  servicePage: "",
}

test("a complete request passes and comes back trimmed; a client that sends none of the newer fields gets their defaults", async () => {
  const result = await check({ ...valid, firstName: "  Ada  " })
  expect(result).toEqual({ ok: true, value: { ...valid, ...newFieldDefaults, firstName: "Ada" } })
})

describe("vehicle, return trip and stops", () => {
  const full = {
    ...valid,
    vehicle: "luxury-suv",
    returnTrip: true,
    returnDate: "2026-11-29",
    returnTime: "9:00 PM",
    stops: [" 5 Elm St, Methuen ", "Hotel Commonwealth, Boston"],
  }

  test("a booking with all three passes, stops trimmed and in order", async () => {
    const result = await check(full)
    expect(result).toEqual({
      ok: true,
      value: { ...full, servicePage: "", returnPickup: "", returnDropoff: "", stops: ["5 Elm St, Methuen", "Hotel Commonwealth, Boston"] },
    })
  })

  test("the service page a booking started from is a slug, or nothing", async () => {
    expect(await check({ ...valid, servicePage: "wedding" })).toMatchObject({ ok: true, value: { servicePage: "wedding" } })
    for (const servicePage of ["../etc", "Wedding Page", "x".repeat(61)]) {
      expect(await check({ ...valid, servicePage })).toEqual({ ok: false, errors: { servicePage: EXTRA_MESSAGES.servicePage } })
    }
  })

  test("more passengers than the vehicle seats is refused with the vehicle's own seats", async () => {
    expect(await check({ ...valid, vehicle: "executive-sedan", passengers: "5" })).toEqual({
      ok: false,
      errors: { vehicle: "The Executive Sedan seats up to 4 passengers. Choose a larger vehicle or fewer passengers." },
    })
    expect((await check({ ...valid, vehicle: "executive-sedan", passengers: "4" })).ok).toBe(true)
  })

  test("a vehicle not in the fleet is refused", async () => {
    expect(await check({ ...valid, vehicle: "helicopter" })).toEqual({ ok: false, errors: { vehicle: EXTRA_MESSAGES.vehicle } })
  })

  test("a return trip needs a date and time after the pickup", async () => {
    expect(await check({ ...valid, returnTrip: true })).toEqual({
      ok: false,
      errors: { returnDate: EXTRA_MESSAGES.returnDate, returnTime: EXTRA_MESSAGES.returnTime },
    })
    expect((await check({ ...valid, returnTrip: true, returnDate: "2026-11-24", returnTime: "9:00 PM" })).ok).toBe(false)
    expect(await check({ ...valid, returnTrip: true, returnDate: valid.date, returnTime: "6:00 AM" })).toEqual({
      ok: false,
      errors: { returnTime: EXTRA_MESSAGES.returnTimeBefore },
    })
    expect((await check({ ...valid, returnTrip: true, returnDate: valid.date, returnTime: "7:00 AM" })).ok).toBe(true)
  })

  test("without a return trip, a stray return date, time and route are cleared, not judged", async () => {
    const result = await check({ ...valid, returnTrip: false, returnDate: "not a day", returnTime: "noon", returnPickup: "x".repeat(201) })
    expect(result.ok).toBe(true)
    if (result.ok)
      expect(withoutIrrelevantExtras(result.value)).toMatchObject({ returnDate: "", returnTime: "", returnPickup: "", returnDropoff: "" })
  })

  test("the return's route is the ride there reversed, unless an end is given; dispatch gets both ends spelled out", async () => {
    const leg = { ...valid, returnTrip: true, returnDate: "2026-11-29", returnTime: "9:00 PM" }
    const reversed = await check(leg)
    if (!reversed.ok) throw new Error("expected a valid request")
    expect(withoutIrrelevantExtras(reversed.value)).toMatchObject({
      returnPickup: valid.dropoffLocation,
      returnDropoff: valid.pickupLocation,
    })
    const other = await check({ ...leg, returnPickup: " Manchester airport ", returnDropoff: "" })
    if (!other.ok) throw new Error("expected a valid request")
    expect(withoutIrrelevantExtras(other.value)).toMatchObject({ returnPickup: "Manchester airport", returnDropoff: valid.pickupLocation })
    expect(await check({ ...leg, returnDropoff: "x".repeat(201) })).toEqual({
      ok: false,
      errors: { returnDropoff: EXTRA_MESSAGES.tooLong(200) },
    })
  })

  test("at most three stops, none empty, and a list", async () => {
    expect(await check({ ...valid, stops: ["a", "b", "c", "d"] })).toEqual({ ok: false, errors: { stops: EXTRA_MESSAGES.stops } })
    expect(await check({ ...valid, stops: ["a", "  "] })).toEqual({ ok: false, errors: { "stops[1]": EXTRA_MESSAGES.stop } })
    expect(await check({ ...valid, stops: "a" })).toEqual({ ok: false, errors: { stops: EXTRA_MESSAGES.stopsList } })
    expect(await check({ ...valid, returnTrip: "perhaps" })).toEqual({ ok: false, errors: { returnTrip: EXTRA_MESSAGES.returnTrip } })
  })
})

test("an empty form gets every message of docs/REQUIREMENTS.md §5, word for word, and nothing for optional fields", async () => {
  const result = await check({ ...EMPTY_BOOKING, passengers: "" })
  expect(result).toEqual({
    ok: false,
    errors: {
      serviceType: "Please select a service type",
      passengers: "Number of passengers is required",
      pickupLocation: "Pickup location is required",
      dropoffLocation: "Dropoff location is required",
      date: "Please select a date",
      time: "Please select a time",
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
    },
  })
})

test.each([
  ["serviceType", "helicopter", BOOKING_MESSAGES.serviceType],
  ["passengers", "0", EXTRA_MESSAGES.passengersRange],
  ["passengers", "9", EXTRA_MESSAGES.passengersRange],
  ["passengers", "2.5", EXTRA_MESSAGES.passengersRange],
  ["pickupLocation", "   ", BOOKING_MESSAGES.pickupLocation],
  ["date", "2026-11-23", EXTRA_MESSAGES.datePast],
  ["date", "2026-02-30", BOOKING_MESSAGES.date],
  ["date", "next tuesday", BOOKING_MESSAGES.date],
  ["time", "6:15 AM", BOOKING_MESSAGES.time],
  ["time", "18:30", BOOKING_MESSAGES.time],
  ["email", "ada@", BOOKING_MESSAGES.email],
  ["email", "ada example.com", BOOKING_MESSAGES.email],
  ["phone", "555-0100", BOOKING_MESSAGES.phone],
  ["phone", "abcdefghijk", BOOKING_MESSAGES.phone],
  ["flightNumber", "not a flight", EXTRA_MESSAGES.flightNumber],
  ["luggage", "-1", EXTRA_MESSAGES.luggage],
  ["specialRequests", "x".repeat(2001), EXTRA_MESSAGES.tooLong(2000)],
])("%s = %j is rejected with %j", async (field, value, message) => {
  expect(await check({ ...valid, [field]: value })).toEqual({ ok: false, errors: { [field]: message } })
})

test("an extra is judged only for the services it belongs to, and cleared for the others", async () => {
  expect(await check({ ...valid, serviceType: "hourly", hours: "30" })).toEqual({ ok: false, errors: { hours: EXTRA_MESSAGES.hours } })
  expect(await check({ ...valid, serviceType: "long-distance", luggage: "-1", flightNumber: "not a flight" })).toEqual({
    ok: false,
    errors: { luggage: EXTRA_MESSAGES.luggage },
  })
  // A value typed before the service changed, in a field the form no longer shows, neither blocks the request nor reaches dispatch.
  const result = await check({ ...valid, serviceType: "wedding", hours: "4", flightNumber: "not a flight", luggage: "-1" })
  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(withoutIrrelevantExtras(result.value)).toMatchObject({ hours: "4", flightNumber: "", luggage: "" })
  const airport = await check({ ...valid, hours: "30" })
  expect(airport.ok && withoutIrrelevantExtras(airport.value)).toMatchObject({ hours: "", flightNumber: "B6 1234", luggage: "3" })
})

test("wrong types get the field's message, not a type error", async () => {
  const result = await check({ ...valid, firstName: { $gt: "" }, email: ["a@b.co"], passengers: 3 })
  expect(result).toEqual({
    ok: false,
    errors: { firstName: BOOKING_MESSAGES.firstName, email: BOOKING_MESSAGES.email },
  })
})

test("passengers 1 to 8 are accepted and today is allowed", async () => {
  for (const passengers of ["1", "8"]) expect((await check({ ...valid, passengers })).ok).toBe(true)
  expect((await check({ ...valid, date: "2026-11-24" })).ok).toBe(true)
})

test(`a ride is booked at most ${BOOKING_DAYS_AHEAD} days ahead, its return too: the last day dispatch's checks of rides ahead read`, async () => {
  const last = addDays("2026-11-24", BOOKING_DAYS_AHEAD)
  expect((await check({ ...valid, date: last })).ok).toBe(true)
  const after = addDays(last, 1)
  expect(await check({ ...valid, date: after })).toEqual({ ok: false, errors: { date: EXTRA_MESSAGES.dateTooFar } })
  const back = { returnTrip: true, returnTime: "5:00 PM" }
  expect((await check({ ...valid, ...back, returnDate: last })).ok).toBe(true)
  expect(await check({ ...valid, ...back, returnDate: after })).toEqual({ ok: false, errors: { returnDate: EXTRA_MESSAGES.dateTooFar } })
})

test("today is judged in Boston: 11 pm Eastern is still that day", () => {
  expect(todayInBusinessZone(new Date("2026-11-25T03:30:00Z"))).toBe("2026-11-24")
  expect(todayInBusinessZone(new Date("2026-11-25T05:30:00Z"))).toBe("2026-11-25")
  expect(isIsoDay("2028-02-29")).toBe(true)
  expect(isIsoDay("2027-02-29")).toBe(false)
})

test("unknown fields are dropped and extras that do not apply are cleared", async () => {
  const result = await check({ ...valid, serviceType: "wedding", admin: true })
  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(result.value).not.toHaveProperty("admin")
  expect(withoutIrrelevantExtras(result.value)).toMatchObject({ flightNumber: "", hours: "" })
})
