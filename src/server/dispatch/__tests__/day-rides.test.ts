/** @jest-environment node */
import type { BookingRecord, Lifecycle, LifecycleEvent } from "../../../booking-loop/model"
import { fareOf, waitingOf } from "../day-rides"

const estimate = { kind: "estimate", amount: 240, low: 240, high: 240 } as unknown as BookingRecord["estimate"]
const booking = { estimate } as BookingRecord
const at = (minute: number) => `2026-11-27T12:${String(minute).padStart(2, "0")}:00.000Z`
const requested: LifecycleEvent = { state: "requested", at: at(0), by: "customer" }
const change = { from: {}, to: {} } as LifecycleEvent["change"]

describe("a ride's fare and what it waits for", () => {
  it("labels the fare estimated, quoted or agreed as the booking stands", () => {
    const quoted: Lifecycle = {
      state: "quoted",
      history: [requested, { state: "quoted", at: at(1), by: "dispatch", quote: { fare: 310, includes: "", expiresAt: at(59) } }],
    }
    const confirmed: Lifecycle = { state: "confirmed", history: [requested, { state: "confirmed", at: at(2), by: "dispatch", fare: 275 }] }
    expect(fareOf(booking, { state: "requested", history: [requested] })).toEqual({
      kind: "estimated",
      label: "Estimated fare",
      text: "$240",
    })
    expect(fareOf(booking, quoted)).toEqual({ kind: "quoted", label: "Quoted fare", text: "$310" })
    expect(fareOf(booking, confirmed)).toEqual({ kind: "agreed", label: "Agreed fare", text: "$275" })
  })

  it("waits on a request, a change asked of a confirmed ride, or an offer made; not on a confirmed or cancelled one", () => {
    const confirmed: LifecycleEvent = { state: "confirmed", at: at(2), by: "dispatch", fare: 275 }
    const asked: LifecycleEvent = { state: "confirmed", at: at(5), by: "customer", step: "change-requested", change }
    const offered: LifecycleEvent = {
      state: "confirmed",
      at: at(9),
      by: "dispatch",
      step: "offer-made",
      answers: 2,
      offer: { fare: 300, expiresAt: at(59) },
    }
    expect(waitingOf({ state: "requested", history: [requested] })).toEqual({ for: "request", since: at(0) })
    expect(waitingOf({ state: "confirmed", history: [requested, confirmed] })).toBeUndefined()
    expect(waitingOf({ state: "confirmed", history: [requested, confirmed, asked] })).toEqual({ for: "change", since: at(5) })
    expect(waitingOf({ state: "confirmed", history: [requested, confirmed, asked, offered] })).toEqual({ for: "offer", since: at(9) })
    expect(waitingOf({ state: "cancelled", history: [requested, { state: "cancelled", at: at(3), by: "customer" }] })).toBeUndefined()
  })
})
