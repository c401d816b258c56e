/**
 * The booking page in the built site: opened only from the links in booking emails, so it is kept out
 * of search engines (noindex in the page, out of the sitemap, disallowed in robots.txt), and its HTML
 * holds no booking: the booking is read by the page's code from the link's fragment.
 */
import fs from "fs"
import path from "path"
import { BOOKING_PAGE_PATH } from "../../src/booking-loop/view"
import { PUBLIC_DIR as publicDir, builtPage } from "./built-documents"

test("/booking is noindex, out of the sitemap and disallowed in robots.txt", () => {
  const doc = builtPage(BOOKING_PAGE_PATH)
  expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow")
  expect(doc.title).toMatch(/^Your booking/)
  const sitemaps = fs.readdirSync(publicDir).filter((f) => /^sitemap-\d+\.xml$/.test(f))
  expect(sitemaps.length).toBeGreaterThan(0)
  for (const file of sitemaps) expect(fs.readFileSync(path.join(publicDir, file), "utf8")).not.toContain(`${BOOKING_PAGE_PATH}<`)
  expect(fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toMatch(new RegExp(`^Disallow: ${BOOKING_PAGE_PATH}$`, "m"))
})

test("/booking's HTML is the same for everyone: it shows that the booking is being opened, and no booking", () => {
  const html = fs.readFileSync(path.join(publicDir, BOOKING_PAGE_PATH, "index.html"), "utf8")
  const doc = builtPage(BOOKING_PAGE_PATH)
  expect(doc.querySelector("main")?.textContent).toContain("Opening your booking…")
  expect(html).not.toMatch(/MP-[A-Z0-9]{4}-[A-Z0-9]{4}/)
})
