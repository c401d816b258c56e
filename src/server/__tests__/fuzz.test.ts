/** @jest-environment node */
import fc from "fast-check"
import { PASSENGER_OPTIONS, SERVICE_TYPES, bookingSchema } from "../../booking/booking-schema"
import { TIME_SLOTS } from "../../booking/time-slots"
import { contactSchema } from "../../forms/contact-schema"
import { subscriptionSchema } from "../../forms/subscription-schema"
import { MIN_FILL_MS } from "../../config/constants"
import type { EndpointName } from "../endpoint"
import { dayFromToday } from "../test-support/forms"
import { startApi, startSmtp, type ApiPeer, type SmtpPeer } from "../test-support/peers"
import { fuzzRuns, reachedKinds } from "../test-support/fuzz-limits"
import { BODY_LIMIT_BYTES } from "../limits"

const FIELDS: Record<EndpointName, readonly string[]> = {
  "booking-requests": Object.keys(bookingSchema.fields),
  "contact-messages": Object.keys(contactSchema.fields),
  subscriptions: Object.keys(subscriptionSchema.fields),
}

/** Anything a client could put in a field: right, wrong, huge, odd or nested. */
const junk = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ minLength: 3000, maxLength: 9000 }),
  fc.constantFrom(
    "",
    " ",
    "\r\n",
    "<script>alert(1)</script>",
    "Ω≈ç√∫",
    "🚗🚙",
    "\u0000\u202e",
    "'; DROP TABLE x;--",
    "__proto__",
    "NaN",
    "1e309",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 4 }),
  fc.object({ maxDepth: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
)

const sometimesRight = <T>(right: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: right }, { weight: 2, arbitrary: junk })

const bookingFields = {
  serviceType: sometimesRight(fc.constantFrom(...SERVICE_TYPES)),
  pickupLocation: sometimesRight(fc.constantFrom("12 Elm St, Andover", "Logan Airport", "Manchester-Boston Regional Airport")),
  dropoffLocation: sometimesRight(fc.constantFrom("Fenway Park", "1 Main St, Nashua, NH")),
  date: sometimesRight(fc.integer({ min: -5, max: 400 }).map(dayFromToday)),
  time: sometimesRight(fc.constantFrom(...TIME_SLOTS)),
  passengers: sometimesRight(fc.constantFrom(...PASSENGER_OPTIONS)),
  firstName: sometimesRight(fc.constantFrom("Ana", "José", "Zoë")),
  lastName: sometimesRight(fc.constantFrom("Silva", "O'Brien")),
  email: sometimesRight(fc.emailAddress()),
  phone: sometimesRight(fc.constantFrom("(978) 555-0101", "+1 603 555 0142", "978.555.0101 x12")),
  specialRequests: sometimesRight(fc.string({ maxLength: 200 })),
  flightNumber: sometimesRight(fc.constantFrom("", "B6 1234", "UA12")),
  hours: sometimesRight(fc.constantFrom("", "2", "12")),
  luggage: sometimesRight(fc.constantFrom("", "0", "3", "20")),
}

const contactFields = {
  name: sometimesRight(fc.constantFrom("Dan Whitman", "Li Wei")),
  email: sometimesRight(fc.emailAddress()),
  phone: sometimesRight(fc.constantFrom("", "603-555-0199")),
  message: sometimesRight(fc.string({ minLength: 1, maxLength: 300 })),
}

/** The fields each form's cases send, each present or not. */
const FUZZED_FIELDS = {
  "booking-requests": bookingFields,
  "contact-messages": contactFields,
  subscriptions: { email: sometimesRight(fc.emailAddress()) },
}

const envelopeArb = fc.record(
  {
    // Mostly a person's envelope, so validation is what gets exercised.
    fillMs: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: MIN_FILL_MS, max: 3_600_000 }) }, { weight: 1, arbitrary: junk }),
    website: fc.oneof({ weight: 8, arbitrary: fc.constant("") }, { weight: 1, arbitrary: junk }),
    requestId: fc.oneof({ weight: 6, arbitrary: fc.uuid() }, { weight: 1, arbitrary: junk }),
  },
  { requiredKeys: ["fillMs", "website"] },
)

const extras = fc.dictionary(
  fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("__proto__", "constructor", "prototype", "toString")),
  junk,
  { maxKeys: 3 },
)

type Case = { endpoint: EndpointName; body: string }

