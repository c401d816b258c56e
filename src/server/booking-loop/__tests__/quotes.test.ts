/** @jest-environment node */
import { QUOTE_MESSAGES } from "../../../booking-loop/quotes"
import { MAIN_PHONE } from "../../../config/business"
import { header, leaves, partText } from "../../test-support/mime"
import { pickupIn } from "../../test-support/bookings"
import { CUSTOMER, DISPATCH, errorOf, loopWorld, SITE, tokenOf, viewOf, FAR_TERMS, yesTo } from "../../test-support/loop-world"
import { bookingRecordName } from "../records"

const loop = loopWorld()
const INCLUDES = "Tolls, airport fees and 30 minutes of waiting at Logan"

/** A request the estimate cannot price as one figure (no vehicle chosen: a range), with both links' tokens. */
async function unpriced(overrides: Record<string, unknown> = {}) {
  const { reference, customer, dispatch } = await loop.booked({ vehicle: "", ...overrides })
  return { reference, customer, dispatch }
}

const quote = (token: string, fare: unknown, extra: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action: "quote", fare, includes: INCLUDES, ...extra })

describe("a request without a single estimate", () => {
  it("cannot be confirmed at a figure nobody agreed: dispatch is offered a quote instead", async () => {
    const { reference, dispatch } = await unpriced()
    const shown = viewOf(await loop.api.readBooking(dispatch))
    expect(shown).toMatchObject({ estimateFare: null, actions: ["quote", "decline", "cancel", "replace-links"] })
    const refused = await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })
    expect(refused.status).toBe(409)
    expect(errorOf(refused)).toBe(QUOTE_MESSAGES.noEstimate)
    expect((await loop.recordOf(reference))?.lifecycle?.state).toBe("requested")
  })

  it("names what is wrong with a quote's fields, and changes nothing", async () => {
    const { reference, dispatch } = await unpriced()
    const reply = await loop.api.post("booking-actions", {
      token: dispatch,
      action: "quote",
      fare: "310.50",
      includes: " ",
      validHours: 500,
    })
    expect(reply.status).toBe(422)
    expect((reply.json as { errors: object }).errors).toEqual({
      fare: QUOTE_MESSAGES.fare,
      includes: QUOTE_MESSAGES.includes,
      validHours: QUOTE_MESSAGES.validHours,
    })
    expect((await quote(dispatch, 0)).status).toBe(422)
    expect((await loop.recordOf(reference))?.lifecycle?.state).toBe("requested")
  })
})

