/**
 * The working pages in the built site, dispatch's and a chauffeur's day: kept out of search engines (noindex,
 * out of the sitemap, disallowed in robots.txt), framed by the header alone (no Book Now bar, badges, footer or
 * newsletter), and holding no ride: the rides are read by the page's code once it has its key.
 */
import fs from "fs"
import path from "path"
import { DISPATCH_PAGE_PATH } from "../../src/booking-loop/day-view"
import { CHAUFFEUR_PAGE_PATH } from "../../src/booking-loop/chauffeur-day"
import { PUBLIC_DIR as publicDir, builtPage } from "./built-documents"

const html = (page: string) => fs.readFileSync(path.join(publicDir, page, "index.html"), "utf8")

describe.each([
  [DISPATCH_PAGE_PATH, "Dispatch"],
  [CHAUFFEUR_PAGE_PATH, "Your rides"],
])("%s", (page, title) => {
  test("is noindex, out of the sitemap and disallowed in robots.txt", () => {
    const doc = builtPage(page)
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow")
    const sitemaps = fs.readdirSync(publicDir).filter((f) => /^sitemap-\d+\.xml$/.test(f))
    for (const file of sitemaps) expect(fs.readFileSync(path.join(publicDir, file), "utf8")).not.toContain(`${page}<`)
    expect(fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toMatch(new RegExp(`^Disallow: ${page}$`, "m"))
  })

  test("has the header and the page, without the visitor's Book Now bar, badges, footer or newsletter, and no ride", () => {
    const doc = builtPage(page)
    expect(doc.querySelector("header")).not.toBeNull()
    expect(doc.querySelector("main h1")?.textContent).toBe(title)
    expect(doc.querySelector('[aria-label="Call or book"]')).toBeNull()
    expect(doc.querySelector("footer")).toBeNull()
    expect(doc.querySelector('[data-island="trust-badges"]')).toBeNull()
    expect(doc.body.textContent).not.toMatch(/newsletter/i)
    expect(html(page)).not.toMatch(/MP-[A-Z0-9]{4}-[A-Z0-9]{4}/)
  })
})
