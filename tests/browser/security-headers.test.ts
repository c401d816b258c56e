/**
 * Serves the build with the headers the CDN would add from public/_headers and checks that
 * Chromium enforces the Content-Security-Policy without a single violation, through the pages
 * and the booking flow, and that the caching rules are Gatsby's.
 */
import type { Page } from "playwright-core"
import { useSiteAndBrowser } from "./harness"
import { DESKTOP, fetchOnce } from "./browser"
import { headersFor, readHeaderRules, type HeaderRule } from "./headers-file"
import { MIN_FILL_MS } from "../../src/config/constants"

// The shared site: its functions' default environment keeps a booking in the outbox, and the one request the
// booking flow sends is far within the default rate limit.
const harness = useSiteAndBrowser()
let rules: HeaderRule[]

beforeAll(() => {
  rules = readHeaderRules()
})

/** A page whose responses carry the _headers headers, and which records CSP violations. */
async function pageWithCdnHeaders(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await harness.browser.newPage({ viewport: DESKTOP })
  await page.addInitScript(() => {
    const list: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = list
    document.addEventListener("securitypolicyviolation", (event) =>
      list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
  await page.route(`${harness.site.url}/**`, async (route) => {
    const response = await fetchOnce(route)
    const urlPath = new URL(route.request().url()).pathname
    await route.fulfill({ response, headers: { ...response.headers(), ...headersFor(rules, urlPath) } })
  })
  return { page, violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp) }
}

test("every page is served with security headers, and hashed assets are cached forever", () => {
  for (const urlPath of ["/", "/services/airport", "/fleet", "/404.html"]) {
    const headers = headersFor(rules, urlPath)
    expect(headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
  }
  expect(headersFor(rules, "/static/abc/image.webp")["cache-control"]).toBe("public, max-age=31536000, immutable")
  expect(headersFor(rules, "/app-1234.js")["cache-control"]).toBe("public, max-age=31536000, immutable")
  expect(headersFor(rules, "/page-data/index/page-data.json")["cache-control"]).toBe("public, max-age=0, must-revalidate")
})

test("Chromium reports no CSP violation on the pages or during the booking flow", async () => {
  const { page, violations } = await pageWithCdnHeaders()
  for (const urlPath of [
    "/",
    "/services/wedding",
    "/service-areas/salem-nh",
    "/fleet",
    "/blogs/logan-airport-pickup-guide",
    "/contact",
    "/faqs",
  ]) {
    const response = await page.goto(`${harness.site.url}${urlPath}`, { waitUntil: "networkidle" })
    expect(response?.headers()["content-security-policy"]).toBeTruthy()
    expect(await page.locator("h1").count()).toBe(1)
  }
  await page.goto(`${harness.site.url}/`, { waitUntil: "networkidle" })
  await page.getByRole("button", { name: "Book Now" }).first().click()
  const dialog = page.getByRole("dialog", { name: /^(Book your ride|Booking Confirmed!)$/ })
  await dialog.waitFor()
  await dialog.getByText("Hourly Service").click()
  await dialog.getByLabel("Pickup location").fill("Phillips Academy, Andover")
  await dialog.getByLabel("Dropoff location").fill("Encore Boston Harbor")
  await dialog.getByRole("button", { name: /^Date/ }).click()
  await page.getByRole("dialog", { name: "Choose a date" }).locator("td button:not([disabled])").last().click()
  await dialog.getByLabel("Pickup time").selectOption("7:00 PM")
  await dialog.getByLabel("First name").fill("Ida")
  await dialog.getByLabel("Last name").fill("Wells")
  await dialog.getByLabel("Email").fill("ida@example.com")
  await dialog.getByLabel("Phone").fill("978 555 0142")
  await page.waitForTimeout(MIN_FILL_MS)
  await dialog.getByRole("button", { name: "Request Booking" }).click()
  await dialog.getByRole("heading", { name: "Booking Confirmed!" }).waitFor()
  expect(await violations()).toEqual([])
  await page.close()
})