describe("dispatch quotes, the customer accepts", () => {
  it("$310 from dispatch's link → the customer's email states $310 → accepted (a tampered fare ignored) → confirmed at $310 → a late cancellation costs $155", async () => {
    const { reference, customer, dispatch } = await unpriced(pickupIn(20))
    const sent = await quote(dispatch, 310, { note: "The SUV is yours from Andover." })
    expect(sent.status).toBe(200)
    expect(viewOf(sent)).toMatchObject({ state: "quoted", quote: { fare: 310, includes: INCLUDES, step: 1, expired: false } })

    // The customer's email: the fare, what it includes, the policy once accepted, and one click.
    const [toCustomer] = loop.mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your quote for ${reference}: $310 — Accept`)
    const text = partText(toCustomer, "text/plain") ?? ""
    expect(text).toContain(`Fare: $310. It includes: ${INCLUDES}`)
    expect(text).toContain("The SUV is yours from Andover.")
    expect(text).toMatch(
      /Once you accept, your booking is confirmed at \$310 and our cancellation policy applies: Cancelling now costs a 50% fee \(\$155 of the agreed fare\)/,
    )
    const accept = /Accept \$310: (\S+)/.exec(text)?.[1] ?? ""
    expect(accept).toMatch(new RegExp(`^${SITE}/booking#t=[A-Za-z0-9_-]+&do=accept&q=1$`))
    expect(tokenOf(accept)).toBe(customer)
    expect(loop.subjectsTo(DISPATCH)).toEqual([expect.stringMatching(new RegExp(`^Quote sent for ${reference}: \\$310, `))])
    expect(loop.webhookChanges()).toEqual([["quoted", `${reference}:quoted:2`]])

    // Until accepted nothing is owed.
    const shown = viewOf(await loop.api.readBooking(customer))
    expect(shown).toMatchObject({
      state: "quoted",
      actions: ["accept-quote", "decline-quote", "cancel", "request-change"],
      policy: { kind: "free" },
      fare: null,
    })

    loop.smtp.mails.length = 0
    loop.webhook.calls.length = 0
    const accepted = await loop.api.post("booking-actions", { token: customer, action: "accept-quote", ...yesTo(shown, "quote"), fare: 1 })
    expect(accepted.status).toBe(200)
    expect(viewOf(accepted)).toMatchObject({ state: "confirmed", fare: 310, quote: null })
    expect(viewOf(accepted).history.at(-1)).toMatchObject({ state: "confirmed", by: "customer", step: "quote-accepted", fare: 310 })
    const record = await loop.recordOf(reference)
    expect(record?.lifecycle?.history.map((event) => [event.state, event.by, event.quote?.fare ?? event.fare])).toEqual([
      ["requested", "customer", undefined],
      ["quoted", "dispatch", 310],
      ["confirmed", "customer", 310],
    ])
    // The estimate the visitor saw is kept beside the agreed fare.
    expect((record?.data as { estimate: { kind: string } }).estimate.kind).toBe("estimate")

    const [confirmation] = loop.mailTo(CUSTOMER)
    expect(header(confirmation, "subject")).toBe(`Your booking ${reference} is confirmed at $310`)
    expect(leaves(confirmation).some((part) => part.body.toString("utf8").includes("STATUS:CONFIRMED"))).toBe(true)
    expect(loop.subjectsTo(DISPATCH)).toEqual([expect.stringMatching(new RegExp(`^Quote accepted ${reference} at \\$310: `))])
    expect(loop.webhookChanges()).toEqual([["quote-accepted", `${reference}:quote-accepted:3`]])

    // Less than a day before pickup, the customer's own cancellation costs half the agreed fare, in dollars.
    const late = viewOf(await loop.api.readBooking(customer))
    expect(late.policy).toMatchObject({
      kind: "fee",
      sentence: expect.stringMatching(/^Cancelling now costs a 50% fee \(\$155 of the agreed fare\)/),
    })
    loop.webhook.calls.length = 0
    const cancelled = await loop.api.post("booking-actions", { token: customer, action: "cancel", terms: "fee" })
    expect(cancelled.status).toBe(200)
    expect(viewOf(cancelled).history.at(-1)?.policy).toMatch(/a 50% fee \(\$155 of the agreed fare\)\.$/)
    expect(JSON.parse(loop.webhook.calls[0].body)).toMatchObject({ event: { charge: { terms: "fee", feePercent: 50, feeDollars: 155 } } })
  })

  it("a revised quote replaces the first: the customer sees only the latest, and the older link says it was replaced", async () => {
    const { reference, customer, dispatch } = await unpriced()
    await quote(dispatch, 310)
    const revised = await quote(dispatch, 290, { includes: "Tolls and airport fees" })
    expect(viewOf(revised).quote).toMatchObject({ fare: 290, step: 2 })
    expect(loop.subjectsTo(CUSTOMER)).toEqual([
      `Your quote for ${reference}: $310 — Accept`,
      `Your revised quote for ${reference}: $290 — Accept`,
    ])

    const old = await loop.api.post("booking-actions", { token: customer, action: "accept-quote", quote: 1, ...FAR_TERMS })
    expect(old.status).toBe(409)
    expect(errorOf(old)).toMatch(/^This quote was replaced by a newer one: \$290, sent /)
    expect(viewOf(old)).toMatchObject({ state: "quoted", quote: { fare: 290, step: 2 } })

    const accepted = await loop.api.post("booking-actions", { token: customer, action: "accept-quote", quote: 2, ...FAR_TERMS })
    expect(viewOf(accepted)).toMatchObject({ state: "confirmed", fare: 290 })
  })

  it("a declined quote opens the request again, dispatch is told the reason, and may quote anew", async () => {
    const { reference, customer, dispatch } = await unpriced()
    await quote(dispatch, 480)
    loop.smtp.mails.length = 0
    loop.webhook.calls.length = 0
    const declined = await loop.api.post("booking-actions", {
      token: customer,
      action: "decline-quote",
      quote: 1,
      note: "Another company offered $400.",
    })
    expect(declined.status).toBe(200)
    expect(viewOf(declined)).toMatchObject({ state: "requested", quote: null, actions: ["cancel", "request-change"] })
    const [toDispatch] = loop.mailTo(DISPATCH)
    expect(header(toDispatch, "subject")).toMatch(new RegExp(`^Quote declined: ${reference}`))
    expect(partText(toDispatch, "text/plain")).toContain("The customer declined the quote of $480")
    expect(partText(toDispatch, "text/plain")).toContain("Another company offered $400.")
    expect(loop.mailTo(CUSTOMER)).toHaveLength(0)
    expect(loop.webhookChanges()).toEqual([["quote-declined", `${reference}:quote-declined:3`]])
    expect((await quote(dispatch, 420)).status).toBe(200)
  })

  it("an expired quote cannot be accepted, the page says to call, and the sweep tells dispatch", async () => {
    const { reference, customer, dispatch } = await unpriced()
    await quote(dispatch, 310, { validHours: 2 })
    // Two hours pass: the stored quote's time is moved back, as the clock would.
    const name = bookingRecordName(reference)
    const stored = await loop.store.get(name)
    const history = stored!.record.lifecycle!.history.map((event) =>
      event.quote ? { ...event, quote: { ...event.quote, expiresAt: new Date(Date.now() - 60_000).toISOString() } } : event,
    )
    await loop.store.update(name, { ...stored!.record, lifecycle: { state: "quoted", history } })

    const shown = viewOf(await loop.api.readBooking(customer))
    expect(shown).toMatchObject({ state: "quoted", quote: { expired: true }, actions: ["decline-quote", "cancel", "request-change"] })
    const refused = await loop.api.post("booking-actions", { token: customer, action: "accept-quote", quote: 1, ...FAR_TERMS })
    expect(refused.status).toBe(409)
    expect(errorOf(refused)).toMatch(
      new RegExp(`^This quote expired on .*Please call us at ${MAIN_PHONE.display.replace(/[()]/g, "\\$&")}`),
    )
    expect((await loop.recordOf(reference))?.lifecycle?.state).toBe("quoted")

    loop.smtp.mails.length = 0
    loop.webhook.calls.length = 0
    expect(await loop.api.redeliver()).toMatchObject({ quotesExpired: 1 })
    expect((await loop.recordOf(reference))?.lifecycle).toMatchObject({ state: "requested" })
    expect((await loop.recordOf(reference))?.lifecycle?.history.at(-1)).toMatchObject({
      state: "requested",
      by: "system",
      step: "quote-expired",
    })
    expect(loop.subjectsTo(DISPATCH)).toEqual([expect.stringMatching(new RegExp(`^Quote expired: ${reference}`))])
    expect(loop.webhookChanges()).toEqual([["quote-expired", `${reference}:quote-expired:3`]])
    // The customer's link still shows the quote as expired (the page says to call), with nothing to accept; dispatch's prices the open request anew.
    const customerAfter = viewOf(await loop.api.readBooking(customer))
    expect(customerAfter).toMatchObject({ state: "requested", quote: { step: 1, fare: 310, expired: true } })
    expect(customerAfter.actions).not.toContain("accept-quote")
    expect(viewOf(await loop.api.readBooking(dispatch))).toMatchObject({ state: "requested", quote: null })
    // Once is enough: the next sweep finds nothing to expire.
    expect(await loop.api.redeliver()).toMatchObject({ quotesExpired: 0 })
  })

  it("a quote never holds past the pickup time", async () => {
    const { dispatch } = await unpriced(pickupIn(5))
    const reply = await quote(dispatch, 200, { validHours: 48 })
    const quoted = viewOf(reply).quote
    expect(Date.parse(quoted?.expiresAt ?? "") - Date.now()).toBeLessThanOrEqual(5 * 3600_000)
  })
})

describe("a request with a single estimate", () => {
  it("is confirmed in one click at that estimate, and the confirmation names the fare", async () => {
    const { reference, dispatch } = await unpriced({ vehicle: "executive-sedan" })
    const shown = viewOf(await loop.api.readBooking(dispatch))
    expect(shown.estimateFare).toEqual(expect.any(Number))
    const confirmed = await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })
    expect(viewOf(confirmed)).toMatchObject({ state: "confirmed", fare: shown.estimateFare })
    expect(loop.subjectsTo(CUSTOMER)).toEqual([`Your booking ${reference} is confirmed at $${shown.estimateFare}`])
  })
})
