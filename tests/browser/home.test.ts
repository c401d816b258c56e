/**
 * The home page in a real browser against the real build: the sections of docs/REQUIREMENTS.md §2
 * (home page) in order, the hero picture as a fast LCP image, the carousels (hover auto-advance
 * and Next), the FAQ accordion, no console errors and no sideways scrolling on a phone.
 */
import type { Page } from "playwright-core"
import { useSiteAndBrowser, useTab, type Tab } from "./harness"
import { DESKTOP, PHONE, islandReady } from "./browser"
import { FLEET_CAROUSEL_INTERVAL_MS, SERVICES_CAROUSEL_INTERVAL_MS } from "../../src/config/constants"

const HERO_MAX_BYTES = 80 * 1024

const harness = useSiteAndBrowser()

// One tab per width, each test's page loaded in it in turn (harness.ts).
const desktop = useTab(harness, { viewport: DESKTOP })
const phone = useTab(harness, { viewport: PHONE })

async function open(tab: Tab = desktop): Promise<{ page: Page; errors: string[] }> {
  const errors = await tab.open("/", "app")
  return { page: tab.page, errors }
}

/** Which dot of a carousel is current (1-based), read from aria-current. */
async function currentPage(page: Page, carousel: string): Promise<number> {
  const dots = page.getByRole("region", { name: carousel }).getByRole("button", { name: /^Show page \d+\b/ })
  const labels = await dots.evaluateAll((els) => els.map((el) => el.getAttribute("aria-current")))
  return labels.indexOf("true") + 1
}

test("the sections appear in the order of docs/REQUIREMENTS.md §2, then the footer; one h1", async () => {
  const { page, errors } = await open()
  const order = await page.evaluate(() => {
    const sections = Array.from(document.querySelectorAll("main [data-home-section]"))
    return sections.map((section) => {
      const id = section.getAttribute("data-home-section")!
      return { id, heading: document.getElementById(id)?.textContent?.trim() ?? "" }
    })
  })
  expect(order.map((s) => s.id)).toEqual([
    "home-hero-title",
    "home-highlights",
    "home-about",
    "home-services",
    "home-fleet",
    "home-testimonials",
    "home-cta",
    "home-areas",
    "home-faq",
  ])
  expect(order.map((s) => s.heading)).toEqual([
    expect.stringMatching(/.+/),
    expect.stringMatching(/.+/),
    "Our Story",
    "Our Services",
    "Our Fleet",
    expect.stringMatching(/.+/),
    expect.stringMatching(/.+/),
    expect.stringMatching(/.+/),
    expect.stringMatching(/Frequently Asked Questions/i),
  ])
  expect(await page.locator("h1").count()).toBe(1)
  expect(await page.locator("#home-hero-title").evaluate((el) => el.tagName)).toBe("H1")
  // The footer follows the last section.
  const footerAfterFaq = await page.evaluate(() => {
    const faq = document.querySelector('[data-home-section="home-faq"]')!
    const footer = Array.from(document.querySelectorAll("footer")).find((f) => !f.closest("main"))!
    return Boolean(faq.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING)
  })
  expect(footerAfterFaq).toBe(true)
  // Hero: the promise, the four ticks, the two ways to book and the two badges.
  const hero = page.locator('[data-home-section="home-hero-title"]')
  expect(await hero.getByRole("listitem").count()).toBeGreaterThanOrEqual(4 + 2)
  await hero.getByRole("button", { name: "Book Your Ride" }).waitFor()
  expect(await hero.getByRole("link", { name: /^Call / }).getAttribute("href")).toMatch(/^tel:\+1\d{10}$/)
  // Carousels: 8 services on 3 pages, 3 vehicles on 1 page at desktop width.
  expect(await page.getByRole("region", { name: "Our Services" }).getByRole("group").count()).toBe(8)
  expect(
    await page
      .getByRole("region", { name: "Our Services" })
      .getByRole("button", { name: /^Show page/ })
      .count(),
  ).toBe(3)
  expect(await page.getByRole("region", { name: "Our Fleet" }).getByRole("group").count()).toBe(3)
  expect(errors).toEqual([])
})

test("the hero picture is the eager, high-priority LCP image and its phone rendition is at most 80 KB", async () => {
  const { page, errors } = await open(phone)
  const img = page.locator('[data-home-section="home-hero-title"] picture img')
  expect(await img.getAttribute("loading")).toBe("eager")
  expect(await img.getAttribute("fetchpriority")).toBe("high")
  // Every format offers a 390 px candidate, and each is under the budget.
  const candidates = await page
    .locator('[data-home-section="home-hero-title"] picture source, [data-home-section="home-hero-title"] picture img')
    .evaluateAll((els) => els.map((el) => (el.getAttribute("srcset") ?? "").split(",").map((c) => c.trim().split(/\s+/))).flat())
  const smallest = candidates.filter(([, w]) => w === "390w").map(([url]) => url)
  expect(smallest.length).toBeGreaterThanOrEqual(2)
  for (const url of smallest) {
    const response = await page.request.get(new URL(url, harness.site.url).href)
    expect((await response.body()).byteLength).toBeLessThanOrEqual(HERO_MAX_BYTES)
  }
  // What a 390 px phone actually downloads is within the budget, and is a modern format.
  const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc)
  expect(current).toMatch(/\.(avif|webp)$/)
  const bytes = (await (await page.request.get(current)).body()).byteLength
  expect(bytes).toBeLessThanOrEqual(HERO_MAX_BYTES)
  // And the browser reports it as the page's largest paint.
  const lcpUrl = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { url?: string })[]
          resolve(entries[entries.length - 1]?.url ?? "")
        }).observe({ type: "largest-contentful-paint", buffered: true })
      }),
  )
  expect(lcpUrl).toBe(current)
  expect(errors).toEqual([])
})

