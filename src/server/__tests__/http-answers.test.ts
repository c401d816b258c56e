/** @jest-environment node */
import { BOOKING_MESSAGES, EXTRA_MESSAGES } from "../../booking/booking-schema"
import { ERRORS } from "../endpoint"
import { request, startApi, type ApiPeer, type Reply } from "../test-support/peers"
import { dayFromToday, envelope, validBooking } from "../test-support/forms"

function expectJsonAnswer(reply: Reply) {
  expect(reply.headers["content-type"]).toBe("application/json; charset=utf-8")
  expect(reply.headers["cache-control"]).toBe("no-store")
  expect(reply.headers["x-content-type-options"]).toBe("nosniff")
  expect(reply.json).toBeDefined()
  expect(reply.text).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|Error:/)
}

describe("answers of /api/booking-requests", () => {
  let api: ApiPeer
  beforeAll(async () => {
    api = await startApi()
  })
  afterAll(() => api.close())

  it("201 with a reference for a valid booking", async () => {
    const reply = await api.post("booking-requests", validBooking())
    expect(reply.status).toBe(201)
    expectJsonAnswer(reply)
    expect(reply.json).toEqual({ reference: expect.stringMatching(/^MP-[A-Z0-9]{4}-[A-Z0-9]{4}$/) })
  })

  it("accepts a charset in the content type", async () => {
    const reply = await api.post("booking-requests", validBooking(), { headers: { "Content-Type": "application/json; charset=UTF-8" } })
    expect(reply.status).toBe(201)
  })

  it.each(["GET", "PUT", "DELETE", "PATCH", "OPTIONS"])("405 with Allow: POST for %s", async (method) => {
    const reply = await request(api.url("booking-requests"), { method })
    expect(reply.status).toBe(405)
    expect(reply.headers.allow).toBe("POST")
    expectJsonAnswer(reply)
    expect(reply.json).toEqual({ error: ERRORS.method })
  })

  it.each([
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json; charset=latin1",
    "application/jsonp",
  ])("415 for Content-Type %s", async (type) => {
    const reply = await api.post("booking-requests", JSON.stringify(validBooking()), { headers: { "Content-Type": type } })
    expect(reply.status).toBe(415)
    expectJsonAnswer(reply)
    expect(reply.json).toEqual({ error: ERRORS.contentType })
  })

  it("415 without a Content-Type", async () => {
    const reply = await request(api.url("booking-requests"), { body: "{}", headers: { "Content-Type": "" } })
    expect(reply.status).toBe(415)
  })

  it("413 for a 20 KiB body, with or without Content-Length, and nothing recorded", async () => {
    const before = (await api.outbox()).length
    const huge = validBooking({ specialRequests: "x".repeat(20 * 1024) })
    for (const chunked of [false, true]) {
      const reply = await api.post("booking-requests", huge, { chunked })
      expect(reply.status).toBe(413)
      expectJsonAnswer(reply)
      expect(reply.json).toEqual({ error: ERRORS.tooLarge })
    }
    expect(await api.outbox()).toHaveLength(before)
  })

  it("413 at once for an announced body far over the limit, closing the connection", async () => {
    const reply = await api.post("booking-requests", "{}", {
      headers: { "Content-Type": "application/json", "Content-Length": String(50 * 1024 * 1024) },
    })
    expect(reply.status).toBe(413)
    expect(reply.headers.connection).toBe("close")
  })

  it.each([
    ["malformed JSON", '{"serviceType": "airport",'],
    ["an empty body", ""],
    ["invalid UTF-8", Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
  ])("400 for %s", async (_what, body) => {
    const reply = await api.post("booking-requests", body)
    expect(reply.status).toBe(400)
    expectJsonAnswer(reply)
    expect(reply.json).toEqual({ error: ERRORS.malformed })
  })

  it.each([["[]"], ['"x"'], ["null"], ["42"], ["true"], ['[{"serviceType":"airport"}]']])(
    "400 for %s, which is not a JSON object",
    async (body) => {
      const reply = await api.post("booking-requests", body)
      expect(reply.status).toBe(400)
      expectJsonAnswer(reply)
      expect(reply.json).toEqual({ error: ERRORS.notObject })
    },
  )

  it("400 for a requestId that is not 8–64 letters, digits or hyphens", async () => {
    for (const requestId of ["short", "x".repeat(65), "has space 123", 12345678, { id: "abcdefgh" }]) {
      const reply = await api.post("booking-requests", validBooking({ requestId }))
      expect(reply.status).toBe(400)
      expect(reply.json).toEqual({ error: ERRORS.requestId })
    }
  })

  it("422 naming every missing field with the exact messages of docs/REQUIREMENTS.md §5", async () => {
    const reply = await api.post("booking-requests", envelope())
    expect(reply.status).toBe(422)
    expectJsonAnswer(reply)
    expect(reply.json).toEqual({
      errors: {
        serviceType: BOOKING_MESSAGES.serviceType,
        pickupLocation: BOOKING_MESSAGES.pickupLocation,
        dropoffLocation: BOOKING_MESSAGES.dropoffLocation,
        date: BOOKING_MESSAGES.date,
        time: BOOKING_MESSAGES.time,
        passengers: BOOKING_MESSAGES.passengers,
        firstName: BOOKING_MESSAGES.firstName,
        lastName: BOOKING_MESSAGES.lastName,
        email: BOOKING_MESSAGES.email,
        phone: BOOKING_MESSAGES.phone,
      },
    })
  })

  it("422 for wrong values: only the fields at fault are named", async () => {
    const reply = await api.post(
      "booking-requests",
      validBooking({ email: "not-an-email", passengers: "12", date: dayFromToday(-1), phone: "12" }),
    )
    expect(reply.status).toBe(422)
    expect(reply.json).toEqual({
      errors: {
        email: BOOKING_MESSAGES.email,
        passengers: EXTRA_MESSAGES.passengersRange,
        date: EXTRA_MESSAGES.datePast,
        phone: BOOKING_MESSAGES.phone,
      },
    })
  })

  it.each([
    ['{"__proto__": {"polluted": true}}'],
    ['{"constructor": "x", "toString": 1, "hasOwnProperty": null}'],
    ['{"serviceType": {"toString": []}, "firstName": {"valueOf": 1}}'],
  ])("422, not a crash, for the JSON that trips the schema library: %s", async (fields) => {
    // Spreading parsed JSON keeps "__proto__" as an own key, so it is sent as written.
    const body = JSON.stringify({ ...JSON.parse(fields), ...envelope() })
    expect(Object.keys(JSON.parse(body))).toEqual(expect.arrayContaining(Object.keys(JSON.parse(fields))))
    const reply = await api.post("booking-requests", body)
    expect(reply.status).toBe(422)
    expect(reply.json).toEqual({ errors: expect.objectContaining({ serviceType: BOOKING_MESSAGES.serviceType }) })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it("422 for wrong types uses the field's message, never a type dump", async () => {
    const reply = await api.post("booking-requests", validBooking({ firstName: { $gt: "" }, pickupLocation: ["a"], time: 630 }))
    expect(reply.status).toBe(422)
    expect(reply.json).toEqual({
      errors: { firstName: BOOKING_MESSAGES.firstName, pickupLocation: BOOKING_MESSAGES.pickupLocation, time: BOOKING_MESSAGES.time },
    })
  })
})

describe("the rate limit", () => {
  let api: ApiPeer
  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_PER_MINUTE: "3" })
  })
  afterAll(() => api.close())

  it("429 with Retry-After once a client passes RATE_LIMIT_PER_MINUTE, per endpoint", async () => {
    for (let i = 0; i < 3; i += 1) expect((await api.post("contact-messages", { name: "", ...envelope() })).status).toBe(422)
    const refused = await api.post("contact-messages", { name: "", ...envelope() })
    expect(refused.status).toBe(429)
    expectJsonAnswer(refused)
    expect(refused.json).toEqual({ error: ERRORS.rateLimited })
    const retryAfter = Number(refused.headers["retry-after"])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Another endpoint has its own count.
    expect((await api.post("booking-requests", validBooking())).status).toBe(201)
  })
})

