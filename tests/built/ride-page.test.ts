/**
 * A chauffeur's page in the built site: opened only from the link in dispatch's email, so it is kept out of
 * search engines (noindex, out of the sitemap, disallowed in robots.txt), framed as a working page (the
 * header alone), with a print stylesheet for the sheet alone, and holding no ride: the ride is read by the
 * page's code from the link's fragment.
 */
import fs from "fs"
import path from "path"
import { RIDE_PAGE_PATH } from "../../src/booking-loop/ride-sheet"
import { PUBLIC_DIR as publicDir, builtPage } from "./built-documents"

const html = () => fs.readFileSync(path.join(publicDir, RIDE_PAGE_PATH, "index.html"), "utf8")

test("/ride is noindex, out of the sitemap and disallowed in robots.txt", () => {
  const doc = builtPage(RIDE_PAGE_PATH)
  expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow")
  expect(doc.title).toMatch(/^Your ride/)
  const sitemaps = fs.readdirSync(publicDir).filter((f) => /^sitemap-\d+\.xml$/.test(f))
  expect(sitemaps.length).toBeGreaterThan(0)
  for (const file of sitemaps) expect(fs.readFileSync(path.join(publicDir, file), "utf8")).not.toContain(`${RIDE_PAGE_PATH}<`)
  expect(fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toMatch(new RegExp(`^Disallow: ${RIDE_PAGE_PATH}$`, "m"))
})

test("/ride has the header and the page, without the visitor's Book Now bar, badges or footer, and no ride", () => {
  const doc = builtPage(RIDE_PAGE_PATH)
  expect(doc.querySelector("header")).not.toBeNull()
  expect(doc.querySelector("main h1")?.textContent).toBe("Your ride")
  expect(doc.querySelector("main")?.textContent).toContain("Opening your ride…")
  expect(doc.querySelector('[aria-label="Call or book"]')).toBeNull()
  expect(doc.querySelector("footer")).toBeNull()
  expect(html()).not.toMatch(/MP-[A-Z0-9]{4}-[A-Z0-9]{4}/)
  expect(html()).toContain("@media print")
})
