/** @jest-environment node */
import {
  ASSIGNMENT_GAP_MINUTES,
  TRANSFER_ESTIMATE_MINUTES,
  assignmentConflicts,
  legBusy,
  smallerClassWarning,
  type AssignedRide,
  type BusyInterval,
  type TimedAssignment,
} from "../assignment-rules"
import type { RideLeg } from "../day-view"
import type { Roster } from "../roster"
import { VEHICLES } from "../../booking/rates-data"

const ride = (overrides: Partial<AssignedRide> = {}): AssignedRide => ({
  serviceType: "airport",
  hours: "",
  vehicle: "",
  date: "2026-11-24",
  time: "4:00 PM",
  returnTrip: false,
  returnDate: "",
  returnTime: "",
  ...overrides,
})

const minutesOf = ({ start, end }: BusyInterval) => (Date.parse(end) - Date.parse(start)) / 60_000

describe("a leg's busy time", () => {
  test.each<[string, Partial<AssignedRide>, RideLeg, string, string, number]>([
    ["an airport transfer: its estimate", {}, "pickup", "", "2026-11-24T21:00:00.000Z", TRANSFER_ESTIMATE_MINUTES.airport],
    [
      "a long-distance trip: its estimate",
      { serviceType: "long-distance" },
      "pickup",
      "",
      "2026-11-24T21:00:00.000Z",
      TRANSFER_ESTIMATE_MINUTES.quote,
    ],
    [
      "hours booked above the minimum",
      { serviceType: "hourly", hours: "5", vehicle: "executive-sedan" },
      "pickup",
      "",
      "2026-11-24T21:00:00.000Z",
      300,
    ],
    [
      "no hours: the class's minimum",
      { serviceType: "corporate", vehicle: "executive-sedan" },
      "pickup",
      "",
      "2026-11-24T21:00:00.000Z",
      120,
    ],
    [
      "hours under the class's minimum: the minimum",
      { serviceType: "wedding", hours: "2", vehicle: "stretch-limousine" },
      "pickup",
      "",
      "2026-11-24T21:00:00.000Z",
      180,
    ],
    [
      "the class booked, not the one assigned",
      { serviceType: "event", hours: "2", vehicle: "luxury-suv" },
      "pickup",
      "stretch-limousine",
      "2026-11-24T21:00:00.000Z",
      120,
    ],
    [
      "no class booked: the assigned vehicle's minimum",
      { serviceType: "hourly", hours: "2" },
      "pickup",
      "stretch-limousine",
      "2026-11-24T21:00:00.000Z",
      180,
    ],
    [
      "no class booked nor assigned: the longest minimum",
      { serviceType: "hourly", hours: "2" },
      "pickup",
      "",
      "2026-11-24T21:00:00.000Z",
      180,
    ],
    [
      "a return: its own pickup, a second block of the same hours",
      { serviceType: "hourly", hours: "4", vehicle: "luxury-suv", returnTrip: true, returnDate: "2026-11-26", returnTime: "9:30 AM" },
      "return",
      "",
      "2026-11-26T14:30:00.000Z",
      240,
    ],
    [
      "overnight: past midnight",
      { serviceType: "wedding", hours: "4", vehicle: "luxury-suv", time: "11:00 PM" },
      "pickup",
      "",
      "2026-11-25T04:00:00.000Z",
      240,
    ],
    // The clocks go forward at 2 AM on March 8, 2026: 3 hours from 12:30 AM EST end at 4:30 AM EDT.
    [
      "the spring change: hours of time, not of the clock",
      { serviceType: "hourly", hours: "3", date: "2026-03-08", time: "12:30 AM" },
      "pickup",
      "",
      "2026-03-08T05:30:00.000Z",
      180,
    ],
  ])("%s", (_, overrides, leg, servedBy, start, minutes) => {
    const busy = legBusy(ride(overrides), leg, servedBy)
    expect(busy?.start).toBe(start)
    expect(busy && minutesOf(busy)).toBe(minutes)
  })

  test("a booking without a return has no return leg, and a time that is not a slot has no busy time", () => {
    expect(legBusy(ride(), "return")).toBeNull()
    expect(legBusy(ride({ time: "4:10 PM" }), "pickup")).toBeNull()
  })
})

