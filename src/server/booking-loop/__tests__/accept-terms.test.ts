/** @jest-environment node */
/**
 * Terms are bound when the customer says yes: accepting a quote or a new fare carries the cancellation
 * terms the page showed, and terms that are different now (the clock moved the ride inside its
 * late-cancellation window, and a move there keeps the window of the pickup it replaces) answer 409
 * with the terms as they are, binding nothing. The offer's email says from when its terms change, and
 * dispatch is offered the waiver wherever it can matter. Over real HTTP with SMTP on loopback.
 */
import { CUSTOMER, errorOf, loopWorld, viewOf } from "../../test-support/loop-world"
import { partText } from "../../test-support/mime"
import { pickupIn } from "../../test-support/bookings"
import { bookingRecordName } from "../records"
import type { BookingView } from "../../../booking-loop/view"

const loop = loopWorld()

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })
const weekLater = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)

/** The terms as the page sends them back with an acceptance: what it showed. */
const shownTerms = (policy: NonNullable<BookingView["offer"]>["policyOnAccept"] | undefined) =>
  policy ? { terms: policy.kind, fee: policy.fee } : {}

/**
 * The clock moves on by `hours`: the stored ride's pickup (and the pickup the waiting change moves it
 * from) is brought that much closer, as the passing time would.
 */
async function hoursPass(reference: string, pickupNow: { date: string; time: string }) {
  const name = bookingRecordName(reference)
  const stored = (await loop.store.get(name))!.record
  const history = stored.lifecycle!.history.map((event) =>
    event.change ? { ...event, change: { ...event.change, from: { ...event.change.from, ...pickupNow } } } : event,
  )
  await loop.store.update(name, {
    ...stored,
    data: { ...(stored.data as object), ...pickupNow },
    lifecycle: { ...stored.lifecycle!, history },
  })
}

/** A confirmed airport ride 30 hours away, moved by the customer a week later in the stretch limousine, offered by dispatch at $500. */
async function offeredOutsideTheWindow(options: { waiveFee?: true } = {}) {
  const pickup = pickupIn(30)
  const booked = await loop.booked({ ...pickup, vehicle: "executive-sedan", passengers: "2" })
  expect((await act(booked.dispatch, "confirm")).status).toBe(200)
  const asked = await act(booked.customer, "request-change", { changes: { date: weekLater(pickup.date), vehicle: "stretch-limousine" } })
  expect(asked.status).toBe(200)
  const change = viewOf(await loop.api.readBooking(booked.dispatch)).change
  // Accepted now, the move is outside the window; accepted in six hours, it would be inside: the waiver can matter.
  expect(change).toMatchObject({ keepsFeeWindow: false, windowKeptFrom: expect.any(String) })
  loop.smtp.mails.length = 0
  const offered = await act(booked.dispatch, "accept-change", { change: change?.step, fare: 500, ...options })
  expect(offered.status).toBe(200)
  return { ...booked, pickup }
}

