/**
 * An amount as every page and email writes it: $1,250, or with its cents when it has them ($77.50, a
 * fee on an odd fare). A module of its own so a page that only shows an amount (/booking) carries
 * nothing else of the rates' helpers.
 */
export const dollars = (amount: number): string =>
  `$${amount.toLocaleString("en-US", Number.isInteger(amount) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
