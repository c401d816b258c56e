/** @jest-environment node */
/** The statement's figures: each line and the total exact to the cent, the gratuity on the fare alone, a no-show's fee, the numbering. */
import { statementOf, type StatementInput } from "../statement"

/** A round trip on Saturday, December 12, 2026 (Boston is on EST: UTC−5). */
const base: StatementInput = {
  reference: "MP-7K2Q9X",
  customerName: "Dana Whitfield",
  issuedAt: "2026-12-13T03:30:00Z",
  number: 1,
  fare: 310,
  waiting: [],
  extras: [],
  gratuity: null,
  legs: [
    { leg: "pickup", label: "Ride there", when: "Sat 12 Dec, 7:30 PM" },
    { leg: "return", label: "Return", when: "Sat 12 Dec, 11:00 PM" },
  ],
}

const figures = (input: Partial<StatementInput>) => {
  const statement = statementOf({ ...base, ...input })
  return { lines: statement.lines.map((line) => [line.label, line.detail, line.dollars]), total: statement.total }
}

describe("statementOf", () => {
  test("the agreed fare alone, and the gratuity's line saying none was added", () => {
    expect(figures({})).toEqual({
      lines: [
        ["Agreed fare", undefined, 310],
        ["Gratuity: none was added", undefined, 0],
      ],
      total: 310,
    })
    expect(figures({ gratuity: { percent: 0 } }).lines[1]).toEqual(["Gratuity: none was added", undefined, 0])
  })

  test("waiting says its times and steps in Boston's time, and adds steps × the step exactly", () => {
    const statement = statementOf({
      ...base,
      waiting: [
        { leg: "pickup", freeUntil: "2026-12-13T01:45:00Z", endsAt: "2026-12-13T02:12:00Z", steps: 2, stepDollars: 21.25, dollars: 42.5 },
        // No step charged (the passenger came within the free time): no line.
        { leg: "return", freeUntil: "2026-12-13T04:15:00Z", endsAt: "2026-12-13T04:15:00Z", steps: 0, stepDollars: 21.25, dollars: 0 },
      ],
    })
    expect(statement.lines[1]).toEqual({
      kind: "waiting",
      label: "Waiting, ride there",
      detail: "8:45 PM to 9:12 PM, 2 × $21.25",
      dollars: 42.5,
    })
    expect(statement.lines.map((line) => line.kind)).toEqual(["fare", "waiting", "gratuity"])
    expect(statement.total).toBe(352.5)
  })

  test("waiting whose amount is not its steps × the step is refused, not shown", () => {
    expect(() =>
      statementOf({
        ...base,
        waiting: [
          { leg: "pickup", freeUntil: "2026-12-13T01:45:00Z", endsAt: "2026-12-13T02:12:00Z", steps: 2, stepDollars: 21.25, dollars: 40 },
        ],
      }),
    ).toThrow(RangeError)
  })

  test("extras: each its note and leg; cents add with no drift (1.10 + 2.20 = 3.30)", () => {
    expect(
      figures({
        fare: 0.1,
        extras: [
          { kind: "toll", note: "Tobin Bridge", dollars: 1.1, leg: "pickup" },
          { kind: "parking", note: "Logan Terminal B garage", dollars: 2.2, leg: "return" },
        ],
      }),
    ).toEqual({
      lines: [
        ["Agreed fare", undefined, 0.1],
        ["Toll, ride there", "Tobin Bridge", 1.1],
        ["Parking, return", "Logan Terminal B garage", 2.2],
        ["Gratuity: none was added", undefined, 0],
      ],
      total: 3.4,
    })
    const sum = statementOf({
      ...base,
      fare: 1.1,
      extras: [{ kind: "airport-fee", note: "", dollars: 2.2, leg: "pickup" }],
    })
    expect(sum.total).toBe(3.3)
    expect(sum.lines[1]).toEqual({ kind: "airport-fee", label: "Airport fee, ride there", dollars: 2.2 })
  })

  test("the gratuity is a share of the fare only, rounded to the cent", () => {
    const statement = statementOf({
      ...base,
      fare: 287.45,
      gratuity: { percent: 17.5 },
      waiting: [
        { leg: "pickup", freeUntil: "2026-12-13T01:45:00Z", endsAt: "2026-12-13T01:50:00Z", steps: 1, stepDollars: 21.25, dollars: 21.25 },
      ],
      extras: [{ kind: "extra-stop", note: "Pick up a colleague in Andover", dollars: 35, leg: "pickup" }],
    })
    // 17.5% of $287.45 is $50.30375: $50.30, whatever the waiting and the extras.
    expect(statement.lines.map((line) => [line.kind, line.label, line.dollars])).toEqual([
      ["fare", "Agreed fare", 287.45],
      ["waiting", "Waiting, ride there", 21.25],
      ["extra-stop", "Extra stop, ride there", 35],
      ["gratuity", "Gratuity, 17.5% of the fare, as you chose", 50.3],
    ])
    expect(statement.total).toBe(394)
    // Half a cent rounds up: 15% of $10.10 is $1.515, so $1.52.
    expect(figures({ fare: 10.1, gratuity: { percent: 15 } }).lines[1]).toEqual([
      "Gratuity, 15% of the fare, as you chose",
      undefined,
      1.52,
    ])
  })

  test("a no-show: the fee is the fare, with no waiting, extras or gratuity", () => {
    const statement = statementOf({
      ...base,
      noShow: { at: "2026-12-13T01:45:00Z" },
      gratuity: { percent: 20 },
      waiting: [
        { leg: "pickup", freeUntil: "2026-12-13T01:45:00Z", endsAt: "2026-12-13T02:12:00Z", steps: 2, stepDollars: 21.25, dollars: 42.5 },
      ],
      extras: [{ kind: "parking", note: "Garage", dollars: 12, leg: "pickup" }],
    })
    expect(statement.noShow).toBe(true)
    expect(statement.lines).toEqual([
      { kind: "no-show", label: "No-show fee, the full trip price", detail: "No passenger by 8:45 PM", dollars: 310 },
    ])
    expect(statement.total).toBe(310)
  })

  test("numbering: the title names the statement a correction replaces", () => {
    expect(statementOf(base).title).toBe("Statement 1 for MP-7K2Q9X")
    const correction = statementOf({ ...base, number: 2, replaces: 1 })
    expect(correction.title).toBe("Statement 2 for MP-7K2Q9X, replaces statement 1")
    expect(correction.replaces).toBe(1)
    expect(correction.issuedOn).toBe("Saturday, December 12, 2026")
    expect(() => statementOf({ ...base, number: 2, replaces: 2 })).toThrow(RangeError)
    expect(() => statementOf({ ...base, number: 0 })).toThrow(RangeError)
  })

  test("amounts that are not dollars and cents are refused", () => {
    expect(() => statementOf({ ...base, fare: 10.005 })).toThrow(RangeError)
    expect(() => statementOf({ ...base, extras: [{ kind: "toll", note: "", dollars: -2, leg: "pickup" }] })).toThrow(RangeError)
  })
})
