/**
 * The frame of every page in a real browser against the built site: the navigation bar (desktop
 * dropdowns by pointer and keyboard, the phone menu, the scroll border), the floating trust badges
 * and their dialogs, the footer's links, and no sideways scrolling on phones.
 */
import type { Locator, Page, Request } from "playwright-core"
import { useSiteAndBrowser, useTab, type Tab } from "./harness"
import { DESKTOP, PHONE, collectErrors, fetchOnce } from "./browser"
import business from "../../data/business.json"
import { NAV_SCROLL_THRESHOLD_PX } from "../../src/config/constants"

const harness = useSiteAndBrowser()
// One tab per width, each test's page loaded in it in turn (harness.ts): a new document each time, with no
// pointer over it, no focus and the window at the top.
const desktop = useTab(harness, { viewport: DESKTOP })
const phone = useTab(harness, { viewport: PHONE })

/** Loads `path` in `tab`; the console and page errors of the load, and the scripts it asked for (cached or not). */
async function open(path: string, tab: Tab = desktop): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  const scripts: string[] = []
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script") scripts.push(request.url())
  }
  tab.page.on("request", onRequest)
  const errors = await tab.open(path, "networkidle")
  tab.page.off("request", onRequest)
  return { page: tab.page, errors, scripts }
}

const expanded = (locator: Locator) => locator.getAttribute("aria-expanded")
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? "")

async function waitForAttribute(locator: Locator, name: string, value: string | null): Promise<void> {
  const handle = await locator.elementHandle()
  await locator
    .page()
    .waitForFunction(([el, n, v]) => (el as Element).getAttribute(n as string) === v, [handle, name, value] as const, { timeout: 5000 })
}