describe("overlaps", () => {
  const roster: Roster = {
    chauffeurs: [
      { id: "dana", name: "Dana Rivera", mobile: "617-555-0101", email: "dana@example.com", shareMobile: true },
      { id: "sam", name: "Sam Okafor", mobile: "617-555-0102", email: "sam@example.com", shareMobile: false },
    ],
    vehicles: [
      { id: "xts", makeModel: "Cadillac XTS", colour: "Black", plate: "1ABC23", vehicleClass: "executive-sedan" },
      { id: "escalade", makeModel: "Cadillac Escalade", colour: "Black", plate: "2DEF45", vehicleClass: "luxury-suv" },
    ],
  }
  const at = (day: string, time: string) => legBusy(ride({ date: day, time }), "pickup")!.start
  const busy = (start: string, minutes: number): BusyInterval => ({
    start,
    end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  })
  const assigned = (
    reference: string,
    interval: BusyInterval,
    chauffeurId = "dana",
    vehicleId = "xts",
    leg: RideLeg = "pickup",
  ): TimedAssignment => ({
    reference,
    leg,
    chauffeurId,
    vehicleId,
    busy: interval,
  })
  // This ride: an airport transfer at 4:00 PM on November 24, busy until about 5:30 PM.
  const candidate = assigned("MP-CCCC-0001", legBusy(ride(), "pickup")!)
  const conflicts = (others: TimedAssignment[], mine = candidate) => assignmentConflicts(mine, others, roster)
  const gap = ASSIGNMENT_GAP_MINUTES

  test.each<[string, BusyInterval, string | null]>([
    ["ending exactly the gap before this pickup: none", busy(at("2026-11-24", "2:00 PM"), 120 - gap), null],
    [
      "ending a minute later: too close",
      busy(at("2026-11-24", "2:00 PM"), 121 - gap),
      "Dana Rivera drives the Cadillac XTS (1ABC23) on MP-OOOO-0001 at 2:00 PM, which ends about 3:31 PM: less than 30 minutes before this pickup at 4:00 PM.",
    ],
    ["starting exactly the gap after this ride's end: none", busy(at("2026-11-24", "6:00 PM"), 60), null],
    [
      "starting a minute earlier: too close",
      busy(new Date(Date.parse(at("2026-11-24", "6:00 PM")) - 60_000).toISOString(), 60),
      "Dana Rivera drives the Cadillac XTS (1ABC23) on MP-OOOO-0001 at 5:59 PM: less than 30 minutes after this ride's estimated end, about 5:30 PM.",
    ],
    [
      "during this ride",
      busy(at("2026-11-24", "3:00 PM"), 90),
      "Dana Rivera drives the Cadillac XTS (1ABC23) on MP-OOOO-0001 at 3:00 PM, which ends about 4:30 PM: during this ride, from 4:00 PM to about 5:30 PM.",
    ],
  ])("%s", (_, interval, sentence) => {
    const found = conflicts([assigned("MP-OOOO-0001", interval)])
    expect(found.map((conflict) => conflict.sentence)).toEqual(sentence ? [sentence] : [])
    if (sentence) expect(found[0]).toMatchObject({ reference: "MP-OOOO-0001", leg: "pickup", busy: interval, shares: "both" })
  })

  test("each conflict says what it shares: the chauffeur, the vehicle or both; a ride sharing neither is none; in pickup order", () => {
    const during = busy(at("2026-11-24", "3:30 PM"), 90)
    const found = conflicts([
      assigned("MP-OOOO-0004", during, "sam", "escalade"),
      assigned("MP-OOOO-0003", busy(at("2026-11-24", "3:00 PM"), 90), "sam", "xts", "return"),
      assigned("MP-OOOO-0002", during, "dana", "escalade"),
    ])
    expect(found.map(({ reference, leg, shares }) => [reference, leg, shares])).toEqual([
      ["MP-OOOO-0003", "return", "vehicle"],
      ["MP-OOOO-0002", "pickup", "chauffeur"],
    ])
    expect(found.map((conflict) => conflict.sentence)).toEqual([
      "The Cadillac XTS (1ABC23) is on the return of MP-OOOO-0003 at 3:00 PM, which ends about 4:30 PM: during this ride, from 4:00 PM to about 5:30 PM.",
      "Dana Rivera drives MP-OOOO-0002 at 3:30 PM, which ends about 5:00 PM: during this ride, from 4:00 PM to about 5:30 PM.",
    ])
  })

  test("the legs of its own booking are not conflicts: its assignment being replaced, and its return with the same chauffeur", () => {
    const there = assigned("MP-CCCC-0001", busy(at("2026-11-24", "4:00 PM"), 90))
    const back = assigned("MP-CCCC-0001", busy(at("2026-11-24", "5:30 PM"), 90), "dana", "xts", "return")
    expect(conflicts([there, back])).toEqual([])
    expect(conflicts([there], back)).toEqual([])
  })

  test("overnight: a ride of the day before is named with its day", () => {
    const late = assigned("MP-CCCC-0002", legBusy(ride({ date: "2026-11-25", time: "12:30 AM" }), "pickup")!)
    const found = conflicts([assigned("MP-OOOO-0001", busy(at("2026-11-24", "11:00 PM"), 90), "dana", "escalade")], late)
    expect(found.map((conflict) => conflict.sentence)).toEqual([
      "Dana Rivera drives MP-OOOO-0001 on Tuesday, November 24, 2026 at 11:00 PM, which ends about 12:30 AM: less than 30 minutes before this pickup at 12:30 AM.",
    ])
  })

  test.each([
    // March 8, 2026, clocks forward at 2 AM: 2 hours from 12:30 AM end at 3:30 AM EDT, which is this pickup.
    [
      "the spring change",
      "2026-03-08",
      "3:30 AM",
      [
        "Dana Rivera drives the Cadillac XTS (1ABC23) on MP-OOOO-0001 at 12:30 AM, which ends about 3:30 AM: less than 30 minutes before this pickup at 3:30 AM.",
      ],
    ],
    // November 1, 2026, clocks back at 2 AM: 2 hours from 12:30 AM EDT end at 1:30 AM EST, the gap before 2:00 AM.
    ["the autumn change", "2026-11-01", "2:00 AM", []],
  ])("a day of %s in Boston: busy times are counted in hours elapsed", (_, day, time, sentences) => {
    const mine = assigned("MP-CCCC-0003", legBusy(ride({ date: day, time }), "pickup")!)
    const other = legBusy(ride({ serviceType: "hourly", hours: "2", vehicle: "executive-sedan", date: day, time: "12:30 AM" }), "pickup")!
    expect(conflicts([assigned("MP-OOOO-0001", other)], mine).map((conflict) => conflict.sentence)).toEqual(sentences)
  })

  test("a chauffeur or vehicle no longer on the roster is still warned of", () => {
    const found = assignmentConflicts(
      assigned("MP-CCCC-0001", candidate.busy, "gone", "sold"),
      [assigned("MP-OOOO-0001", busy(at("2026-11-24", "3:00 PM"), 90), "gone", "sold")],
      roster,
    )
    expect(found.map((conflict) => conflict.sentence)).toEqual([
      "This chauffeur drives this vehicle on MP-OOOO-0001 at 3:00 PM, which ends about 4:30 PM: during this ride, from 4:00 PM to about 5:30 PM.",
    ])
  })
})

