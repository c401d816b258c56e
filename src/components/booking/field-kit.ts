/**
 * What every section of the booking form uses to draw its fields: the form's `register`, each field's
 * message and aria attributes, and which fields are judged again when another one changes.
 */
import type { FieldErrors, UseFormRegister } from "react-hook-form"
import type { BookingFormValues } from "../../booking/booking-schema"
import { describedBy } from "./form-field"

/**
 * The fields whose message depends on another field, by that other field: once the form has been
 * submitted, a change to the one judges the others again (docs/REQUIREMENTS.md §4), so a message
 * the visitor has just fixed from the other side goes away ("seats up to 4" after lowering the
 * passengers).
 */
const DEPENDENT_FIELDS = {
  passengers: ["vehicle"],
  serviceType: ["flightNumber", "luggage", "hours"],
  date: ["returnDate", "returnTime"],
  time: ["returnTime"],
  returnDate: ["returnTime"],
} as const satisfies Partial<Record<keyof BookingFormValues, readonly (keyof BookingFormValues)[]>>

/** What react-hook-form needs to judge a field's dependents again when it changes. */
export const depsOf = (name: keyof typeof DEPENDENT_FIELDS) => ({ deps: [...DEPENDENT_FIELDS[name]] })

/** The form's `register`, its errors, and for each field its message and its aria attributes (form-field.tsx: describedBy). */
export function fieldKit(register: UseFormRegister<BookingFormValues>, errors: FieldErrors<BookingFormValues>) {
  const message = (name: keyof BookingFormValues) => errors[name]?.message
  const a11y = (name: keyof BookingFormValues, hasHint = false) => describedBy(name, hasHint, message(name))
  return { register, errors, message, a11y }
}

export type FieldKit = ReturnType<typeof fieldKit>