describe("desktop navigation (1440 px)", () => {
  test("a group opens when the pointer rests on it and closes when it leaves", async () => {
    const { page, errors } = await open("/")
    const nav = page.getByRole("navigation", { name: "Main", exact: true })
    const toggle = nav.getByRole("button", { name: "Services menu" })
    const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`)
    expect(await expanded(toggle)).toBe("false")
    expect(await list.isVisible()).toBe(false)

    await nav.getByRole("link", { name: "Services", exact: true }).hover()
    await list.waitFor({ state: "visible" })
    expect(await expanded(toggle)).toBe("true")
    // The pointer can travel down into the list and choose a page.
    await list.getByRole("link", { name: "Wedding Transportation" }).hover()
    expect(await list.isVisible()).toBe(true)

    await page.mouse.move(700, 700)
    await list.waitFor({ state: "hidden" })
    expect(await expanded(toggle)).toBe("false")
    expect(errors).toEqual([])
  })

  test("Tab from a section's link to its button, Enter and Space open the group; Escape closes it and returns focus; a click outside closes it", async () => {
    const { page, errors } = await open("/")
    const nav = page.getByRole("navigation", { name: "Main", exact: true })
    const toggle = nav.getByRole("button", { name: "Business Solutions menu" })
    const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`)

    // The button comes right after its section's link in the tab order.
    await nav.getByRole("link", { name: "Business Solutions", exact: true }).focus()
    await page.keyboard.press("Tab")
    expect(await focusedLabel(page)).toBe("Business Solutions menu")
    await page.keyboard.press("Enter")
    await list.waitFor({ state: "visible" })
    expect(await expanded(toggle)).toBe("true")
    expect(await list.getByRole("link").count()).toBe(6) // the 5 pages and "All business solutions"

    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.closest("[id]")?.id)).toBe(await toggle.getAttribute("aria-controls"))
    await page.keyboard.press("Escape")
    await list.waitFor({ state: "hidden" })
    expect(await expanded(toggle)).toBe("false")
    expect(await focusedLabel(page)).toBe("Business Solutions menu")

    await page.keyboard.press("Space")
    await list.waitFor({ state: "visible" })
    await page.mouse.click(700, 600)
    await list.waitFor({ state: "hidden" })
    expect(await expanded(toggle)).toBe("false")

    // Choosing a page from a list goes there with the section marked current.
    const areas = nav.getByRole("button", { name: "Service Areas menu" })
    await areas.focus()
    await page.keyboard.press("Enter")
    await page.getByRole("link", { name: "Salem, NH" }).first().click()
    await page.waitForURL(`${harness.site.url}/service-areas/salem-nh`)
    await page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("link", { name: "Service Areas", exact: true })
      .and(page.locator('[aria-current="true"]'))
      .waitFor()
    expect(errors).toEqual([])
  })

  test("Escape closes a list the pointer opened while focus is elsewhere, and it stays closed until the pointer leaves and comes back", async () => {
    const { page, errors } = await open("/")
    const nav = page.getByRole("navigation", { name: "Main", exact: true })
    const services = nav.getByRole("link", { name: "Services", exact: true })
    const toggle = nav.getByRole("button", { name: "Services menu" })
    const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`)
    await services.hover()
    await list.waitFor({ state: "visible" })
    // Focus is on the page, not in the navigation (a visitor who clicked into the text, then pointed at the menu).
    await page.evaluate(() => document.querySelector<HTMLElement>("main a[href]")?.focus({ preventScroll: true }))
    expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(false)

    await page.keyboard.press("Escape")
    await list.waitFor({ state: "hidden", timeout: 5000 })
    expect(await expanded(toggle)).toBe("false")
    expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(false)

    // The pointer moving about the item (the link, then its button) does not bring the list back.
    const link = (await services.boundingBox())!
    const button = (await toggle.boundingBox())!
    await page.mouse.move(link.x + 3, link.y + link.height / 2, { steps: 4 })
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2, { steps: 4 })
    await page.waitForTimeout(400)
    expect(await list.isVisible()).toBe(false)
    expect(await expanded(toggle)).toBe("false")

    // Leaving and coming back opens it again.
    await page.mouse.move(700, 700, { steps: 4 })
    await services.hover()
    await list.waitFor({ state: "visible" })
    expect(await expanded(toggle)).toBe("true")
    expect(errors).toEqual([])
  })

  test("a pointer resting on Services before the menu's code arrives opens the list once it is live, without moving", async () => {
    // A page of its own: its clock is slowed and its scripts held from the first load.
    const page = await harness.browser.newPage({ viewport: DESKTOP })
    const errors = collectErrors(page)
    // A fast device: React renders the live menu and runs its effects in one slice of its scheduler
    // (5 ms by the page's clock), before the browser has moved its hover state to the new markup, whose
    // own report of the pointer then reads as a move from the <nav> around it. The page's clock runs
    // 20 times slower here, so this test machine is such a device every time, not once in a few tries.
    await page.addInitScript(() => {
      const now = performance.now.bind(performance)
      performance.now = () => now() / 20
    })
    // The menu's code is held back until the pointer rests on Services in the server HTML.
    let release = () => undefined as void
    const released = new Promise<void>((resolve) => (release = resolve))
    let requested = () => undefined as void
    const codeRequested = new Promise<void>((resolve) => (requested = resolve))
    // (Known by what it draws: its file has no name of its own, which would cost every page bytes.)
    await page.route(/\.js$/, async (route) => {
      const response = await fetchOnce(route)
      const code = await response.text()
      if (code.includes('"data-has-menu"')) {
        requested()
        await released
      }
      await route.fulfill({ response, body: code })
    })
    await page.goto(`${harness.site.url}/`, { waitUntil: "networkidle" })
    const island = page.locator('[data-island="desktop-nav"]')
    expect(await island.getAttribute("data-island-ready")).toBeNull()
    const nav = page.getByRole("navigation", { name: "Main", exact: true })
    const services = (await nav.getByRole("link", { name: "Services", exact: true }).boundingBox())!
    await page.mouse.move(services.x + services.width / 2, services.y + services.height / 2, { steps: 3 })
    await codeRequested
    expect(await island.getAttribute("data-island-ready")).toBeNull()

    release()
    await page.locator('[data-island="desktop-nav"][data-island-ready]').waitFor({ state: "attached" })
    const toggle = nav.getByRole("button", { name: "Services menu" })
    const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`)
    await list.waitFor({ state: "visible", timeout: 3000 })
    expect(await expanded(toggle)).toBe("true")
    // It is a hover like any other: the pointer leaving closes it.
    await page.mouse.move(700, 700, { steps: 4 })
    await list.waitFor({ state: "hidden" })
    expect(errors).toEqual([])
    // A script still on its way through the route above ends quietly when the page closes.
    await page.unrouteAll({ behavior: "ignoreErrors" })
    await page.close()
  })

  test(`the bar gains its border once scrolled more than ${NAV_SCROLL_THRESHOLD_PX}px, and loses it at the top`, async () => {
    const { page, errors } = await open("/services/airport")
    const bar = page.getByRole("banner")
    const border = () => bar.evaluate((el) => getComputedStyle(el).borderBottomColor)
    expect(await bar.getAttribute("data-scrolled")).toBeNull()
    const flat = await border()
    expect(flat).toBe("rgba(0, 0, 0, 0)")

    await page.evaluate((y) => window.scrollTo(0, y), NAV_SCROLL_THRESHOLD_PX - 10)
    await page.waitForTimeout(150)
    expect(await bar.getAttribute("data-scrolled")).toBeNull()

    await page.evaluate((y) => window.scrollTo(0, y), NAV_SCROLL_THRESHOLD_PX + 150)
    await waitForAttribute(bar, "data-scrolled", "")
    await page.waitForTimeout(400) // the colour transition
    expect(await border()).not.toBe(flat)

    await page.evaluate(() => window.scrollTo(0, 0))
    await waitForAttribute(bar, "data-scrolled", null)
    expect(errors).toEqual([])
  })
})

