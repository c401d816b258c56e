/** @jest-environment node */
import fc from "fast-check"
import { createMemoryStore } from "../../test-support/memory-store"
import { seedBooking } from "../../test-support/bookings"
import { request, startApi, startSmtp, TEST_LINK_SECRET, type ApiPeer, type RequestOptions, type SmtpPeer } from "../../test-support/peers"
import { viewLink as viewLinkOf } from "../../dispatch/access"
import { SESSION_COOKIE, sessionToken, signInToken } from "../../dispatch/session"
import type { BookingLoopName } from "../endpoints"
import { bookingLinks } from "../links"
import { bookingRecordName } from "../records"
import { fuzzRuns, HEAD_BYTES_FOR_THE_API, headReachesTheApi, reachedKinds } from "../../test-support/fuzz-limits"

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

/**
 * A junk value as text, as a client would send it. String() throws for some of fast-check's objects (one whose
 * `toString` is itself an object, say), and that is the generator's quirk, not the server's: such a value goes as JSON.
 */
const textOf = (value: unknown): string => {
  try {
    return String(value)
  } catch {
    return JSON.stringify(value) ?? ""
  }
}

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
    api = await startApi({ RATE_LIMIT_PER_MINUTE: "0", SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, { store })
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
    const reached = reachedKinds()
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
          .map(([scheme, token]) => `${scheme}${textOf(token)}`.replace(/[^\t\x20-\x7e]/g, "")),
      }),
    )
    await fc.assert(
      fc.asyncProperty(bodies, async (sent) => {
        const { endpoint } = sent
        const before = await store.get(bookingRecordName(reference))
        const reply =
          "authorization" in sent ? await api.get(endpoint, { Authorization: sent.authorization }) : await api.post(endpoint, sent.body)
        reached.add(`${endpoint} ${reply.status}`)
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
      // 400 cases of the seed reach every answer below, as 1,500 did: the conflict once (at case 306, as in the 1,500), the
      // rest at least six times (bench/results/2026-11-29-unit-cpu2.md).
      fuzzRuns(400),
    )
    expect(
      reached.missing([
        "booking-actions 400",
        "booking-actions 403",
        "booking-actions 409",
        "booking-actions 422",
        "booking-links 202",
        "booking-links 400",
        "booking-links 422",
        "booking-status 403",
      ]),
    ).toEqual([])
    expect(api.logger.lines.filter((line) => line.startsWith("error"))).toEqual([])
  }, 90_000)
})

