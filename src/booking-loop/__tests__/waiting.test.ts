/** @jest-environment node */
/**
 * The terms' waiting rule, the no-show threshold and the extras a ride's statement may carry, read
 * against the figures as the terms state them and data/rates.json's hourly rates.
 */
import { RATES } from "../../booking/rates-data"
import { bostonInstant } from "../pickup"
import {
  FREE_WAITING_MINUTES,
  freeWaitingEnds,
  noShowAllowed,
  waitingLine,
  waitingOf,
  waitingSentence,
  waitingStepDollars,
  type WaitingKind,
} from "../waiting"
import { EXTRA_AT_COST_MAX, EXTRA_MESSAGES, readExtras } from "../extras"
import { CUSTOMARY_GRATUITY_PERCENT, GRATUITY_PERCENTS, GRATUITY_RULE, gratuityDollars } from "../gratuity"

const DAY = "2026-12-04"
/** A moment of DAY in Boston, "20:15" style, with optional seconds. */
const at = (hhmm: string, seconds = 0) => {
  const [h, m] = hhmm.split(":").map(Number)
  return new Date(bostonInstant(DAY, h * 60 + m).getTime() + seconds * 1000)
}
const scheduled = at("20:15")
const sedanRate = RATES.hourly.find((rate) => rate.vehicle === "executive-sedan")!.rate

describe("the free waiting", () => {
  test("the terms' figures: 15 minutes at an address, 30 after a domestic landing, 60 after an international one", () => {
    expect(FREE_WAITING_MINUTES).toEqual({ address: 15, domestic: 30, international: 60 })
  })

  test.each<[WaitingKind, string]>([
    ["address", "20:30"],
    ["domestic", "20:45"],
    ["international", "21:15"],
  ])("%s: on time, the free time ends at %s", (kind, ends) => {
    expect(freeWaitingEnds({ kind, scheduled, startsAt: scheduled })).toEqual(at(ends))
  })

  test("it counts from the later of the scheduled pickup and the wait's start: a chauffeur early at the door, or an early landing, does not start the clock", () => {
    expect(freeWaitingEnds({ kind: "address", scheduled, startsAt: at("19:55") })).toEqual(at("20:30"))
    expect(freeWaitingEnds({ kind: "domestic", scheduled, startsAt: at("19:40") })).toEqual(at("20:45"))
    // A late landing starts it later.
    expect(freeWaitingEnds({ kind: "international", scheduled, startsAt: at("21:02") })).toEqual(at("22:02"))
  })

  test("a start within a minute is taken at the next whole minute, in the customer's favour", () => {
    expect(freeWaitingEnds({ kind: "address", scheduled, startsAt: at("20:20", 10) })).toEqual(at("20:36"))
  })
})

describe("the charge for waiting", () => {
  test("boarded within the free time: nothing charged", () => {
    const waiting = waitingOf({ kind: "domestic", scheduled, startsAt: scheduled, endsAt: at("20:45"), vehicle: "executive-sedan" })
    expect(waiting).toMatchObject({ freeMinutes: 30, freeFrom: scheduled, freeUntil: at("20:45"), chargedMinutes: 0, steps: 0, dollars: 0 })
  })

  test("one minute over is one step, at a quarter of the vehicle's hourly rate", () => {
    const waiting = waitingOf({ kind: "address", scheduled, startsAt: scheduled, endsAt: at("20:31"), vehicle: "executive-sedan" })
    expect(waiting).toMatchObject({ chargedMinutes: 1, steps: 1, stepDollars: sedanRate / 4, dollars: sedanRate / 4 })
  })

  test("a part minute over is not charged", () => {
    const waiting = waitingOf({ kind: "address", scheduled, startsAt: scheduled, endsAt: at("20:30", 59), vehicle: "executive-sedan" })
    expect(waiting).toMatchObject({ chargedMinutes: 0, steps: 0, dollars: 0 })
  })

  test("steps are started quarter hours: 15 minutes over is one, 16 two, 31 three", () => {
    const over = (minutes: number) =>
      waitingOf({
        kind: "address",
        scheduled,
        startsAt: scheduled,
        endsAt: new Date(at("20:30").getTime() + minutes * 60_000),
        vehicle: "luxury-suv",
      }).steps
    expect([over(15), over(16), over(30), over(31)]).toEqual([1, 2, 2, 3])
  })

  test("the step is priced from the booked vehicle's hourly rate in data/rates.json, to the cent", () => {
    for (const { vehicle, rate } of RATES.hourly) expect(waitingStepDollars(vehicle)).toBe(Math.round(rate * 25) / 100)
    const waiting = waitingOf({
      kind: "international",
      scheduled,
      startsAt: at("21:00"),
      endsAt: at("22:17"),
      vehicle: "stretch-limousine",
    })
    const stretch = waitingStepDollars("stretch-limousine")
    expect(waiting).toMatchObject({ freeUntil: at("22:00"), chargedMinutes: 17, steps: 2, dollars: Math.round(2 * stretch * 100) / 100 })
  })

  test("a vehicle with no hourly rate cannot be priced", () => {
    expect(() => waitingStepDollars("hovercraft")).toThrow(/No hourly rate for the vehicle "hovercraft"/)
  })

  test("the emails' line names the end of the free time and the step's price", () => {
    expect(waitingLine({ kind: "domestic", scheduled, startsAt: scheduled }, "executive-sedan")).toBe(
      `Waiting is free until 8:45 PM; after that it is charged at $${(sedanRate / 4).toFixed(2)} per 15 minutes.`,
    )
    expect(waitingSentence("international")).toBe(
      "Waiting is free for the first 60 minutes after an international landing; after that, it is charged at the vehicle's hourly rate in 15-minute steps, each started step in full.",
    )
  })
})

