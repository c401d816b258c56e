/**
 * axe-core in Chromium on every built route at desktop width and on each layout at phone width, and with the
 * booking modal and the mobile menu open: zero violations. Every page also loads without console errors.
 */
import { useSiteAndBrowser, useTab } from "./harness"
import { DESKTOP, PHONE, appReady } from "./browser"
import { axeViolations } from "./axe"
import { ROUTES as SITE_ROUTES, SITE_PAGES } from "../site-routes"
import { dollars, flatFare } from "../../src/booking/rates"
import { RATES } from "../../src/booking/rates-data"

// Every page of the content as the build makes it (tests/site-routes.ts), and the 404 screen.
const NOT_FOUND = "/this-page-does-not-exist"
const ROUTES = [...SITE_ROUTES, NOT_FOUND]
/**
 * At phone width, each layout once: every file route (each is its own layout) and the first page of each kind made
 * from a template (a service, a town, a post, a content page...). What a page's own content brings (its pictures,
 * words, links) is checked on every page at desktop width; what the narrow layout brings is the template's. axe's own
 * run is most of this file's time (bench/results/2026-11-28-suite-time.md).
 */
const PHONE_ROUTES = [
  ...SITE_PAGES.filter((page, i) => page.kind === "Page" || SITE_PAGES.findIndex((other) => other.kind === page.kind) === i).map(
    (page) => page.path,
  ),
  NOT_FOUND,
]

const harness = useSiteAndBrowser()

describe.each([
  ["1440 px", DESKTOP, ROUTES],
  ["390 px", PHONE, PHONE_ROUTES],
])("at %s", (_name, viewport, routes) => {
  // One tab for the width, every route and state loaded in it in turn (harness.ts).
  const tab = useTab(harness, { viewport, reducedMotion: "reduce" })

  test.each(routes)("%s has no axe violations and no console errors", async (route) => {
    const errors = await tab.open(route, "app")
    expect(await axeViolations(tab.page)).toEqual([])
    expect(errors.filter((e) => !(route.includes("does-not-exist") && e.includes("404")))).toEqual([])
  })

  test("the booking modal, open and after a failed submit, has no axe violations", async () => {
    await tab.open("/", "app")
    const page = tab.page
    await page.getByRole("button", { name: "Book Now" }).first().click()
    const dialog = page.getByRole("dialog", { name: "Book your ride" })
    await dialog.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole("button", { name: "Request Booking" }).click()
    await dialog.getByText("Pickup location is required").waitFor()
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole("button", { name: /^Date/ }).click()
    await page.getByRole("dialog", { name: "Choose a date" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })

  test("the booking modal with a vehicle, two stops, a return trip by its own route and an estimate has no axe violations", async () => {
    await tab.open("/", "app")
    const page = tab.page
    await page.getByRole("button", { name: "Book Now" }).first().click()
    const dialog = page.getByRole("dialog", { name: "Book your ride" })
    await dialog.waitFor()
    await dialog.getByRole("radio", { name: /Airport Transfer/ }).check()
    await dialog.getByRole("radio", { name: /Stretch Limousine/ }).check()
    // A party the smaller vehicles cannot seat: their cards say so, in words the check reads too.
    await dialog.getByLabel("Passengers", { exact: true }).selectOption("8")
    await dialog.getByText("Too small for 8 passengers").first().waitFor()
    await dialog.getByLabel("Pickup location").fill("Salem, NH")
    await dialog.getByLabel("Dropoff location").fill("MHT")
    for (const stop of ["Stop 1", "Stop 2"]) {
      await dialog.getByRole("button", { name: "Add a stop" }).click()
      await dialog.getByRole("textbox", { name: stop, exact: true }).fill("Tuscan Village")
    }
    await dialog.getByRole("checkbox", { name: "Book the return trip" }).check()
    await dialog.getByRole("checkbox", { name: "Return by a different route" }).check()
    await dialog.getByLabel("Return pickup location").waitFor()
    const salem = RATES.airportFares.find((town) => town.town === "Salem")!
    const expected = dollars(2 * flatFare(salem, "MHT", "stretch-limousine")! + 2 * RATES.extraStop)
    await dialog.getByRole("region", { name: "Fare estimate" }).locator(".figure", { hasText: expected }).waitFor()
    // Refused: a return with no date or time, so every new message shows too.
    await dialog.getByRole("button", { name: "Request Booking" }).click()
    await dialog.getByText("Please select a return date").waitFor()
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole("button", { name: /^Return date/ }).click()
    await page.getByRole("dialog", { name: "Choose a date" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })
})

test("the mobile menu, open, has no axe violations", async () => {
  const page = await harness.browser.newPage({ viewport: PHONE, reducedMotion: "reduce" })
  await page.goto(`${harness.site.url}/`)
  await appReady(page)
  await page.getByRole("button", { name: /open menu/i }).click()
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "About" }).first().waitFor()
  expect(await axeViolations(page)).toEqual([])
  await page.close()
})