describe("a smaller class than the one booked", () => {
  const vehicle = (vehicleClass: string) => ({ makeModel: "Cadillac XTS", vehicleClass })

  test.each<[string, string, string | null]>([
    ["luxury-suv", "executive-sedan", "The Cadillac XTS is an Executive Sedan; the customer booked a Luxury SUV."],
    ["stretch-limousine", "luxury-suv", "The Cadillac XTS is a Luxury SUV; the customer booked a Stretch Limousine."],
    ["executive-sedan", "executive-sedan", null],
    ["executive-sedan", "stretch-limousine", null],
    // More seats and fewer bags: passengers come first.
    ["luxury-suv", "stretch-limousine", null],
    ["", "executive-sedan", null],
  ])("booked %p, served by %p", (booked, served, sentence) => {
    expect(smallerClassWarning({ vehicle: booked }, vehicle(served))).toBe(sentence)
  })

  test("the order is the fleet's, by passengers then luggage", () => {
    for (const booked of VEHICLES)
      for (const served of VEHICLES) {
        const smaller =
          served.passengers < booked.passengers || (served.passengers === booked.passengers && served.luggage < booked.luggage)
        expect(smallerClassWarning({ vehicle: booked.slug }, vehicle(served.slug)) !== null).toBe(smaller)
      }
  })
})
