/**
 * Nothing below the first screen costs anything at load (src/components/ui/below-fold.ts): the parts
 * of a page below it are skipped by the browser's rendering (`content-visibility: auto`) until they
 * near the window, each holding the room it takes once drawn, so the scrollbar and anchors stay
 * right and nothing moves as they are drawn; their text stays findable.
 *
 * Chromium draws a skipped part once it is within about one and a half windows of the window, so
 * the parts starting beyond two and a half windows are the ones that must be skipped at load (a part
 * nearer is drawn at load whatever its style).
 */
import type { Page } from "playwright-core"
import { useSiteAndBrowser, useTab } from "./harness"
import { DESKTOP, PHONE } from "./browser"

const harness = useSiteAndBrowser()

const ROUTES = ["/", "/services/airport", "/fleet"]
const WIDTHS = [
  ["390 px", PHONE],
  ["1440 px", DESKTOP],
] as const

/** How far a part's resting height may be from its height once drawn. */
const HEIGHT_TOLERANCE = 0.1
/** Beyond this many window heights from the top, a part is not drawn at load. */
const SKIPPED_BEYOND_WINDOWS = 2.5
/** The islands that go live as they near the window (the others wait for a visitor to reach for them). */
const NEAR_ISLANDS =
  '[data-island="home-services"], [data-island="home-fleet"], [data-island="home-faq"], [data-island="service-questions"]'

/** Runs in the page before its scripts: notes every layout shift. */
function recordShifts() {
  const w = window as unknown as { __shifts: number[] }
  w.__shifts = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shifts.push(entry.value)
  }).observe({ type: "layout-shift", buffered: true })
}

// One tab per width, each page loaded in it in turn (harness.ts), its layout shifts recorded from the start.
const tabs = new Map(
  WIDTHS.map(([width, viewport]) => {
    const tab = useTab(harness, { viewport })
    beforeAll(() => tab.page.addInitScript(recordShifts))
    return [width, tab] as const
  }),
)

async function open(route: string, width: (typeof WIDTHS)[number][0]): Promise<Page> {
  const tab = tabs.get(width)!
  await tab.open(route, "networkidle")
  return tab.page
}

/** The page's parts: main's children and the footer, with their place and whether the browser skips them now. */
const parts = (page: Page) =>
  page.evaluate(() =>
    [...Array.from(document.querySelectorAll("main > *")), document.querySelector('[data-island="footer"]')!].map((part) => {
      // The element holding `content-visibility`: the part itself or the band it wraps.
      const held = [part, ...Array.from(part.querySelectorAll(":scope > *, :scope > * > *"))].find(
        (el) => getComputedStyle(el).contentVisibility === "auto",
      )
      const firstText = held && Array.from(held.querySelectorAll("h2, h3, p, li")).find((el) => el.textContent?.trim())
      return {
        part: part.getAttribute("data-island") ?? part.querySelector("[data-island]")?.getAttribute("data-island") ?? part.tagName,
        top: Math.round(part.getBoundingClientRect().top + scrollY),
        belowFold: !!held,
        skipped: !!firstText && !firstText.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
      }
    }),
  )

/**
 * Scrolls through the whole page three quarters of a window at a time, so every part is drawn, at a
 * reader's pace: each step waits for the islands near the window to go live, as they do ahead of a
 * visitor who reads (an island going live in view is the islands' matter, not this file's).
 */
async function scrollThrough(page: Page): Promise<void> {
  const { height, screen } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, screen: innerHeight }))
  for (let y = 0; y < height; y += Math.round(screen * 0.75)) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await page.waitForFunction((selector) => {
      const near = Array.from(document.querySelectorAll(selector)).filter((el) => {
        const box = el.getBoundingClientRect()
        return box.top < innerHeight * 1.25 && box.bottom > -innerHeight * 0.25
      })
      return near.every((el) => el.hasAttribute("data-island-ready") || el.hasAttribute("data-island-failed"))
    }, NEAR_ISLANDS)
  }
}

for (const [width, viewport] of WIDTHS)
  describe(`at ${width}`, () => {
    // One load of each page serves both: what is drawn at load, then the page drawn as a visitor scrolls through it.
    test.each(ROUTES)(
      "%s: every part out of the first drawing's reach waits to be drawn, the first screen is drawn; each part rests at its height once drawn, and drawing it as the visitor scrolls moves nothing",
      async (route) => {
        const page = await open(route, width)
        const all = await parts(page)
        const far = all.filter((p) => p.top >= viewport.height * SKIPPED_BEYOND_WINDOWS)
        // Only a page shorter than three and a half windows has no part out of reach (/fleet at 1440 px).
        const heightAtLoad = await page.evaluate(() => document.documentElement.scrollHeight)
        expect(far.length > 0 || heightAtLoad < viewport.height * 3.5).toBe(true)
        expect(far.filter((p) => !p.belowFold || !p.skipped)).toEqual([])
        expect(all.filter((p) => p.top < viewport.height && p.skipped)).toEqual([])

        await scrollThrough(page)
        const drawn = await page.evaluate(() =>
          Array.from(document.querySelectorAll("*"))
            .filter((el) => getComputedStyle(el).contentVisibility === "auto")
            .map((el) => ({
              part: el.closest("[data-island]")?.getAttribute("data-island") ?? el.getAttribute("aria-label") ?? el.tagName,
              resting: parseFloat(getComputedStyle(el).containIntrinsicBlockSize.replace("auto", "")),
              height: Math.round(el.getBoundingClientRect().height),
            })),
        )
        expect(drawn.length).toBeGreaterThan(0)
        expect(drawn.filter((p) => Math.abs(p.resting - p.height) > p.height * HEIGHT_TOLERANCE)).toEqual([])
        const heightDrawn = await page.evaluate(() => document.documentElement.scrollHeight)
        expect(Math.abs(heightDrawn - heightAtLoad)).toBeLessThanOrEqual(heightDrawn * 0.03)
        expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([])
        // The parts are laid out exactly as they would be without being skipped (no margin held inside one).
        const tops = () =>
          page.evaluate(() =>
            // Headings and the footer: a part's own box may hold a margin that, unskipped, collapses through it.
            Array.from(document.querySelectorAll('main h2, [data-island="footer"] footer')).map(
              (el) => el.getBoundingClientRect().top + scrollY,
            ),
          )
        const skippable = await tops()
        await page.addStyleTag({ content: "* { content-visibility: visible !important }" })
        expect(await tops()).toEqual(skippable)
      },
      60_000,
    )
  })

test("find-in-page finds the text of a part not drawn yet, and draws it", async () => {
  const page = await open("/", "390 px")
  const faq = (await parts(page)).find((p) => p.part === "home-faq")
  expect(faq).toMatchObject({ belowFold: true, skipped: true })
  const question = (await page.locator('[data-island="home-faq"] button, [data-island="home-faq"] summary').last().textContent())!.trim()
  expect(question.length).toBeGreaterThan(10)
  expect(await page.evaluate((text) => (window as unknown as { find: (text: string) => boolean }).find(text), question)).toBe(true)
  await page.waitForFunction(
    () => !!document.querySelector('[data-island="home-faq"] h2')?.checkVisibility({ contentVisibilityAuto: true }),
  )
})
