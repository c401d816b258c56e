/**
 * The header's top row and the footer's wordmark hold their layout in the fallback faces as well
 * as in the web fonts. The fonts are `font-display: optional`: a first visit on a slow connection
 * keeps the fallback faces for the whole page view, so the wordmark, the navigation and Book Now
 * must not run into one another in them (nor wrap onto a second line). Each case first checks
 * which faces Chromium actually drew the text in, so neither half can pass in the other's fonts.
 */
import type { Page } from "playwright-core"
import { useSiteAndBrowser, useTab } from "./harness"
import { fetchOnce } from "./browser"

const harness = useSiteAndBrowser()

const WIDTHS = [1024, 1280, 1440]
const PATHS = ["/", "/services/airport"]

interface Box {
  name: string
  left: number
  right: number
  top: number
  bottom: number
  /** Lines the item's longest run of text takes (0 for an icon). */
  lines: number
}

/** The platform fonts Chromium drew the text of the first element matching `selector` with. */
async function fontsDrawn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send("DOM.enable")
    await cdp.send("CSS.enable")
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 })
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
    return fonts.map((f) => f.familyName)
  } finally {
    await cdp.detach()
  }
}

/**
 * One tab for each way of drawing (harness.ts), in which each case's page is loaded in turn at its width: with the
 * web fonts blocked, or with them swapped in whenever they arrive. The fonts are `optional`: on a busy machine even
 * a cached file may miss its moment and the page keep the fallbacks, so the pages' own declaration is changed to
 * `swap` on the way and the page ends in them; which faces drew the text is checked in each case.
 */
const tabs = {
  blocked: useTab(harness, { viewport: { width: WIDTHS[0], height: 900 } }),
  loaded: useTab(harness, { viewport: { width: WIDTHS[0], height: 900 } }),
}
beforeAll(async () => {
  await tabs.blocked.page.route(/\.woff2(\?|$)/, (route) => route.abort())
  await tabs.loaded.page.route(
    (url) => PATHS.includes(url.pathname),
    async (route) => {
      const response = await fetchOnce(route)
      await route.fulfill({ response, body: (await response.text()).replace(/font-display:\s*optional/g, "font-display:swap") })
    },
  )
})

async function open(path: string, width: number, fonts: keyof typeof tabs): Promise<Page> {
  const tab = tabs[fonts]
  await tab.page.setViewportSize({ width, height: 900 })
  await tab.open(path, "networkidle")
  await tab.page.evaluate(() => document.fonts.ready)
  return tab.page
}

interface Layout {
  /** The header's top row: the brand, each top-level navigation link and dropdown button, the visible actions. */
  top: Box[]
  /** Above it on wide screens, the utility strip: its line of text and the phone and email links. */
  utility: Box[]
  /** The footer's wordmark and the other columns of its grid. */
  wordmark: Box
  columns: Box[]
}

/**
 * Each box is the element's box joined with its text's, so text running out of a box that has
 * shrunk counts where it is drawn.
 */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const box = (el: Element, name: string) => {
      const rect = el.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(el)
      const text = range.getBoundingClientRect()
      let lines = 0
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        const r = document.createRange()
        r.selectNodeContents(node)
        lines = Math.max(lines, new Set(Array.from(r.getClientRects(), (c) => Math.round(c.top))).size)
      }
      const hasText = text.width > 0
      return {
        name,
        left: hasText ? Math.min(rect.left, text.left) : rect.left,
        right: hasText ? Math.max(rect.right, text.right) : rect.right,
        top: hasText ? Math.min(rect.top, text.top) : rect.top,
        bottom: hasText ? Math.max(rect.bottom, text.bottom) : rect.bottom,
        lines,
      }
    }
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden"
    }
    const label = (el: Element) => el.getAttribute("aria-label") || el.textContent?.trim() || el.tagName

    const nav = document.querySelector('header nav[aria-label="Main"]')
    if (!nav) throw new Error("no main navigation")
    const row = nav.parentElement!
    const brand = row.querySelector(":scope > a")!
    const items = Array.from(nav.querySelector("ul")!.children).flatMap((li) =>
      Array.from(li.querySelectorAll(":scope > a, :scope > button")),
    )
    const actions = Array.from(row.lastElementChild!.querySelectorAll("a, button"))
    const strip = row.previousElementSibling

    const wordmark = document.querySelector('#footer-company ~ p[aria-hidden="true"]')
    if (!wordmark) throw new Error("no footer wordmark")
    const column = wordmark.closest("section")!
    return {
      top: [box(brand, "brand"), ...[...items, ...actions].filter(shown).map((el) => box(el, label(el)))],
      utility:
        strip && shown(strip)
          ? Array.from(strip.querySelectorAll("p, a"))
              .filter(shown)
              .map((el) => box(el, label(el)))
          : [],
      wordmark: box(wordmark, "footer wordmark"),
      columns: Array.from(column.parentElement!.children)
        .filter((el) => el !== column)
        .map((el) => box(el, el.getAttribute("aria-labelledby") ?? el.tagName)),
    }
  })
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.01 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.01

/** Every pair of boxes that overlap, as "a × b" (0 px allowed: touching is fine). */
function overlaps(boxes: Box[]): string[] {
  const found: string[] = []
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => overlap(a, b) && found.push(`${a.name} × ${b.name}`)))
  return found
}

describe.each([
  ["in the fallback faces (web fonts blocked)", "blocked" as const],
  ["in the web fonts", "loaded" as const],
])("%s", (_, fonts) => {
  const cases = PATHS.flatMap((path) => WIDTHS.map((width) => [path, width] as const))

  test.each(cases)(
    "%s at %i px: the header's items neither overlap nor wrap, nor does the footer's wordmark run into its neighbours",
    async (path, width) => {
      const page = await open(path, width, fonts)
      // The footer is drawn only as it nears the window (src/theme/below-fold.ts): a selection in it
      // draws it where it is, without scrolling the header out of its first state.
      await page.evaluate(() => {
        getSelection()!.selectAllChildren(document.querySelector("#footer-company ~ p[aria-hidden='true']")!)
        return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      })
      const drawn = [
        ...(await fontsDrawn(page, "header nav[aria-label='Main'] a")),
        ...(await fontsDrawn(page, "#footer-company ~ p[aria-hidden='true']")),
      ]
      await page.evaluate(() => getSelection()!.removeAllRanges())
      if (fonts === "loaded") {
        expect(drawn.some((f) => /Inter/.test(f))).toBe(true)
        expect(drawn.some((f) => /Cormorant/.test(f))).toBe(true)
      } else {
        expect(drawn.filter((f) => /Inter|Cormorant/.test(f))).toEqual([])
      }

      const { top, utility, wordmark, columns } = await measure(page)
      expect(top.map((b) => b.name)).toEqual(expect.arrayContaining(["brand", "Home", "Services", "Services menu", "FAQ", "Book Now"]))
      expect(overlaps(top)).toEqual([])
      expect(overlaps(utility)).toEqual([])
      expect([...top, ...utility].filter((b) => b.lines > 1).map((b) => `${b.name}: ${b.lines} lines`)).toEqual([])
      // Everything stays inside the window.
      expect([...top, ...utility].filter((b) => b.left < 0 || b.right > width).map((b) => b.name)).toEqual([])

      expect(wordmark.lines).toBe(1)
      expect(columns.filter((c) => overlap(wordmark, c)).map((c) => `footer wordmark × ${c.name}`)).toEqual([])
    },
  )
})
