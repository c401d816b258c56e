/** @jest-environment node */
/**
 * A confirmed fare moves only with the customer's yes: a change dispatch accepts at a new fare is an
 * offer. The booking, its trip and its fare stand as they were until the customer accepts it in one
 * click (then the booking takes the new trip and fare, and the calendar moves), declines it (dispatch
 * is told), or lets it lapse like a quote. A cancellation names the fee in dollars it agreed to.
 * Over real HTTP with SMTP on loopback.
 */
import { DISPATCH, CUSTOMER, errorOf, loopWorld, viewOf, FAR_TERMS, yesTo } from "../../test-support/loop-world"
import { header, partText, unfoldIcs } from "../../test-support/mime"
import { pickupIn } from "../../test-support/bookings"
import { dayFromToday } from "../../test-support/forms"
import { bookingRecordName } from "../records"
import { FREE_CHANGE_HOURS } from "../../../booking-loop/cancellation"
import { CHANGE_MESSAGES } from "../../../booking-loop/changes"

const loop = loopWorld()

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })

/** A confirmed airport ride at its flat rate, whose customer asks for the SUV for five; the change waits for dispatch. */
async function confirmedThenChanged(pickup = { date: dayFromToday(5), time: "6:30 AM" }) {
  const booked = await loop.booked({ ...pickup, vehicle: "executive-sedan", passengers: "2" })
  const confirmed = await act(booked.dispatch, "confirm")
  expect(confirmed.status).toBe(200)
  const agreed = viewOf(confirmed).fare ?? 0
  const asked = await act(booked.customer, "request-change", { changes: { vehicle: "luxury-suv", passengers: "5" } })
  expect(asked.status).toBe(200)
  loop.smtp.mails.length = 0
  return { ...booked, agreed, change: viewOf(asked).change?.step }
}

/** Dispatch accepts the change at `fare`: the offer's place in the history. */
async function offered(dispatch: string, change: number | undefined, fare: number) {
  const reply = await act(dispatch, "accept-change", { change, fare })
  expect(reply.status).toBe(200)
  return viewOf(reply).offer?.step
}

