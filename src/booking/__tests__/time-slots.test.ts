/** @jest-environment node */
import { TIME_SLOTS, formatSlot, slotMinutes } from "../time-slots"

test("48 half-hour slots from 12:00 AM to 11:30 PM in 12-hour format", () => {
  expect(TIME_SLOTS).toHaveLength(48)
  expect(TIME_SLOTS[0]).toBe("12:00 AM")
  expect(TIME_SLOTS[1]).toBe("12:30 AM")
  expect(TIME_SLOTS[2]).toBe("1:00 AM")
  expect(TIME_SLOTS[23]).toBe("11:30 AM")
  expect(TIME_SLOTS[24]).toBe("12:00 PM")
  expect(TIME_SLOTS[26]).toBe("1:00 PM")
  expect(TIME_SLOTS[47]).toBe("11:30 PM")
  expect(new Set(TIME_SLOTS).size).toBe(48)
})

test("slot labels convert back to minutes after midnight", () => {
  expect(slotMinutes("6:30 AM")).toBe(390)
  expect(slotMinutes("12:00 PM")).toBe(720)
  expect(slotMinutes("6:15 AM")).toBeNull()
  expect(formatSlot(23 * 60 + 30)).toBe("11:30 PM")
})
