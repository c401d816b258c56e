/** Bookings in a record store, as the booking endpoint records them, for the booking loop's tests. */
import { bookingEndpoint } from "../endpoints/booking"
import type { BookingRecord } from "../delivery/emails"
import type { Lifecycle, RecordStore } from "../records/store"
import { bookingRecordName } from "../booking-loop/records"
import { newReference } from "../reference"
import { validBooking } from "./forms"

/** Stores a valid booking (validated and estimated by the booking endpoint's own definition) and returns its reference. */
export async function seedBooking(store: RecordStore, overrides: Record<string, unknown> = {}, lifecycle?: Lifecycle): Promise<{ reference: string; booking: BookingRecord }> {
  const validation = await bookingEndpoint.validate(validBooking(overrides))
  if (!validation.ok) throw new Error(`The test booking is not valid: ${JSON.stringify(validation.errors)}`)
  const reference = newReference()
  const receivedAt = new Date().toISOString()
  const delivered = { status: "delivered", at: receivedAt } as const
  await store.create(bookingRecordName(reference), {
    kind: "booking",
    reference,
    receivedAt,
    status: "delivered",
    channels: { smtp: delivered },
    attempts: [{ at: receivedAt, subject: "request", channels: { smtp: delivered } }],
    data: validation.value,
    lifecycle: lifecycle ?? { state: "requested", history: [{ state: "requested", at: receivedAt, by: "customer" }] },
  })
  return { reference, booking: validation.value }
}