describe("fuzzed dispatch requests", () => {
  const DISPATCH = "dispatch@merrimack.test"
  let api: ApiPeer
  let smtp: SmtpPeer
  let good: { signIn: string; cookie: string; feedKey: string; viewLink: string }

  beforeAll(async () => {
    smtp = await startSmtp()
    const store = createMemoryStore()
    api = await startApi(
      { RATE_LIMIT_PER_MINUTE: "0", SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DISPATCH_EMAIL: DISPATCH, SITE_URL: "https://x.test" },
      { store },
    )
    const { reference, booking } = await seedBooking(store)
    const session = { email: DISPATCH, id: "c".repeat(32) }
    const cookie = `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, session, new Date())}`
    const made = await api.post("dispatch/calendar-link", {}, { headers: { Cookie: cookie } })
    const feedKey =
      new URL((made.json as { url: string }).url).pathname
        .split("/")
        .pop()
        ?.replace(/\.ics$/, "") ?? ""
    const keys = { bookingLinkSecret: TEST_LINK_SECRET, siteUrl: "https://x.test" }
    const viewLink = new URLSearchParams(new URL(viewLinkOf(keys, session, reference, booking, 0)).hash.slice(1)).get("t") ?? ""
    good = { signIn: signInToken(TEST_LINK_SECRET, DISPATCH, new Date()), cookie, feedKey, viewLink }
  })
  afterAll(async () => {
    await api.close()
    await smtp.close()
  })

  /** What a header may hold, from anything. */
  const headerText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? "")).replace(/[^\t\x20-\x7e]/g, "")
  const cookieOf = (token: unknown) => `${SESSION_COOKIE}=${headerText(token)}`
  const queryText = (value: unknown) => encodeURIComponent(typeof value === "string" ? value : (JSON.stringify(value) ?? ""))

  it("never get a 5xx: forged, malformed, huge and wrong-typed sign-ins, sessions, cookies, days, feed keys and view links", async () => {
    const cookies = fc.oneof(
      fc.constant(undefined),
      badToken(good.cookie.slice(SESSION_COOKIE.length + 1)).map(cookieOf),
      fc.constant(good.cookie),
    )
    const requests = fc.oneof(
      fc.record({ kind: fc.constant("sign-in" as const), email: fc.oneof(junk, fc.emailAddress(), fc.constant(DISPATCH)) }),
      fc.record({ kind: fc.constant("session" as const), token: fc.oneof(badToken(good.signIn), badToken(good.viewLink)) }),
      fc.record({ kind: fc.constant("sign-out" as const), cookie: cookies, body: fc.oneof(fc.json({ maxDepth: 3 }), junk.map(textOf)) }),
      fc.record({ kind: fc.constant("day" as const), cookie: cookies, from: junk, days: junk }),
      fc.record({ kind: fc.constant("calendar-link" as const), cookie: cookies, method: fc.constantFrom("GET", "POST") }),
      fc.record({
        kind: fc.constant("feed" as const),
        key: fc.oneof(
          badToken(good.feedKey).map(queryText),
          fc.string({ unit: fc.constantFrom("%", "E0", "A4", "ZZ", "2F", "..", "a", ".ics"), maxLength: 12 }),
        ),
      }),
      fc.record({ kind: fc.constant("view-link" as const), cookie: cookies, token: badToken(good.viewLink) }),
    )
    /** The request a fuzzed case makes: its address and options for `request()`. */
    const requestOf = (sent: Record<string, unknown> & { kind: string }): { url: string; options: RequestOptions } => {
      const cookie: Record<string, string> = typeof sent.cookie === "string" ? { Cookie: sent.cookie } : {}
      switch (sent.kind) {
        case "sign-in":
          return { url: api.url("dispatch/sign-in"), options: { body: { email: sent.email } } }
        case "session":
          return { url: api.url("dispatch/session"), options: { body: { token: sent.token } } }
        case "sign-out":
          return { url: api.url("dispatch/sign-out"), options: { body: sent.body, headers: cookie } }
        case "day":
          return {
            url: `${api.url("dispatch/day")}?from=${queryText(sent.from)}&days=${queryText(sent.days)}`,
            options: { method: "GET", headers: cookie },
          }
        case "calendar-link":
          return {
            url: api.url("dispatch/calendar-link"),
            options: { method: textOf(sent.method), headers: cookie, ...(sent.method === "POST" ? { body: {} } : {}) },
          }
        case "feed":
          return { url: api.url("dispatch/calendar/[key]").replace("[key]", `${textOf(sent.key)}.ics`), options: { method: "GET" } }
        default:
          return {
            url: api.url("booking-status"),
            options: { method: "GET", headers: { Authorization: `Bearer ${headerText(sent.token)}`, ...cookie } },
          }
      }
    }
    const reached = reachedKinds()
    await fc.assert(
      // Two huge values in one address (or a huge cookie beside them) make a head past the server's limit, answered 431
      // before the API (the test below): such a case, about one in 4,300, is drawn again. In about one run in six one
      // was drawn, failed, and was shrunk request by request until the time limit: 60 s of CPU for nothing of the API's.
      fc.asyncProperty(
        requests
          .map((sent) => ({ kind: sent.kind, ...requestOf(sent) }))
          .filter(({ url, options }) => headReachesTheApi(url, options.headers)),
        async ({ kind, url, options }) => {
          const reply = await request(url, options)
          reached.add(`${kind} ${reply.status}`)
          expect([200, 202, 400, 401, 403, 404, 422]).toContain(reply.status)
          expect(reply.headers["cache-control"]).toBe("no-store")
        },
      ),
      // 300 cases of the seed reach every answer below, as 800 did, each as often as the 800 for the rarest (a day asked
      // for in a session, 422, twice; the calendar link made, three times).
      fuzzRuns(300),
    )
    expect(
      reached.missing([
        "sign-in 202",
        "sign-in 422",
        "session 403",
        "sign-out 200",
        "sign-out 400",
        "day 401",
        "day 422",
        "calendar-link 200",
        "calendar-link 401",
        "feed 404",
        "view-link 403",
      ]),
    ).toEqual([])
    expect(api.logger.lines.filter((line) => line.startsWith("error"))).toEqual([])
  }, 90_000)

  it("a head at the limit reaches the API; one past it is answered 431 by the HTTP server, and the next request as ever", async () => {
    // A session of its own: the property may have signed out the other.
    const cookie = `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, { email: DISPATCH, id: "d".repeat(32) }, new Date())}`
    const headers = { Cookie: cookie }
    const dayWith = (bytes: number) => {
      const url = `${api.url("dispatch/day")}?days=1&from=`
      return url + "x".repeat(bytes - Buffer.byteLength(url) - "Cookie".length - cookie.length)
    }
    const atTheLimit = dayWith(HEAD_BYTES_FOR_THE_API)
    expect(headReachesTheApi(atTheLimit, headers)).toBe(true)
    expect((await request(atTheLimit, { method: "GET", headers })).status).toBe(422)
    const pastIt = dayWith(HEAD_BYTES_FOR_THE_API + 300)
    expect(headReachesTheApi(pastIt, headers)).toBe(false)
    expect((await request(pastIt, { method: "GET", headers })).status).toBe(431)
    expect((await request(`${api.url("dispatch/day")}?days=1`, { method: "GET", headers })).status).toBe(200)
    expect(api.logger.lines.filter((line) => line.startsWith("error"))).toEqual([])
  })
})
