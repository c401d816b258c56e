/** @jest-environment node */
import { DELIVERY_LEASE_MS, LINK_RESENDS_PER_DAY, NEEDS_ATTENTION_AFTER_MS, REDELIVERY_FIRST_DELAY_MS } from "../../limits"
import type { StoredRecord } from "../../records/store"
import { afterAttempt, isDue, owed, withChangeOwed, withLease, withLinkOwed } from "../outcome"

const T0 = Date.parse("2026-11-20T15:00:00.000Z")
const iso = (ms: number) => new Date(ms).toISOString()
const ok = { smtp: { status: "delivered", at: iso(T0) } } as const
const down = { smtp: { status: "failed", at: iso(T0), error: "connect ECONNREFUSED" } } as const
const cancelled = (channels: typeof ok | typeof down) => ({ what: "change", revision: 1, subject: "cancelled", channels }) as const

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

/** The record leased to a deliverer at `at`, and its lease. */
const leasedAt = (record: StoredRecord, at: number) => withLease(record, at)

describe("what a record owes after an attempt", () => {
  it("a change no channel took is owed, pending, next tried after the first delay, and the lease is released", () => {
    const { record, leaseId } = leasedAt(booking(), T0 + 60_000)
    const after = afterAttempt(record, [cancelled(down)], T0 + 60_000, leaseId)
    expect(after).toMatchObject({ status: "pending", undeliveredChanges: [1], nextAttemptAt: iso(T0 + 60_000 + REDELIVERY_FIRST_DELAY_MS) })
    expect(after).not.toHaveProperty("lease")
    expect(owed(after)).toEqual([{ what: "change", revision: 1, since: T0 + 60_000 }])
  })

  it("an attempt that ran past its lease leaves alone the lease of the deliverer that took over", () => {
    const first = leasedAt(booking({ status: "pending", undeliveredChanges: [1] }), T0 + 60_000)
    const second = leasedAt(first.record, T0 + 60_000 + DELIVERY_LEASE_MS)
    const after = afterAttempt(second.record, [cancelled(down)], T0 + 61_000 + DELIVERY_LEASE_MS, first.leaseId)
    expect(after).toMatchObject({
      status: "pending",
      lease: second.record.lease,
      nextAttemptAt: second.record.nextAttemptAt,
      undeliveredChanges: [1],
    })
  })

  it("a change delivered while the request is still owed leaves the record pending for the request", () => {
    const sending = leasedAt(
      booking({ status: "pending", channels: down, attempts: [{ at: iso(T0), subject: "request", channels: down }] }),
      T0 + 30_000,
    )
    const after = afterAttempt(sending.record, [cancelled(ok)], T0 + 30_000, sending.leaseId)
    expect(after).toMatchObject({ status: "pending", nextAttemptAt: iso(T0 + 30_000 + REDELIVERY_FIRST_DELAY_MS) })
    expect(after).not.toHaveProperty("undeliveredChanges")
  })

  it("needs attention only when everything owed is a day old", () => {
    const oldRequest = booking({
      status: "needs-attention",
      channels: down,
      attempts: [{ at: iso(T0), subject: "request", channels: down }],
    })
    const later = T0 + NEEDS_ATTENTION_AFTER_MS + 60_000
    const fresh = {
      ...oldRequest,
      lifecycle: {
        state: "cancelled" as const,
        history: [oldRequest.lifecycle!.history[0], { state: "cancelled" as const, at: iso(later), by: "customer" as const }],
      },
    }
    expect(afterAttempt(fresh, [cancelled(down)], later, "").status).toBe("pending")
    expect(afterAttempt(fresh, [cancelled(ok)], later, "").status).toBe("needs-attention")
  })

  it("a record written before attempts were kept still counts its request as delivered", () => {
    const legacy = booking({ attempts: undefined })
    const after = afterAttempt(legacy, [cancelled(ok)], T0 + 60_000, "")
    expect(after.status).toBe("delivered")
    expect(after.attempts?.map((attempt) => attempt.subject)).toEqual(["request", "cancelled"])
  })
})

