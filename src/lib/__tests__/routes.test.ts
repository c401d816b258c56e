/** @jest-environment node */
import { absoluteUrl } from "../routes"

const SITE = "https://www.merrimackpremierlimo.com"

test("canonical URLs join the site and the path once, with one form per page", () => {
  expect(absoluteUrl(SITE, "/")).toBe(`${SITE}/`)
  expect(absoluteUrl(`${SITE}/`, "/fleet")).toBe(`${SITE}/fleet`)
  expect(absoluteUrl(SITE, "/fleet/")).toBe(`${SITE}/fleet`)
  expect(absoluteUrl(SITE, "services/airport")).toBe(`${SITE}/services/airport`)
  expect(absoluteUrl(SITE, "")).toBe(`${SITE}/`)
})