describe("the client behind a proxy", () => {
  const from = (forwardedFor: string) => ({ headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor } })
  const status = async (api: ApiPeer, forwardedFor: string) => (await api.post("subscriptions", envelope(), from(forwardedFor))).status

  it("is the entry the trusted proxy added, last in X-Forwarded-For, whatever the client wrote before it (TRUST_PROXY=1)", async () => {
    const trusted = await startApi({ RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "1" })
    const untrusted = await startApi({ RATE_LIMIT_PER_MINUTE: "1" })
    try {
      expect(await status(trusted, "203.0.113.1, 198.51.100.7")).toBe(422)
      // A new made-up first entry is the same client: the proxy saw 198.51.100.7.
      expect(await status(trusted, "203.0.113.2, 198.51.100.7")).toBe(429)
      expect(await status(trusted, "198.51.100.7")).toBe(429)
      expect(await status(trusted, "203.0.113.1, 198.51.100.8")).toBe(422)

      // Without TRUST_PROXY the header is the client's own text: the socket decides.
      expect(await status(untrusted, "203.0.113.1, 198.51.100.7")).toBe(422)
      expect(await status(untrusted, "203.0.113.1, 198.51.100.8")).toBe(429)
    } finally {
      await trusted.close()
      await untrusted.close()
    }
  })

  it("is the address the outermost of TRUST_PROXY=2 proxies saw: the second entry from the right", async () => {
    const api = await startApi({ RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "2" })
    try {
      expect(await status(api, "203.0.113.1, 198.51.100.7, 10.0.0.1")).toBe(422)
      expect(await status(api, "203.0.113.2, 198.51.100.7, 10.0.0.2")).toBe(429)
      expect(await status(api, "198.51.100.7, 10.0.0.1")).toBe(429)
      expect(await status(api, "198.51.100.8, 10.0.0.1")).toBe(422)
    } finally {
      await api.close()
    }
  })

  it("counts an IPv6 client by its /64: addresses rotated within one block are refused after the limit", async () => {
    const api = await startApi({ RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "1" })
    try {
      expect(await status(api, "2001:db8:1:2::1")).toBe(422)
      expect(await status(api, "2001:DB8:1:2:abcd::2")).toBe(422)
      expect(await status(api, "2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe(429)
      expect(await status(api, "2001:0db8:0001:0002:0:0:0:3")).toBe(429)
      // The next block is someone else.
      expect(await status(api, "2001:db8:1:3::1")).toBe(422)
    } finally {
      await api.close()
    }
  })
})
