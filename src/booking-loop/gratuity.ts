/**
 * The gratuity rule, stated once: no gratuity is ever added without the customer's say, so fares and
 * quotes never include one. 20% is customary. The customer may add a gratuity of 15%, 20% or 25% of
 * the fare (or none) from their booking page at any time until the statement is sent; the statement
 * shows it as its own line, as they chose it, or says that none was added. The FAQ, the terms, /rates
 * and the service pages say the same in their own words, and the content check holds them to it
 * (src/content-model/gratuity-prose.ts). Imports no data file, so that check reads it before the data is checked.
 */

/** The gratuities the customer may choose, in percent of the fare: none, or one of the others. */
export const GRATUITY_PERCENTS = [0, 15, 20, 25] as const
export type GratuityPercent = (typeof GRATUITY_PERCENTS)[number]

/** The customary gratuity, in percent of the fare: said as a guide, never added by us. */
export const CUSTOMARY_GRATUITY_PERCENT = 20

export const isGratuityPercent = (value: unknown): value is GratuityPercent =>
  typeof value === "number" && (GRATUITY_PERCENTS as readonly number[]).includes(value)

/** A gratuity of `percent` on a fare in whole cents, rounded to the cent (half a cent up); in basis points, so the sum is exact. */
export function gratuityCents(fareCents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100)
  if (!Number.isFinite(percent) || percent < 0 || Math.abs(percent * 100 - basisPoints) > 1e-6)
    throw new RangeError(`The gratuity is not a percentage to two decimals: ${percent}`)
  return Math.round((fareCents * basisPoints) / 10_000)
}

/** A gratuity of `percent` on a fare in dollars, to the cent. */
export const gratuityDollars = (fare: number, percent: GratuityPercent): number => gratuityCents(Math.round(fare * 100), percent) / 100

const percents = (list: readonly number[]) =>
  `${list
    .slice(0, -1)
    .map((p) => `${p}%`)
    .join(", ")} or ${list[list.length - 1]}%`

/** The rule as one sentence, which every text about gratuity agrees with. */
export const GRATUITY_RULE = `No gratuity is ever added without your say: fares and quotes never include one. ${CUSTOMARY_GRATUITY_PERCENT}% is customary. You may add ${percents(GRATUITY_PERCENTS.filter((p) => p > 0))} of the fare from your booking page until your statement is sent; the statement shows it as its own line, as you chose it, or says that none was added.`

/** What every fare the customer is offered says of the gratuity: a quote, a new fare (the rule's words, as a fare's line). */
export const GRATUITY_NOT_INCLUDED = `No gratuity is included or ever added without your say: ${CUSTOMARY_GRATUITY_PERCENT}% is customary, and you may add one from your booking page until your statement is sent.`

export const GRATUITY_MESSAGES = {
  percent: `Choose a gratuity: none, or ${percents(GRATUITY_PERCENTS.filter((p) => p > 0))} of the fare.`,
  sent: "Your statement has been sent, so the gratuity can no longer be changed here. Please call us if you want to change it.",
  /**
   * A text typed into an email the customer reads beside a fare that says a gratuity is added or
   * included (gratuity-text.ts finds it), by the field it is typed in.
   */
  added: {
    includes:
      "What the fare includes cannot name a gratuity: fares and quotes never include one, and the email says so under the fare. Only the customer adds one, from their booking page. Take the gratuity out of this field.",
    note: "This note says a gratuity is added or included, but none is ever added without the customer's say: they may add one from their booking page. Take that out of the note.",
    extra:
      "This extra's note names a gratuity, but the statement shows the gratuity as its own line, as the customer chose it. Say only what this extra was.",
  },
  /** The same text stating another customary figure than the rule's. */
  customary: (stated: number) =>
    `This says ${stated}% is the customary gratuity, but ${CUSTOMARY_GRATUITY_PERCENT}% is. Write ${CUSTOMARY_GRATUITY_PERCENT}%, or leave the figure out.`,
} as const