describe("a new fare offered 30 hours before pickup, accepted once the pickup is inside its late-cancellation window", () => {
  it("the email says from when the terms change, and a yes to the terms shown then binds nothing: 409 with the terms now", async () => {
    const { reference, customer } = await offeredOutsideTheWindow()
    const email = partText(loop.mailTo(CUSTOMER)[0], "text/plain")
    expect(email).toMatch(
      /Once you accept, the change is made at \$500 and our cancellation policy applies: Cancelling now gets a full refund/,
    )
    expect(email).toMatch(/If you accept after \w+day, .+, the move comes inside the late-cancellation window of your present pickup/)

    const shownThen = viewOf(await loop.api.readBooking(customer)).offer
    expect(shownThen?.policyOnAccept).toMatchObject({ kind: "full-refund", fee: 0 })
    expect(shownThen?.policyOnAccept.sentence).toMatch(/^Cancelling now gets a full refund, until /)

    // Ten hours pass: the present pickup is 20 hours away, inside its window.
    await hoursPass(reference, pickupIn(20))
    const refused = await act(customer, "accept-offer", { offer: shownThen?.step, ...shownTerms(shownThen?.policyOnAccept) })
    expect(refused.status).toBe(409)
    expect(errorOf(refused)).toMatch(
      /^Nothing was accepted\. The cancellation terms once accepted changed since this page was opened: Cancelling now costs a 50% fee \(\$250 of the agreed fare\): the ride was moved inside the late-cancellation window/,
    )
    expect(errorOf(refused)).toMatch(/Accept again to agree to them\.$/)
    const record = await loop.recordOf(reference)
    expect(record?.data).toMatchObject({ vehicle: "executive-sedan" })
    expect(record?.lifecycle?.history.at(-1)).toMatchObject({ step: "offer-made" })

    // The page now shows the terms as they are; a yes to them binds them.
    const shownNow = viewOf(refused).offer
    expect(shownNow?.policyOnAccept).toMatchObject({ kind: "fee", fee: 250 })
    const accepted = await act(customer, "accept-offer", { offer: shownNow?.step, ...shownTerms(shownNow?.policyOnAccept) })
    expect(accepted.status).toBe(200)
    expect(viewOf(accepted).policy).toMatchObject({ kind: "fee", fee: 250 })
  })

  it("a yes that names no terms is asked again with the terms that apply", async () => {
    const { customer } = await offeredOutsideTheWindow()
    const offer = viewOf(await loop.api.readBooking(customer)).offer
    const refused = await act(customer, "accept-offer", { offer: offer?.step })
    expect(refused.status).toBe(409)
    expect(errorOf(refused)).toMatch(
      /^Nothing was accepted\. Please read the cancellation terms that apply once accepted: Cancelling now gets a full refund/,
    )
  })

  it("dispatch waived the fee with the offer: accepted inside the window, the terms stay those shown, counted from the new pickup", async () => {
    const { reference, customer } = await offeredOutsideTheWindow({ waiveFee: true })
    expect(partText(loop.mailTo(CUSTOMER)[0], "text/plain")).not.toMatch(/If you accept after/)
    const shownThen = viewOf(await loop.api.readBooking(customer)).offer
    await hoursPass(reference, pickupIn(20))
    const accepted = await act(customer, "accept-offer", { offer: shownThen?.step, ...shownTerms(shownThen?.policyOnAccept) })
    expect(accepted.status).toBe(200)
    expect(viewOf(accepted).policy?.kind).toBe("full-refund")
    expect((await loop.recordOf(reference))?.lifecycle?.history.at(-1)).toMatchObject({ step: "offer-accepted", feeWaived: true })
  })
})

describe("a quote", () => {
  it("accepted with the terms its page showed binds them; once the clock passed their deadline, the yes is asked again", async () => {
    const pickup = pickupIn(30)
    const { reference, customer, dispatch } = await loop.booked({ ...pickup, vehicle: "" })
    expect((await act(dispatch, "quote", { fare: 400, includes: "Tolls and airport fees" })).status).toBe(200)
    const shownThen = viewOf(await loop.api.readBooking(customer)).quote
    expect(shownThen?.policyOnAccept).toMatchObject({ kind: "full-refund", fee: 0 })

    await hoursPass(reference, pickupIn(20))
    const refused = await act(customer, "accept-quote", { quote: shownThen?.step, ...shownTerms(shownThen?.policyOnAccept) })
    expect(refused.status).toBe(409)
    expect(errorOf(refused)).toMatch(
      /^Nothing was accepted\. The cancellation terms once accepted changed since this page was opened: Cancelling now costs a 50% fee \(\$200 of the agreed fare\)/,
    )
    expect((await loop.recordOf(reference))?.lifecycle?.state).toBe("quoted")

    const shownNow = viewOf(refused).quote
    const accepted = await act(customer, "accept-quote", { quote: shownNow?.step, ...shownTerms(shownNow?.policyOnAccept) })
    expect(accepted.status).toBe(200)
    expect(viewOf(accepted)).toMatchObject({ state: "confirmed", fare: 400, policy: { kind: "fee", fee: 200 } })
  })
})
