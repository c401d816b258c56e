/**
 * The extras the terms allow on a ride's statement, entered when the ride is done: tolls, parking and
 * airport fees passed on at cost (each with a short note saying what it was and a dollar amount), and
 * an extra stop, priced at data/rates.json's `extraStop` (no amount is typed for it). Nothing else can
 * be added: a kind this module does not list is refused. readExtras() reads them from a request the
 * way the loop's other readers do, with a message for each field that breaks a rule.
 */
import { dollars } from "../booking/dollars"
import { RATES } from "../booking/rates-data"
import { oneLine } from "../lib/text"

export type ExtraKind = "toll" | "parking" | "airport-fee" | "extra-stop"

/** Each extra the terms allow: its label on the statement, and whether it is passed on at cost (its amount typed) or priced by the rates. */
export const EXTRA_KINDS: Readonly<Record<ExtraKind, { label: string; atCost: boolean }>> = {
  toll: { label: "Toll", atCost: true },
  parking: { label: "Parking", atCost: true },
  "airport-fee": { label: "Airport fee", atCost: true },
  "extra-stop": { label: "Extra stop", atCost: false },
}

/** The largest amount one at-cost extra may be, in dollars: above any toll, garage or airport fee of the region, so a slip of the finger (an extra zero) is caught. */
export const EXTRA_AT_COST_MAX = 250
/** The longest note an extra may carry. */
export const EXTRA_NOTE_MAX = 120
/** The most extras one ride may list. */
export const EXTRAS_MAX = 20

/** One extra as the statement lists it. */
export interface Extra {
  kind: ExtraKind
  /** What it was: "Tobin Bridge, inbound", "Logan Central Parking, 40 minutes", "Stop at 12 Elm St, Andover". */
  note: string
  /** In dollars, to the cent: the amount paid for an at-cost extra, the rates' price for a stop. */
  dollars: number
}

const KIND_NAMES = Object.keys(EXTRA_KINDS) as ExtraKind[]

export const EXTRA_MESSAGES = {
  list: `Send the extras as a list, at most ${EXTRAS_MAX}.`,
  kind: `Choose what this extra is: ${KIND_NAMES.map((kind) => EXTRA_KINDS[kind].label.toLowerCase()).join(", ")}.`,
  note: "Say in a few words what this was (where, which toll or garage).",
  noteLength: `Please keep the note under ${EXTRA_NOTE_MAX} characters.`,
  amount: `Enter the amount paid, in dollars and cents, from $0.01 to ${dollars(EXTRA_AT_COST_MAX)}.`,
  stopAmount: `An extra stop is priced at ${dollars(RATES.extraStop)} by the published rates: leave its amount empty.`,
} as const

const isKind = (value: unknown): value is ExtraKind => typeof value === "string" && KIND_NAMES.includes(value as ExtraKind)

const empty = (value: unknown) => value === undefined || value === null || value === ""

/** An amount in dollars as JSON or a form sends it (7.75, "7.75", "$7.75"), at most two decimals, above 0 and at most the maximum; else undefined. */
export function atCostDollars(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim().replace(/^\$/, "") : ""
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return undefined
  const amount = Number(text)
  return amount > 0 && amount <= EXTRA_AT_COST_MAX ? amount : undefined
}

/**
 * The extras of a request's `extras` (a list of `{ kind, note, amount }`), and a message for each
 * field that breaks a rule, named by its place (`extras[1].amount`). No list, or an empty one, is no
 * extras.
 */
export function readExtras(body: Record<string, unknown>): { extras: Extra[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const extras: Extra[] = []
  const list = body.extras
  if (empty(list)) return { extras, errors }
  if (!Array.isArray(list) || list.length > EXTRAS_MAX) return { extras, errors: { extras: EXTRA_MESSAGES.list } }
  list.forEach((item: unknown, i) => {
    const at = `extras[${i}]`
    const fields = typeof item === "object" && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {}
    const { kind, amount } = fields
    const note = typeof fields.note === "string" ? oneLine(fields.note) : ""
    const before = Object.keys(errors).length
    if (!isKind(kind)) errors[`${at}.kind`] = EXTRA_MESSAGES.kind
    if (!note) errors[`${at}.note`] = EXTRA_MESSAGES.note
    else if (note.length > EXTRA_NOTE_MAX) errors[`${at}.note`] = EXTRA_MESSAGES.noteLength
    let price: number | undefined
    if (isKind(kind) && !EXTRA_KINDS[kind].atCost) {
      if (empty(amount)) price = RATES.extraStop
      else errors[`${at}.amount`] = EXTRA_MESSAGES.stopAmount
    } else {
      price = atCostDollars(amount)
      if (price === undefined) errors[`${at}.amount`] = EXTRA_MESSAGES.amount
    }
    if (Object.keys(errors).length === before && isKind(kind) && price !== undefined) extras.push({ kind, note, dollars: price })
  })
  return { extras, errors }
}
