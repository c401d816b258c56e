/**
 * The gratuity rule (gratuity.ts) held over what a person types into an email the customer reads beside
 * a fare: what a quote's fare includes, dispatch's note, an extra's note on a statement. Read the way
 * the content check reads the site's prose (gratuityInText, src/content-model/gratuity-prose.ts), so a
 * text the site could not say cannot reach a customer by email either: one that has a gratuity added
 * or included, or gives another customary figure, is refused at its field (422) with words that say
 * what to write instead.
 */
import { gratuityInText } from "../content-model/gratuity-prose"
import { GRATUITY_MESSAGES } from "./gratuity"

/** The fields a person types into a priced email. */
export type TypedField = keyof typeof GRATUITY_MESSAGES.added

/**
 * What a text is read after, as the email prints it: a quote's "includes" follows "It includes:", so a
 * gratuity named there is one the fare includes; an extra is a charge on the statement, so a gratuity
 * named in its note is one charged.
 */
const READ_AFTER: Partial<Record<TypedField, string>> = { includes: "The fare includes", extra: "We charge" }

/** Why `text`, typed into `field`, says a gratuity other than the rule; undefined when it agrees with it. */
export function gratuityTextError(field: TypedField, text: string): string | undefined {
  const found = gratuityInText(text, READ_AFTER[field])
  if (!found) return undefined
  return found.kind === "customary" ? GRATUITY_MESSAGES.customary(found.stated) : GRATUITY_MESSAGES.added[field]
}
