/**
 * Islands (src/components/island/island.tsx): the parts of a page below its first screen keep
 * their server HTML and load no code until a visitor nears them; then they hydrate in place.
 * Nothing a visitor does before that (opening the booking modal, the menu) may throw their HTML
 * away, and a page reached by client-side navigation shows them at once.
 */
import type { Page } from "playwright-core"
import { useSiteAndBrowser, useTab } from "./harness"
import { PHONE, collectErrors, islandReady } from "./browser"

const harness = useSiteAndBrowser()

/** Each island on the page: its name, whether it has content, whether React has hydrated it. */
function islands(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("[data-island]")).map((el) => ({
      name: el.getAttribute("data-island")!,
      filled: el.children.length > 0 && (el.textContent ?? "").trim().length > 0,
      ready: el.hasAttribute("data-island-ready"),
    })),
  )
}

const scriptNames = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType === "script")
      .map((e) => e.name),
  )

/** Brings each island into view in turn, as a reader scrolling down the page does, pausing at each. */
async function scrollPast(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    // The element is looked up at each step: an island that goes live replaces it.
    await page.evaluate((island) => document.querySelector(`[data-island="${island}"]`)?.scrollIntoView({ block: "center" }), name)
    await page.waitForTimeout(150)
  }
}

/** The home page's sections that never change once drawn: they go live only when a visitor reaches for them. */
const HOME_STATIC = ["home-highlights", "home-about", "home-testimonials", "home-cta", "home-areas"]
/** A service page's parts that never change once drawn. */
const SERVICE_STATIC = ["service-vehicles", "service-towns", "service-related", "service-cta"]

// One tab at 390 px, each test's page loaded in it in turn (harness.ts).
const phone = useTab(harness, { viewport: PHONE })

async function openHome(): Promise<{ page: Page; errors: string[] }> {
  const errors = await phone.open("/", "networkidle")
  await phone.page.waitForTimeout(300)
  return { page: phone.page, errors }
}

test("below the first screen the home page is complete HTML, not hydrated, and its code is not loaded", async () => {
  const { page, errors } = await openHome()
  const all = await islands(page)
  expect(all.map((i) => i.name)).toEqual([
    "desktop-nav",
    "home-highlights",
    "home-about",
    "home-services",
    "home-fleet",
    "home-testimonials",
    "home-cta",
    "home-areas",
    "home-faq",
    "footer",
    "trust-badges",
  ])
  expect(all.every((i) => i.filled)).toBe(true)
  const far = all.filter((i) => ["home-testimonials", "home-areas", "home-faq", "footer", ...HOME_STATIC].includes(i.name))
  expect(far.every((i) => !i.ready)).toBe(true)
  // The FAQ's accordion code has not been fetched.
  const before = await scriptNames(page)
  // Scrolled through, the carousels and the questions go live; the sections that never change stay the server's HTML.
  await scrollPast(
    page,
    all.map((i) => i.name).filter((name) => name.startsWith("home-")),
  )
  await islandReady(page, "home-faq")
  const after = await scriptsSince(page, before)
  expect(after.length).toBeGreaterThan(0)
  await page.waitForTimeout(500)
  expect((await islands(page)).filter((i) => HOME_STATIC.includes(i.name) && i.ready)).toEqual([])
  // A visitor reaching for one makes it live where it stands.
  await page.locator('[data-island="home-about"]').hover()
  await page.locator('[data-island="home-about"][data-island-ready]').waitFor({ state: "attached" })
  expect(errors).toEqual([])
})

/** The scripts fetched since `before`. */
async function scriptsSince(page: Page, before: readonly string[]): Promise<string[]> {
  return (await scriptNames(page)).filter((name) => !before.includes(name))
}