describe("the no-show", () => {
  test.each<[WaitingKind, string]>([
    ["address", "20:30"],
    ["domestic", "20:45"],
    ["international", "21:15"],
  ])("%s: refused until the free time has passed (%s), allowed from that moment", (kind, ends) => {
    const start = { kind, scheduled, startsAt: scheduled }
    expect(noShowAllowed(start, new Date(at(ends).getTime() - 1))).toBe(false)
    expect(noShowAllowed(start, at(ends))).toBe(true)
  })

  test("an early chauffeur cannot bring it forward", () => {
    expect(noShowAllowed({ kind: "address", scheduled, startsAt: at("19:50") }, at("20:20"))).toBe(false)
  })
})

describe("the extras", () => {
  test("tolls, parking and airport fees at cost, and a stop at the published rate", () => {
    const { extras, errors } = readExtras({
      extras: [
        { kind: "toll", note: "Tobin Bridge, inbound", amount: "2.05" },
        { kind: "parking", note: "  Logan Central\nParking ", amount: 14 },
        { kind: "airport-fee", note: "Logan access fee", amount: "$5.25" },
        { kind: "extra-stop", note: "12 Elm St, Andover" },
      ],
    })
    expect(errors).toEqual({})
    expect(extras).toEqual([
      { kind: "toll", note: "Tobin Bridge, inbound", dollars: 2.05 },
      { kind: "parking", note: "Logan Central Parking", dollars: 14 },
      { kind: "airport-fee", note: "Logan access fee", dollars: 5.25 },
      { kind: "extra-stop", note: "12 Elm St, Andover", dollars: RATES.extraStop },
    ])
  })

  test("no list is no extras", () => {
    expect(readExtras({})).toEqual({ extras: [], errors: {} })
  })

  test("each broken field is named with what to write", () => {
    const { extras, errors } = readExtras({
      extras: [
        { kind: "gratuity", note: "Tip", amount: 20 },
        { kind: "toll", amount: 3 },
        { kind: "parking", note: "Garage", amount: 0 },
        { kind: "parking", note: "Garage", amount: EXTRA_AT_COST_MAX + 0.01 },
        { kind: "toll", note: "Pike", amount: "1.005" },
        { kind: "extra-stop", note: "Salem", amount: 40 },
        { kind: "toll", note: "x".repeat(121), amount: 1 },
      ],
    })
    expect(extras).toEqual([])
    expect(errors).toEqual({
      "extras[0].kind": EXTRA_MESSAGES.kind,
      "extras[1].note": EXTRA_MESSAGES.note,
      "extras[2].amount": EXTRA_MESSAGES.amount,
      "extras[3].amount": EXTRA_MESSAGES.amount,
      "extras[4].amount": EXTRA_MESSAGES.amount,
      "extras[5].amount": EXTRA_MESSAGES.stopAmount,
      "extras[6].note": EXTRA_MESSAGES.noteLength,
    })
    expect(EXTRA_MESSAGES.kind).toBe("Choose what this extra is: toll, parking, airport fee, extra stop.")
  })

  test("a list that is not one, or too long, is refused as a whole", () => {
    expect(readExtras({ extras: "toll 5" }).errors).toEqual({ extras: EXTRA_MESSAGES.list })
    expect(readExtras({ extras: Array.from({ length: 21 }, () => ({ kind: "toll", note: "Pike", amount: 1 })) }).errors).toEqual({
      extras: EXTRA_MESSAGES.list,
    })
  })
})

describe("the gratuity", () => {
  test("the choices, the customary figure and the amount to the cent", () => {
    expect(GRATUITY_PERCENTS).toEqual([0, 15, 20, 25])
    expect(CUSTOMARY_GRATUITY_PERCENT).toBe(20)
    expect(gratuityDollars(155, 15)).toBe(23.25)
    expect(gratuityDollars(155, 0)).toBe(0)
    // Half a cent rounds up, exactly: 25% of $2.30 is $0.575.
    expect(gratuityDollars(2.3, 25)).toBe(0.58)
    expect(GRATUITY_RULE).toBe(
      "No gratuity is ever added without your say: fares and quotes never include one. 20% is customary. You may add 15%, 20% or 25% of the fare from your booking page until your statement is sent; the statement shows it as its own line, as you chose it, or says that none was added.",
    )
  })
})