describe("dispatch accepts a change of a confirmed booking at a new fare", () => {
  it("offers it: nothing of the booking moves, and the customer is asked for a yes in one click from their email", async () => {
    const { reference, customer, dispatch, agreed, change } = await confirmedThenChanged()
    const reply = await act(dispatch, "accept-change", { change, fare: 395, note: "The SUV is free that morning." })
    expect(reply.status).toBe(200)
    expect((reply.json as { message: string }).message).toMatch(/^New fare offered\. .*the booking stays as it was until they do\.$/)

    // The record, its trip and its agreed fare are as they were; the history holds the offer.
    const record = await loop.recordOf(reference)
    expect(record?.data).toMatchObject({ vehicle: "executive-sedan", passengers: "2" })
    expect(record?.lifecycle?.history.at(-1)).toMatchObject({ step: "offer-made", answers: change, offer: { fare: 395 } })
    const shown = viewOf(await loop.api.readBooking(customer))
    expect(shown).toMatchObject({ state: "confirmed", fare: agreed, change: null })
    expect(shown.offer).toMatchObject({
      fare: 395,
      expired: false,
      rows: expect.arrayContaining([expect.objectContaining({ label: "Passengers" })]),
    })
    expect(shown.offer?.policyOnAccept.sentence).toMatch(/^Cancelling now gets a full refund, until .+ After that, a 50% fee applies\.$/)
    expect(shown.actions).toEqual(expect.arrayContaining(["accept-offer", "decline-offer"]))
    expect(shown.history.at(-1)?.title).toBe("New fare of $395 offered by dispatch")

    // The customer's email: the new fare against the agreed one, the change, and their own Accept link naming this offer.
    const [toCustomer] = loop.mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your change to ${reference} at a new fare: $395 — Accept`)
    const text = partText(toCustomer, "text/plain") ?? ""
    expect(text).toContain(`New fare: $395 (the agreed fare is $${agreed}).`)
    expect(text).toContain("Passengers: 2 → 5")
    expect(text).toContain("The SUV is free that morning.")
    expect(text).toMatch(
      new RegExp(`Accept \\$395: ${"https://preview\\.merrimack\\.test"}/booking#t=[\\w-]+&do=accept-offer&o=${shown.offer?.step}`),
    )
    // No invite: the calendar keeps the ride as booked until the customer says yes.
    expect(partText(toCustomer, "text/calendar")).toBeUndefined()
    // Dispatch's notice names the offer, and a reply reaches the customer: it holds no link.
    const [notice] = loop.mailTo(DISPATCH)
    expect(header(notice, "subject")).toMatch(new RegExp(`^New fare offered for ${reference}: \\$395, `))
    expect(partText(notice, "text/plain")).not.toContain("/booking#t=")
  })

  it("the customer accepts: the booking takes the new trip and fare, and the invite moves the ride", async () => {
    const { reference, customer, dispatch, change } = await confirmedThenChanged()
    const offer = await offered(dispatch, change, 395)
    loop.smtp.mails.length = 0

    const accepted = await act(customer, "accept-offer", { offer, ...FAR_TERMS })
    expect(accepted.status).toBe(200)
    expect(viewOf(accepted)).toMatchObject({ state: "confirmed", fare: 395, offer: null })
    expect(viewOf(accepted).history.at(-1)?.title).toBe("New fare of $395 accepted by you")
    expect((await loop.recordOf(reference))?.data).toMatchObject({ vehicle: "luxury-suv", passengers: "5" })

    const [toCustomer] = loop.mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your booking ${reference} is changed, at $395`)
    const steps = (await loop.recordOf(reference))?.lifecycle?.history.length ?? 0
    expect(unfoldIcs(partText(toCustomer, "text/calendar") ?? "")).toEqual(
      expect.arrayContaining([`SEQUENCE:${steps - 1}`, "STATUS:CONFIRMED"]),
    )
    expect(loop.subjectsTo(DISPATCH)).toEqual([expect.stringMatching(new RegExp(`^New fare accepted: ${reference}, \\$395, `))])
    // Accepting it twice changes nothing more.
    expect((await act(customer, "accept-offer", { offer, ...FAR_TERMS })).status).toBe(409)
  })

  it("the customer declines: the booking stands at its fare, dispatch is told, and the offer can no longer be accepted", async () => {
    const { reference, customer, dispatch, agreed, change } = await confirmedThenChanged()
    const offer = await offered(dispatch, change, 395)
    loop.smtp.mails.length = 0

    const declined = await act(customer, "decline-offer", { offer, note: "Two of us will drive instead." })
    expect(declined.status).toBe(200)
    expect(viewOf(declined)).toMatchObject({ state: "confirmed", fare: agreed, offer: null, change: null })
    expect((await loop.recordOf(reference))?.data).toMatchObject({ vehicle: "executive-sedan", passengers: "2" })
    const [notice] = loop.mailTo(DISPATCH)
    expect(header(notice, "subject")).toMatch(new RegExp(`^New fare declined: ${reference}, `))
    expect(partText(notice, "text/plain")).toContain(`The customer declined the new fare of $395 on `)
    expect(partText(notice, "text/plain")).toContain(`The booking stands as it was, at the agreed fare of $${agreed}.`)
    expect(partText(notice, "text/plain")).toContain("Two of us will drive instead.")

    const late = await act(customer, "accept-offer", { offer, ...FAR_TERMS })
    expect(late.status).toBe(409)
    expect(errorOf(late)).toMatch(/^There is no new fare waiting for your answer/)
  })

  it("an offer left unanswered lapses: refused once its time is over, then recorded by the sweep, and both sides are told", async () => {
    const { reference, customer, dispatch, agreed, change } = await confirmedThenChanged()
    const offer = await offered(dispatch, change, 395)
    const name = bookingRecordName(reference)
    const stored = (await loop.store.get(name))!.record
    const past = new Date(Date.now() - 60_000).toISOString()
    const history = stored.lifecycle!.history.map((event) =>
      event.offer ? { ...event, offer: { ...event.offer, expiresAt: past } } : event,
    )
    await loop.store.update(name, { ...stored, lifecycle: { ...stored.lifecycle!, history } })
    loop.smtp.mails.length = 0

    const late = await act(customer, "accept-offer", { offer, ...FAR_TERMS })
    expect(late.status).toBe(409)
    expect(errorOf(late)).toMatch(/^This new fare lapsed on .+, so it can no longer be accepted here: your booking stands as it was\./)
    expect(viewOf(await loop.api.readBooking(customer)).actions).not.toContain("accept-offer")

    expect(await loop.api.redeliver()).toMatchObject({ offersLapsed: 1 })
    expect(viewOf(await loop.api.readBooking(customer))).toMatchObject({ fare: agreed, offer: null })
    expect(loop.subjectsTo(CUSTOMER)).toEqual([`Your change to booking ${reference} was not made`])
    expect(loop.subjectsTo(DISPATCH)).toEqual([expect.stringMatching(new RegExp(`^New fare lapsed: ${reference}, `))])
  })

  it("another change asked while an offer waits replaces it: the old offer answers 409", async () => {
    const { customer, dispatch, change } = await confirmedThenChanged()
    const offer = await offered(dispatch, change, 395)
    expect((await act(customer, "request-change", { changes: { vehicle: "luxury-suv", passengers: "4" } })).status).toBe(200)
    const stale = await act(customer, "accept-offer", { offer, ...FAR_TERMS })
    expect(stale.status).toBe(409)
    expect(viewOf(await loop.api.readBooking(customer))).toMatchObject({ offer: null, change: { rows: expect.any(Array) } })
  })

  it("the agreed fare named again is no new fare: the change is simply accepted", async () => {
    const { reference, dispatch, agreed, change } = await confirmedThenChanged()
    const reply = await act(dispatch, "accept-change", { change, fare: agreed })
    expect(reply.status).toBe(200)
    expect(viewOf(reply)).toMatchObject({ fare: agreed, offer: null })
    expect((await loop.recordOf(reference))?.lifecycle?.history.at(-1)).toMatchObject({ step: "change-accepted" })
  })
})

describe("the change policy: changes 24 hours or more before pickup are free", () => {
  it("a change asked days ahead that leaves the price as it was cannot be priced: a new fare answers 422, and dispatch's page is told it is free", async () => {
    const booked = await loop.booked({ date: dayFromToday(5), time: "6:30 AM", vehicle: "executive-sedan" })
    expect((await act(booked.dispatch, "confirm")).status).toBe(200)
    const asked = await act(booked.customer, "request-change", { changes: { time: "8:30 AM" } })
    expect(viewOf(asked).change).toMatchObject({ free: true })
    const priced = await act(booked.dispatch, "accept-change", { change: viewOf(asked).change?.step, fare: 395 })
    expect(priced.status).toBe(422)
    expect((priced.json as { errors: Record<string, string> }).errors.fare).toBe(CHANGE_MESSAGES.free)
    expect(CHANGE_MESSAGES.free).toContain(`${FREE_CHANGE_HOURS} hours or more before pickup`)
    expect((await act(booked.dispatch, "accept-change", { change: viewOf(asked).change?.step })).status).toBe(200)
  })

  it("a trip the estimate cannot price (confirmed by a quote) may be priced again for a change days ahead, as an offer", async () => {
    const booked = await loop.booked({ date: dayFromToday(10), time: "6:30 AM", vehicle: "" })
    const quoted = await act(booked.dispatch, "quote", { fare: 400, includes: "Tolls and airport fees" })
    expect((await act(booked.customer, "accept-quote", { quote: viewOf(quoted).quote?.step, ...FAR_TERMS })).status).toBe(200)
    const asked = await act(booked.customer, "request-change", { changes: { passengers: "5" } })
    expect(viewOf(asked).change).toMatchObject({ free: false })
    expect(await offered(booked.dispatch, viewOf(asked).change?.step, 480)).toBeDefined()
  })

  it("a change asked inside 24 hours may be priced, as an offer the customer accepts", async () => {
    const pickup = pickupIn(10)
    const booked = await loop.booked({ ...pickup, vehicle: "executive-sedan" })
    expect((await act(booked.dispatch, "confirm")).status).toBe(200)
    const later = new Date(Date.parse(`${pickup.date}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10)
    const asked = await act(booked.customer, "request-change", { changes: { date: later } })
    expect(viewOf(asked).change).toMatchObject({ free: false })
    expect(await offered(booked.dispatch, viewOf(asked).change?.step, 395)).toBeDefined()
  })
})

