/** @jest-environment node */
/**
 * An accepted change ends the quote of the old trip: on a quoted booking, dispatch accepts a change
 * (five passengers in the SUV instead of two in a sedan) and the customer can no longer accept the quote
 * that priced the old trip. Dispatch's accept carries the revised quote, or the request goes back to
 * waiting for one. Over real HTTP with SMTP on loopback.
 */
import { QUOTE_MESSAGES } from "../../../booking-loop/quotes"
import { dayFromToday } from "../../test-support/forms"
import { header, partText } from "../../test-support/mime"
import { CUSTOMER, DISPATCH, errorOf, loopWorld, tokenOf, viewOf, FAR_TERMS } from "../../test-support/loop-world"

const loop = loopWorld()

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })

/** Two passengers in the sedan, quoted at $310; the customer then asks for five in the SUV, which waits for dispatch. */
async function quotedThenChanged() {
  const booked = await loop.booked({ vehicle: "executive-sedan", passengers: "2", date: dayFromToday(8), time: "5:00 PM" })
  const quoted = await act(booked.dispatch, "quote", { fare: 310, includes: "Tolls and airport fees" })
  expect(viewOf(quoted)).toMatchObject({ state: "quoted", quote: { step: 1, fare: 310 } })
  const asked = await act(booked.customer, "request-change", { changes: { passengers: "5", vehicle: "luxury-suv" } })
  expect(viewOf(asked)).toMatchObject({ state: "quoted", change: { step: 2 } })
  loop.smtp.mails.length = 0
  return booked
}

describe("a quoted booking whose change dispatch accepts", () => {
  it("goes back to waiting for a quote: the $310 quote of the old trip answers 409, and the customer is told a new quote will follow", async () => {
    const { reference, customer, dispatch } = await quotedThenChanged()
    const accepted = await act(dispatch, "accept-change", { change: 2 })
    expect(accepted.status).toBe(200)
    expect(viewOf(accepted)).toMatchObject({ state: "requested", quote: null, change: null })
    expect(viewOf(accepted).rows).toContainEqual({ label: "Passengers", value: "5" })
    expect(viewOf(accepted).actions).toContain("quote")

    const old = await act(customer, "accept-quote", { quote: 1, ...FAR_TERMS })
    expect(old.status).toBe(409)
    expect(viewOf(old)).toMatchObject({ state: "requested" })
    expect((await loop.recordOf(reference))?.lifecycle?.state).toBe("requested")
    expect(viewOf(await loop.api.readBooking(customer)).actions).not.toContain("accept-quote")

    const [toCustomer] = loop.mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your booking ${reference} is changed`)
    expect(partText(toCustomer, "text/plain")).toContain(
      "The quote of $310 priced the trip as it was, so it no longer applies: dispatch will send you a new quote for the changed trip.",
    )
    expect(partText(loop.mailTo(DISPATCH)[0], "text/plain")).toContain("the request waits for your new quote")
  })

  it("carries the revised quote: the old one answers 409 as replaced, the new one is accepted at its fare from the customer's email", async () => {
    const { reference, customer, dispatch } = await quotedThenChanged()
    const noIncludes = await act(dispatch, "accept-change", { change: 2, fare: 395 })
    expect(noIncludes.status).toBe(422)
    expect((noIncludes.json as { errors: object }).errors).toEqual({ includes: QUOTE_MESSAGES.includes })

    const accepted = await act(dispatch, "accept-change", {
      change: 2,
      fare: 395,
      includes: "Tolls, airport fees and a child seat",
      validHours: 48,
    })
    expect(accepted.status).toBe(200)
    expect(viewOf(accepted)).toMatchObject({
      state: "quoted",
      quote: { step: 3, fare: 395, includes: "Tolls, airport fees and a child seat" },
    })

    const old = await act(customer, "accept-quote", { quote: 1, ...FAR_TERMS })
    expect(old.status).toBe(409)
    expect(errorOf(old)).toMatch(/^This quote was replaced by a newer one: \$395/)

    const [toCustomer] = loop.mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your changed trip ${reference}: revised quote $395 — Accept`)
    const text = partText(toCustomer, "text/plain") ?? ""
    expect(text).toContain("The quote of $310 priced the trip as it was, so it no longer applies; this quote replaces it.")
    const acceptLink = /Accept \$395: (\S+)/.exec(text)?.[1] ?? ""
    expect(acceptLink).toMatch(/&do=accept&q=3$/)
    expect(tokenOf(acceptLink)).toBe(customer)

    const confirmed = await act(customer, "accept-quote", { quote: 3, ...FAR_TERMS })
    expect(confirmed.status).toBe(200)
    expect(viewOf(confirmed)).toMatchObject({ state: "confirmed", fare: 395 })
  })
})
