/** @jest-environment node */
import faqs from "../../../data/faqs.json"
import business from "../../../data/business.json"
import {
  cancellationOutcome,
  cancellationSentence,
  cancellationTerms,
  feePercentOf,
  EVENT_FULL_REFUND_HOURS,
  FULL_REFUND_HOURS,
  LATE_CANCELLATION_FEE_PERCENT,
} from "../cancellation"
import { pickupInstant } from "../pickup"

/** The number the policy's sentences name (the server names the first of the business's phones too). */
const MAIN_PHONE = business.phones[0]
const HOUR = 60 * 60 * 1000
const hoursBefore = (date: string, time: string, hours: number) => new Date((pickupInstant(date, time)?.getTime() ?? NaN) - hours * HOUR)

const confirmed = (serviceType: string, date = "2026-12-10", time = "6:30 AM") => ({
  serviceType,
  date,
  time,
  state: "confirmed" as const,
  by: "customer" as const,
})

test.each([
  // hours before pickup, airport transfer, wedding
  [73, "full-refund", "full-refund"],
  [72, "full-refund", "full-refund"],
  [71.99, "full-refund", "fee"],
  [25, "full-refund", "fee"],
  [24, "full-refund", "fee"],
  [23.99, "fee", "fee"],
  [1, "fee", "fee"],
  [0.01, "fee", "fee"],
  [0, "closed", "closed"],
  [-5, "closed", "closed"],
])("%s h before pickup: an airport transfer gets %s, a wedding %s", (hours, airport, wedding) => {
  const now = hoursBefore("2026-12-10", "6:30 AM", hours)
  expect(cancellationTerms(confirmed("airport"), now).kind).toBe(airport)
  expect(cancellationTerms(confirmed("wedding"), now).kind).toBe(wedding)
  expect(cancellationTerms(confirmed("event"), now).kind).toBe(wedding)
  expect(cancellationTerms(confirmed("corporate"), now).kind).toBe(airport)
})

describe("who pays: only the customer, for their own late cancellation; the company's cancellation never costs the customer", () => {
  // who cancels, state, hours before pickup, service → terms, fee % of the fare the customer pays
  test.each([
    ["customer", "confirmed", 100, "airport", "full-refund", 0],
    ["customer", "confirmed", 30, "airport", "full-refund", 0],
    ["customer", "confirmed", 23, "airport", "fee", 50],
    ["customer", "confirmed", 2, "corporate", "fee", 50],
    ["customer", "confirmed", 80, "wedding", "full-refund", 0],
    ["customer", "confirmed", 50, "wedding", "fee", 50],
    ["customer", "confirmed", 50, "event", "fee", 50],
    ["customer", "requested", 2, "airport", "free", 0],
    ["customer", "requested", 2, "wedding", "free", 0],
    ["customer", "confirmed", 0, "airport", "closed", 0],
    ["dispatch", "confirmed", 100, "airport", "by-company", 0],
    ["dispatch", "confirmed", 30, "airport", "by-company", 0],
    ["dispatch", "confirmed", 23, "airport", "by-company", 0],
    ["dispatch", "confirmed", 2, "corporate", "by-company", 0],
    ["dispatch", "confirmed", 80, "wedding", "by-company", 0],
    ["dispatch", "confirmed", 50, "wedding", "by-company", 0],
    ["dispatch", "confirmed", 1, "event", "by-company", 0],
    ["dispatch", "requested", 2, "airport", "free", 0],
    ["dispatch", "requested", 50, "wedding", "free", 0],
    ["dispatch", "confirmed", 0, "wedding", "closed", 0],
    ["system", "confirmed", 10, "airport", "by-company", 0],
  ] as const)("%s cancels a %s booking %s h before pickup (%s): %s, the customer pays %s%%", (by, state, hours, serviceType, kind, fee) => {
    const terms = cancellationTerms(
      { serviceType, date: "2026-12-10", time: "6:30 AM", state, by },
      hoursBefore("2026-12-10", "6:30 AM", hours),
    )
    expect(terms.kind).toBe(kind)
    expect(feePercentOf(terms)).toBe(fee)
  })

  test("the company's cancellation says nothing is owed, on the page and in the history, however close the pickup", () => {
    const terms = cancellationTerms({ ...confirmed("wedding"), by: "dispatch" }, hoursBefore("2026-12-10", "6:30 AM", 3))
    const sentence = cancellationSentence(terms, "wedding", MAIN_PHONE.display)
    const outcome = cancellationOutcome(terms, 3)
    expect(sentence).toBe(
      "A cancellation by the company never costs the customer anything: they pay nothing, and anything already paid is refunded in full, however close the pickup.",
    )
    expect(outcome).toBe("Cancelled by the company 3 hours before pickup: nothing to pay, and anything already paid is refunded in full.")
    for (const text of [sentence, outcome]) expect(text).not.toMatch(/fee|%/)
  })
})

