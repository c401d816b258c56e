/** The short contact form on /contact, checked alike in the browser and by /api/contact-messages. */
import * as yup from "yup"
import { BOOKING_MESSAGES } from "../booking/messages"
import { digitsIn, optionalText, requiredEmail, requiredText } from "./field-rules"
import { PHONE_MIN_LENGTH } from "../config/constants"

export const CONTACT_MESSAGES = {
  name: "Your name is required",
  email: BOOKING_MESSAGES.email,
  phone: BOOKING_MESSAGES.phone,
  message: "Please write a message",
} as const

export const contactSchema = yup.object({
  name: requiredText(CONTACT_MESSAGES.name, 120),
  email: requiredEmail(CONTACT_MESSAGES.email),
  phone: optionalText(30, CONTACT_MESSAGES.phone).test(
    "phone",
    CONTACT_MESSAGES.phone,
    (value) => !value || digitsIn(value) >= PHONE_MIN_LENGTH,
  ),
  message: requiredText(CONTACT_MESSAGES.message, 4000),
})

export type ContactMessage = yup.InferType<typeof contactSchema>
