/** @jest-environment node */
import { isSlug, slugify } from "../slug"

test.each([
  ["Night Out Limo", "night-out-limo"],
  ["Windham, NH", "windham-nh"],
  ["Pricing & Payment", "pricing-and-payment"],
  ["  Logan's Terminal E  ", "logans-terminal-e"],
  ["Café Crème", "cafe-creme"],
])("slugify(%j) is %j", (input, expected) => {
  expect(slugify(input)).toBe(expected)
})

test("isSlug accepts only what slugify would produce", () => {
  expect(isSlug("corporate-travel")).toBe(true)
  expect(isSlug("Corporate-Travel")).toBe(false)
  expect(isSlug("corporate travel")).toBe(false)
  expect(isSlug("-corporate")).toBe(false)
  expect(isSlug("")).toBe(false)
})