describe("a change as it is written", () => {
  it("is owed and leased by its writer before any channel is tried; delivered, it is owed no more", () => {
    const { record, leaseId } = withChangeOwed(booking(), 1, T0 + 60_000)
    expect(leaseId).toEqual(expect.any(String))
    expect(record).toMatchObject({
      status: "pending",
      undeliveredChanges: [1],
      nextAttemptAt: iso(T0 + 60_000 + DELIVERY_LEASE_MS),
      lease: { id: leaseId, until: iso(T0 + 60_000 + DELIVERY_LEASE_MS) },
    })
    expect(isDue(record, T0 + 90_000)).toBe(false)
    expect(owed(record)).toEqual([{ what: "change", revision: 1, since: T0 + 60_000 }])
    expect(afterAttempt(record, [cancelled(ok)], T0 + 61_000, leaseId ?? "")).toMatchObject({ status: "delivered" })
  })

  it("takes a lease over a backoff not yet due: its own send is held, so a sweep at that time cannot claim the record mid-send", () => {
    // Dispatch confirmed during an SMTP hiccup (the retry is a minute later); the customer cancels 59 s later.
    const waiting = booking({ status: "pending", nextAttemptAt: iso(T0 + 60_000), undeliveredChanges: [1] })
    const { record, leaseId } = withChangeOwed(waiting, 2, T0 + 59_000)
    expect(leaseId).toEqual(expect.any(String))
    expect(record).toMatchObject({ status: "pending", undeliveredChanges: [1, 2], nextAttemptAt: iso(T0 + 59_000 + DELIVERY_LEASE_MS) })
    expect(isDue(record, T0 + 60_000)).toBe(false)
  })

  it("takes a fresh lease over a next attempt already due (a sweep may claim it any moment)", () => {
    const { record, leaseId } = withChangeOwed(
      booking({ status: "pending", nextAttemptAt: iso(T0 + 30_000), undeliveredChanges: [1] }),
      2,
      T0 + 60_000,
    )
    expect(leaseId).toEqual(expect.any(String))
    expect(record).toMatchObject({ status: "pending", nextAttemptAt: iso(T0 + 60_000 + DELIVERY_LEASE_MS), undeliveredChanges: [1, 2] })
  })

  it("with no channel, is owed without a lease: nothing will try it until one is configured", () => {
    const { record, leaseId } = withChangeOwed(booking(), 1, T0 + 60_000, false)
    expect(leaseId).toBeUndefined()
    expect(record).toMatchObject({ status: "pending", undeliveredChanges: [1] })
    expect(record).not.toHaveProperty("nextAttemptAt")
  })

  it("while another deliverer holds the lease, is owed without one, and that deliverer's outcome leaves it due at once", () => {
    const confirmedThenCancelled = booking().lifecycle!
    const history = [
      confirmedThenCancelled.history[0],
      { state: "confirmed" as const, at: iso(T0 + 30_000), by: "dispatch" as const },
      { state: "cancelled" as const, at: iso(T0 + 90_000), by: "customer" as const },
    ]
    const sweeping = leasedAt(
      booking({ status: "pending", undeliveredChanges: [1], lifecycle: { state: "cancelled", history } }),
      T0 + 60_000,
    )
    const { record, leaseId } = withChangeOwed(sweeping.record, 2, T0 + 90_000)
    expect(leaseId).toBeUndefined()
    expect(record).toMatchObject({ status: "pending", lease: sweeping.record.lease, undeliveredChanges: [1, 2] })
    // The sweep sent what it had read (the change at 1); the change at 2 was never tried: due as soon as the sweep lets go.
    const after = afterAttempt(record, [cancelled(ok)], T0 + 100_000, sweeping.leaseId)
    expect(after).toMatchObject({ status: "pending", undeliveredChanges: [2], nextAttemptAt: iso(T0 + 100_000) })
    expect(isDue(after, T0 + 100_000)).toBe(true)
  })
})

describe("a link asked for again", () => {
  it("is owed and leased, and delivered once SMTP took it", () => {
    const written = withLinkOwed(booking(), T0 + 60_000)
    expect(written?.leaseId).toEqual(expect.any(String))
    expect(owed(written!.record)).toEqual([{ what: "link", since: T0 + 60_000 }])
    const after = afterAttempt(written!.record, [{ what: "link", subject: "link", channels: ok }], T0 + 61_000, written!.leaseId ?? "")
    expect(after.status).toBe("delivered")
    expect(after).not.toHaveProperty("linkOwedSince")
    expect(after.linkResends).toEqual([iso(T0 + 60_000)])
  })

  it(`is written at most ${LINK_RESENDS_PER_DAY} times in any day`, () => {
    let record = booking()
    for (let i = 0; i < LINK_RESENDS_PER_DAY; i += 1) record = withLinkOwed(record, T0 + i * 60_000)?.record ?? record
    expect(record.linkResends).toHaveLength(LINK_RESENDS_PER_DAY)
    expect(withLinkOwed(record, T0 + 23 * 3600_000)).toBeNull()
    expect(withLinkOwed(record, T0 + 24 * 3600_000 + 1)).not.toBeNull()
  })
})