describe("a cancellation names the fee in dollars it agreed to", () => {
  it("a fee that changed since the page showed it answers 409 with the terms as they are; the fee shown now cancels", async () => {
    const { reference, customer, dispatch, agreed, change } = await confirmedThenChanged(pickupIn(10))
    const before = viewOf(await loop.api.readBooking(customer)).policy
    expect(before).toMatchObject({ kind: "fee", fee: agreed / 2 })

    // Meanwhile, in another tab, the customer accepts a new fare: the fee is now half of it.
    await offered(dispatch, change, 395)
    const offerShown = viewOf(await loop.api.readBooking(customer))
    expect((await act(customer, "accept-offer", yesTo(offerShown, "offer"))).status).toBe(200)

    const refused = await act(customer, "cancel", { terms: before?.kind, fee: before?.fee })
    expect(refused.status).toBe(409)
    expect(errorOf(refused)).toMatch(/^Nothing was cancelled\. The cancellation fee changed since this page was opened: .*\$197\.50/)
    const now = viewOf(refused).policy
    expect(now).toMatchObject({ kind: "fee", fee: 197.5 })

    expect((await act(customer, "cancel", { terms: now?.kind, fee: "197.5" })).status).toBe(422)
    expect((await act(customer, "cancel", { terms: now?.kind, fee: now?.fee })).status).toBe(200)
    expect((await loop.recordOf(reference))?.lifecycle?.history.at(-1)?.charge).toMatchObject({ terms: "fee", feeDollars: 197.5 })
  })
})
