/** @jest-environment node */
/**
 * One gratuity rule, in the emails that bind a fare too: what dispatch types into them (what a quote's
 * fare includes, its note with a quote, a new fare or a confirmation) cannot say a gratuity is added or
 * included, or give another customary figure. Such a text is refused at its field (422) and nothing is
 * recorded or sent; the quote and the new fare the customer receives say the rule under the fare, and
 * no sentence of them says otherwise (read by the content check's own reading). Over real HTTP with
 * SMTP on loopback.
 */
import { GRATUITY_MESSAGES, GRATUITY_NOT_INCLUDED } from "../../../booking-loop/gratuity"
import { gratuityInText } from "../../../content-model/gratuity-prose"
import { dayFromToday } from "../../test-support/forms"
import { header, partText, type MimePart } from "../../test-support/mime"
import { CUSTOMER, loopWorld, viewOf } from "../../test-support/loop-world"

const loop = loopWorld()

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })

const errorsOf = (reply: { json: unknown }) => (reply.json as { errors: Record<string, string> }).errors

const INCLUDES = "Tolls, airport fees and 30 minutes of waiting at Logan"

/** What a refused step left: the booking's state and steps as they were, and nothing sent to anyone. */
async function nothingDone(reference: string, steps: number, state: string) {
  const record = await loop.recordOf(reference)
  expect(record?.lifecycle?.state).toBe(state)
  expect(record?.lifecycle?.history).toHaveLength(steps)
  expect(loop.smtp.mails).toEqual([])
  expect(loop.webhook.calls).toEqual([])
}

/**
 * The email's text, line by line: the gratuity line is there, right under the fare (`fareLine`) and
 * until when it holds, and no line says a gratuity other than the rule; its HTML says the rule too.
 */
function saysTheRule(mail: MimePart, fareLine: RegExp) {
  const lines = (partText(mail, "text/plain") ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
  const fare = lines.findIndex((line) => fareLine.test(line))
  expect(fare).toBeGreaterThanOrEqual(0)
  // The fare, until when it holds, then the rule.
  expect(lines.slice(fare + 1, fare + 3)).toContain(GRATUITY_NOT_INCLUDED)
  expect(lines.filter((line) => gratuityInText(line) !== undefined)).toEqual([])
  expect(partText(mail, "text/html")).toContain(GRATUITY_NOT_INCLUDED)
}

describe("a quote", () => {
  it("whose includes or note has a gratuity added is refused at each field: nothing is recorded, nobody is emailed", async () => {
    const { reference, dispatch } = await loop.booked({ vehicle: "" })
    const refused = await act(dispatch, "quote", {
      fare: 310,
      includes: "Tolls, gratuity and 30 minutes of waiting at Logan",
      note: "A 20% gratuity is included, as always.",
    })
    expect(refused.status).toBe(422)
    expect(errorsOf(refused)).toEqual({ includes: GRATUITY_MESSAGES.added.includes, note: GRATUITY_MESSAGES.added.note })
    expect(GRATUITY_MESSAGES.added.includes).toMatch(/^What the fare includes cannot name a gratuity: fares and quotes never include one/)
    await nothingDone(reference, 1, "requested")

    // A tip is a gratuity too, and so is a customary figure other than the rule's, in the note.
    const tip = await act(dispatch, "quote", { fare: 310, includes: "Tolls. Tip included.", note: "An 18% tip is customary." })
    expect(tip.status).toBe(422)
    expect(errorsOf(tip)).toEqual({ includes: GRATUITY_MESSAGES.added.includes, note: GRATUITY_MESSAGES.customary(18) })
    expect(errorsOf(tip).note).toBe("This says 18% is the customary gratuity, but 20% is. Write 20%, or leave the figure out.")
    await nothingDone(reference, 1, "requested")
  })

  it("whose includes says the gratuity is not in it is sent; the customer's email says the rule under the fare", async () => {
    const { reference, dispatch } = await loop.booked({ vehicle: "" })
    const includes = "Tolls and airport fees, not gratuity"
    const sent = await act(dispatch, "quote", { fare: 310, includes, note: "The SUV is yours from Andover; 20% is customary." })
    expect(sent.status).toBe(200)
    expect(viewOf(sent).quote).toMatchObject({ fare: 310, includes })
    const [toCustomer] = loop.mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your quote for ${reference}: $310 — Accept`)
    saysTheRule(toCustomer, /^Fare: \$310\. It includes: Tolls and airport fees, not gratuity$/)
  })

  it("revised when dispatch accepts a change of a quoted booking is held to the same rule", async () => {
    const { reference, customer, dispatch } = await loop.booked({
      vehicle: "executive-sedan",
      passengers: "2",
      date: dayFromToday(8),
      time: "5:00 PM",
    })
    expect((await act(dispatch, "quote", { fare: 310, includes: INCLUDES })).status).toBe(200)
    expect((await act(customer, "request-change", { changes: { passengers: "5", vehicle: "luxury-suv" } })).status).toBe(200)
    loop.smtp.mails.length = 0
    loop.webhook.calls.length = 0

    const refused = await act(dispatch, "accept-change", { change: 2, fare: 395, includes: "Gratuity, tolls and a child seat" })
    expect(refused.status).toBe(422)
    expect(errorsOf(refused)).toEqual({ includes: GRATUITY_MESSAGES.added.includes })
    await nothingDone(reference, 3, "quoted")
    expect(viewOf(await loop.api.readBooking(dispatch)).change).toMatchObject({ step: 2 })

    const revised = await act(dispatch, "accept-change", { change: 2, fare: 395, includes: "Tolls and a child seat" })
    expect(revised.status).toBe(200)
    const [toCustomer] = loop.mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your changed trip ${reference}: revised quote $395 — Accept`)
    saysTheRule(toCustomer, /^Revised quote: \$395\. It includes: Tolls and a child seat$/)
  })
})

