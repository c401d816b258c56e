/** @jest-environment node */
import { addDays, groupByDay, needingAnswer, rideKey, waitedFor, type DayRide } from "../day-view"

const ride = (reference: string, date: string, pickupAt: string, since?: string, leg: DayRide["leg"] = "pickup"): DayRide =>
  ({
    reference,
    leg,
    date,
    pickupAt,
    ...(since ? { waiting: { for: "request", label: "Request waiting", since } } : {}),
  }) as DayRide

describe("the day view's order", () => {
  it("groups rides by pickup day in pickup order, and puts the oldest wait first among those needing an answer", () => {
    const late = ride("MP-AAAA-0001", "2026-12-01", "2026-12-01T20:00:00.000Z", "2026-11-27T10:00:00.000Z")
    const early = ride("MP-AAAA-0002", "2026-12-01", "2026-12-01T12:00:00.000Z")
    const next = ride("MP-AAAA-0003", "2026-12-02", "2026-12-02T12:00:00.000Z", "2026-11-26T09:00:00.000Z")
    expect(groupByDay([next, late, early])).toEqual([
      { day: "2026-12-01", rides: [early, late] },
      { day: "2026-12-02", rides: [next] },
    ])
    expect(needingAnswer([late, early, next]).map((r) => r.reference)).toEqual(["MP-AAAA-0003", "MP-AAAA-0001"])
  })

  it("lists a booking's return on its own day, and the booking once among those needing an answer, by its ride there", () => {
    const there = ride("MP-AAAA-0001", "2026-12-01", "2026-12-01T12:00:00.000Z", "2026-11-27T10:00:00.000Z")
    const back = ride("MP-AAAA-0001", "2026-12-03", "2026-12-03T22:00:00.000Z", "2026-11-27T10:00:00.000Z", "return")
    const sameDay = ride("MP-AAAA-0002", "2026-12-03", "2026-12-03T22:00:00.000Z", undefined, "return")
    const sameDayThere = ride("MP-AAAA-0002", "2026-12-03", "2026-12-03T22:00:00.000Z")
    expect(groupByDay([back, sameDay, there, sameDayThere])).toEqual([
      { day: "2026-12-01", rides: [there] },
      { day: "2026-12-03", rides: [back, sameDayThere, sameDay] },
    ])
    expect(needingAnswer([back, there])).toEqual([there])
    // The view may hold the return alone (its ride there was before the first day shown).
    expect(needingAnswer([back])).toEqual([back])
    expect(new Set([there, back, sameDay, sameDayThere].map(rideKey)).size).toBe(4)
  })

  it("counts days across months and years, and says how long something has waited", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02")
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29")
    const now = new Date("2026-11-27T12:00:00.000Z")
    expect(waitedFor("2026-11-27T11:48:00.000Z", now)).toBe("12 min")
    expect(waitedFor("2026-11-27T08:55:00.000Z", now)).toBe("3 h 5 min")
    expect(waitedFor("2026-11-24T12:00:00.000Z", now)).toBe("3 days")
  })
})
