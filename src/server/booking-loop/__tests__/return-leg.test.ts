/** @jest-environment node */
/**
 * The return follows the ride: on a round trip, a change of the pickup or dropoff moves the return's
 * ends with it when it ran the ride there reversed, and the change's rows show the
 * return as it will be; a return by a route of its own keeps it. Over real HTTP with SMTP on loopback.
 */
import { ROUND_TRIP } from "../../test-support/bookings"
import { dayFromToday } from "../../test-support/forms"
import { loopWorld, viewOf } from "../../test-support/loop-world"
import type { BookingRecord } from "../../../booking-loop/model"
import { bookingRecordName } from "../records"

const loop = loopWorld()

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })
const dataOf = async (reference: string) => (await loop.recordOf(reference))?.data as BookingRecord

describe("a round trip whose pickup changes", () => {
  it("confirmed: the change's rows show the return moving to the new address, and once accepted the return runs there", async () => {
    const { reference, customer, dispatch } = await loop.booked(ROUND_TRIP)
    expect(await dataOf(reference)).toMatchObject({ returnPickup: ROUND_TRIP.dropoffLocation, returnDropoff: ROUND_TRIP.pickupLocation })
    expect((await act(dispatch, "confirm")).status).toBe(200)

    const asked = await act(customer, "request-change", { changes: { pickupLocation: "40 Main Street, North Andover, MA" } })
    expect(asked.status).toBe(200)
    expect(viewOf(asked).change?.rows).toContainEqual({
      label: "Return",
      from: expect.stringMatching(/from Logan International Airport, Terminal C to 12 Elm Street, Andover, MA$/),
      to: expect.stringMatching(/from Logan International Airport, Terminal C to 40 Main Street, North Andover, MA$/),
    })
    // Until dispatch answers, the booking (and its return) stand as they were.
    expect((await dataOf(reference)).returnDropoff).toBe(ROUND_TRIP.pickupLocation)

    expect((await act(dispatch, "accept-change", { change: viewOf(asked).change?.step })).status).toBe(200)
    expect(await dataOf(reference)).toMatchObject({
      pickupLocation: "40 Main Street, North Andover, MA",
      returnPickup: ROUND_TRIP.dropoffLocation,
      returnDropoff: "40 Main Street, North Andover, MA",
    })
  })

  it("a request changed at once: its return follows the new dropoff at once", async () => {
    const { reference, customer } = await loop.booked({
      ...ROUND_TRIP,
      serviceType: "corporate",
      dropoffLocation: "1 Harborside Drive, Boston, MA",
    })
    const changed = await act(customer, "request-change", { changes: { dropoffLocation: "200 Seaport Boulevard, Boston, MA" } })
    expect(changed.status).toBe(200)
    expect(await dataOf(reference)).toMatchObject({
      returnPickup: "200 Seaport Boulevard, Boston, MA",
      returnDropoff: ROUND_TRIP.pickupLocation,
    })
    expect(viewOf(changed).rows).toContainEqual({
      label: "Return",
      value: expect.stringMatching(/from 200 Seaport Boulevard, Boston, MA to 12 Elm Street, Andover, MA$/),
    })
  })

  it("a return by a route of its own keeps it", async () => {
    const { reference, customer, dispatch } = await loop.booked({ ...ROUND_TRIP, returnPickup: "Logan International Airport, Terminal B" })
    expect((await act(dispatch, "confirm")).status).toBe(200)
    const asked = await act(customer, "request-change", { changes: { pickupLocation: "40 Main Street, North Andover, MA" } })
    expect((await act(dispatch, "accept-change", { change: viewOf(asked).change?.step })).status).toBe(200)
    expect(await dataOf(reference)).toMatchObject({
      returnPickup: "Logan International Airport, Terminal B",
      returnDropoff: "40 Main Street, North Andover, MA",
    })
  })
})

describe("a round trip completes after its last leg's day", () => {
  /** A confirmed round trip whose ride there was `daysAgo` days ago and whose return is `returnIn` days from today (negative: past). */
  async function roundTripMoved(daysAgo: number, returnIn: number) {
    const booked = await loop.booked(ROUND_TRIP)
    expect((await act(booked.dispatch, "confirm")).status).toBe(200)
    const name = bookingRecordName(booked.reference)
    const stored = await loop.store.get(name)
    const data = { ...(stored?.record.data as BookingRecord), date: dayFromToday(-daysAgo), returnDate: dayFromToday(returnIn) }
    expect(await loop.store.update(name, { ...stored!.record, data })).toBe("updated")
    loop.webhook.calls.length = 0
    return booked
  }

  it("the day after the ride there, with the return on D+3, it is not completed: both links show it confirmed, the sweep leaves it, and dispatch can still cancel the return", async () => {
    const { customer, dispatch } = await roundTripMoved(1, 2)
    for (const token of [customer, dispatch]) expect(viewOf(await loop.api.readBooking(token)).state).toBe("confirmed")
    expect(await loop.api.redeliver()).toMatchObject({ completed: 0 })
    expect(loop.webhookChanges().map(([change]) => change)).not.toContain("completed")

    // The customer's own link asks them to call once the ride there has begun; the company may still cancel what is left.
    expect(viewOf(await loop.api.readBooking(customer))).toMatchObject({ policy: { kind: "closed" } })
    const shown = viewOf(await loop.api.readBooking(dispatch))
    expect(shown.actions).toContain("cancel")
    expect(shown.policy).toMatchObject({ kind: "by-company", fee: 0 })
    const cancelled = await act(dispatch, "cancel", { terms: "by-company", fee: 0, note: "The client flies home with a colleague." })
    expect(cancelled.status).toBe(200)
    expect(viewOf(cancelled).state).toBe("cancelled")
    expect(loop.webhookChanges().map(([change]) => change)).toEqual(["cancelled"])
  })

  it("after the return's day it is completed: both links show it, and the sweep records it and the webhook hears it once", async () => {
    const { reference, customer, dispatch } = await roundTripMoved(4, -1)
    for (const token of [customer, dispatch]) expect(viewOf(await loop.api.readBooking(token)).state).toBe("completed")
    await loop.api.redeliver()
    expect((await loop.recordOf(reference))?.lifecycle?.state).toBe("completed")
    const heard = loop.webhook.calls.map((call) => JSON.parse(call.body) as { reference: string; change: string })
    expect(heard.filter((call) => call.reference === reference).map((call) => call.change)).toEqual(["completed"])
  })
})
