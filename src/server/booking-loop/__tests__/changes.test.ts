/** @jest-environment node */
/**
 * Changes of the trip asked from the customer's link, over real HTTP with SMTP and a webhook on
 * loopback: pending on a confirmed booking until dispatch answers, applied at once to a request,
 * one at a time, on the record with the refund deadline counted from the earlier pickup meanwhile.
 */
import { CHANGE_MESSAGES } from "../../../booking-loop/changes"
import { EARLIER_PICKUP_SENTENCE } from "../../../booking-loop/cancellation"
import { BOOKING_MESSAGES } from "../../../booking/booking-schema"
import { PICKUP_PASSED } from "../../../booking-loop/states"
import { header, partText, unfoldIcs } from "../../test-support/mime"
import { pickupIn, rideWasYesterday } from "../../test-support/bookings"
import { dayFromToday } from "../../test-support/forms"
import { CUSTOMER, DISPATCH, errorOf, SITE, tokenOf, loopWorld, viewOf } from "../../test-support/loop-world"
import type { BookingRecord } from "../../../booking-loop/model"

const loop = loopWorld()

const dataOf = async (reference: string) => (await loop.recordOf(reference))?.data as BookingRecord

/** An airport pickup in `days` days at 6:30 AM, confirmed by dispatch at its estimate, with both links' tokens. */
async function confirmedAirport(days = 5) {
  const { reference, customer, dispatch } = await loop.booked({
    serviceType: "airport",
    date: dayFromToday(days),
    time: "6:30 AM",
    flightNumber: "B6 1234",
    luggage: "2",
  })
  expect((await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })).status).toBe(200)
  loop.smtp.mails.length = 0
  loop.webhook.calls.length = 0
  return { reference, customer, dispatch }
}

const ask = (token: string, changes: Record<string, unknown>) =>
  loop.api.post("booking-actions", { token, action: "request-change", changes })

