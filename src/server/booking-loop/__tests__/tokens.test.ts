/** @jest-environment node */
import { linkExpiry, bookingLinks } from "../links"
import { linkRolesIn, signLink, verifyLink, verifyLinkFor, type LinkClaims } from "../tokens"

const SECRET = "a-secret-of-at-least-thirty-two-characters"
const NOW = new Date("2026-12-01T12:00:00Z")
const CLAIMS: LinkClaims = { role: "customer", reference: "MP-7KQ4-XZ9B", expiresAt: new Date("2026-12-17T05:00:00Z"), version: 0 }
const token = signLink(SECRET, CLAIMS)

test("a token is short, URL-safe and opens its booking for its role until it expires", () => {
  expect(token).toMatch(/^[A-Za-z0-9_-]{60,90}$/)
  expect(verifyLink(SECRET, token, NOW)).toEqual(CLAIMS)
  expect(verifyLinkFor(SECRET, token, NOW, { role: "customer", reference: "MP-7KQ4-XZ9B" })).toEqual(CLAIMS)
  expect(verifyLink(SECRET, signLink(SECRET, { ...CLAIMS, role: "dispatch" }), NOW)?.role).toBe("dispatch")
})

test("a token carries the booking's link version once its links were replaced, and the same booking's tokens of each version differ", () => {
  const replaced = signLink(SECRET, { ...CLAIMS, version: 2 })
  expect(verifyLink(SECRET, replaced, NOW)).toEqual({ ...CLAIMS, version: 2 })
  expect(replaced).not.toBe(token)
  expect(verifyLink(SECRET, signLink(SECRET, { ...CLAIMS, version: 40 }), NOW)?.version).toBe(40)
  expect(() => signLink(SECRET, { ...CLAIMS, version: -1 })).toThrow("Not a link version")
})

/** Flips one bit of the token's bytes at `index`. */
function flipped(text: string, index: number): string {
  const bytes = Buffer.from(text, "base64url")
  bytes[index] ^= 1
  return bytes.toString("base64url")
}

const refusals: [string, unknown, Date, { role?: "customer" | "dispatch"; reference?: string }][] = [
  ["tampered in its role", flipped(token, 0), NOW, {}],
  ["tampered in its reference", flipped(token, 5), NOW, {}],
  ["tampered in its signature", flipped(token, 40), NOW, {}],
  ["expired", token, CLAIMS.expiresAt, {}],
  ["long expired", token, new Date("2027-06-01T00:00:00Z"), {}],
  ["for the other role", token, NOW, { role: "dispatch" }],
  ["for another reference", token, NOW, { reference: "MP-7KQ4-XZ9C" }],
  ["signed with another secret", signLink("another-secret-of-thirty-two-characters", CLAIMS), NOW, {}],
  ["cut short", token.slice(0, -1), NOW, {}],
  ["with a character added", `${token}A`, NOW, {}],
  ["in another spelling of base64", token.replace(/-/g, "+").replace(/_/g, "/"), NOW, {}],
  ["empty", "", NOW, {}],
  ["not text", 42, NOW, {}],
  ["an object", { t: token }, NOW, {}],
  ["huge", "A".repeat(5000), NOW, {}],
  ["garbage", "not a token at all!", NOW, {}],
  ["a signature alone", Buffer.alloc(32).toString("base64url"), NOW, {}],
]

test.each(refusals)("a token %s is refused like any other", (_why, given, now, expected) => {
  expect(verifyLinkFor(SECRET, given, now, expected)).toBeNull()
})

test("a payload signed correctly but shaped wrongly is refused", () => {
  // Signing refuses what is not a reference, so nothing shaped wrongly is ever issued.
  expect(() => signLink(SECRET, { ...CLAIMS, reference: "MP-7KQ4" })).toThrow()
})

test("links expire a week after the end of the ride's day in Boston (the return's, when later)", () => {
  expect(linkExpiry({ date: "2026-12-10", returnTrip: false, returnDate: "" }).toISOString()).toBe("2026-12-18T05:00:00.000Z")
  expect(linkExpiry({ date: "2026-12-10", returnTrip: true, returnDate: "2026-12-12" }).toISOString()).toBe("2026-12-20T05:00:00.000Z")
})

test("links start at the site's address and carry the token after #, never in the path or query", () => {
  const links = bookingLinks({ bookingLinkSecret: SECRET, siteUrl: "https://preview.example.com" }, "MP-7KQ4-XZ9B", {
    date: "2026-12-10",
    returnTrip: false,
    returnDate: "",
  })
  const ride = links.ride(4)
  for (const [link, page] of [
    ...[links.customer, links.confirm, links.decline, links.dispatch].map((link) => [link, "/booking"]),
    [ride, "/ride"],
  ]) {
    const url = new URL(link)
    expect(url.origin + url.pathname).toBe(`https://preview.example.com${page}`)
    expect(url.search).toBe("")
    expect(url.hash).toMatch(/^#t=[A-Za-z0-9_-]+/)
  }
  expect(links.confirm).toMatch(/&do=confirm$/)
  expect(links.decline).toMatch(/&do=decline$/)
  const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get("t")
  expect(verifyLink(SECRET, tokenOf(links.customer), NOW)?.role).toBe("customer")
  expect(verifyLink(SECRET, tokenOf(links.confirm), NOW)?.role).toBe("dispatch")
  // A chauffeur's link names the assignment it was sent for, and its role is read from its own bytes like the others'.
  expect(verifyLink(SECRET, tokenOf(ride), NOW)).toMatchObject({ role: "chauffeur", reference: "MP-7KQ4-XZ9B", step: 4, version: 0 })
  expect(verifyLink(SECRET, tokenOf(links.ride(0)), NOW)?.step).toBe(0)
  expect(linkRolesIn(ride)).toEqual(["chauffeur"])
  expect(() => signLink(SECRET, { role: "chauffeur", reference: "MP-7KQ4-XZ9B", expiresAt: new Date("2026-12-18") })).toThrow()
  expect(() => signLink(SECRET, { role: "customer", reference: "MP-7KQ4-XZ9B", expiresAt: new Date("2026-12-18"), step: 2 })).toThrow()
})
