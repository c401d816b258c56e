/**
 * The first tap always works (src/lib/click-hold.ts): a click made the moment a page has loaded,
 * before its code has arrived, takes effect once the code is ready. The page's scripts are held
 * back here until the click has been made, so every click below surely lands on plain HTML, however
 * slow the machine (a fixed delay raced the test's own steps).
 */
import type { Page } from "playwright-core"
import { useSiteAndBrowser } from "./harness"
import { DESKTOP, PHONE, collectErrors } from "./browser"

const harness = useSiteAndBrowser()

/**
 * Opens `route` with its JavaScript held back until `release()`, and returns once the page has fired
 * `load` (the page asks for its scripts only after that).
 */
async function openWithSlowScripts(
  route: string,
  viewport: { width: number; height: number },
): Promise<{ page: Page; errors: string[]; release: () => void }> {
  const page = await harness.browser.newPage({ viewport })
  const errors = collectErrors(page)
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js$/, async (request) => {
    await released
    await request.continue()
  })
  await page.goto(`${harness.site.url}${route}`, { waitUntil: "load" })
  return { page, errors, release }
}

/** Whether the page's app has started (Gatsby's loader exists only once its code has run). */
const appStarted = (page: Page) => page.evaluate(() => "___loader" in window)

const bookingDialog = (page: Page) => page.getByRole("dialog", { name: "Book your ride" })

for (const [width, viewport] of [
  ["1440 px", DESKTOP],
  ["390 px", PHONE],
] as const) {
  test.each(["/", "/services/airport", "/fleet"])(
    `at ${width}, a click on Book Now right after %s fires load opens the booking dialog`,
    async (route) => {
      const { page, errors, release } = await openWithSlowScripts(route, viewport)
      const button = page
        .locator("button", { hasText: /^Book (Now|Your Ride)$/ })
        .filter({ visible: true })
        .first()
      await button.click()
      expect(await appStarted(page)).toBe(false) // the click reached plain HTML
      release()
      await bookingDialog(page).waitFor({ timeout: 15000 })
      expect(await bookingDialog(page).count()).toBe(1)
      // One click, one dialog: closing it leaves it closed (the click was not replayed twice).
      await page.keyboard.press("Escape")
      await bookingDialog(page).waitFor({ state: "detached" })
      await page.waitForTimeout(500)
      expect(await bookingDialog(page).count()).toBe(0)
      expect(errors).toEqual([])
      await page.close()
    },
  )
}

test("at 390 px, a tap on the menu button before the code is here opens the menu", async () => {
  const { page, errors, release } = await openWithSlowScripts("/", PHONE)
  await page.getByRole("button", { name: "Open menu" }).click()
  expect(await appStarted(page)).toBe(false)
  release()
  await page.getByRole("navigation", { name: "Main menu" }).waitFor({ timeout: 15000 })
  expect(errors).toEqual([])
  await page.close()
})

test("a click on the services carousel's Next icon, while the section's code is on its way, turns the page once", async () => {
  const { page, errors, release } = await openWithSlowScripts("/", DESKTOP)
  const section = page.locator('[data-island="home-services"]')
  await section.scrollIntoViewIfNeeded()
  const current = () => section.locator('[aria-current="true"]').first().getAttribute("aria-label")
  const before = await current()
  // The icon itself, not the button around it.
  await section.getByRole("button", { name: "Next", exact: true }).locator("svg").click()
  expect(await page.locator('[data-island="home-services"][data-island-live]').count()).toBe(0) // the click reached plain HTML
  release()
  await page.locator('[data-island="home-services"][data-island-ready]').waitFor({ state: "attached", timeout: 15000 })
  await page.waitForFunction(
    (label) => document.querySelector('[data-island="home-services"] [aria-current="true"]')?.getAttribute("aria-label") !== label,
    before,
    { timeout: 5000 },
  )
  expect(await current()).not.toBe(before)
  expect(errors).toEqual([])
  await page.close()
})
