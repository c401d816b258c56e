/** @jest-environment node */
import { BOOKING_MESSAGES } from "../../booking/booking-schema"
import { BODY_LIMIT_BYTES } from "../limits"
import { startApi, type ApiPeer } from "../test-support/peers"
import { envelope } from "../test-support/forms"

/** The median of `samples` timings, in milliseconds. */
async function medianMs(work: () => Promise<unknown>, samples: number): Promise<number> {
  const times: number[] = []
  for (let sample = 0; sample < samples; sample += 1) {
    const start = performance.now()
    await work()
    times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)[Math.floor(samples / 2)]
}

describe("an email address as long as the body limit allows, over HTTP", () => {
  let api: ApiPeer
  beforeAll(async () => {
    api = await startApi()
  })
  afterAll(() => api.close())

  it("is refused in about the time an ordinary wrong address is", async () => {
    const sign = async (email: string) => {
      const reply = await api.post("subscriptions", { ...envelope(), email })
      expect(reply.status).toBe(422)
      expect(reply.json).toEqual({ errors: { email: BOOKING_MESSAGES.email } })
    }
    // The quadratic case of a pattern that backtracks: dots between two @, the body as full as it may be.
    const hostile = `a@${".".repeat(BODY_LIMIT_BYTES - 200)}@`
    expect(Buffer.byteLength(JSON.stringify({ ...envelope(), email: hostile }))).toBeLessThanOrEqual(BODY_LIMIT_BYTES)
    await medianMs(() => sign("maria.lopez@example"), 3)
    const ordinary = await medianMs(() => sign("maria.lopez@example"), 7)
    const worst = await medianMs(() => sign(hostile), 5)
    // Generous: a bound on how the cost grows, not on this machine's speed.
    expect(worst).toBeLessThan(20 * ordinary)
  })
})
