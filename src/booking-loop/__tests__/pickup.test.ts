/**
 * A time entered on a page (a flight's landing) reads on Boston's clock, as every time of the ride is shown, whatever
 * zone the device is set to (these tests run in UTC): the field's value and the moment it names, both ways.
 */
import { bostonInput, fromBostonInput } from "../pickup"

test("a moment shows as Boston's wall clock, in winter and in summer, and reads back as the same moment", () => {
  // 6:25 PM in Boston on December 1 (EST, UTC-5); 6:25 PM on July 1 (EDT, UTC-4).
  expect(bostonInput(new Date("2026-12-01T23:25:40.000Z"))).toBe("2026-12-01T18:25")
  expect(fromBostonInput("2026-12-01T18:25")?.toISOString()).toBe("2026-12-01T23:25:00.000Z")
  expect(bostonInput(new Date("2026-07-01T22:25:00.000Z"))).toBe("2026-07-01T18:25")
  expect(fromBostonInput("2026-07-01T18:25")?.toISOString()).toBe("2026-07-01T22:25:00.000Z")
  // Past midnight UTC, still the evening before in Boston.
  expect(bostonInput(new Date("2026-12-02T01:45:00.000Z"))).toBe("2026-12-01T20:45")
})

test("a field left empty or half typed names no moment", () => {
  expect(fromBostonInput("")).toBeNull()
  expect(fromBostonInput("2026-12-01")).toBeNull()
  expect(fromBostonInput("2026-12-01T18")).toBeNull()
})