describe("a confirmed booking", () => {
  /** A confirmed airport ride whose customer asks for the SUV for five; the change waits for dispatch. */
  async function confirmedThenChanged() {
    const booked = await loop.booked({ date: dayFromToday(5), time: "6:30 AM", vehicle: "executive-sedan", passengers: "2" })
    expect((await act(booked.dispatch, "confirm")).status).toBe(200)
    const asked = await act(booked.customer, "request-change", { changes: { vehicle: "luxury-suv", passengers: "5" } })
    loop.smtp.mails.length = 0
    loop.webhook.calls.length = 0
    return { ...booked, change: viewOf(asked).change?.step }
  }

  it("is offered no new fare whose note adds a gratuity: refused, and the change still waits", async () => {
    const { reference, dispatch, change } = await confirmedThenChanged()
    const refused = await act(dispatch, "accept-change", { change, fare: 395, note: "The new fare includes the chauffeur's gratuity." })
    expect(refused.status).toBe(422)
    expect(errorsOf(refused)).toEqual({ note: GRATUITY_MESSAGES.added.note })
    await nothingDone(reference, 3, "confirmed")
    expect(viewOf(await loop.api.readBooking(dispatch))).toMatchObject({ change: { step: change }, offer: null })
  })

  it("offered a new fare: the customer's email says the rule under the new fare", async () => {
    const { reference, dispatch, change } = await confirmedThenChanged()
    const offered = await act(dispatch, "accept-change", { change, fare: 395, note: "The SUV is free that morning." })
    expect(offered.status).toBe(200)
    const [toCustomer] = loop.mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your change to ${reference} at a new fare: $395 — Accept`)
    saysTheRule(toCustomer, /^New fare: \$395 \(the agreed fare is \$\d+\)\.$/)
  })

  it("is not confirmed with a note that adds a gratuity", async () => {
    const { reference, dispatch } = await loop.booked({ vehicle: "executive-sedan" })
    const refused = await act(dispatch, "confirm", { note: "Gratuity included." })
    expect(refused.status).toBe(422)
    expect(errorsOf(refused)).toEqual({ note: GRATUITY_MESSAGES.added.note })
    await nothingDone(reference, 1, "requested")
  })
})

it("a customer's own words are theirs: their note is not held to the rule", async () => {
  const { customer, dispatch } = await loop.booked({ vehicle: "" })
  expect((await act(dispatch, "quote", { fare: 310, includes: INCLUDES })).status).toBe(200)
  const declined = await act(customer, "decline-quote", { quote: 1, note: "Too dear with the gratuity included." })
  expect(declined.status).toBe(200)
})