test("opening the menu and the booking modal leaves the sections below untouched", async () => {
  const { page, errors } = await openHome()
  await page.getByRole("button", { name: "Open menu" }).click()
  await page.getByRole("navigation", { name: "Main menu" }).waitFor()
  await page.getByRole("button", { name: "Close menu" }).click()
  await page.getByRole("complementary", { name: "Call or book" }).getByRole("button", { name: "Book Now" }).click()
  await page.getByRole("dialog").waitFor()
  await page.keyboard.press("Escape")
  await page.getByRole("dialog").waitFor({ state: "detached" })
  const all = await islands(page)
  expect(all.filter((i) => !i.filled)).toEqual([])
  expect(all.find((i) => i.name === "footer")?.ready).toBe(false)
  // The footer stays the server's HTML as it scrolls into view; a visitor reaching for its form makes it live where it stands.
  await page.locator('[data-island="footer"]').scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  expect((await islands(page)).find((i) => i.name === "footer")?.ready).toBe(false)
  const email = page.getByRole("contentinfo").getByRole("textbox", { name: /email/i })
  await email.fill("rider@example.com")
  await page.locator('[data-island="footer"][data-island-ready]').waitFor({ state: "attached" })
  expect(await email.inputValue()).toBe("rider@example.com")
  expect(
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: /subscribe/i })
      .isEnabled(),
  ).toBe(true)
  expect(errors).toEqual([])
})

test("a tap on a link before its section is hydrated is kept and followed inside the app", async () => {
  const { page, errors } = await openHome()
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  const link = page.locator('[data-island="home-areas"] a[href="/service-areas/andover-ma"]').first()
  await link.click()
  await page.waitForURL(`${harness.site.url}/service-areas/andover-ma`)
  await page.locator("h1").filter({ hasText: "Andover" }).waitFor()
  // Still the same document: the click went through the app's router, not a full reload.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  expect(errors).toEqual([])
})

test("focus that reaches a section before it is live stays on the same link afterwards", async () => {
  const { page, errors } = await openHome()
  const link = page.locator('[data-island="footer"] a[href="/fleet"]').first()
  await link.focus()
  await page.locator('[data-island="footer"][data-island-ready]').waitFor({ state: "attached" })
  expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("/fleet")
  expect(await page.evaluate(() => document.activeElement?.closest("[data-island]")?.getAttribute("data-island"))).toBe("footer")
  expect(errors).toEqual([])
})

test("focus that passes through a section before it is live and moves on is not pulled back when the section goes live", async () => {
  // A page of its own: its scripts are held, which would outlast the test in the shared tab.
  const page = await harness.browser.newPage({ viewport: PHONE })
  const errors = collectErrors(page)
  await page.goto(`${harness.site.url}/`, { waitUntil: "networkidle" })
  await page.waitForTimeout(300)
  // The footer's code is held on its way, as on a slow connection.
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js$/, async (request) => {
    await released
    await request.continue()
  })
  expect(await page.locator('[data-island="footer"]').getAttribute("data-island-ready")).toBeNull()
  // A keyboard visitor passes a footer link (its code is asked for), then goes on to a link above it.
  await page.locator('[data-island="footer"] a[href="/fleet"]').first().focus()
  const onward = page.locator("main a[href]").first()
  await onward.focus()
  const href = await onward.getAttribute("href")
  release()
  await page.locator('[data-island="footer"][data-island-ready]').waitFor({ state: "attached" })
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true)
  expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(href)
  expect(errors).toEqual([])
  await page.close()
})

test("an email typed into the footer before it is live is still there, with the focus, once it is", async () => {
  const { page, errors } = await openHome()
  const email = page.locator('[data-island="footer"] input[type="email"]')
  expect(await page.locator('[data-island="footer"]').getAttribute("data-island-ready")).toBeNull()
  await email.fill("early.rider@example.com")
  await page.locator('[data-island="footer"][data-island-ready]').waitFor({ state: "attached" })
  expect(await page.locator('[data-island="footer"] input[type="email"]').inputValue()).toBe("early.rider@example.com")
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("email")
  expect(errors).toEqual([])
})