const objectCase = (endpoint: EndpointName, fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Case> =>
  fc
    .tuple(fields, envelopeArb, extras)
    .map(([values, envelope, more]) => ({ endpoint, body: JSON.stringify({ ...more, ...values, ...envelope }) }))

const anyEndpoint = fc.constantFrom<EndpointName>("booking-requests", "contact-messages", "subscriptions")

const cases: fc.Arbitrary<Case> = fc.oneof(
  { weight: 6, arbitrary: objectCase("booking-requests", fc.record(FUZZED_FIELDS["booking-requests"], { requiredKeys: [] })) },
  { weight: 2, arbitrary: objectCase("contact-messages", fc.record(FUZZED_FIELDS["contact-messages"], { requiredKeys: [] })) },
  { weight: 2, arbitrary: objectCase("subscriptions", fc.record(FUZZED_FIELDS.subscriptions, { requiredKeys: [] })) },
  // Random JSON of any shape, and text that is mostly not JSON at all.
  { weight: 1, arbitrary: fc.record({ endpoint: anyEndpoint, body: fc.json({ maxDepth: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ endpoint: anyEndpoint, body: fc.string({ unit: "binary", maxLength: 200 }) }) },
  // Text about the size of the body limit, either side of it (a huge field reaches the limit only about once in 500 cases).
  {
    weight: 1,
    arbitrary: fc.record({
      endpoint: anyEndpoint,
      body: fc.string({ unit: "binary-ascii", minLength: BODY_LIMIT_BYTES - 256, maxLength: BODY_LIMIT_BYTES + 256 }),
    }),
  },
)

describe("fuzzed requests", () => {
  let api: ApiPeer
  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_PER_MINUTE: "0" })
  })
  afterAll(() => api.close())

  it("never get a 5xx, and every 422 names the form's fields with a message", async () => {
    const reached = reachedKinds()
    await fc.assert(
      fc.asyncProperty(cases, async ({ endpoint, body }) => {
        const reply = await api.post(endpoint, body)
        reached.add(`${endpoint} ${reply.status}`)
        expect([201, 202, 400, 413, 422]).toContain(reply.status)
        expect(reply.headers["content-type"]).toBe("application/json; charset=utf-8")
        if (reply.status === 422) {
          const { errors } = reply.json as { errors: Record<string, unknown> }
          expect(Object.keys(errors).length).toBeGreaterThan(0)
          for (const [field, message] of Object.entries(errors)) {
            reached.add(`${endpoint} 422 ${field}`)
            expect(FIELDS[endpoint]).toContain(field)
            expect(typeof message).toBe("string")
            expect((message as string).length).toBeGreaterThan(0)
          }
        }
        if (reply.status === 400) expect(typeof (reply.json as { error: unknown }).error).toBe("string")
      }),
      // 600 cases of the seed reach every answer below, the rarest (specialRequests named in a 422) three times; 2,000
      // reached no other (bench/results/2026-11-29-unit-cpu2.md).
      fuzzRuns(600),
    )
    // The mix really reached every branch that matters: each answer of each form, and each field it sends named in a 422.
    const answers = {
      "booking-requests": [201, 400, 413, 422],
      "contact-messages": [201, 400, 413, 422],
      subscriptions: [202, 400, 413, 422],
    }
    const expected = Object.entries(FUZZED_FIELDS).flatMap(([endpoint, fields]) => [
      ...answers[endpoint as EndpointName].map((status) => `${endpoint} ${status}`),
      ...Object.keys(fields).map((field) => `${endpoint} 422 ${field}`),
    ])
    expect(reached.missing(expected)).toEqual([])
    expect(api.logger.lines.filter((line) => line.startsWith("error"))).toEqual([])
    // Hundreds of requests: on a shared two-core machine under load thousands have taken past a minute.
  }, 180_000)
})

describe("fuzzed dispatch bodies", () => {
  let api: ApiPeer
  let smtp: SmtpPeer
  beforeAll(async () => {
    smtp = await startSmtp()
    const env = { RATE_LIMIT_PER_MINUTE: "0", DISPATCH_EMAIL: "dispatch@merrimack.test", SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }
    api = await startApi(env)
  })
  afterAll(async () => {
    await api.close()
    await smtp.close()
  })

  it("never get a 5xx for any body on sign-in, session, sign-out or the feed's key: wrong shapes and types, huge, not JSON", async () => {
    const dispatchEndpoint = fc.constantFrom("dispatch/sign-in", "dispatch/session", "dispatch/sign-out", "dispatch/calendar-link" as const)
    const bodies = fc.oneof(
      fc.record({ email: junk, token: junk }, { requiredKeys: [] }).map((body) => JSON.stringify(body)),
      fc.json({ maxDepth: 5 }),
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.string({ minLength: 3000, maxLength: 9000 }),
    )
    const reached = reachedKinds()
    await fc.assert(
      fc.asyncProperty(dispatchEndpoint, bodies, async (endpoint, body) => {
        const reply = await api.post(endpoint, body)
        reached.add(`${endpoint} ${reply.status}`)
        expect([200, 202, 400, 401, 403, 422]).toContain(reply.status)
        expect(reply.headers["content-type"]).toBe("application/json; charset=utf-8")
      }),
      // 150 cases of the seed reach each answer below at least eleven times; 600 reached no other.
      fuzzRuns(150),
    )
    expect(
      reached.missing([
        "dispatch/sign-in 400",
        "dispatch/sign-in 422",
        "dispatch/session 400",
        "dispatch/session 403",
        "dispatch/sign-out 200",
        "dispatch/sign-out 400",
        "dispatch/calendar-link 400",
        "dispatch/calendar-link 401",
      ]),
    ).toEqual([])
    expect(api.logger.lines.filter((line) => line.startsWith("error"))).toEqual([])
    // Hundreds of requests: on a shared two-core machine under load thousands have taken past a minute.
  }, 180_000)
})
