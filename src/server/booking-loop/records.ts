/** A booking in the record store, read as the loop needs it: its fields, its lifecycle, its record name. */
import type { StoredRecord } from "../records/store"
import type { BookingRecord, Lifecycle } from "../../booking-loop/model"

/** The name a booking's record is stored under (the delivery's `${kind}-${reference}`). */
export const bookingRecordName = (reference: string): string => `booking-${reference}`

/** Its lifecycle; a record written before the loop existed (or by the request itself) is requested. */
export function lifecycleOf(record: StoredRecord): Lifecycle {
  return record.lifecycle ?? { state: "requested", history: [{ state: "requested", at: record.receivedAt, by: "customer" }] }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

const TEXT_FIELDS = [
  "serviceType",
  "date",
  "time",
  "pickupLocation",
  "dropoffLocation",
  "firstName",
  "lastName",
  "email",
  "phone",
  "passengers",
] as const

/** The booking a record holds, when it is one the loop can show (the server wrote it after validation). */
export function bookingOf(record: StoredRecord): BookingRecord | null {
  if (record.kind !== "booking" || !isObject(record.data)) return null
  const data = record.data
  if (!TEXT_FIELDS.every((field) => typeof data[field] === "string")) return null
  if (!Array.isArray(data.stops) || !isObject(data.estimate)) return null
  return data as BookingRecord
}