test("the home page reached by client-side navigation shows every section and the footer", async () => {
  const errors = await phone.open("/fleet", "networkidle")
  const page = phone.page
  await page
    .getByRole("link", { name: /Merrimack|Home/ })
    .first()
    .click()
  await page.waitForURL(`${harness.site.url}/`)
  // The home sections are rendered in the browser at once (their code loads with the page).
  await page.waitForFunction(() => document.querySelectorAll('[data-island^="home-"][data-island-ready]').length === 8)
  const all = await islands(page)
  // The sections, the footer, and the header's navigation and the badges, which go live on the first navigation.
  expect(all).toHaveLength(11)
  expect(all.every((i) => i.filled)).toBe(true)
  expect(errors).toEqual([])
})

test("a service page hydrates only its opening; its questions load when reached and then open and close", async () => {
  const errors = await phone.open("/services/airport", "networkidle")
  const page = phone.page
  await page.waitForTimeout(300)
  const all = await islands(page)
  expect(all.map((i) => i.name)).toEqual([
    "desktop-nav",
    "service-vehicles",
    "service-questions",
    "service-towns",
    "service-related",
    "service-cta",
    "footer",
    "trust-badges",
  ])
  expect(all.every((i) => i.filled)).toBe(true)
  expect(all.filter((i) => i.ready)).toEqual([])
  expect((await scriptNames(page)).some((name) => name.includes("service-sections"))).toBe(false)
  // The opening is live: its Book button opens the booking modal.
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Book / })
    .first()
    .click()
  await page.getByRole("dialog").waitFor()
  await page.keyboard.press("Escape")
  await page.getByRole("dialog").waitFor({ state: "detached" })
  // Scrolled through, the questions go live; the parts that never change stay the server's HTML. The
  // pointer left on the Book button would hover each part scrolled under it (a visitor reaching for it):
  // it rests on the fixed header instead.
  await page.mouse.move(1, 1)
  await scrollPast(
    page,
    all.map((i) => i.name).filter((name) => name.startsWith("service-")),
  )
  await islandReady(page, "service-questions")
  await page.waitForTimeout(500)
  expect((await islands(page)).filter((i) => SERVICE_STATIC.includes(i.name) && i.ready)).toEqual([])
  const question = page.locator('[data-island="service-questions"] button[aria-expanded]').first()
  const before = await question.getAttribute("aria-expanded")
  await question.click()
  await page.waitForFunction(([selector, previous]) => document.querySelector(selector)?.getAttribute("aria-expanded") !== previous, [
    '[data-island="service-questions"] button[aria-expanded]',
    before,
  ] as const)
  expect(errors).toEqual([])
})

test("a carousel that goes live under a resting pointer starts turning without the pointer moving", async () => {
  const page = await harness.browser.newPage({ viewport: { width: 1440, height: 900 } })
  const errors = collectErrors(page)
  await page.goto(`${harness.site.url}/`, { waitUntil: "networkidle" })
  await page.mouse.move(720, 450)
  // The section scrolls under the pointer, which does not move; its code loads as it nears.
  await page.evaluate(() => {
    const section = document.querySelector('[data-island="home-services"]')!
    const box = section.getBoundingClientRect()
    window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2)
  })
  await page.locator('[data-island="home-services"][data-island-ready]').waitFor({ state: "attached", timeout: 10000 })
  expect(await page.evaluate(() => document.elementFromPoint(720, 450)?.closest('[data-island="home-services"]') !== null)).toBe(true)
  const current = () => page.locator('[data-island="home-services"] [aria-current="true"]').getAttribute("aria-label")
  const first = await current()
  await page.waitForFunction(
    (label) => document.querySelector('[data-island="home-services"] [aria-current="true"]')?.getAttribute("aria-label") !== label,
    first,
    { timeout: 8000 },
  )
  expect(errors).toEqual([])
  await page.close()
})
