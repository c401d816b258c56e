/** The footer's newsletter form, checked alike in the browser and by /api/subscriptions. */
import * as yup from "yup"
import { BOOKING_MESSAGES, requiredEmail } from "../booking/booking-schema"

export const subscriptionSchema = yup.object({
  email: requiredEmail(BOOKING_MESSAGES.email).lowercase(),
})

export type Subscription = yup.InferType<typeof subscriptionSchema>