describe("a confirmed booking keeps its terms until dispatch answers", () => {
  it("moved two hours later with a new flight → dispatch's email shows old → new with Accept → accepted → the customer's email and invite move the ride", async () => {
    const { reference, customer, dispatch } = await confirmedAirport()
    const asked = await ask(customer, { time: "8:30 AM", flightNumber: "DL 2210" })
    expect(asked.status).toBe(200)
    const pending = viewOf(asked)
    expect(pending.state).toBe("confirmed")
    expect(pending.change).toMatchObject({
      step: 2,
      rows: [
        { label: "Pickup time", from: "6:30 AM", to: "8:30 AM" },
        { label: "Flight number", from: "B6 1234", to: "DL 2210" },
      ],
    })
    // The booking is as it was until dispatch answers.
    expect(pending.rows).toContainEqual({ label: "Pickup time", value: "6:30 AM" })
    expect(pending.actions).toEqual(["cancel", "request-change", "withdraw-change", "choose-gratuity"])
    expect((await dataOf(reference)).time).toBe("6:30 AM")

    // Dispatch's notice answers the customer by a reply, so its Accept and Decline come in an email of their own, with no Reply-To.
    const [toDispatch, dispatchKeys] = loop.mailTo(DISPATCH)
    expect(header(toDispatch, "subject")).toMatch(new RegExp(`^Change requested for ${reference}: Airport Transfer, `))
    expect(header(toDispatch, "reply-to")).toContain(CUSTOMER)
    const text = partText(toDispatch, "text/plain") ?? ""
    expect(text).toContain("Pickup time: 6:30 AM → 8:30 AM")
    expect(text).toContain("Flight number: B6 1234 → DL 2210")
    expect(text).toContain(`Accept or decline it from the separate email "Accept or decline the change to ${reference}".`)
    expect(text).not.toContain("/booking#t=")
    expect(header(dispatchKeys, "subject")).toMatch(new RegExp(`^Accept or decline the change to ${reference}: Airport Transfer, `))
    expect(header(dispatchKeys, "reply-to")).toBeUndefined()
    const keysText = partText(dispatchKeys, "text/plain") ?? ""
    expect(keysText).toContain("Pickup time: 6:30 AM → 8:30 AM")
    const acceptLink = /Accept the change: (\S+)/.exec(keysText)?.[1] ?? ""
    expect(acceptLink).toMatch(new RegExp(`^${SITE}/booking#t=[A-Za-z0-9_-]+&do=accept-change&c=2$`))
    expect(tokenOf(acceptLink)).toBe(dispatch)
    expect(keysText).toMatch(/Decline the change: \S+&do=decline-change&c=2/)
    // The customer's copy of what they asked: nothing has moved, so it carries no invite.
    const [copy] = loop.mailTo(CUSTOMER)
    expect(header(copy, "subject")).toBe(`We have your change to booking ${reference}`)
    const copyText = partText(copy, "text/plain") ?? ""
    expect(copyText).toContain("Your booking stays as it is until dispatch answers")
    expect(copyText).toContain("Asked: Pickup time: 6:30 AM → 8:30 AM")
    expect(copyText).toContain("Asked: Flight number: B6 1234 → DL 2210")
    expect(tokenOf(/View or cancel your booking: (\S+)/.exec(copyText)?.[1] ?? "")).toBe(customer)
    expect(copyText).not.toContain("&do=accept-change")
    expect(partText(copy, "text/calendar")).toBeUndefined()
    expect(loop.webhookChanges()).toEqual([["change-requested", `${reference}:change-requested:3`]])

    const dispatchView = viewOf(await loop.api.readBooking(dispatch))
    expect(dispatchView.actions).toEqual(["cancel", "accept-change", "decline-change", "replace-links"])
    loop.smtp.mails.length = 0
    loop.webhook.calls.length = 0
    const accepted = await loop.api.post("booking-actions", {
      token: dispatch,
      action: "accept-change",
      change: 2,
      note: "Dana will track DL 2210.",
    })
    expect(accepted.status).toBe(200)
    expect(viewOf(accepted)).toMatchObject({ state: "confirmed", change: null })
    expect(viewOf(accepted).rows).toContainEqual({ label: "Pickup time", value: "8:30 AM" })
    expect(viewOf(accepted).history.map((entry) => entry.title)).toEqual([
      "Requested by the customer",
      expect.stringMatching(/^Confirmed at \$\d+ by you$/),
      "Change requested by the customer",
      "Change accepted by you",
    ])
    expect(await dataOf(reference)).toMatchObject({ time: "8:30 AM", flightNumber: "DL 2210" })

    const [toCustomer] = loop.mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your booking ${reference} is changed`)
    const customerText = partText(toCustomer, "text/plain") ?? ""
    expect(customerText).toContain("Pickup time: 6:30 AM → 8:30 AM")
    expect(customerText).toContain("Dana will track DL 2210.")
    const lines = unfoldIcs(partText(toCustomer, "text/calendar") ?? "")
    // The same event as the request's and the confirmation's invites (its UID names the booking), at a higher SEQUENCE: calendars move it.
    expect(lines.filter((line) => line.startsWith("UID:"))[0]).toContain(reference)
    expect(lines.find((line) => line.startsWith("SEQUENCE:"))).toBe("SEQUENCE:3")
    expect(lines.find((line) => line.startsWith("DTSTART;"))).toMatch(/T083000$/)
    expect(loop.webhookChanges()).toEqual([["change-accepted", `${reference}:change-accepted:4`]])
    const event = JSON.parse(loop.webhook.calls[0].body).event
    expect(event).toMatchObject({ step: "change-accepted", answers: 2, by: "dispatch" })
  })

  it("declined with a reason: the booking stands as it was, and the customer is told why", async () => {
    const { reference, customer, dispatch } = await confirmedAirport()
    expect((await ask(customer, { passengers: "7", vehicle: "stretch-limousine" })).status).toBe(200)
    const noReason = await loop.api.post("booking-actions", { token: dispatch, action: "decline-change", change: 2 })
    expect(noReason.status).toBe(422)
    loop.smtp.mails.length = 0
    const declined = await loop.api.post("booking-actions", {
      token: dispatch,
      action: "decline-change",
      change: 2,
      note: "The Sprinter is booked for a wedding that morning.",
    })
    expect(declined.status).toBe(200)
    expect(viewOf(declined).change).toBeNull()
    expect(await dataOf(reference)).toMatchObject({ passengers: "2" })
    const [toCustomer] = loop.mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your change to booking ${reference} was declined`)
    expect(partText(toCustomer, "text/plain")).toContain("The Sprinter is booked for a wedding that morning.")
    expect(loop.webhookChanges().at(-1)).toEqual(["change-declined", `${reference}:change-declined:4`])
  })

  it("one change at a time: a second replaces the first, whose Accept link is refused; the customer may withdraw the latest", async () => {
    const { reference, customer, dispatch } = await confirmedAirport()
    await ask(customer, { time: "7:30 AM" })
    const second = await ask(customer, { time: "9:00 AM" })
    expect(viewOf(second).change).toMatchObject({ step: 3, rows: [{ label: "Pickup time", from: "6:30 AM", to: "9:00 AM" }] })
    expect(partText(loop.mailTo(DISPATCH).at(-2)!, "text/plain")).toContain("this replaces the change they asked before")
    expect(partText(loop.mailTo(CUSTOMER).at(-1)!, "text/plain")).toContain("this replaces the change you asked before")
    const old = await loop.api.post("booking-actions", { token: dispatch, action: "accept-change", change: 2 })
    expect(old.status).toBe(409)
    expect(errorOf(old)).toBe(CHANGE_MESSAGES.replaced)
    expect((await dataOf(reference)).time).toBe("6:30 AM")

    const withdrawn = await loop.api.post("booking-actions", { token: customer, action: "withdraw-change", change: 3 })
    expect(withdrawn.status).toBe(200)
    expect(viewOf(withdrawn)).toMatchObject({ change: null, actions: ["cancel", "request-change", "choose-gratuity"] })
    expect(loop.webhookChanges().at(-1)).toEqual(["change-withdrawn", `${reference}:change-withdrawn:5`])
    const late = await loop.api.post("booking-actions", { token: dispatch, action: "accept-change", change: 3 })
    expect(late.status).toBe(409)
    expect(errorOf(late)).toBe(CHANGE_MESSAGES.none)
  })

  it("moving a ride never turns a late cancellation into a free one: the deadline counts from the earlier pickup until dispatch accepts", async () => {
    const { customer, dispatch } = await loop.booked(pickupIn(20))
    await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })
    expect(viewOf(await loop.api.readBooking(customer)).policy?.kind).toBe("fee")
    const later = pickupIn(80)
    const asked = await ask(customer, later)
    expect(viewOf(asked).policy).toMatchObject({ kind: "fee" })
    expect(viewOf(asked).policy?.sentence).toContain(EARLIER_PICKUP_SENTENCE)
    const free = await loop.api.post("booking-actions", { token: customer, action: "cancel", terms: "full-refund" })
    expect(free.status).toBe(409)
    expect(viewOf(free).state).toBe("confirmed")
  })
})

