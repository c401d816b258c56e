/** The footer's newsletter form, checked alike in the browser and by /api/subscriptions. */
import * as yup from "yup"
import { BOOKING_MESSAGES } from "../booking/messages"
import { requiredEmail } from "./field-rules"

export const subscriptionSchema = yup.object({
  email: requiredEmail(BOOKING_MESSAGES.email).lowercase(),
})

export type Subscription = yup.InferType<typeof subscriptionSchema>
