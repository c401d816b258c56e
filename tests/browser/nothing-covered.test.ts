/**
 * Nothing fixed on screen covers the page (QUALITY.md): on the main pages at 390, 768, 1024 and
 * 1440 px, on the first screen and scrolled to the very bottom, every visible link, button, field
 * and block of text in the header, the page and the footer is itself what a click at any point of
 * it hits, never the accreditation badges or another fixed layer. The badges stay on every page.
 *
 * The fixed bands that span the whole width at the top (the header) and at the bottom (the phones'
 * band with Call, Book Now and the badges) are the edges of the window: what passes under them is
 * scrolled out of view, so the first screen is checked down to the bottom band's top edge and the
 * bottom of the page up to the header's lower edge; nothing scrolls further, so the first screen is
 * checked from the very top and the bottom of the page down to the very bottom of the window.
 */
import type { Page } from "playwright-core"
import { useSiteAndBrowser, useTab } from "./harness"

const harness = useSiteAndBrowser()

const PAGES = ["/", "/services/airport", "/service-areas/andover-ma", "/fleet", "/contact", "/blogs/logan-airport-pickup-guide", "/faqs"]
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
]

/** What a sampled point hit instead of the element, where a fixed layer took the click. */
interface Covered {
  element: string
  point: [number, number]
  coveredBy: string
}

/**
 * Samples points every few pixels along what a visitor sees of every element they read or use: the
 * line boxes of its text and children, or for a control its own boxes; clipped by the window, by
 * scrolling containers such as a carousel's track, and by the bands at the edges given in `edges`.
 * Returns each point where `document.elementFromPoint` hits a fixed layer the element is not part
 * of. `checked` counts the elements sampled.
 */
function findCovered(edges: { top: boolean; bottom: boolean }): { checked: number; covered: Covered[] } {
  const CONTENT =
    "a[href], button, input, select, textarea, p, li, h1, h2, h3, h4, h5, h6, label, dt, dd, blockquote, figcaption, th, td, legend, summary"
  const CONTROLS = new Set(["A", "BUTTON", "INPUT", "SELECT", "TEXTAREA", "SUMMARY"])
  const STEP = 12
  const describe = (el: Element) => {
    const label = el.getAttribute("aria-label") ?? el.getAttribute("placeholder") ?? el.textContent ?? ""
    return `<${el.tagName.toLowerCase()}> "${label.trim().replace(/\s+/g, " ").slice(0, 40)}"`
  }
  // The fixed layer an element is part of (itself or its nearest fixed ancestor), once per element: the
  // points of one element mostly hit the same few others.
  const layers = new Map<Element, Element | null>()
  const fixedLayer = (el: Element | null): Element | null => {
    if (!el) return null
    let layer = layers.get(el)
    if (layer === undefined) {
      layer = getComputedStyle(el).position === "fixed" ? el : fixedLayer(el.parentElement)
      layers.set(el, layer)
    }
    return layer
  }
  // Fixed bands across the whole width at the window's top or bottom edge.
  const width = document.documentElement.clientWidth
  const height = window.innerHeight
  let top = 0
  let bottom = height
  for (const el of Array.from(document.body.querySelectorAll("*"))) {
    if (getComputedStyle(el).position !== "fixed") continue
    const box = el.getBoundingClientRect()
    if (box.width < width - 1 || box.height === 0 || box.bottom <= 0 || box.top >= height) continue
    if (edges.top && box.top <= 0) top = Math.max(top, box.bottom)
    if (edges.bottom && box.bottom >= height) bottom = Math.min(bottom, box.top)
  }
  const main = document.getElementById("main")!
  const outsideMain = (selector: string) => Array.from(document.querySelectorAll(selector)).find((el) => !main.contains(el))
  const roots = [outsideMain("header"), main, outsideMain("footer")].filter((root): root is Element => !!root)
  const covered: Covered[] = []
  let checked = 0
  for (const root of roots) {
    for (const el of Array.from(root.querySelectorAll(CONTENT))) {
      if (!CONTROLS.has(el.tagName) && !el.textContent?.trim()) continue
      let boxes: DOMRect[]
      if (CONTROLS.has(el.tagName)) boxes = Array.from(el.getClientRects())
      else {
        const range = document.createRange()
        range.selectNodeContents(el)
        boxes = Array.from(range.getClientRects())
      }
      // Nothing of it between the window's edges (most of a long page): clipping only takes more away, so there is
      // nothing to sample, and its ancestors need not be read.
      const onScreen = (box: DOMRect) =>
        Math.min(box.right, width) - Math.max(box.left, 0) >= 2 && Math.min(box.bottom, bottom) - Math.max(box.top, top) >= 2
      if (!boxes.some(onScreen)) continue
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      // The visible window for this element: the window between the edges, inside every clipping ancestor.
      let [left, right, upper, lower] = [0, width, top, bottom]
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.overflowX === "visible" && style.overflowY === "visible") continue
        const clip = node.getBoundingClientRect()
        ;[left, right, upper, lower] = [
          Math.max(left, clip.left),
          Math.min(right, clip.right),
          Math.max(upper, clip.top),
          Math.min(lower, clip.bottom),
        ]
      }
      let sampled = false
      const own = fixedLayer(el)
      for (const box of boxes) {
        const [x0, x1, y0, y1] = [
          Math.max(box.left, left),
          Math.min(box.right, right),
          Math.max(box.top, upper),
          Math.min(box.bottom, lower),
        ]
        // Not on screen, or visually hidden text (1 px boxes).
        if (x1 - x0 < 2 || y1 - y0 < 2) continue
        sampled = true
        const xs = Array.from({ length: Math.floor((x1 - x0 - 2) / STEP) + 1 }, (_, i) => x0 + 1 + i * STEP).concat(x1 - 1)
        for (const y of [y0 + (y1 - y0) * 0.25, (y0 + y1) / 2, y0 + (y1 - y0) * 0.75]) {
          for (const x of xs) {
            const hit = document.elementFromPoint(x, y)
            if (!hit || el.contains(hit)) continue
            const layer = fixedLayer(hit)
            if (layer && layer !== own)
              covered.push({ element: describe(el), point: [Math.round(x), Math.round(y)], coveredBy: describe(layer) })
          }
        }
      }
      if (sampled) checked++
    }
  }
  return { checked, covered }
}

