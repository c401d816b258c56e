import { bookingSchema, validate, withoutIrrelevantExtras } from "../../booking/booking-schema"
import { estimateFare } from "../../booking/fare"
import type { BookingRecord } from "../../booking-loop/model"
import type { EndpointDefinition } from "../endpoint"

/**
 * POST /api/booking-requests: 201 {"reference"}; a retry with the same requestId gets the same one.
 * The fare estimate is computed here from data/rates.json, whatever the browser showed or sent.
 */
export const bookingEndpoint: EndpointDefinition<BookingRecord> = {
  name: "booking-requests",
  kind: "booking",
  fields: Object.keys(bookingSchema.fields),
  async validate(fields) {
    const result = await validate(bookingSchema, fields)
    if (!result.ok) return result
    const booking = withoutIrrelevantExtras(result.value)
    return { ok: true, value: { ...booking, estimate: estimateFare(booking) } }
  },
  idempotencyKey: (_booking, requestId) => requestId,
  answer: (reference) => ({ status: 201, body: { reference } }),
}
