/**
 * A content picture whose file cannot be loaded shows the "Failed to load image" placeholder
 * (docs/REQUIREMENTS.md §8) on every page, whether or not the part of the page around it has its
 * code yet: /fleet's cards stay server HTML until a visitor reaches for them, and their pictures
 * may fail before that.
 */
import type { Page } from "playwright-core"
import { useSiteAndBrowser, useTab } from "./harness"
import { DESKTOP, PHONE } from "./browser"
import fleet from "../../data/fleet.json"

const harness = useSiteAndBrowser()

const PICTURE_FILE = /\.(avif|webp|jpe?g|png)(\?.*)?$/

// One tab per width in which every picture file fails, as a lost connection or a missing file would; each test's
// page is loaded in it in turn (harness.ts).
const tabs = new Map(
  [PHONE, DESKTOP].map((viewport) => {
    const tab = useTab(harness, { viewport })
    beforeAll(() => tab.page.route(PICTURE_FILE, (route) => route.abort()))
    return [viewport, tab] as const
  }),
)

/** Opens `path` with every picture file failing. */
async function openWithPicturesFailing(path: string, viewport = PHONE): Promise<{ page: Page; errors: () => string[] }> {
  const tab = tabs.get(viewport)!
  const errors = await tab.open(path)
  // The browser reports each failed file in the console; anything else is an error of the page.
  return { page: tab.page, errors: () => errors.filter((e) => !e.startsWith("Failed to load resource")) }
}

/** Scrolls down the page a screen at a time, so that every lazy picture is asked for. */
async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    await page.waitForTimeout(150)
    if (atEnd) return
  }
}

/** Pictures shown broken: asked for, failed, and still on screen instead of a placeholder. */
const brokenPictures = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("img"))
      .filter((img) => img.currentSrc && img.complete && img.naturalWidth === 0 && img.alt !== "" && img.getClientRects().length > 0)
      .map((img) => img.alt),
  )

test("/fleet shows the placeholder for each vehicle whose picture fails, before and after its cards' code loads", async () => {
  const { page, errors } = await openWithPicturesFailing("/fleet")
  const cards = page.locator('[data-island="vehicle-cards"]')
  const placeholders = cards.getByRole("img", { name: "Failed to load image" })
  await cards.scrollIntoViewIfNeeded()
  await scrollThrough(page)
  await placeholders.nth(fleet.length - 1).waitFor({ timeout: 10000 })
  expect(await placeholders.count()).toBe(fleet.length)
  // The cards are still the server's HTML: no code was needed for this.
  expect(await cards.getAttribute("data-island-ready")).toBeNull()
  expect(await brokenPictures(page)).toEqual([])

  // Reaching for the cards brings their code; the live cards keep saying so.
  await placeholders.first().hover()
  await page.locator('[data-island="vehicle-cards"][data-island-ready]').waitFor({ state: "attached" })
  await scrollThrough(page)
  await placeholders.nth(fleet.length - 1).waitFor({ timeout: 10000 })
  expect(await placeholders.count()).toBe(fleet.length)
  expect(await page.getByText("Failed to load image").first().isVisible()).toBe(true)
  expect(await brokenPictures(page)).toEqual([])
  expect(errors()).toEqual([])
})

test.each([
  ["/", "390 px", PHONE],
  ["/", "1440 px", DESKTOP],
  ["/services/airport", "390 px", PHONE],
  ["/blogs/logan-airport-pickup-guide", "1440 px", DESKTOP],
] as const)("%s at %s shows a placeholder for every picture that fails, never a broken one", async (path, _width, viewport) => {
  const { page, errors } = await openWithPicturesFailing(path, viewport)
  await scrollThrough(page)
  await page.getByRole("img", { name: "Failed to load image" }).first().waitFor()
  expect(await brokenPictures(page)).toEqual([])
  expect(errors()).toEqual([])
})