test("the fee is 50% and the sentence says so, with the phone for emergencies", () => {
  const terms = cancellationTerms(confirmed("airport"), hoursBefore("2026-12-10", "6:30 AM", 1))
  expect(terms).toEqual({ kind: "fee", feePercent: 50, hoursNeeded: 24 })
  expect(cancellationSentence(terms, "airport", MAIN_PHONE.display)).toBe(
    `Cancelling now costs a 50% fee: pickup is less than 24 hours away, and cancellations 24 hours or more before pickup are refunded in full. For an emergency, call us at ${MAIN_PHONE.display} and we will work with you.`,
  )
})

test("a full refund names the moment it ends, in Boston's time", () => {
  const terms = cancellationTerms(confirmed("wedding"), hoursBefore("2026-12-10", "6:30 AM", 100))
  expect(cancellationSentence(terms, "wedding", MAIN_PHONE.display)).toBe(
    "Cancelling now gets a full refund, until Monday, December 7 at 6:30 AM EST: weddings and special events cancelled 72 hours or more before pickup are refunded in full. After that, a 50% fee applies.",
  )
})

test("across the spring change, 24 hours before pickup is counted in real hours, not clock hours", () => {
  // Clocks go forward at 2 AM on Sunday, March 8, 2026: from 9 AM Saturday to 9 AM Sunday is 23 hours.
  const ride = confirmed("airport", "2026-03-08", "9:00 AM")
  expect(pickupInstant("2026-03-08", "9:00 AM")?.toISOString()).toBe("2026-03-08T13:00:00.000Z")
  expect(cancellationTerms(ride, new Date("2026-03-07T14:00:00Z")).kind).toBe("fee") // 9 AM EST Saturday: 23 h
  expect(cancellationTerms(ride, new Date("2026-03-07T13:00:00Z")).kind).toBe("full-refund") // 8 AM EST: 24 h
  const terms = cancellationTerms(ride, new Date("2026-03-01T12:00:00Z"))
  expect(terms.kind === "full-refund" && terms.deadline.toISOString()).toBe("2026-03-07T13:00:00.000Z")
})

test("across the autumn change, the deadline of a wedding is 72 real hours before", () => {
  // Clocks go back at 2 AM on Sunday, November 1, 2026.
  const terms = cancellationTerms(confirmed("wedding", "2026-11-02", "4:00 PM"), new Date("2026-10-20T12:00:00Z"))
  expect(terms.kind === "full-refund" && cancellationSentence(terms, "wedding", "")).toContain("until Friday, October 30 at 5:00 PM EDT")
})

test("a request dispatch has not confirmed is cancelled at no cost, until its pickup time", () => {
  const request = { ...confirmed("wedding"), state: "requested" as const }
  expect(cancellationTerms(request, hoursBefore("2026-12-10", "6:30 AM", 2)).kind).toBe("free")
  expect(cancellationTerms(request, hoursBefore("2026-12-10", "6:30 AM", 0)).kind).toBe("closed")
})

test("after pickup the sentence asks for a call", () => {
  expect(cancellationSentence({ kind: "closed" }, "airport", MAIN_PHONE.display)).toBe(
    `The pickup time has passed, so this booking can no longer be cancelled here. Please call us at ${MAIN_PHONE.display}.`,
  )
})

