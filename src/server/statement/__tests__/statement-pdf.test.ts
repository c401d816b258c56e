/** @jest-environment node */
/**
 * The statement's PDF says what its email says: made with pdf-lib, read back with pdf.js (in a process of its
 * own, as a reader's viewer would open it), every line of the email's text is a line of the PDF: the reference,
 * the number and what it replaces, each line's label, detail and amount, the total. Text the standard fonts
 * cannot draw (an emoji in a note, a name in another script) never stops the PDF.
 */
import { statementAmount, statementOf, type StatementInput } from "../../../booking-loop/statement"
import { BUSINESS_EMAIL, BUSINESS_NAME, PHONE_LIST } from "../../../config/business"
import { sealToken } from "../../booking-loop/tokens"
import { KEY_REDACTED } from "../../redaction"
import { pdfText } from "../../test-support/pdf-text"
import { statementFileName, statementPdf } from "../pdf"
import { statementText } from "../text"

/** A round trip on Saturday, December 12, 2026 (EST), closed with waiting, a toll, parking and a gratuity. */
const ride: StatementInput = {
  reference: "MP-4HD8RW",
  customerName: "Priya Raman",
  issuedAt: "2026-12-13T15:00:00Z",
  number: 1,
  fare: 412.5,
  waiting: [
    { leg: "pickup", freeUntil: "2026-12-12T23:45:00Z", endsAt: "2026-12-13T00:20:00Z", steps: 3, stepDollars: 23.75, dollars: 71.25 },
  ],
  extras: [
    { kind: "toll", note: "Ted Williams Tunnel", dollars: 1.1, leg: "pickup" },
    { kind: "parking", note: "Logan Central Parking, 40 minutes", dollars: 2.2, leg: "return" },
  ],
  gratuity: { percent: 20 },
  legs: [
    { leg: "pickup", label: "Ride there", when: "Sat 12 Dec, 6:30 PM" },
    { leg: "return", label: "Return", when: "Sat 12 Dec, 11:15 PM" },
  ],
}

/** Whitespace collapsed, as pdf.js joins the pieces of a line. */
const squeezed = (line: string) => line.replace(/\s+/g, " ").trim()
/** The email's lines a reader sees (the rule under the lines is drawn, not written, in the PDF). */
const emailLines = (text: string) =>
  text
    .split("\n")
    .map(squeezed)
    .filter((line) => line && !/^-+$/.test(line))

async function readBack(input: StatementInput) {
  const statement = statementOf(input)
  const bytes = await statementPdf(statement)
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-")
  const read = await pdfText(bytes)
  return { statement, text: statementText(statement), read, lines: read.pages.flat() }
}

