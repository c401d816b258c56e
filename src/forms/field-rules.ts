/**
 * The rules every form shares (the booking form, the contact form, the newsletter sign-up), on
 * the browser and the server alike: text fields, an email address, and validation into one message
 * per field. Nothing here knows about a particular form, so a form brings only what it uses.
 */
import * as yup from "yup"

export const tooLong = (max: number) => `Please keep this under ${max} characters`

/**
 * A text field. Numbers become their digits; anything else that is not text (objects, lists,
 * booleans) counts as missing, so the visitor always gets the field's own message.
 */
export const text = () =>
  yup
    .string()
    .transform((value: unknown, original: unknown) =>
      typeof original === "string" ? value : typeof original === "number" && Number.isFinite(original) ? String(original) : undefined,
    )
    .trim()

/** Text that must be there: missing, blank or not text all give the field's own message. */
export const requiredText = (message: string, max: number) => text().required(message).max(max, tooLong(max))

export const optionalText = (max: number, message = tooLong(max)) => text().default("").max(max, message)

/** A required choice from a fixed list; an empty value gets the "required" message, not the range one. */
export const requiredChoice = (required: string, options: readonly string[], outside: string) =>
  text()
    .required(required)
    .test("choice", outside, (value) => value === undefined || options.includes(value))

export const digitsIn = (text: string) => text.replace(/\D/g, "").length

/** The longest email address: the most an SMTP path can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254

/**
 * The HTML standard's valid e-mail address (the browser's own rule for an email field, and yup's
 * email()) with at least one dot in the domain. Its parts cannot overlap (the local part holds no
 * "@", a label no "."), so a failed match costs time in proportion to the text, never its square.
 */
const EMAIL_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/** Whether `text` looks like a deliverable address; its length is judged before any pattern sees it. */
export const isEmailAddress = (text: string) => text.length <= EMAIL_MAX_LENGTH && EMAIL_ADDRESS.test(text)

/**
 * An email address that must be there and look deliverable (shared by every form). One test, not
 * max() beside a pattern: yup runs every test of a field even after one has failed, so a pattern
 * would still read a body-sized value that max() had refused.
 */
export const requiredEmail = (message: string) =>
  text()
    .required(message)
    .test("email", message, (value) => value === undefined || isEmailAddress(value))

export interface ValidationContext {
  /** The moment "today" is judged from; defaults to now. */
  now?: Date
}

export type FieldErrors = Record<string, string>

/**
 * Validates any input against a schema: the cleaned values, or the first message per field.
 * Used by every endpoint, so a 422 always names its fields.
 */
export async function validate<S extends yup.AnyObjectSchema>(
  schema: S,
  input: unknown,
  context: ValidationContext = {},
): Promise<{ ok: true; value: yup.InferType<S> } | { ok: false; errors: FieldErrors }> {
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true, context })
    return { ok: true, value }
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error
    const errors: FieldErrors = {}
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const field = inner.path || "request"
      if (!(field in errors)) errors[field] = inner.message
    }
    return { ok: false, errors }
  }
}
