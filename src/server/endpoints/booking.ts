import { bookingSchema, validate, withoutIrrelevantExtras, type BookingRequest } from "../../booking/booking-schema"
import { bookingEmails } from "../delivery/emails"
import type { EndpointDefinition } from "../endpoint"

/** POST /api/booking-requests: 201 {"reference"}; a retry with the same requestId gets the same one. */
export const bookingEndpoint: EndpointDefinition<BookingRequest> = {
  name: "booking-requests",
  kind: "booking",
  fields: Object.keys(bookingSchema.fields),
  async validate(fields) {
    const result = await validate(bookingSchema, fields)
    return result.ok ? { ok: true, value: withoutIrrelevantExtras(result.value) } : result
  },
  compose: bookingEmails,
  idempotencyKey: (_booking, requestId) => requestId,
  answer: (reference) => ({ status: 201, body: { reference } }),
}
