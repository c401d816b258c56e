/** @jest-environment node */
import { DELIVERY_LEASE_MS, NEEDS_ATTENTION_AFTER_MS, REDELIVERY_FIRST_DELAY_MS } from "../../limits"
import type { StoredRecord } from "../../records/store"
import { afterAttempt, owed, withChangeOwed } from "../outcome"

const T0 = Date.parse("2026-11-20T15:00:00.000Z")
const iso = (ms: number) => new Date(ms).toISOString()
const ok = { smtp: { status: "delivered", at: iso(T0) } } as const
const down = { smtp: { status: "failed", at: iso(T0), error: "connect ECONNREFUSED" } } as const

function booking(overrides: Partial<StoredRecord> = {}): StoredRecord {
  return {
    kind: "booking",
    reference: "MP-7KQ4-XZ9B",
    receivedAt: iso(T0),
    status: "delivered",
    channels: ok,
    attempts: [{ at: iso(T0), subject: "request", channels: ok }],
    lifecycle: {
      state: "cancelled",
      history: [
        { state: "requested", at: iso(T0), by: "customer" },
        { state: "cancelled", at: iso(T0 + 60_000), by: "customer" },
      ],
    },
    data: {},
    ...overrides,
  }
}

describe("what a record owes after an attempt", () => {
  it("a change no channel took is owed, pending, next tried after the first delay", () => {
    const after = afterAttempt(booking(), [{ revision: 1, subject: "cancelled", channels: down }], T0 + 60_000, false)
    expect(after).toMatchObject({ status: "pending", undeliveredChanges: [1], nextAttemptAt: iso(T0 + 60_000 + REDELIVERY_FIRST_DELAY_MS) })
    expect(owed(after)).toEqual([{ revision: 1, since: T0 + 60_000 }])
  })

  it("an inline change leaves alone the lease of a sweep sending the request meanwhile", () => {
    const lease = iso(T0 + 5 * 60_000)
    const sending = booking({ status: "pending", channels: down, attempts: [{ at: iso(T0), subject: "request", channels: down }], nextAttemptAt: lease })
    const after = afterAttempt(sending, [{ revision: 1, subject: "cancelled", channels: down }], T0 + 60_000, false)
    expect(after).toMatchObject({ status: "pending", nextAttemptAt: lease, undeliveredChanges: [1] })
    expect(owed(after).map((item) => item.revision)).toEqual([undefined, 1])
  })

  it("a change delivered while the request is still owed leaves the record pending for the request", () => {
    const sending = booking({ status: "pending", channels: down, attempts: [{ at: iso(T0), subject: "request", channels: down }], nextAttemptAt: iso(T0 + 60_000) })
    const after = afterAttempt(sending, [{ revision: 1, subject: "cancelled", channels: ok }], T0 + 30_000, false)
    expect(after).toMatchObject({ status: "pending", nextAttemptAt: iso(T0 + 60_000) })
    expect(after).not.toHaveProperty("undeliveredChanges")
  })

  it("needs attention only when everything owed is a day old", () => {
    const oldRequest = booking({ status: "needs-attention", channels: down, attempts: [{ at: iso(T0), subject: "request", channels: down }] })
    const later = T0 + NEEDS_ATTENTION_AFTER_MS + 60_000
    const fresh = { ...oldRequest, lifecycle: { state: "cancelled" as const, history: [oldRequest.lifecycle!.history[0], { state: "cancelled" as const, at: iso(later), by: "customer" as const }] } }
    expect(afterAttempt(fresh, [{ revision: 1, subject: "cancelled", channels: down }], later, false).status).toBe("pending")
    expect(afterAttempt(fresh, [{ revision: 1, subject: "cancelled", channels: ok }], later, false).status).toBe("needs-attention")
  })

  it("a record written before attempts were kept still counts its request as delivered", () => {
    const legacy = booking({ attempts: undefined })
    const after = afterAttempt(legacy, [{ revision: 1, subject: "cancelled", channels: ok }], T0 + 60_000, false)
    expect(after.status).toBe("delivered")
    expect(after.attempts?.map((attempt) => attempt.subject)).toEqual(["request", "cancelled"])
  })
})

describe("a change as it is written", () => {
  it("is owed and leased by its writer before any channel is tried; delivered, it is owed no more", () => {
    const { record, leased } = withChangeOwed(booking(), 1, T0 + 60_000)
    expect(leased).toBe(true)
    expect(record).toMatchObject({ status: "pending", undeliveredChanges: [1], nextAttemptAt: iso(T0 + 60_000 + DELIVERY_LEASE_MS) })
    expect(owed(record)).toEqual([{ revision: 1, since: T0 + 60_000 }])
    expect(afterAttempt(record, [{ revision: 1, subject: "cancelled", channels: ok }], T0 + 61_000, leased)).toMatchObject({ status: "delivered" })
  })

  it("takes a fresh lease over a next attempt already due (a sweep may claim it any moment), and sends as its holder", () => {
    const due = iso(T0 + 30_000)
    const { record, leased } = withChangeOwed(booking({ status: "pending", nextAttemptAt: due, undeliveredChanges: [1] }), 2, T0 + 60_000)
    expect(leased).toBe(true)
    expect(record).toMatchObject({ status: "pending", nextAttemptAt: iso(T0 + 60_000 + DELIVERY_LEASE_MS), undeliveredChanges: [1, 2] })
  })

  it("with no channel, is owed without a lease: nothing will try it until one is configured", () => {
    const { record, leased } = withChangeOwed(booking(), 1, T0 + 60_000, false)
    expect(leased).toBe(false)
    expect(record).toMatchObject({ status: "pending", undeliveredChanges: [1] })
    expect(record).not.toHaveProperty("nextAttemptAt")
  })

  it("keeps the lease of a deliverer already sending the record, and what it already owed", () => {
    const lease = iso(T0 + 3 * 60_000)
    const { record, leased } = withChangeOwed(booking({ status: "pending", nextAttemptAt: lease, undeliveredChanges: [1] }), 2, T0 + 60_000)
    expect(leased).toBe(false)
    expect(record).toMatchObject({ status: "pending", nextAttemptAt: lease, undeliveredChanges: [1, 2] })
  })
})
