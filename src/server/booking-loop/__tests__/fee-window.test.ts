/** @jest-environment node */
/**
 * Moving a ride never makes a late cancellation free: a change accepted inside the late-cancellation
 * window keeps the window of the pickup it replaced (said on the page, in the emails and in the
 * history), unless dispatch waives the fee when accepting, which the customer's email then says. Over
 * real HTTP with SMTP on loopback.
 */
import { FEE_WAIVED } from "../../../booking-loop/actions"
import { header, partText } from "../../test-support/mime"
import { pickupIn } from "../../test-support/bookings"
import { dayFromToday } from "../../test-support/forms"
import { CUSTOMER, loopWorld, viewOf } from "../../test-support/loop-world"

const loop = loopWorld()

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })
const weekLater = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)

/** A confirmed ride (an airport transfer at its flat rate), moved a week later by the customer; the change waits for dispatch. */
async function confirmedThenMoved(pickup: { date: string; time: string }) {
  const booked = await loop.booked({ ...pickup })
  expect((await act(booked.dispatch, "confirm")).status).toBe(200)
  const asked = await act(booked.customer, "request-change", { changes: { date: weekLater(pickup.date) } })
  expect(asked.status).toBe(200)
  loop.smtp.mails.length = 0
  return { ...booked, step: viewOf(asked).change?.step }
}

describe("a confirmed ride ten hours away, moved a week later", () => {
  it("keeps the window of the pickup it replaced: the customer's cancellation still costs the 50% fee, as the page, the emails and the history say", async () => {
    const { reference, customer, dispatch, step } = await confirmedThenMoved(pickupIn(10))
    expect(viewOf(await loop.api.readBooking(dispatch)).change).toMatchObject({ keepsFeeWindow: true })

    const accepted = await act(dispatch, "accept-change", { change: step })
    expect(accepted.status).toBe(200)
    const kept = /^Moved inside the late-cancellation window: a cancellation still counts from the pickup it replaced, \w+day, .+\.$/
    expect(viewOf(accepted).history.at(-1)).toMatchObject({ step: "change-accepted", policy: expect.stringMatching(kept) })
    expect((await loop.recordOf(reference))?.lifecycle?.history.at(-1)?.feeWindowFrom).toBeDefined()

    const shown = viewOf(await loop.api.readBooking(customer))
    expect(shown.policy?.kind).toBe("fee")
    expect(shown.policy?.sentence).toMatch(
      /^Cancelling now costs a 50% fee \(\$\d+(\.\d\d)? of the agreed fare\): the ride was moved inside the late-cancellation window, so the deadline counts from the pickup it replaced, /,
    )
    const [toCustomer] = loop.mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your booking ${reference} is changed`)
    expect(partText(toCustomer, "text/plain")).toMatch(
      /Moved inside the late-cancellation window: a cancellation still counts from the pickup it replaced, /,
    )

    const cancelled = await act(customer, "cancel", { terms: shown.policy?.kind })
    expect(cancelled.status).toBe(200)
    expect((await loop.recordOf(reference))?.lifecycle?.history.at(-1)?.charge).toMatchObject({ terms: "fee", feePercent: 50 })
  })

  it("dispatch waives the fee when accepting: the window counts from the new pickup, and the customer's email and the history say so", async () => {
    const { reference, customer, dispatch, step } = await confirmedThenMoved(pickupIn(10))
    const accepted = await act(dispatch, "accept-change", { change: step, waiveFee: true })
    expect(accepted.status).toBe(200)
    expect(viewOf(accepted).history.at(-1)).toMatchObject({ step: "change-accepted", policy: FEE_WAIVED })
    expect(viewOf(await loop.api.readBooking(customer)).policy?.kind).toBe("full-refund")
    expect(partText(loop.mailTo(CUSTOMER)[0], "text/plain")).toContain(FEE_WAIVED)
    expect((await loop.recordOf(reference))?.lifecycle?.history.at(-1)).toMatchObject({ feeWaived: true })
  })
})

it("a ride moved well before its window is left as it was: nothing is kept or waived, and a cancellation in time is free", async () => {
  const { reference, customer, dispatch, step } = await confirmedThenMoved({ date: dayFromToday(5), time: "6:30 AM" })
  expect(viewOf(await loop.api.readBooking(dispatch)).change).toMatchObject({ keepsFeeWindow: false })
  const accepted = await act(dispatch, "accept-change", { change: step, waiveFee: true })
  expect(accepted.status).toBe(200)
  const event = (await loop.recordOf(reference))?.lifecycle?.history.at(-1)
  expect(event?.feeWindowFrom).toBeUndefined()
  expect(event?.feeWaived).toBeUndefined()
  expect(event?.policy).toBeUndefined()
  expect(viewOf(await loop.api.readBooking(customer)).policy?.kind).toBe("full-refund")
})
