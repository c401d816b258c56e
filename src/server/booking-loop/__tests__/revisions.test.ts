/** @jest-environment node */
/**
 * Act on what you saw: every view carries the booking's revision, dispatch's answers send the one they
 * were shown, and a stale one is refused with the booking as it is now and what changed since. Over real
 * HTTP with SMTP and a webhook on loopback.
 */
import { LOOP_MESSAGES } from "../../../booking-loop/messages"
import { dayFromToday } from "../../test-support/forms"
import { CUSTOMER, errorOf, loopWorld, viewOf } from "../../test-support/loop-world"

const loop = loopWorld()

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })

describe("dispatch answers the booking it was shown", () => {
  it("a request the customer changed while dispatch's page was open is not confirmed, quoted or declined as it was; the answer says what changed", async () => {
    const { reference, customer, dispatch } = await loop.booked({ date: dayFromToday(6), time: "2:00 PM" })
    const shown = viewOf(await loop.api.readBooking(dispatch))
    expect(shown.revision).toBe(1)

    // The customer moves the request two hours later: nobody had answered it, so it changes at once.
    const changed = await act(customer, "request-change", { changes: { time: "4:00 PM" } })
    expect(viewOf(changed)).toMatchObject({ state: "requested", revision: 2 })
    loop.smtp.mails.length = 0

    for (const [action, body] of [
      ["confirm", {}],
      ["quote", { fare: 400, includes: "Tolls and airport fees" }],
      ["decline", { note: "We are fully booked that afternoon." }],
    ] as const) {
      const refused = await act(dispatch, action, { ...body, revision: shown.revision })
      expect([action, refused.status]).toEqual([action, 409])
      expect(errorOf(refused)).toMatch(
        /^Nothing was done: the booking changed since this page was opened\. The customer changed this booking on \w+day, .+\. The page now shows it as it is: check it before you answer\.$/,
      )
      // The booking as it is now, with the time the customer asked for.
      expect(viewOf(refused)).toMatchObject({ state: "requested", revision: 2 })
      expect(viewOf(refused).rows).toContainEqual({ label: "Pickup time", value: "4:00 PM" })
    }
    expect((await loop.recordOf(reference))?.lifecycle?.history).toHaveLength(2)
    expect(loop.mailTo(CUSTOMER)).toHaveLength(0)

    // Answered on the booking as it is now, it is confirmed.
    const confirmed = await act(dispatch, "confirm", { revision: 2 })
    expect(confirmed.status).toBe(200)
    expect(viewOf(confirmed)).toMatchObject({ state: "confirmed", revision: 3 })
  })

  it("names every step since the page was opened, oldest first", async () => {
    const { customer, dispatch } = await loop.booked({ date: dayFromToday(6), time: "2:00 PM" })
    expect((await act(customer, "request-change", { changes: { time: "3:00 PM" } })).status).toBe(200)
    expect((await act(dispatch, "quote", { fare: 420, includes: "Tolls and airport fees", revision: 2 })).status).toBe(200)
    const refused = await act(dispatch, "decline", { note: "No car free.", revision: 1 })
    expect(refused.status).toBe(409)
    expect(errorOf(refused)).toMatch(
      /The customer changed this booking on .+\. Dispatch sent a quote for this booking on .+\. The page now shows/,
    )
  })

  it("a revision that is not a whole number is refused with its field named; none at all acts on the booking as it is (an API client)", async () => {
    const { dispatch } = await loop.booked({ date: dayFromToday(6), time: "2:00 PM" })
    const malformed = await act(dispatch, "confirm", { revision: "latest" })
    expect(malformed.status).toBe(422)
    expect((malformed.json as { errors: Record<string, string> }).errors).toEqual({ revision: LOOP_MESSAGES.revision })
    const asItIs = await act(dispatch, "confirm")
    expect(asItIs.status).toBe(200)
    expect(viewOf(asItIs)).toMatchObject({ state: "confirmed", revision: 2 })
  })
})
