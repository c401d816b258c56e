/** What no answer, feed or email of a chauffeur's may hold, for the tests that read them. */
import { linkRolesIn } from "../booking-loop/tokens"

/**
 * What `text` (a chauffeur's day, feed or email) holds that a chauffeur may not see: a price, the word fare or
 * estimate, the customer's email, a link to the customer's or dispatch's page of the site at `site`, or a link of
 * another role. Empty when it holds none.
 */
export function othersIn(text: string, { site, customer }: { site: string; customer: string }): string[] {
  return [
    ...(/\$\d/.test(text) ? ["a price"] : []),
    ...(/fare|estimate/i.test(text) ? ["a fare or estimate"] : []),
    ...(text.includes(customer) ? ["the customer's email"] : []),
    ...(text.includes(`${site}/booking`) ? ["a link to /booking"] : []),
    ...linkRolesIn(text)
      .filter((role) => role !== "chauffeur")
      .map((role) => `a link of the ${role}`),
  ]
}
