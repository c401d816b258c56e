/** Bookings in a record store, as the booking endpoint records them, for the booking loop's tests. */
import { bookingEndpoint } from "../endpoints/booking"
import type { RecordStore, StoredRecord } from "../records/store"
import type { BookingRecord, Lifecycle, LoopStep } from "../../booking-loop/model"
import { todayInBusinessZone } from "../../booking/calendar-date"
import { formatSlot } from "../../booking/time-slots"
import { BUSINESS_TIME_ZONE } from "../../config/constants"
import { bookingRecordName } from "../booking-loop/records"
import { newReference } from "../reference"
import { dayFromToday, validBooking } from "./forms"

/** A booking's stored record as the booking endpoint writes it, delivered, with its lifecycle (just requested unless given). */
export function bookingRecordOf(
  reference: string,
  booking: BookingRecord,
  { receivedAt = new Date().toISOString(), lifecycle }: { receivedAt?: string; lifecycle?: Lifecycle } = {},
): StoredRecord {
  const delivered = { status: "delivered", at: receivedAt } as const
  return {
    kind: "booking",
    reference,
    receivedAt,
    status: "delivered",
    channels: { smtp: delivered },
    attempts: [{ at: receivedAt, subject: "request", channels: { smtp: delivered } }],
    data: booking,
    lifecycle: lifecycle ?? { state: "requested", history: [{ state: "requested", at: receivedAt, by: "customer" }] },
  }
}

/** A booking validated and estimated by the booking endpoint's own definition; it names its vehicle unless told otherwise. */
export async function validBookingRecord(overrides: Record<string, unknown> = {}): Promise<BookingRecord> {
  // A seeded booking names its vehicle, so its estimate is one figure and dispatch can confirm at it (a range is quoted instead).
  const validation = await bookingEndpoint.validate(validBooking({ vehicle: "luxury-suv", ...overrides }))
  if (!validation.ok) throw new Error(`The test booking is not valid: ${JSON.stringify(validation.errors)}`)
  return validation.value
}

/** Stores a valid booking (validated and estimated by the booking endpoint's own definition) and returns its reference. */
export async function seedBooking(
  store: RecordStore,
  overrides: Record<string, unknown> = {},
  lifecycle?: Lifecycle,
): Promise<{ reference: string; booking: BookingRecord }> {
  const booking = await validBookingRecord(overrides)
  const reference = newReference()
  await store.create(bookingRecordName(reference), bookingRecordOf(reference, booking, { lifecycle }))
  return { reference, booking }
}

/** A booking's record with its ride moved to yesterday in Boston. */
export const rideMovedToYesterday = (record: StoredRecord): StoredRecord => ({
  ...record,
  data: { ...(record.data as object), date: todayInBusinessZone(new Date(Date.now() - 86_400_000)) },
})

/** Moves a stored booking's ride to yesterday in Boston: a request can only be made for today or later, so the record is changed after. */
export async function rideWasYesterday(store: RecordStore, reference: string): Promise<void> {
  const name = bookingRecordName(reference)
  const stored = await store.get(name)
  if (!stored) throw new Error(`No booking ${reference} to move`)
  await store.update(name, rideMovedToYesterday(stored.record))
}

/** "3:45 PM": a moment on Boston's clock, as the statement and the emails say it. */
export const bostonClock = (at: Date): string =>
  at.toLocaleTimeString("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" })

/** A day and half-hour slot between `hours` − ½ and `hours` from now, in Boston. */
export function pickupIn(hours: number): { date: string; time: string } {
  const at = new Date(Date.now() + hours * 3600_000)
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ""
  const minutes = Number(get("hour")) * 60 + Number(get("minute"))
  return { date: `${get("year")}-${get("month")}-${get("day")}`, time: formatSlot(Math.floor(minutes / 30) * 30) }
}

/** A round trip's fields: an airport ride there from Andover in six days, its return from Logan three days later. */
export const ROUND_TRIP = {
  serviceType: "airport",
  pickupLocation: "12 Elm Street, Andover, MA",
  dropoffLocation: "Logan International Airport, Terminal C",
  date: dayFromToday(6),
  time: "6:30 AM",
  returnTrip: true,
  returnDate: dayFromToday(9),
  returnTime: "5:00 PM",
}

/** A booking's record with its latest `step` at `at` instead (as if it had been taken then). */
export function withStepAt(record: StoredRecord, step: LoopStep, at: Date): StoredRecord {
  if (!record.lifecycle) throw new Error(`${record.reference} has no lifecycle`)
  const history = [...record.lifecycle.history]
  const index = history.map((event) => event.step).lastIndexOf(step)
  if (index < 0) throw new Error(`${record.reference} has no step ${step}`)
  history[index] = { ...history[index], at: at.toISOString() }
  return { ...record, lifecycle: { ...record.lifecycle, history } }
}

/** The time of a booking's latest `step` in its record, as a moment. */
export function stepTime(record: StoredRecord, step: LoopStep): Date {
  const event = record.lifecycle?.history.filter((entry) => entry.step === step).at(-1)
  if (!event) throw new Error(`${record.reference} has no step ${step}`)
  return new Date(event.at)
}

/** Moves the time of a booking's latest `step` back by `minutes` (as if that long had gone by since). */
export async function stepWasEarlier(store: RecordStore, reference: string, step: LoopStep, minutes: number): Promise<void> {
  const name = bookingRecordName(reference)
  const stored = await store.get(name)
  if (!stored?.record.lifecycle) throw new Error(`No booking ${reference} to move`)
  const at = new Date(stepTime(stored.record, step).getTime() - minutes * 60_000)
  await store.update(name, withStepAt(stored.record, step, at))
}

/** A booking's record with its pickup at the half-hour slot between `hours` and `hours` + ½ ago. */
export const withPickupAgo = (record: StoredRecord, hours: number): StoredRecord => ({
  ...record,
  data: { ...(record.data as object), ...pickupIn(-hours) },
})

/** Moves a booking's pickup to the half-hour slot between `hours` and `hours` + ½ ago, as if its time had come and gone. */
export async function pickupWasAgo(store: RecordStore, reference: string, hours: number): Promise<void> {
  const name = bookingRecordName(reference)
  const stored = await store.get(name)
  if (!stored) throw new Error(`No booking ${reference} to move`)
  await store.update(name, withPickupAgo(stored.record, hours))
}
