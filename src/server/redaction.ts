/**
 * Keys in typed text (docs/BOOKING-LOOP.md, "Keys in typed text"). What a visitor or dispatch types is data: the
 * record keeps it as typed, and everything that shows it (the emails, the webhook, dispatch's calendar feed and day
 * view, the /booking page, the records listing) shows it through `redactKeys()`, which puts KEY_REDACTED in place of
 * every word holding a key. So a pasted link never reaches another inbox, and the audience guard of the SMTP channel
 * (keyLeak()) finds no link in an email but those the site put there: nothing typed can stop a send.
 */
import { bodyText } from "../lib/text"
import { isSealedToken, linkRolesIn } from "./booking-loop/tokens"

/** What stands in place of a key in typed text. */
export const KEY_REDACTED = "[link removed]"

/**
 * Where a word ends: white space that every output keeps as a space or a line (tabs and the other controls are
 * dropped by some outputs, which would join what they part, so they stay inside words), brackets and quotes.
 */
const WORD_BREAK = /([^\S\t\v\f]+|[<>"'`()[\]{}]+)/
/** Punctuation after a link that ends the sentence, not the link: kept. */
const SENTENCE_END = /[.,;:!?]+$/
const BASE64URL_RUN = /[A-Za-z0-9_-]+/g
/** What text must hold before it can hold a key: a `#`, a control character, or a run as long as a key's MAC alone. */
// eslint-disable-next-line no-control-regex -- control characters may hide inside a key, and outputs drop them
const MAYBE_KEY = /[#\u0000-\u001f\u007f-\u009f]|[A-Za-z0-9_-]{43}/

/**
 * Whether a word holds a key, read both ways the outputs show its control characters (some drop them, joining what
 * they part; others show them as spaces): a booking link's token wherever keyLeak() would read one (`#t=`), or any
 * sealed token (a booking link's, a sign-in link's `#s=`, the calendar feed's key in its path, in a fragment, a
 * query or bare) known by its own bytes.
 */
const holdsKey = (word: string): boolean =>
  [word, bodyText(word)].some(
    (shown) => linkRolesIn(shown).length > 0 || [...shown.matchAll(BASE64URL_RUN)].some(([run]) => isSealedToken(run)),
  )

/** `text` with every word that holds a key replaced by KEY_REDACTED; everything else as typed. */
export function redactKeys(text: string): string {
  if (!MAYBE_KEY.test(text)) return text
  return text
    .split(WORD_BREAK)
    .map((part, i) => {
      // split() with a group: the words at even places, what parts them at odd ones.
      if (i % 2 === 1) return part
      const word = part.replace(SENTENCE_END, "")
      return holdsKey(word) ? `${KEY_REDACTED}${part.slice(word.length)}` : part
    })
    .join("")
}

/**
 * `value` (a record, a view, anything of JSON) with every string in it, names included, through redactKeys(). What
 * the site itself writes into records and views holds no key, so only typed text changes; a part without a key
 * is given back as it is, not copied (a feed reads months of records).
 */
export function redacted<T>(value: T): T {
  if (typeof value === "string") return redactKeys(value) as T
  if (typeof value !== "object" || value === null) return value
  const entries = Object.entries(value)
  const shown = entries.map(([name, inner]) => [redactKeys(name), redacted(inner)] as const)
  if (shown.every(([name, inner], i) => name === entries[i][0] && inner === entries[i][1])) return value
  return (Array.isArray(value) ? shown.map(([, inner]) => inner) : Object.fromEntries(shown)) as T
}
