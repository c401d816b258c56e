/** The section of the booking form that says who is booking: name, email, phone, and special requests. */
import type { FieldKit } from "./field-kit"
import { Field } from "./form-field"

export function ContactFields({ kit }: { kit: FieldKit }) {
  const { register, message, a11y } = kit
  return (
    <>
      <Field name="firstName" label="First name" error={message("firstName")}>
        <input type="text" autoComplete="given-name" {...register("firstName")} {...a11y("firstName")} />
      </Field>
      <Field name="lastName" label="Last name" error={message("lastName")}>
        <input type="text" autoComplete="family-name" {...register("lastName")} {...a11y("lastName")} />
      </Field>
      <Field name="email" label="Email" error={message("email")}>
        <input type="email" autoComplete="email" {...register("email")} {...a11y("email")} />
      </Field>
      <Field name="phone" label="Phone" error={message("phone")}>
        <input type="tel" autoComplete="tel" {...register("phone")} {...a11y("phone")} />
      </Field>
      <Field name="specialRequests" label="Special requests" optional wide error={message("specialRequests")}>
        <textarea rows={3} {...register("specialRequests")} {...a11y("specialRequests")} />
      </Field>
    </>
  )
}
