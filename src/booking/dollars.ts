/**
 * An amount as every page and email writes it: $1,250, or with its cents when it has them ($77.50, a
 * fee on an odd fare). A module of its own so a page that only shows an amount (/booking) carries
 * nothing else of the rates' helpers.
 *
 * Written out here rather than by `toLocaleString("en-US")`, whose first use in a page loads the
 * browser's locale data: about 10 ms of one task, 40 ms on a phone four times slower, which /rates paid
 * while hydrating its prices. The result is en-US's: thousands grouped by commas, cents rounded half
 * away from zero on the number as it is written (77.555 gives 77.56). An amount of ten trillion
 * dollars or more, or not a number, is left to `toLocaleString`.
 */
export function dollars(amount: number): string {
  const [units, fraction] = String(Math.abs(amount)).split(".")
  if (!/^\d{1,13}$/.test(units) || !/^\d*$/.test(fraction ?? ""))
    return `$${amount.toLocaleString("en-US", Number.isInteger(amount) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  // In cents: the first two decimals, and one more when the third is 5 or over; "005" for 5 cents.
  const cents = fraction ? String(+(units + fraction.slice(0, 2).padEnd(2, "0")) + +(fraction[2] >= "5")).padStart(3, "0") : units + "00"
  const whole = cents.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ",")
  return `$${amount < 0 || Object.is(amount, -0) ? "-" : ""}${whole}${fraction ? "." + cents.slice(-2) : ""}`
}