test("the rules say what the FAQ says", () => {
  const answer = faqs.find((faq) => faq.id === "cancellation-policy")?.answer ?? ""
  expect(answer).toContain(`${FULL_REFUND_HOURS} hours or more notice and you receive a full refund`)
  expect(answer).toContain(`less than ${FULL_REFUND_HOURS} hours notice are charged a ${LATE_CANCELLATION_FEE_PERCENT}% fee`)
  expect(answer).toContain(`Weddings and special events need at least ${EVENT_FULL_REFUND_HOURS} hours notice for a full refund`)
})

test("a cancellation is kept in the past tense with what it came to", () => {
  const at = (hours: number) => hoursBefore("2026-12-10", "6:30 AM", hours)
  const outcome = (serviceType: string, hours: number) => cancellationOutcome(cancellationTerms(confirmed(serviceType), at(hours)), hours)
  expect(outcome("airport", 30.4)).toBe("Cancelled 30 hours before pickup: a full refund.")
  expect(outcome("airport", 100)).toBe("Cancelled 4 days before pickup: a full refund.")
  expect(outcome("wedding", 50)).toBe("Cancelled 2 days before pickup, under the 72 hours needed for a full refund: a 50% fee.")
  expect(outcome("airport", 1.5)).toBe("Cancelled 1 hour before pickup, under the 24 hours needed for a full refund: a 50% fee.")
  expect(cancellationOutcome({ kind: "free" }, 3)).toBe("Cancelled before dispatch confirmed it: no charge.")
})

describe("while a change of the pickup waits for dispatch, the refund deadline counts from the earlier of the two pickups", () => {
  const RIDE = confirmed("airport")
  // [the pickup asked for, hours before the booked pickup now, the terms]
  test.each([
    ["moved three days later, 20 hours before the booked pickup: still a fee", { date: "2026-12-13", time: "6:30 AM" }, 20, "fee"],
    [
      "moved three days later, 30 hours before: a full refund until the booked pickup's deadline",
      { date: "2026-12-13", time: "6:30 AM" },
      30,
      "full-refund",
    ],
    [
      "moved 10 hours earlier, 30 hours before the booked pickup: a fee (20 hours before the earlier one)",
      { date: "2026-12-09", time: "8:30 PM" },
      30,
      "fee",
    ],
    ["moved 10 hours earlier, 40 hours before: a full refund", { date: "2026-12-09", time: "8:30 PM" }, 40, "full-refund"],
  ] as const)("%s", (_what, pendingPickup, hours, kind) => {
    const terms = cancellationTerms({ ...RIDE, pendingPickup }, hoursBefore(RIDE.date, RIDE.time, hours))
    expect(terms.kind).toBe(kind)
    expect(cancellationSentence(terms, "airport", MAIN_PHONE.display)).toContain(
      "While your change waits for dispatch, this counts from the earlier of the two pickup times.",
    )
  })

  test("the deadline of a full refund is the earlier pickup's", () => {
    const terms = cancellationTerms(
      { ...RIDE, pendingPickup: { date: "2026-12-09", time: "8:30 PM" } },
      hoursBefore(RIDE.date, RIDE.time, 40),
    )
    expect(terms).toMatchObject({
      kind: "full-refund",
      deadline: new Date((pickupInstant("2026-12-09", "8:30 PM")?.getTime() ?? 0) - FULL_REFUND_HOURS * HOUR),
    })
  })

  test("dispatch's cancellation still costs the customer nothing, and a request is still free", () => {
    const pendingPickup = { date: "2026-12-13", time: "6:30 AM" }
    expect(cancellationTerms({ ...RIDE, by: "dispatch", pendingPickup }, hoursBefore(RIDE.date, RIDE.time, 2)).kind).toBe("by-company")
    expect(cancellationTerms({ ...RIDE, state: "requested", pendingPickup }, hoursBefore(RIDE.date, RIDE.time, 2)).kind).toBe("free")
  })
})