describe("a request dispatch has not answered", () => {
  it("changes at once: dispatch is emailed what changed, and the customer an invite that moves the ride", async () => {
    const { reference, customer, dispatch } = await loop.booked({ date: dayFromToday(6), time: "2:00 PM" })
    const changed = await ask(customer, { pickupLocation: "1 Harborside Drive, Boston, MA", stops: ["45 Main Street, Andover, MA"] })
    expect(changed.status).toBe(200)
    expect((changed.json as { message: string }).message).toBe(
      "Your request is changed. Dispatch has been told, and will confirm it as it is now.",
    )
    expect(viewOf(changed)).toMatchObject({ state: "requested", change: null })
    expect(viewOf(changed).history.at(-1)).toMatchObject({ step: "change-applied", title: "Request changed by you" })
    expect(await dataOf(reference)).toMatchObject({
      pickupLocation: "1 Harborside Drive, Boston, MA",
      stops: ["45 Main Street, Andover, MA"],
    })
    const [toDispatch, dispatchKeys] = loop.mailTo(DISPATCH)
    expect(header(toDispatch, "subject")).toMatch(new RegExp(`^Request changed by the customer: ${reference}, `))
    expect(partText(toDispatch, "text/plain")).toContain("Stop: None → 45 Main Street, Andover, MA")
    expect(partText(toDispatch, "text/plain")).not.toContain("/booking#t=")
    // Dispatch's link to answer the changed request comes alone, with no Reply-To: no reply can carry it to the customer.
    expect(header(dispatchKeys, "subject")).toMatch(new RegExp(`^Confirm, quote or decline ${reference} as changed: `))
    expect(header(dispatchKeys, "reply-to")).toBeUndefined()
    expect(tokenOf(/Open the request: (\S+)/.exec(partText(dispatchKeys, "text/plain") ?? "")?.[1] ?? "")).toBe(dispatch)
    // The request's email put the ride in the customer's calendar; the change's email moves it there.
    const [toCustomer] = loop.mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your request ${reference} is changed`)
    expect(partText(toCustomer, "text/plain")).toContain("Stop: None → 45 Main Street, Andover, MA")
    const lines = unfoldIcs(partText(toCustomer, "text/calendar") ?? "")
    expect(lines.filter((line) => line.startsWith("UID:"))[0]).toContain(reference)
    expect(lines.find((line) => line.startsWith("SEQUENCE:"))).toBe("SEQUENCE:1")
    expect(lines.find((line) => line.startsWith("LOCATION:"))).toContain("1 Harborside Drive")
    expect(loop.webhookChanges()).toEqual([["change-applied", `${reference}:change-applied:2`]])
  })

  it("a change asked while a quote waited, then the quote declined: a new change replaces it, and both emails say so", async () => {
    const { customer, dispatch } = await loop.booked({ date: dayFromToday(6), time: "2:00 PM" })
    const quoted = await loop.api.post("booking-actions", {
      token: dispatch,
      action: "quote",
      fare: 400,
      includes: "Tolls and airport fees",
    })
    expect(quoted.status).toBe(200)
    expect(viewOf(await ask(customer, { time: "3:00 PM" })).change).toMatchObject({ step: 2 })
    expect((await loop.api.post("booking-actions", { token: customer, action: "decline-quote", quote: 1 })).status).toBe(200)
    loop.smtp.mails.length = 0
    const applied = await ask(customer, { time: "4:00 PM" })
    expect(viewOf(applied)).toMatchObject({ state: "requested", change: null })
    const toDispatch = partText(loop.mailTo(DISPATCH)[0], "text/plain") ?? ""
    expect(toDispatch).toContain("it replaces the change they asked before, whose links no longer work")
    expect(toDispatch).toContain("Pickup time: 2:00 PM → 4:00 PM")
    expect(partText(loop.mailTo(CUSTOMER)[0], "text/plain")).toContain(
      "This replaces the change you asked before, which dispatch had not answered.",
    )
  })
})

describe("refused changes", () => {
  it("invalid values get the booking form's own messages; nothing changed is refused; nothing is recorded", async () => {
    const { reference, customer } = await confirmedAirport()
    const invalid = await ask(customer, { date: "2020-01-01", pickupLocation: "  ", passengers: "12", email: "someone@else.test" })
    expect(invalid.status).toBe(422)
    expect((invalid.json as { errors: Record<string, string> }).errors).toMatchObject({
      pickupLocation: BOOKING_MESSAGES.pickupLocation,
      date: "Please choose today or a later date",
    })
    expect((await ask(customer, { time: "6:30 AM" })).json).toEqual({ errors: { changes: CHANGE_MESSAGES.nothing } })
    expect((await ask(customer, [] as unknown as Record<string, unknown>)).json).toEqual({ errors: { changes: CHANGE_MESSAGES.changes } })
    expect((await dataOf(reference)).email).toBe(CUSTOMER)
    expect(loop.smtp.mails).toEqual([])
  })

  it("after the pickup time, a change is refused (call); dispatch cannot ask one, and a tampered token opens nothing", async () => {
    const { reference, customer, dispatch } = await confirmedAirport()
    expect((await ask(dispatch, { time: "8:30 AM" })).status).toBe(403)
    expect((await ask(`${customer.slice(0, -2)}xx`, { time: "8:30 AM" })).status).toBe(403)
    await rideWasYesterday(loop.store, reference)
    const late = await ask(customer, { date: dayFromToday(2) })
    expect(late.status).toBe(409)
    expect(errorOf(late)).toBe(PICKUP_PASSED)
  })
})