describe("the statement's PDF, read back with pdf.js", () => {
  test("says every line of the email's text: reference, number, each line's label and amount, the total", async () => {
    const { statement, text, read, lines } = await readBack(ride)
    expect(emailLines(text).filter((line) => !lines.includes(line))).toEqual([])
    // What those lines are, in figures: 412.50 + 3 × 23.75 + 1.10 + 2.20 + 20% of the fare (82.50) = 569.55.
    expect(lines).toEqual(
      expect.arrayContaining([
        "Statement 1 for MP-4HD8RW",
        "Agreed fare $412.50",
        "Waiting, ride there $71.25",
        "6:45 PM to 7:20 PM, 3 × $23.75",
        "Toll, ride there $1.10",
        "Ted Williams Tunnel",
        "Parking, return $2.20",
        "Logan Central Parking, 40 minutes",
        "Gratuity, 20% of the fare, as you chose $82.50",
        "Total $569.55",
        "Issued Sunday, December 13, 2026, to Priya Raman",
      ]),
    )
    expect(statement.total).toBe(569.55)
    expect(lines.some((line) => line.includes("replaces"))).toBe(false)
    // The company's name and contacts, from the business's facts.
    expect(lines.slice(0, 3)).toEqual([BUSINESS_NAME, PHONE_LIST, expect.stringContaining(BUSINESS_EMAIL)])
    expect(read.title).toBe("Statement 1 for MP-4HD8RW")
    expect(read.pages).toHaveLength(1)
  })

  test("a correction's PDF names the statement it replaces, as its email does, and says when no gratuity was added", async () => {
    const { text, read, lines } = await readBack({ ...ride, number: 2, replaces: 1, extras: ride.extras.slice(0, 1), gratuity: null })
    expect(emailLines(text).filter((line) => !lines.includes(line))).toEqual([])
    expect(lines).toEqual(expect.arrayContaining(["Statement 2 for MP-4HD8RW, replaces statement 1", "Statement 1 no longer applies."]))
    expect(read.title).toBe("Statement 2 for MP-4HD8RW, replaces statement 1")
    expect(statementFileName({ reference: "MP-4HD8RW", number: 2 })).toBe("MP-4HD8RW-statement-2.pdf")
    expect(lines).not.toContain("Parking, return $2.20")
    // Without the parking, and with no gratuity, which its line says: 412.50 + 71.25 + 1.10.
    expect(lines).toEqual(expect.arrayContaining(["Gratuity: none was added $0.00", "Total $484.85"]))
  })

  test("a no-show's PDF: the fee, and nothing else", async () => {
    const { text, lines } = await readBack({ ...ride, noShow: { at: "2026-12-12T23:45:00Z" } })
    expect(emailLines(text).filter((line) => !lines.includes(line))).toEqual([])
    expect(lines).toEqual(expect.arrayContaining(["No-show fee, the full trip price $412.50", "No passenger by 6:45 PM", "Total $412.50"]))
    expect(lines.some((line) => /Waiting|Toll|Gratuity/.test(line))).toBe(false)
  })

  test("an emoji in a note and a name in another script are left out of the drawing, never a reason to stop", async () => {
    const { text, lines } = await readBack({
      ...ride,
      customerName: "Σοφία 王芳 O’Brien",
      extras: [
        { kind: "toll", note: "Tobin Bridge 🚗👍🏽 “both ways”", dollars: 1.1, leg: "pickup" },
        { kind: "parking", note: "Garage at Ő utca\u202F5 👨‍👩‍👧", dollars: 2.2, leg: "return" },
      ],
    })
    // The email keeps every character as typed; the PDF draws what WinAnsi can.
    expect(text).toContain("Tobin Bridge 🚗👍🏽 “both ways”")
    expect(text).toContain("Σοφία 王芳 O’Brien")
    expect(lines).toEqual(
      expect.arrayContaining([
        "Tobin Bridge “both ways”",
        "Garage at O utca 5",
        "Issued Sunday, December 13, 2026, to ????? ?? O’Brien",
        "Toll, ride there $1.10",
        "Parking, return $2.20",
        "Total $569.55",
      ]),
    )
  })

  test("a key typed into a note or a name is shown removed, in the text and in the PDF", async () => {
    const key = sealToken("another secret", "dispatch-calendar/v1", `3|${"f".repeat(32)}`)
    const { text, lines } = await readBack({
      ...ride,
      customerName: `Priya ${key}`,
      extras: [
        { kind: "parking", note: `Garage, receipt at https://example.test/api/dispatch/calendar/${key}.ics`, dollars: 2.2, leg: "return" },
      ],
    })
    expect(text).not.toContain(key)
    expect(lines.join("\n")).not.toContain(key)
    expect(lines).toEqual(
      expect.arrayContaining([`Garage, receipt at ${KEY_REDACTED}`, `Issued Sunday, December 13, 2026, to Priya ${KEY_REDACTED}`]),
    )
  })

  test("lines past the first page go on to the next, each with its amount", async () => {
    const extras = Array.from({ length: 40 }, (_, index) => ({
      kind: "toll" as const,
      note: `Gantry ${index + 1}`,
      dollars: (index + 1) / 10,
      leg: "pickup" as const,
    }))
    const { statement, lines, read } = await readBack({ ...ride, extras })
    expect(read.pages.length).toBeGreaterThan(1)
    for (const line of statement.lines) expect(lines).toContain(`${line.label} ${statementAmount(line.dollars)}`)
    // The tolls, 0.10 + 0.20 + … + 4.00, make 82.00 to the cent: 412.50 + 71.25 + 82.00 + 82.50.
    expect(statement.total).toBe(648.25)
    expect(lines).toContain(`Total ${statementAmount(statement.total)}`)
  })
})

describe("the statement's text", () => {
  test("the amounts stand in one column, right-aligned; details beneath their line", () => {
    const text = statementText(statementOf(ride))
    const rows = text.split("\n").filter((line) => /^\S.*\$[\d,]+\.\d\d$/.test(line))
    expect(rows).toHaveLength(6)
    expect(new Set(rows.map((row) => row.length)).size).toBe(1)
    expect(text).toContain("Waiting, ride there")
    expect(text.split("\n")).toContain("  6:45 PM to 7:20 PM, 3 × $23.75")
    expect(text.split("\n").at(-1)).toMatch(/^Total +\$569\.55$/)
  })
})
