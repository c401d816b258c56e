/** @jest-environment node */
import fc from "fast-check"
import { createMemoryStore } from "../../test-support/memory-store"
import { seedBooking } from "../../test-support/bookings"
import { startApi, startSmtp, TEST_LINK_SECRET, type ApiPeer, type SmtpPeer } from "../../test-support/peers"
import type { BookingLoopName } from "../endpoints"
import { bookingLinks } from "../links"
import { bookingRecordName } from "../records"

/** Anything a client could put in a field. */
const junk = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ minLength: 3000, maxLength: 9000 }),
  fc.constantFrom(
    "",
    " ",
    "\r\n",
    "<script>alert(1)</script>",
    "__proto__",
    "constructor",
    "MP-2222-2222",
    "confirm",
    "cancel",
    "%00",
    "../../etc/passwd",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 4 }),
  fc.object({ maxDepth: 3 }),
)

/** A token made wrong in one of the ways a visitor or an attacker would. */
const badToken = (good: string) =>
  fc.oneof(
    junk,
    fc.integer({ min: 0, max: good.length - 1 }).map((i) => good.slice(0, i) + (good[i] === "A" ? "B" : "A") + good.slice(i + 1)),
    fc.integer({ min: 1, max: good.length - 1 }).map((i) => good.slice(0, i)),
    fc.string({
      unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".split("")),
      minLength: 40,
      maxLength: 120,
    }),
  )

describe("fuzzed booking-loop requests", () => {
  let api: ApiPeer
  const store = createMemoryStore()
  let reference: string
  let tokens: { customer: string; dispatch: string }

  let smtp: SmtpPeer

  beforeAll(async () => {
    smtp = await startSmtp()
    api = await startApi({ RATE_LIMIT_PER_MINUTE: "0", SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, { store, linkAnswerMinMs: 0 })
    const seeded = await seedBooking(store)
    reference = seeded.reference
    const links = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: "https://x.test" }, reference, seeded.booking)
    const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get("t") ?? ""
    tokens = { customer: tokenOf(links.customer), dispatch: tokenOf(links.confirm) }
  })
  afterAll(async () => {
    await api.close()
    await smtp.close()
  })

  it("never get a 5xx, and nothing but a valid token with a valid action changes the booking", async () => {
    const seen = new Map<number, number>()
    const bodies = fc.oneof(
      fc.record({
        endpoint: fc.constant<BookingLoopName>("booking-actions"),
        body: fc.record({ token: badToken(tokens.customer), action: junk, note: junk }, { requiredKeys: [] }).map((b) => JSON.stringify(b)),
      }),
      // The right token with a wrong action, note or terms (a cancel never names the terms that apply): refused before anything is written.
      fc.record({
        endpoint: fc.constant<BookingLoopName>("booking-actions"),
        body: fc
          .record(
            {
              token: fc.constantFrom(tokens.customer, tokens.dispatch),
              action: junk.filter((a) => a !== "confirm"),
              note: junk,
              terms: junk,
            },
            { requiredKeys: ["token"] },
          )
          .map((b) => JSON.stringify(b)),
      }),
      fc.record({
        endpoint: fc.constant<BookingLoopName>("booking-links"),
        body: fc
          .record({ reference: fc.oneof(junk, fc.constant(reference)), email: fc.oneof(junk, fc.emailAddress()) }, { requiredKeys: [] })
          .map((b) => JSON.stringify(b)),
      }),
      fc.record({
        endpoint: fc.constantFrom<BookingLoopName>("booking-actions", "booking-links"),
        body: fc.oneof(fc.json({ maxDepth: 4 }), fc.string({ unit: "binary", maxLength: 200 })),
      }),
      // The read: a GET whose Authorization header is anything (only characters a header may hold).
      fc.record({
        endpoint: fc.constant<BookingLoopName>("booking-status"),
        authorization: fc
          .tuple(fc.constantFrom("Bearer ", "bearer ", "Basic ", ""), badToken(tokens.customer))
          .map(([scheme, token]) => `${scheme}${String(token)}`.replace(/[^\t\x20-\x7e]/g, "")),
      }),
    )
    await fc.assert(
      fc.asyncProperty(bodies, async (sent) => {
        const { endpoint } = sent
        const before = await store.get(bookingRecordName(reference))
        const reply =
          "authorization" in sent ? await api.get(endpoint, { Authorization: sent.authorization }) : await api.post(endpoint, sent.body)
        seen.set(reply.status, (seen.get(reply.status) ?? 0) + 1)
        expect([200, 202, 400, 403, 409, 413, 422]).toContain(reply.status)
        expect(reply.headers["cache-control"]).toBe("no-store")
        const after = await store.get(bookingRecordName(reference))
        if (reply.status === 200 && endpoint === "booking-actions") {
          // Only dispatch's decline with a reason can pass (it is not filtered out above).
          const made = "body" in sent ? (JSON.parse(sent.body) as Record<string, unknown>) : {}
          expect(made).toMatchObject({ token: tokens.dispatch, action: "decline", note: expect.stringMatching(/\S/) })
          expect(after?.record.lifecycle?.state).toBe("declined")
        } else expect(after?.version).toBe(before?.version)
      }),
      { numRuns: 1500 },
    )
    for (const status of [400, 403, 422]) expect(seen.get(status) ?? 0).toBeGreaterThan(20)
    expect(api.logger.lines.filter((line) => line.startsWith("error"))).toEqual([])
  }, 90_000)
})