describe("phone menu (390 px)", () => {
  test("the menu opens, a group expands, and choosing a link navigates and closes the menu", async () => {
    const { page, errors } = await open("/services/airport", phone)
    const toggle = page.getByRole("button", { name: "Open menu" })
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`)
    expect(await menu.isVisible()).toBe(false)
    // The wide navigation is not shown on phones.
    expect(await page.getByRole("navigation", { name: "Main", exact: true }).isVisible()).toBe(false)

    await toggle.click()
    await menu.waitFor({ state: "visible" })
    const close = page.getByRole("button", { name: "Close menu" })
    expect(await expanded(close)).toBe("true")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    const group = menu.getByRole("button", { name: "Service Areas menu" })
    const list = page.locator(`#${await group.getAttribute("aria-controls")}`)
    expect(await list.isVisible()).toBe(false)
    await group.click()
    await list.waitFor({ state: "visible" })
    expect(await expanded(group)).toBe("true")
    expect(await list.getByRole("link").count()).toBe(8)

    await list.getByRole("link", { name: "Andover, MA" }).click()
    await page.waitForURL(`${harness.site.url}/service-areas/andover-ma`)
    await menu.waitFor({ state: "hidden" })
    expect(await expanded(page.getByRole("button", { name: "Open menu" }))).toBe("false")
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(errors).toEqual([])
  })

  test("Escape closes the menu and focus goes back to the menu button", async () => {
    const { page, errors } = await open("/", phone)
    await page.getByRole("button", { name: "Open menu" }).click()
    const menu = page.locator("#site-menu")
    await menu.waitFor({ state: "visible" })
    await page.keyboard.press("Tab")
    await page.keyboard.press("Escape")
    await menu.waitFor({ state: "hidden" })
    expect(await focusedLabel(page)).toBe("Open menu")
    expect(errors).toEqual([])
  })

  test("Call, Book Now and the badges share one band at the bottom, within reach and clear of each other", async () => {
    const { page, errors } = await open("/", phone)
    const bar = page.getByRole("complementary", { name: "Call or book" })
    const call = bar.getByRole("link", { name: /^Call/ })
    expect(await call.getAttribute("href")).toBe(`tel:${business.phones[0].tel}`)
    const book = bar.getByRole("button", { name: "Book Now" })
    expect(await book.isVisible()).toBe(true)
    const badges = page.getByRole("complementary", { name: "Accreditations" }).getByRole("button")
    const boxes = await Promise.all([call, book, badges.nth(0), badges.nth(1)].map(async (l) => (await l.boundingBox())!))
    for (const box of boxes) {
      // Each sits in the last 64 px of the screen, whole and at least 44 px tall.
      expect(box.y).toBeGreaterThanOrEqual(PHONE.height - 64)
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
    // Side by side from left to right, none over another: the two badges, Call, Book Now.
    const [callBox, bookBox, firstBadge, secondBadge] = boxes
    const leftToRight = [firstBadge, secondBadge, callBox, bookBox]
    for (let i = 1; i < leftToRight.length; i++)
      expect(leftToRight[i - 1].x + leftToRight[i - 1].width).toBeLessThanOrEqual(leftToRight[i].x + 0.5)
    await book.click()
    await page.getByRole("dialog", { name: "Book your ride" }).waitFor()
    expect(errors).toEqual([])
  })
})

describe("trust badges", () => {
  for (const [label, tab] of [
    ["1440 px", desktop],
    ["390 px", phone],
  ] as const) {
    test(`at ${label} each badge opens its dialog with the external link; Escape closes it and focus returns`, async () => {
      const { page, errors, scripts } = await open("/contact", tab)
      expect(scripts.some((s) => s.includes("badge-dialog"))).toBe(false)
      for (const badge of business.badges) {
        const button = page.getByRole("complementary", { name: "Accreditations" }).getByRole("button", { name: new RegExp(badge.label) })
        await button.click()
        const dialog = page.getByRole("dialog", { name: badge.name })
        await dialog.waitFor()
        const link = dialog.getByRole("link", { name: new RegExp(badge.linkText) })
        expect(await link.getAttribute("href")).toBe(badge.url)
        expect(await link.getAttribute("target")).toBe("_blank")
        expect(await link.getAttribute("rel")).toBe("noopener noreferrer")
        // Focus stays inside the dialog.
        for (let i = 0; i < 4; i++) await page.keyboard.press("Tab")
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
        await page.keyboard.press("Escape")
        await dialog.waitFor({ state: "detached" })
        expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
      }
      expect(errors).toEqual([])
    })
  }
})

describe("footer", () => {
  const links: [string, string][] = [
    ["Our Fleet", "/fleet"],
    ["Contact Us", "/contact"],
    ["Privacy Policy", "/privacy"],
  ]
  for (const [label, tab] of [
    ["1440 px", desktop],
    ["390 px", phone],
  ] as const) {
    test(`at ${label} footer links lead to their pages, which open at the top`, async () => {
      const { page, errors } = await open("/services/airport", tab)
      for (const [name, path] of links) {
        const link = page.getByRole("contentinfo").getByRole("link", { name, exact: true })
        await link.scrollIntoViewIfNeeded()
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
        await link.click()
        await page.waitForURL(`${harness.site.url}${path}`)
        await page.waitForLoadState("networkidle")
        await page.waitForTimeout(300)
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
      }
      const areaLinks = page.getByRole("navigation", { name: "Service areas" }).getByRole("link")
      expect(await areaLinks.count()).toBe(5)
      expect(await page.getByRole("contentinfo").locator('a[href^="tel:"]').count()).toBe(2)
      expect(errors).toEqual([])
    })
  }
})

test.each(["/", "/services/airport", "/contact"])("%s does not scroll sideways at 390 px", async (path) => {
  const { page, errors } = await open(path, phone)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  expect(errors).toEqual([])
})

test("a link inside an article's text opens the page without reloading the site", async () => {
  const { page, errors } = await open("/blogs/logan-airport-pickup-guide")
  // The app follows a body's links once its root is hydrating (gatsby-browser.tsx); before that they work as plain
  // HTML (src/lib/click-hold.ts). A page asks for its scripts only after its first view has loaded, which may be
  // after the network has gone quiet: the test waits for React's root.
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("___gatsby") ?? {}).some((key) => key.startsWith("__reactContainer$")),
  )
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
  await page.locator("main").getByRole("link", { name: "fleet page" }).click()
  await page.waitForURL(`${harness.site.url}/fleet`)
  await page.getByRole("heading", { level: 1 }).waitFor()
  await expect(page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).resolves.toBe(true)
  expect(errors).toEqual([])
})
