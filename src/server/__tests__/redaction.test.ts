/** @jest-environment node */
/**
 * Keys in typed text (src/server/redaction.ts): every word holding a key is shown as KEY_REDACTED, whatever
 * the key and wherever it stands, and no output's escaping can make a key of what is left.
 */
import fc from "fast-check"
import { bodyText, escapeHtml, headerText, htmlLines, oneLine } from "../../lib/text"
import { bookingLinks } from "../booking-loop/links"
import { newReference } from "../reference"
import { isSealedToken, linkRolesIn, sealToken } from "../booking-loop/tokens"
import { escapeIcsText } from "../delivery/ics"
import { signInToken } from "../dispatch/session"
import { KEY_REDACTED, redacted, redactKeys } from "../redaction"
import { SITE, tokenOf } from "../test-support/loop-world"
import { TEST_LINK_SECRET } from "../test-support/peers"

const links = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: SITE }, newReference(), {
  date: "2026-12-24",
  returnTrip: false,
  returnDate: "",
})
const customer = tokenOf(links.customer)
const dispatch = tokenOf(links.dispatch)
const signIn = signInToken(TEST_LINK_SECRET, "dispatch@merrimack.test", new Date())
const feedKey = sealToken("another secret", "dispatch-calendar/v1", `3|${"f".repeat(32)}`)
const TOKENS = [customer, dispatch, signIn, feedKey]

describe("redactKeys", () => {
  it("removes a key in a fragment, a query, a path or bare, and keeps the words and punctuation around it", () => {
    expect(redactKeys(`My link: ${links.customer}, and dispatch's (${links.confirm}).`)).toBe(
      `My link: ${KEY_REDACTED}, and dispatch's (${KEY_REDACTED}).`,
    )
    expect(redactKeys(`Sign in at ${SITE}/dispatch#s=${signIn}!`)).toBe(`Sign in at ${KEY_REDACTED}!`)
    expect(redactKeys(`${SITE}/booking?t=${dispatch}&do=decline`)).toBe(KEY_REDACTED)
    expect(redactKeys(`Feed: ${SITE}/api/dispatch/calendar/${feedKey}.ics`)).toBe(`Feed: ${KEY_REDACTED}`)
    expect(redactKeys(`code ${customer}\nthanks`)).toBe(`code ${KEY_REDACTED}\nthanks`)
    // What the audience guard reads as a link goes, even cut short; and a key parted by controls an output would drop.
    expect(redactKeys(`see #t=${dispatch.slice(0, 6)} ok`)).toBe(`see ${KEY_REDACTED} ok`)
    expect(redactKeys(`#\u0001t=${dispatch.slice(0, 20)}\t${dispatch.slice(20)}`)).toBe(KEY_REDACTED)
    // Two keys parted by a control that some outputs show as a space.
    expect(redactKeys(`${customer}\u0085${dispatch}`)).toBe(KEY_REDACTED)
  })

  it("leaves text without a key as typed", () => {
    for (const text of [
      "One child seat, please.\nFlight B6 1234, terminal C.",
      "12 Elm Street, Andover, MA 01810 #4",
      "Our song: https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=42s",
      "https://example.com/blog/the-best-limousine-service-in-boston-for-weddings-and-proms",
      "MP-ABCD-1234 \u202eredro \u001b[2J",
      "",
    ]) {
      expect(redactKeys(text)).toBe(text)
    }
  })

  it("leaves no key any output shows, whatever is typed around and inside keys", () => {
    const piece = fc.oneof(
      fc.constantFrom(...TOKENS, links.customer, links.confirm, "#t=", "#s=", "?t=", "&do=confirm", `${SITE}/booking`),
      fc.constantFrom(" ", "\n", "\r\n", "\t", "\v", "\u0001", "\u0085", "\u00a0", "(", ")", "'", '"', "<", ">", ".", ",", ";", "\\", "#"),
      fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/),
      fc.tuple(fc.constantFrom(...TOKENS), fc.nat()).map(([token, at]) => token.slice(0, at % token.length)),
      fc.tuple(fc.constantFrom(...TOKENS), fc.nat()).map(([token, at]) => token.slice(at % token.length)),
    )
    const outputs = [(text: string) => text, bodyText, oneLine, escapeHtml, htmlLines, escapeIcsText]
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const shown = redactKeys(pieces.join(""))
        for (const output of outputs) {
          const text = output(shown)
          expect(linkRolesIn(text)).toEqual([])
          expect((text.match(/[A-Za-z0-9_-]+/g) ?? []).filter(isSealedToken)).toEqual([])
        }
        // A header's line is cut at its limit (far beyond a name's), which may cut a run short: the guard still reads no link.
        expect(linkRolesIn(headerText(shown))).toEqual([])
      }),
      { numRuns: 500 },
    )
  })
})

describe("redacted", () => {
  it("gives back a value without a key as it is, not a copy", () => {
    const plain = { name: "Maria", stops: ["1 Main St"], estimate: { amount: 175 } }
    expect(redacted(plain)).toBe(plain)
  })

  it("redacts every string of a value, names included, and leaves the rest", () => {
    const record = { reference: "MP-ABCD-1234", passengers: 2, returnTrip: false, stops: [links.customer], [customer]: null }
    expect(redacted(record)).toEqual({
      reference: "MP-ABCD-1234",
      passengers: 2,
      returnTrip: false,
      stops: [KEY_REDACTED],
      [KEY_REDACTED]: null,
    })
  })
})