test("the services carousel advances while hovered and on Next; the fleet carousel stays put without hover", async () => {
  const { page, errors } = await open()
  const services = page.getByRole("region", { name: "Our Services" })
  await services.scrollIntoViewIfNeeded()
  expect(await currentPage(page, "Our Services")).toBe(1)

  await page.waitForTimeout(SERVICES_CAROUSEL_INTERVAL_MS + 500)
  expect(await currentPage(page, "Our Services")).toBe(1)

  await services.getByRole("heading", { name: "Our Services" }).hover()
  await page.waitForTimeout(SERVICES_CAROUSEL_INTERVAL_MS + 700)
  expect(await currentPage(page, "Our Services")).toBe(2)
  // The track really moved to the second page.
  const scrolled = await services.locator('[id$="-slides"]').evaluate((el) => el.scrollLeft)
  expect(scrolled).toBeGreaterThan(100)

  await page.mouse.move(5, 5)
  const fleet = page.getByRole("region", { name: "Our Fleet" })
  expect(await currentPage(page, "Our Services")).toBe(2)
  await page.waitForTimeout(SERVICES_CAROUSEL_INTERVAL_MS + 500)
  expect(await currentPage(page, "Our Services")).toBe(2)

  await services.getByRole("button", { name: "Next" }).click()
  expect(await currentPage(page, "Our Services")).toBe(3)
  await services.getByRole("button", { name: "Next" }).click()
  expect(await currentPage(page, "Our Services")).toBe(1)
  await services.getByRole("button", { name: "Previous" }).click()
  expect(await currentPage(page, "Our Services")).toBe(3)
  await services.getByRole("button", { name: "Show page 2 of 3" }).click()
  expect(await currentPage(page, "Our Services")).toBe(2)
  // The fleet (one page of three at desktop width) has no pager and no timer.
  expect(await fleet.getAttribute("data-auto-advance")).toBe("off")
  expect(FLEET_CAROUSEL_INTERVAL_MS).toBe(5000)
  expect(errors).toEqual([])
})

test("on a phone the fleet shows one card per view and swipes page by page", async () => {
  const { page, errors } = await open(phone)
  const fleet = page.getByRole("region", { name: "Our Fleet" })
  await islandReady(page, "home-fleet")
  expect(await fleet.getByRole("button", { name: /^Show page/ }).count()).toBe(3)
  await fleet.getByRole("button", { name: "Next" }).click()
  await page.waitForTimeout(800)
  expect(await currentPage(page, "Our Fleet")).toBe(2)
  // A swipe (a scroll of the track) moves the index too.
  await fleet.locator('[id$="-slides"]').evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "auto" }))
  await page.waitForTimeout(600)
  expect(await currentPage(page, "Our Fleet")).toBe(3)
  expect(errors).toEqual([])
})

test.each([
  ["1440 px", desktop],
  ["390 px", phone],
] as const)("at %s, the FAQ accordion opens one answer at a time and closes it again", async (_width, tab) => {
  const { page, errors } = await open(tab)
  const faq = page.locator('[data-home-section="home-faq"]')
  const buttons = faq.locator("button[aria-expanded]")
  const count = await buttons.count()
  expect(count).toBeGreaterThanOrEqual(6)
  expect(count).toBeLessThanOrEqual(8)
  // The first click comes straight after scrolling, before the section is hydrated: it is held
  // and answered once the section's code has arrived.
  expect(await faq.locator("xpath=..").getAttribute("data-island-ready")).toBeNull()
  await buttons.nth(0).click()
  await page.waitForFunction(
    () => document.querySelector('[data-home-section="home-faq"] button[aria-expanded]')?.getAttribute("aria-expanded") === "true",
  )
  const panel = page.locator(`#${await buttons.nth(0).getAttribute("aria-controls")}`)
  expect(await panel.isVisible()).toBe(true)
  expect((await panel.innerText()).trim().length).toBeGreaterThan(20)
  expect(await panel.getAttribute("role")).toBe("region")
  await buttons.nth(1).click()
  expect(await buttons.nth(1).getAttribute("aria-expanded")).toBe("true")
  expect(await buttons.nth(0).getAttribute("aria-expanded")).toBe("false")
  expect(await panel.isVisible()).toBe(false)
  expect(await faq.locator('[role="region"]:visible').count()).toBe(1)
  await buttons.nth(1).click()
  expect(await faq.locator('[role="region"]:visible').count()).toBe(0)
  expect(await faq.getByRole("link", { name: /FAQs/ }).getAttribute("href")).toBe("/faqs")
  expect(errors).toEqual([])
})

test("nothing scrolls sideways on a 390 px phone", async () => {
  const { page, errors } = await open(phone)
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    view: window.innerWidth,
  }))
  expect(widths.doc).toBeLessThanOrEqual(widths.view)
  expect(widths.body).toBeLessThanOrEqual(widths.view)
  expect(errors).toEqual([])
})
