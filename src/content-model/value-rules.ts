/**
 * The rules one field's value must follow, with the messages editors read. Pure (no files, no
 * other content), so the build-time check (check-content.ts) and the editor in the browser
 * (src/cms/) judge a value the same way and say the same thing.
 */
import type { Field } from "./fields"
import { isSlug } from "../lib/slug"
import { ICON_NAMES, isIconName } from "../components/ui/icon-names"

/** A problem with a value, `at` a place inside it: "" for the value itself, "[2]" for the third item of a list. */
export interface ValueProblem {
  at: string
  message: string
}

export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

export const describeValue = (value: unknown) => (typeof value === "string" ? `"${value}"` : JSON.stringify(value))

/** The field's description as the second half of a sentence ("Add it: price text shown as written."). */
const whatItIs = (field: Field) => `${field.description.charAt(0).toLowerCase()}${field.description.slice(1)}`

const extensionOf = (file: string) => {
  const base = file.slice(file.lastIndexOf("/") + 1)
  const dot = base.lastIndexOf(".")
  return dot > 0 ? base.slice(dot).toLowerCase() : ""
}

/** The message for a value that is not there (or is blank) when the field needs one. */
export function emptyMessage(field: Field): string {
  if (field.type === "string" && field.hint) return `is empty. Write ${field.hint}.`
  return field.optional ? "is empty. Write a value or remove the field." : `is empty. Write it: ${whatItIs(field)}`
}

export function missingMessage(field: Field): string {
  return `is missing. Add it: ${whatItIs(field)}`
}

/**
 * Every problem of `value` against `field`'s own rules. What needs more than the value is left to
 * the caller: whether a picture's file exists, whether a reference names an existing entry, and
 * the fields inside an object (each checked with its own rules).
 */
export function valueProblems(field: Field, value: unknown): ValueProblem[] {
  const problems: ValueProblem[] = []
  const fail = (message: string, at = "") => problems.push({ at, message })
  if (value === undefined || value === null) {
    if (!field.optional) fail(missingMessage(field))
    return problems
  }
  switch (field.type) {
    case "string":
    case "slug":
    case "icon":
    case "enum":
    case "image":
    case "ref": {
      if (field.type === "ref" && field.many) {
        if (!Array.isArray(value)) fail("must be a list, e.g. [first, second].")
        else
          value.forEach(
            (item, i) => (typeof item !== "string" || !item.trim()) && fail(`must be text, not ${describeValue(item)}.`, `[${i}]`),
          )
        break
      }
      if (typeof value !== "string") {
        fail(`must be text, not ${describeValue(value)}.`)
        break
      }
      if (!value.trim()) {
        fail(emptyMessage(field))
        break
      }
      if (field.type === "string") {
        if (field.max && value.length > field.max) fail(`is ${value.length} characters; keep it to ${field.max} or fewer.`)
        if (field.pattern && !field.pattern.test(value)) fail(`${describeValue(value)} is not in the expected form: ${field.hint}.`)
      }
      if (field.type === "slug" && !isSlug(value))
        fail(`${describeValue(value)} is not a slug. Use lower-case words joined by hyphens, e.g. "night-out-limo".`)
      if (field.type === "icon" && !isIconName(value))
        fail(`${describeValue(value)} is not an icon name. Use one of: ${ICON_NAMES.join(", ")}.`)
      if (field.type === "enum" && !field.values.includes(value))
        fail(`${describeValue(value)} is not allowed. Use one of: ${field.values.join(", ")}.`)
      if (field.type === "image" && !(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(value))) {
        fail(`${describeValue(value)} is not a picture. Use a .jpg, .png, .webp or .avif file.`)
      }
      break
    }
    case "number": {
      if (typeof value !== "number" || Number.isNaN(value)) {
        fail(`must be a number without quotes, not ${describeValue(value)}.`)
        break
      }
      if (field.integer && !Number.isInteger(value)) fail(`must be a whole number, not ${value}.`)
      if (field.min !== undefined && value < field.min) fail(`is ${value}; it must be at least ${field.min}.`)
      if (field.max !== undefined && value > field.max) fail(`is ${value}; it must be at most ${field.max}.`)
      break
    }
    case "boolean":
      if (typeof value !== "boolean") fail(`must be true or false without quotes, not ${describeValue(value)}.`)
      break
    case "date": {
      const text = value instanceof Date ? value.toISOString().slice(0, 10) : value
      if (typeof text !== "string" || !DATE_PATTERN.test(text) || Number.isNaN(Date.parse(text))) {
        fail(`${describeValue(value)} is not a date. Write it as YYYY-MM-DD, e.g. 2026-05-14.`)
      }
      break
    }
    case "strings": {
      if (!Array.isArray(value)) {
        fail(`must be a list, e.g. [first item, second item].`)
        break
      }
      value.forEach(
        (item, i) => (typeof item !== "string" || !item.trim()) && fail(`must be non-empty text, not ${describeValue(item)}.`, `[${i}]`),
      )
      if (field.min && value.length < field.min) fail(`has ${value.length} item(s); list at least ${field.min}.`)
      if (field.max && value.length > field.max) fail(`has ${value.length} items; list at most ${field.max}.`)
      break
    }
    case "object": {
      if (field.many && !Array.isArray(value)) {
        fail("must be a list of objects.")
        break
      }
      const items: unknown[] = field.many ? (value as unknown[]) : [value]
      items.forEach((item, i) => !isPlainObject(item) && fail("must be an object in braces { ... }.", field.many ? `[${i}]` : ""))
      break
    }
  }
  return problems
}

/** The problems of an MDX body, each with its line counted from the body's first line (0). */
export function bodyProblems(body: string): { line?: number; message: string }[] {
  if (!body.trim()) return [{ message: "is empty. Write the page text below the closing --- line." }]
  const problems: { line?: number; message: string }[] = []
  body.split("\n").forEach((line, i) => {
    const bad = /[<{}]/.exec(line)
    if (bad)
      problems.push({
        line: i,
        message: `contains "${bad[0]}", which MDX reads as code. Reword it, or write it as a word (e.g. "less than").`,
      })
  })
  return problems
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** The plain objects of a list read from a content file (anything else in it, or no list, gives none). */
export const plainObjectsIn = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isPlainObject) : [])

/** A value read from a content file as text: "" when it is not a string. */
export const textOf = (value: unknown): string => (typeof value === "string" ? value : "")
