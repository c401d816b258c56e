/** @jest-environment node */
import { readingMinutes } from "../reading-time"

test("reading time rounds words at 225 a minute and is at least one minute", () => {
  expect(readingMinutes("")).toBe(1)
  expect(readingMinutes("word ".repeat(100))).toBe(1)
  expect(readingMinutes("word ".repeat(900))).toBe(4)
  expect(readingMinutes(`## Heading\n\n${"word ".repeat(450)}\n\n- item`)).toBe(2)
})
