/**
 * Nothing below the first screen costs anything at load (src/components/ui/below-fold.ts): the parts
 * of a page below it are skipped by the browser's rendering (`content-visibility: auto`) until they
 * near the window, each holding the room it takes once drawn, so the scrollbar and anchors stay
 * right and nothing moves as they are drawn; their text stays findable.
 *
 * Chromium draws a skipped part once it is within about one and a half windows of the window, so
 * the parts starting beyond two and a half windows are the ones that must be skipped at load (a part
 * nearer is drawn at load whatever its style).
 *
 * What is above the fold is drawn whole (src/theme/first-screen.ts): a page whose HTML arrives in pieces is not
 * drawn until its header and opening band have arrived, so nothing of them moves as the rest comes.
 */
import http from "http"
import type { AddressInfo } from "net"
import type { Page } from "playwright-core"
import { useSiteAndBrowser, useTab } from "./harness"
import { DESKTOP, PHONE } from "./browser"
import { FIRST_SCREEN_END_ID } from "../../src/theme/first-screen"

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

/** A layout shift the page made, and what moved: each element, where it was and where it went. */
interface Shift {
  value: number
  at: number
  moved: { element: string; from: string; to: string }[]
}

/** What the page was at its first frame: how far its HTML had been read, and whether the first screen's end was in. */
interface FirstFrame {
  readyState: DocumentReadyState
  firstScreenRead: boolean
}

/**
 * Runs in the page before its scripts: notes every layout shift, with what moved, and the page at its first frame
 * (a browser runs no frame while it holds the first drawing back).
 */
function recordShifts(firstScreenEnd: string) {
  const w = window as unknown as { __shifts: Shift[]; __firstFrame: FirstFrame }
  w.__shifts = []
  requestAnimationFrame(() => {
    w.__firstFrame = { readyState: document.readyState, firstScreenRead: !!document.getElementById(firstScreenEnd) }
  })
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? "?"
    const island = node.closest("[data-island]")?.getAttribute("data-island")
    return `${node.tagName.toLowerCase()}${node.className && typeof node.className === "string" ? `.${node.className.split(" ")[0]}` : ""}${island ? ` in ${island}` : ""}`
  }
  const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
  type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[])
      w.__shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: entry.sources.map((s) => ({ element: describe(s.node), from: box(s.previousRect), to: box(s.currentRect) })),
      })
  }).observe({ type: "layout-shift", buffered: true })
}

// One tab per width, each page loaded in it in turn (harness.ts), its layout shifts recorded from the start.
const tabs = new Map(
  WIDTHS.map(([width, viewport]) => {
    const tab = useTab(harness, { viewport })
    beforeAll(() => tab.page.addInitScript(recordShifts, FIRST_SCREEN_END_ID))
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
        // What moved is in the failure's report.
        expect(await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)).toEqual([])
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
  // Found, and selected in the FAQ's part; its range read as written (Firefox reads a selection not drawn as empty).
  const found = await page.evaluate((text) => {
    const hit = (window as unknown as { find: (text: string) => boolean }).find(text)
    const selection = getSelection()
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null
    const part = document.querySelector('[data-island="home-faq"]')
    return { hit, selected: range?.toString(), inPart: !!range && !!part?.contains(range.commonAncestorContainer) }
  }, question)
  expect(found).toEqual({ hit: true, selected: question, inPart: true })
  await page.waitForFunction(
    () => !!document.querySelector('[data-island="home-faq"] h2')?.checkVisibility({ contentVisibilityAuto: true }),
  )
})

/**
 * The site as a slow connection brings it: each page's HTML is held for `ms` after each of `pauses` (patterns the HTML
 * is cut after, in the order they come in it); everything else passes straight through.
 */
function useSlowHtml(pauses: RegExp[], ms: number): { readonly url: string } {
  const held = { url: "" }
  const server = http.createServer((request, response) => {
    void (async () => {
      const reply = await fetch(`${harness.site.url}${request.url}`)
      const type = reply.headers.get("content-type") ?? ""
      const body = Buffer.from(await reply.arrayBuffer())
      response.writeHead(reply.status, { "content-type": type, "cache-control": type.includes("html") ? "no-store" : "max-age=600" })
      if (!type.includes("text/html")) return response.end(body)
      const html = body.toString()
      let from = 0
      for (const pause of pauses) {
        const found = pause.exec(html.slice(from))
        if (!found) throw new Error(`${request.url}: nothing matches ${pause} after character ${from}`)
        const cut = from + found.index + found[0].length
        response.write(html.slice(from, cut))
        from = cut
        await new Promise((resolve) => setTimeout(resolve, ms))
      }
      response.end(html.slice(from))
    })().catch((error: Error) => response.destroy(error))
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    held.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return held
}

describe("a page whose HTML arrives in pieces", () => {
  // Held within the utility strip's contacts (set to the right), after the navigation (centred in the room the
  // actions after it leave), after the page's heading (its band centres what it holds), and at the end of the first
  // section after it, below the first screen.
  const slow = useSlowHtml([/aria-label="Call us"[^]*?<\/li>/, /aria-label="Main"[^]*?<\/nav>/, /<\/h1>/, /<\/section>/], 300)

  test.each([
    ["/", "1440 px"],
    ["/fleet", "1440 px"],
    ["/", "390 px"],
  ] as const)(
    "%s at %s: is first drawn with its header and opening band whole, before the rest has arrived, and nothing of them moves",
    async (route, width) => {
      const page = tabs.get(width)!.page
      await page.goto(`${slow.url}${route}`, { waitUntil: "load" })
      const drawn = await page.evaluate(() => {
        const w = window as unknown as { __shifts: Shift[]; __firstFrame: FirstFrame }
        return { shifts: w.__shifts, firstFrame: w.__firstFrame }
      })
      // What moved is in the failure's report.
      expect(drawn.shifts).toEqual([])
      // First drawn once the first screen had been read, and before the rest of the HTML had: the wait is for the first
      // screen, not for the whole page.
      expect(drawn.firstFrame).toEqual({ readyState: "loading", firstScreenRead: true })
    },
  )
})
