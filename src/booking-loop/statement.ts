/**
 * A ride's statement: what the customer owes once the ride is closed, line by line (the agreed fare or the
 * no-show fee, waiting with its times, each extra with its note, the gratuity as the customer chose it) and
 * the total. Numbered per booking: a statement is sent once, and a correction is a new statement that names
 * the number it replaces. Pure: the figures come in already decided (the waiting rule, the extras the terms
 * allow, the gratuity the customer chose); this module itemises and adds them, in cents, so the total is
 * exactly the sum of the lines it shows. The email's text and the PDF are drawn from a Statement by
 * src/server/statement/.
 */
import { dollars } from "../booking/dollars"
import { formatDay, todayInBusinessZone } from "../booking/calendar-date"
import { formatSlot } from "../booking/time-slots"
import { EXTRA_KINDS, type Extra as LegExtra } from "./extras"
import { gratuityCents } from "./gratuity"
import type { RideLeg, Statement, StatementLine } from "./model"
import { bostonWallClock } from "./pickup"
import { legName } from "./words"

/** An extra the terms allow (src/booking-loop/extras.ts), as entered at the close of a leg, with that leg. */
export type Extra = LegExtra & { leg: RideLeg }

/** Waiting charged on a leg: from the end of the free time (`freeUntil`) to when it ended, in whole steps of `stepDollars`. ISO times. */
export interface WaitingCharge {
  leg: RideLeg
  freeUntil: string
  endsAt: string
  steps: number
  stepDollars: number
  dollars: number
}

export interface StatementInput {
  reference: string
  customerName: string
  /** When the statement is made (ISO). */
  issuedAt: string
  /** 1, 2, 3... per booking. */
  number: number
  /** A correction names the number it replaces. */
  replaces?: number
  /** The agreed fare (the loop's agreedFare). */
  fare: number
  /** A no-show: the fee is the full trip price by the terms (the agreed fare); no waiting, no extras, no gratuity. */
  noShow?: { at: string }
  waiting: WaitingCharge[]
  extras: Extra[]
  /** The gratuity as the customer chose it, a percentage of the fare; null (or 0%): none added, which its line says. */
  gratuity: { percent: number } | null
  /** The ride's legs for the header: "Ride there" and "Sat 12 Dec, 7:30 PM". */
  legs: Statement["legs"]
}

export type { Statement, StatementLine }

/** An amount in whole cents; an amount with a fraction of a cent, or below zero, is a mistake upstream and stops here. */
function cents(amount: number, what: string): number {
  const whole = Math.round(amount * 100)
  if (!Number.isFinite(amount) || amount < 0 || Math.abs(amount * 100 - whole) > 1e-6)
    throw new RangeError(`${what} is not an amount in dollars and cents: ${amount}`)
  return whole
}

/** "8:45 PM", Boston's clock at an ISO time. */
const timeOf = (iso: string) => formatSlot(bostonWallClock(new Date(iso)).minutes)

/** "8:45 PM to 9:12 PM, 2 × $21.25" */
export const waitingDetail = (charge: WaitingCharge) =>
  `${timeOf(charge.freeUntil)} to ${timeOf(charge.endsAt)}, ${charge.steps} × ${dollars(charge.stepDollars)}`

/** An amount as a statement's column shows it, always with its cents so the column lines up: $310.00, $42.50. */
export const statementAmount = (amount: number): string => (Number.isInteger(amount) ? `${dollars(amount)}.00` : dollars(amount))

/** "Statement 2 for MP-…, replaces statement 1" */
export const statementTitle = (reference: string, number: number, replaces?: number) =>
  `Statement ${number} for ${reference}${replaces === undefined ? "" : `, replaces statement ${replaces}`}`

function checkNumbering(number: number, replaces: number | undefined) {
  if (!Number.isInteger(number) || number < 1) throw new RangeError(`A statement's number counts from 1: ${number}`)
  if (replaces !== undefined && (!Number.isInteger(replaces) || replaces < 1 || replaces >= number))
    throw new RangeError(`Statement ${number} can replace only an earlier one, not ${replaces}`)
}

/** A line of the statement with its amount in cents, as it is added up. */
type Priced = { line: Omit<StatementLine, "dollars">; cents: number }

/** The lines of the statement, each with its amount in cents. */
function linesOf(input: StatementInput): Priced[] {
  const fare = cents(input.fare, "The fare")
  if (input.noShow)
    return [
      {
        line: { kind: "no-show", label: "No-show fee, the full trip price", detail: `No passenger by ${timeOf(input.noShow.at)}` },
        cents: fare,
      },
    ]
  const legLabel = (leg: RideLeg) => (input.legs.find((entry) => entry.leg === leg)?.label ?? legName(leg)).toLowerCase()
  const waiting = input.waiting
    .filter((charge) => charge.steps > 0)
    .map((charge) => {
      const step = cents(charge.stepDollars, "A waiting step")
      if (!Number.isInteger(charge.steps) || cents(charge.dollars, "The waiting") !== charge.steps * step)
        throw new RangeError(`Waiting of ${charge.dollars} is not ${charge.steps} steps of ${charge.stepDollars}`)
      return {
        line: { kind: "waiting" as const, label: `Waiting, ${legLabel(charge.leg)}`, detail: waitingDetail(charge) },
        cents: charge.steps * step,
      }
    })
  const extras = input.extras.map((extra) => ({
    line: {
      kind: extra.kind,
      label: `${EXTRA_KINDS[extra.kind].label}, ${legLabel(extra.leg)}`,
      ...(extra.note.trim() ? { detail: extra.note.trim() } : {}),
    },
    cents: cents(extra.dollars, `The ${EXTRA_KINDS[extra.kind].label.toLowerCase()}`),
  }))
  return [{ line: { kind: "fare", label: "Agreed fare" }, cents: fare }, ...waiting, ...extras, gratuityLine(fare, input.gratuity)]
}

/**
 * The gratuity's line, which the statement always has (the gratuity rule promises the customer it shows theirs as
 * they chose it, or says that none was added): a share of the fare alone, never of waiting or extras.
 */
function gratuityLine(fareCents: number, gratuity: StatementInput["gratuity"]): Priced {
  if (!gratuity || gratuity.percent === 0) return { line: { kind: "gratuity", label: "Gratuity: none was added" }, cents: 0 }
  return {
    line: { kind: "gratuity", label: `Gratuity, ${gratuity.percent}% of the fare, as you chose` },
    cents: gratuityCents(fareCents, gratuity.percent),
  }
}

/** The statement of a closed ride: its header, its lines and its total, every amount exact to the cent. */
export function statementOf(input: StatementInput): Statement {
  checkNumbering(input.number, input.replaces)
  const lines = linesOf(input)
  const totalCents = lines.reduce((sum, entry) => sum + entry.cents, 0)
  return {
    reference: input.reference,
    customerName: input.customerName,
    issuedAt: input.issuedAt,
    issuedOn: formatDay(todayInBusinessZone(new Date(input.issuedAt))),
    number: input.number,
    ...(input.replaces === undefined ? {} : { replaces: input.replaces }),
    title: statementTitle(input.reference, input.number, input.replaces),
    legs: input.legs,
    noShow: Boolean(input.noShow),
    lines: lines.map((entry) => ({ ...entry.line, dollars: entry.cents / 100 })),
    total: totalCents / 100,
  }
}
