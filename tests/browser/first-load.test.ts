/**
 * What a visitor's phone downloads before interaction, on every kind of page: within the budget
 * (a byte count of the build, not a timing), and without the booking code (prefetched at idle,
 * at the lowest priority, and run on the first input). The booking code's prefetch is asked for
 * after the page's scripts have run, never from inside one: appending its links was part of the
 * app's start-up task, which a slow phone runs as one long task.
 */
import type { Page } from "playwright-core"
import { useSiteAndBrowser } from "./harness"
import { PHONE } from "./browser"
import { BENCH_ROUTES, FIRST_LOAD_JS_BUDGET_KB } from "../../scripts/bench/routes"

const harness = useSiteAndBrowser()

/** Scripts fetched so far, with their transferred (gzip) size; link prefetches of other pages excluded. */
async function loadedScripts(page: Page): Promise<{ name: string; kb: number }[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType === "script" && e.name.endsWith(".js"))
      .map((e) => ({ name: new URL(e.name).pathname, kb: e.encodedBodySize / 1024 })),
  )
}

/** The pages held to more than the budget at their first load, and what each check is called. */
const STILL_WHILE_LOADING: readonly string[] = ["/", "/services/airport", "/service-areas/andover-ma", "/blogs/logan-airport-pickup-guide"]
const SCRIPTS_AFTER_FIRST_VIEW: readonly string[] = ["/", "/services/airport", "/contact"]
const CHECKS = {
  budget: `loads at most ${FIRST_LOAD_JS_BUDGET_KB} KB of JavaScript, compressed and without the booking code`,
  still: "does not move while it loads and hydrates (fonts are drawn once, pictures keep their space)",
  scriptsAfter: "requests its JavaScript only after its first view has loaded, then hydrates",
  prefetch: "prefetches the booking code after its scripts have run, not while one runs",
}

// One load of each page serves every check of its first load.
test.each(
  BENCH_ROUTES.map((route) => [
    route,
    [
      CHECKS.budget,
      CHECKS.prefetch,
      ...(STILL_WHILE_LOADING.includes(route) ? [CHECKS.still] : []),
      ...(SCRIPTS_AFTER_FIRST_VIEW.includes(route) ? [CHECKS.scriptsAfter] : []),
    ].join("; "),
  ]),
)("%s %s", async (route) => {
  const page = await harness.browser.newPage({ viewport: PHONE })
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shift += entry.value
    }).observe({ type: "layout-shift", buffered: true })
  })
  await page.addInitScript(recordPrefetches)
  await page.goto(`${harness.site.url}${route}`, { waitUntil: "networkidle" })
  // The page asks for its scripts after its first view has loaded, at times after the network's quiet: the booking
  // code's prefetch, added once the app has run, says every script of the start has arrived.
  await expectBookingPrefetchOutsideScripts(page)
  const scripts = await loadedScripts(page)
  const total = scripts.reduce((sum, s) => sum + s.kb, 0)
  expect(scripts.length).toBeGreaterThan(2)
  expect(scripts.every((s) => s.kb > 0)).toBe(true) // served compressed and measured
  expect(scripts.filter((s) => s.name.includes("booking-dialog"))).toEqual([])
  // The booking page's code is /booking's alone.
  expect(scripts.filter((s) => s.name.includes("src-pages-booking-tsx"))).toEqual([])
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB)
  if (STILL_WHILE_LOADING.includes(route)) await expectStillWhileLoading(page)
  if (SCRIPTS_AFTER_FIRST_VIEW.includes(route)) await expectScriptsAfterFirstView(page)
  await page.close()
})

test("the booking code starts loading when the pointer reaches Book Now, before the click", async () => {
  const page = await harness.browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.goto(`${harness.site.url}/`, { waitUntil: "networkidle" })
  const requested = page.waitForRequest((r) => r.url().includes("booking-dialog"), { timeout: 5000 })
  await page.getByRole("button", { name: "Book Now" }).first().hover()
  await requested
  await page.close()
})

test("/contact fetches its form's checks when the visitor starts on the form, and they answer before anything is sent", async () => {
  const page = await harness.browser.newPage({ viewport: PHONE })
  const posts: string[] = []
  page.on("request", (r) => r.method() === "POST" && posts.push(r.url()))
  await page.goto(`${harness.site.url}/contact`, { waitUntil: "networkidle" })
  expect((await loadedScripts(page)).filter((s) => s.name.includes("contact-validation"))).toEqual([])
  const requested = page.waitForRequest((r) => r.url().includes("contact-validation"), { timeout: 5000 })
  await page.getByLabel("Your name").focus()
  await requested
  await page.getByRole("button", { name: "Send Message" }).click()
  await page.getByText("Please write a message").waitFor()
  expect(posts).toEqual([])
  await page.close()
})

interface Prefetch {
  href: string
  /** The script being run when the link was added (its address), or "" outside any. */
  duringScript: string
}

/** Runs in the page before its scripts: notes every `<link rel="prefetch">` added, and which script was running then. */
function recordPrefetches() {
  const added: Prefetch[] = []
  ;(window as unknown as { __prefetches: Prefetch[] }).__prefetches = added
  const note = (node: Node) => {
    if (node instanceof HTMLLinkElement && node.rel === "prefetch")
      added.push({ href: node.href, duringScript: (document.currentScript as HTMLScriptElement | null)?.src ?? "" })
  }
  const append = Node.prototype.appendChild
  const insert = Node.prototype.insertBefore
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    note(node)
    return append.call(this, node) as T
  }
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    note(node)
    return insert.call(this, node, child) as T
  }
}

/** The booking code is prefetched, and its links were added outside any script's run (so not in the start-up's task). */
async function expectBookingPrefetchOutsideScripts(page: Page): Promise<void> {
  const prefetches = () => page.evaluate(() => (window as unknown as { __prefetches: Prefetch[] }).__prefetches)
  await page.waitForFunction(() =>
    (window as unknown as { __prefetches: Prefetch[] }).__prefetches.some((p) => p.href.includes("booking-dialog")),
  )
  expect((await prefetches()).filter((p) => p.duringScript !== "")).toEqual([])
}

/** Nothing has moved by the time the page has loaded and hydrated (fonts are drawn once, pictures keep their space). */
async function expectStillWhileLoading(page: Page): Promise<void> {
  await page.waitForTimeout(300)
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
  expect(shift).toBeLessThanOrEqual(0.01)
}

/** The page asked for its JavaScript only after its first view had loaded, then hydrated: the menu button answers on a phone. */
async function expectScriptsAfterFirstView(page: Page): Promise<void> {
  const { loaded, heroLoaded, scriptStarts } = await page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
    return {
      loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      heroLoaded:
        resources.find((e) => e.name === document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc)?.responseEnd ??
        0,
      scriptStarts: resources.filter((e) => e.initiatorType === "script").map((e) => e.startTime),
    }
  })
  // The HTML, the eager hero picture and the fonts have arrived before any script is asked for.
  expect(scriptStarts.length).toBeGreaterThan(2)
  expect(heroLoaded).toBeGreaterThan(0)
  expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(Math.max(loaded, heroLoaded))
  // And the page became interactive: the menu button answers on a phone.
  await page.getByRole("button", { name: "Open menu" }).click()
  await page.getByRole("button", { name: "Close menu" }).first().waitFor()
}
