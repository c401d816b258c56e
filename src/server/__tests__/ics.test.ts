/** @jest-environment node */
import { buildIcs, escapeIcsText, foldIcsLine, localDateTime } from "../delivery/ics"
import { unfoldIcs as unfold } from "../test-support/mime"

describe("ICS text escaping (RFC 5545 §3.3.11)", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf")
  })

  it("drops control characters that TEXT may not hold", () => {
    expect(escapeIcsText("bell\u0007 and\u0000 nul")).toBe("bell and nul")
  })
})

describe("ICS line folding", () => {
  it("keeps lines of 75 octets or fewer as they are", () => {
    const line = `SUMMARY:${"x".repeat(67)}`
    expect(line).toHaveLength(75)
    expect(foldIcsLine(line)).toBe(line)
  })

  it("folds longer lines at 75 octets with CRLF and a space, losing nothing", () => {
    const line = `DESCRIPTION:${"abcdefghij".repeat(30)}`
    const folded = foldIcsLine(line)
    const physical = folded.split("\r\n")
    expect(physical.length).toBeGreaterThan(1)
    for (const [i, part] of physical.entries()) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
      if (i > 0) expect(part.startsWith(" ")).toBe(true)
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line)
  })

  it("never splits a multi-byte UTF-8 character", () => {
    const line = `LOCATION:${"Café Île 🚗 ".repeat(20)}`
    const physical = foldIcsLine(line).split("\r\n")
    for (const part of physical) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
      expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part)
      expect(part).not.toContain("\uFFFD")
    }
    expect(physical.join("\r\n").replace(/\r\n /g, "")).toBe(line)
  })
})

describe("the calendar invite", () => {
  const ics = buildIcs(
    [
      {
        uid: "MP-7KQ4-XZ9B@merrimackpremierlimo.com",
        stamp: new Date("2026-11-01T14:05:09Z"),
        day: "2026-11-24",
        startMinutes: 23 * 60 + 30,
        durationMinutes: 120,
        summary: "Hourly Service, with a comma; and more",
        location: "1 Main St, Andover, MA",
        description: "Line one\nLine two",
      },
    ],
    "-//Test//EN",
  )
  const lines = unfold(ics)

  it("uses CRLF line endings only", () => {
    expect(ics.endsWith("\r\n")).toBe(true)
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
  })

  it("is a VCALENDAR with one VEVENT and the zone it names", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR")
    expect(lines[lines.length - 1]).toBe("END:VCALENDAR")
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1)
    expect(lines).toContain("TZID:America/New_York")
    expect(lines).toContain("VERSION:2.0")
  })

  it("starts at the wall-clock time in New York and ends after the duration, past midnight", () => {
    expect(lines).toContain("DTSTART;TZID=America/New_York:20261124T233000")
    expect(lines).toContain("DTEND;TZID=America/New_York:20261125T013000")
    expect(lines).toContain("DTSTAMP:20261101T140509Z")
  })

  it("carries UID, SUMMARY, LOCATION and DESCRIPTION escaped", () => {
    expect(lines).toContain("UID:MP-7KQ4-XZ9B@merrimackpremierlimo.com")
    expect(lines).toContain("SUMMARY:Hourly Service\\, with a comma\\; and more")
    expect(lines).toContain("LOCATION:1 Main St\\, Andover\\, MA")
    expect(lines).toContain("DESCRIPTION:Line one\\nLine two")
  })

  it("holds one event per leg, each with its own UID and time", () => {
    const leg = { stamp: new Date("2026-11-01T14:05:09Z"), durationMinutes: 60, summary: "Ride", location: "Andover", description: "" }
    const twoLegs = unfold(
      buildIcs(
        [
          { ...leg, uid: "A@x", day: "2026-11-24", startMinutes: 6 * 60 },
          { ...leg, uid: "A-return@x", day: "2026-11-28", startMinutes: 18 * 60 + 30 },
        ],
        "-//Test//EN",
      ),
    )
    expect(twoLegs.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2)
    expect(twoLegs.filter((l) => l.startsWith("UID:"))).toEqual(["UID:A@x", "UID:A-return@x"])
    expect(twoLegs).toContain("DTSTART;TZID=America/New_York:20261128T183000")
  })

  it("formats local date-times across month ends", () => {
    expect(localDateTime("2026-12-31", 24 * 60 + 60)).toBe("20270101T010000")
  })
})
