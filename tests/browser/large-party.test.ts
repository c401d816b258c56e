/**
 * A party larger than the booking form counts, in Chromium against the built site: the Stretch
 * Limousine's card on /fleet promises 10 seats, the form's passengers list stops at 8 (its rule),
 * and the form says how such a party books, tied to the field for screen readers, with a phone
 * link. axe and a screenshot of the dialog at 390 and 1440 px.
 */
import path from "path"
import type { Page } from "playwright-core"
import { useSiteAndBrowser } from "./harness"
import { DESKTOP, PHONE, collectErrors } from "./browser"
import { axeViolations } from "./axe"
import { SCREENSHOTS } from "./screenshots"
import { PASSENGERS_MAX } from "../../src/config/constants"
import { MAIN_PHONE } from "../../src/config/business"
import { VEHICLES } from "../../src/booking/rates-data"

const harness = useSiteAndBrowser()
const shots = path.resolve(__dirname, "../../test-results/large-party")
const limousine = VEHICLES.find((vehicle) => vehicle.slug === "stretch-limousine")!

/** The passengers field's description as aria-describedby assembles it. */
const described = (page: Page) =>
  page.getByLabel("Passengers", { exact: true }).evaluate((select) =>
    (select.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim())
      .join(" "),
  )

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
])("at %s px", (width, viewport) => {
  test("booking the limousine from its card: the list stops at the form's 8, and the form tells a larger party how to book", async () => {
    expect(limousine.passengers).toBeGreaterThan(PASSENGERS_MAX)
    const page = await harness.browser.newPage({ viewport, reducedMotion: "reduce" })
    const errors = collectErrors(page)
    await page.goto(`${harness.site.url}/fleet`, { waitUntil: "networkidle" })
    const card = page.locator("li", { has: page.getByRole("heading", { name: limousine.name }) })
    await card.getByText(`Up to ${limousine.passengers}`, { exact: true }).waitFor()
    await card.getByRole("button", { name: `Book Now: ${limousine.name}` }).click()

    const dialog = page.getByRole("dialog", { name: "Book your ride" })
    const passengers = dialog.getByLabel("Passengers", { exact: true })
    await passengers.waitFor()
    expect(await dialog.getByRole("radio", { name: new RegExp(limousine.name) }).isChecked()).toBe(true)
    expect(await passengers.locator("option").allTextContents()).toEqual(Array.from({ length: PASSENGERS_MAX }, (_, i) => String(i + 1)))

    const way = `More than ${PASSENGERS_MAX} in your party? Choose the ${limousine.name}, which seats ${limousine.passengers}, and put your party size in special requests. For a larger group, book two vehicles or call ${MAIN_PHONE.display}.`
    const hint = dialog.getByText(way)
    await hint.waitFor()
    expect(await described(page)).toBe(way)
    expect(await hint.getByRole("link", { name: MAIN_PHONE.display }).getAttribute("href")).toBe(`tel:${MAIN_PHONE.tel}`)

    // The party at the list's last number, as a party of nine or ten would choose.
    await passengers.selectOption(String(PASSENGERS_MAX))
    await page.evaluate(() => document.getElementById("booking-passengers")?.scrollIntoView({ block: "center" }))
    expect(await axeViolations(page)).toEqual([])
    if (SCREENSHOTS) await page.screenshot({ path: path.join(shots, `${width}-hint.png`) })

    // A smaller party in a smaller vehicle is not told about it.
    await dialog.getByRole("radio", { name: /Recommend one for me/ }).check()
    await passengers.selectOption("4")
    await hint.waitFor({ state: "detached" })
    expect(await passengers.getAttribute("aria-describedby")).toBeNull()
    expect(errors).toEqual([])
    await page.close()
  })
})
