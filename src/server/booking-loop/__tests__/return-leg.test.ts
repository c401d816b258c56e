/** @jest-environment node */
/**
 * The return follows the ride: on a round trip, a change of the pickup or dropoff moves the return's
 * ends with it when it ran the ride there reversed, and the change's rows show the
 * return as it will be; a return by a route of its own keeps it. Over real HTTP with SMTP on loopback.
 */
import { dayFromToday } from "../../test-support/forms"
import { loopWorld, viewOf } from "../../test-support/loop-world"
import type { BookingRecord } from "../../../booking-loop/model"

const loop = loopWorld()

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })
const dataOf = async (reference: string) => (await loop.recordOf(reference))?.data as BookingRecord

const ROUND_TRIP = {
  serviceType: "airport",
  pickupLocation: "12 Elm Street, Andover, MA",
  dropoffLocation: "Logan International Airport, Terminal C",
  date: dayFromToday(6),
  time: "6:30 AM",
  returnTrip: true,
  returnDate: dayFromToday(9),
  returnTime: "5:00 PM",
}

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