/**
 * React has taken over the frame and the page (the badges keep their server HTML until a visitor
 * reaches for them: an island); the fonts are in; nothing moves any more.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const adopted = (selector: string) => {
      const el = document.querySelector(selector)
      return !!el && Object.keys(el).some((key) => key.startsWith("__reactFiber$"))
    }
    const badges = document.querySelectorAll('[aria-label="Accreditations"] button').length === 2
    return document.fonts.status === "loaded" && badges && ["header", "#main > *"].every(adopted)
  })
  await stillLayout(page)
}

/** Waits until the page's height and the badges' place are the same over three frames 100 ms apart. */
async function stillLayout(page: Page): Promise<void> {
  await page.evaluate(() => delete (window as unknown as { __layout?: string[] }).__layout)
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __layout?: string[] }
      const badges = document.querySelector('[aria-label="Accreditations"]')!.getBoundingClientRect()
      const now = `${document.documentElement.scrollHeight} ${window.scrollY} ${badges.x} ${badges.y}`
      w.__layout = [...(w.__layout ?? []), now].slice(-3)
      return w.__layout.length === 3 && w.__layout.every((l) => l === now)
    },
    undefined,
    { polling: 100 },
  )
}

/** Scrolls to the very end of the page, again while islands near the end hydrate and it grows. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight)
      return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight
    },
    undefined,
    { polling: 200 },
  )
  // The footer stays the server's HTML until a visitor reaches for it (src/components/layout/layout.tsx): that HTML is
  // its layout, so the page is still once it stops growing.
  await page.locator('[data-island="footer"]').waitFor({ state: "attached" })
  await stillLayout(page)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await stillLayout(page)
}

async function badgesOnScreen(page: Page): Promise<boolean> {
  const badges = page.getByRole("complementary", { name: "Accreditations" }).getByRole("button")
  if ((await badges.count()) !== 2) return false
  for (const badge of await badges.all()) if (!(await badge.isVisible()) || !(await badge.isEnabled())) return false
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label="Accreditations"] button')).every((b) => {
      const box = b.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= document.documentElement.clientWidth
    }),
  )
}

describe.each(VIEWPORTS)("at $width × $height", (viewport) => {
  // One tab for the width, the pages loaded in it in turn (harness.ts).
  const tab = useTab(harness, { viewport })

  test.each(PAGES)("%s: the badges cover nothing on the first screen or at the very bottom", async (path) => {
    await tab.open(path)
    const page = tab.page
    await settled(page)

    const first = await page.evaluate(findCovered, { top: false, bottom: true })
    expect(first.checked).toBeGreaterThan(5)
    expect(first.covered).toEqual([])
    expect(await badgesOnScreen(page)).toBe(true)

    await scrollToEnd(page)
    const end = await page.evaluate(findCovered, { top: true, bottom: false })
    expect(end.checked).toBeGreaterThan(5)
    expect(end.covered).toEqual([])
    expect(await badgesOnScreen(page)).toBe(true)
  })
})

test("the check finds a fixed layer laid over the page's heading", async () => {
  const page = await harness.browser.newPage({ viewport: VIEWPORTS[3] })
  await page.goto(`${harness.site.url}/fleet`)
  await settled(page)
  await page.evaluate(() => {
    const box = document.querySelector("h1")!.getBoundingClientRect()
    const cover = document.createElement("div")
    cover.setAttribute("aria-label", "Test cover")
    Object.assign(cover.style, {
      position: "fixed",
      left: `${box.left}px`,
      top: `${box.top}px`,
      width: "40px",
      height: `${box.height}px`,
      background: "red",
      zIndex: "65",
    })
    document.body.append(cover)
  })
  const { covered } = await page.evaluate(findCovered, { top: false, bottom: true })
  expect(covered.some((c) => c.element.startsWith("<h1>") && c.coveredBy.includes("Test cover"))).toBe(true)
  await page.close()
})
