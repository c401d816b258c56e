// Performance benchmark (not a test): how long a visitor waits between a click on Book Now and the
// booking dialog on screen, in Debian's Chromium with its CPU slowed 4× (a mid-range phone), for a
// click made the moment the page fires `load` and for one made once the page is idle. Median of
// RUNS clicks each (BENCH_RUNS, default 5). Figures print and go to bench/results/first-tap-<time>.json.
// Usage: npm run build && npm run bench:first-tap
import type { Page } from "playwright-core"
import { serveBuiltSite } from "../../tests/browser/serve"
import { DESKTOP, PHONE, launchBrowser } from "../../tests/browser/browser"
import { machine, median, requireBuild, round, writeResults } from "./report"

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const CPU_SLOWDOWN = 4
/** The pages with a Book Now in their first screen that visitors land on most (BENCH_TAP_ROUTES, comma-separated, measures others). */
const ROUTES = process.env.BENCH_TAP_ROUTES?.split(",") ?? ["/", "/services/airport", "/fleet"]
/** How long after `load` the page counts as idle: its scripts fetched, run and hydrated, even at 4×. */
const IDLE_AFTER_LOAD_MS = 6000

/**
 * When the click comes: the moment the page fires `load`; once the page is idle, from a visitor
 * whose pointer has already been moving over the page (as a mouse does long before a click); and
 * once idle with the click as the very first input (a tap that is a visitor's first touch).
 */
const MOMENTS = ["at load", "after idle", "after idle, first input"] as const
type Moment = (typeof MOMENTS)[number]

/**
 * Records, inside the page, when a click reaches the window and when a booking dialog is first
 * painted. A string, not a function: the TypeScript runner adds helpers to functions that the
 * page would not have.
 */
const WATCH_DIALOG = `addEventListener("click", function () {
  if (window.__tap) return
  var tap = (window.__tap = { clickAt: performance.now(), shownAt: 0 })
  requestAnimationFrame(function poll() {
    var dialog = document.querySelector('[role="dialog"][aria-labelledby="booking-title"]')
    if (dialog && dialog.getBoundingClientRect().height > 0) tap.shownAt = performance.now()
    else requestAnimationFrame(poll)
  })
}, true)`

async function tapOnce(page: Page, url: string, moment: Moment): Promise<number> {
  await page.addInitScript(WATCH_DIALOG)
  await page.goto(url, { waitUntil: "load" })
  if (moment !== "at load") await page.waitForTimeout(IDLE_AFTER_LOAD_MS)
  if (moment === "after idle") {
    await page.mouse.move(8, 300)
    await page.mouse.move(40, 320, { steps: 4 })
    await page.waitForTimeout(1000)
  }
  // The first Book Now on screen (the header's on a desktop, the action bar's or the hero's on a phone).
  const box = await page.evaluate(() => {
    for (const button of Array.from(document.querySelectorAll("button"))) {
      if (!/^Book (Now|Your Ride)$/.test(button.textContent?.trim() ?? "")) continue
      const r = button.getBoundingClientRect()
      if (r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth)
        return { x: r.x, y: r.y, width: r.width, height: r.height }
    }
    return null
  })
  if (!box) throw new Error(`No Book Now on the first screen of ${url}`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page
    .waitForFunction(() => (window as unknown as { __tap?: { shownAt: number } }).__tap?.shownAt, undefined, { timeout: 30000 })
    .catch((error: Error) => {
      throw new Error(`No booking dialog within 30 s of a click ${moment} on ${url}: ${error.message}`)
    })
  return page.evaluate(() => {
    const tap = (window as unknown as { __tap: { clickAt: number; shownAt: number } }).__tap
    return tap.shownAt - tap.clickAt
  })
}

async function main() {
  requireBuild()
  const site = await serveBuiltSite({ RATE_LIMIT_PER_MINUTE: "0" })
  const browser = await launchBrowser()
  const results: Record<string, Record<Moment, number>> = {}
  try {
    for (const [width, viewport] of [
      ["390 px", PHONE],
      ["1440 px", DESKTOP],
    ] as const) {
      for (const route of ROUTES) {
        const key = `${route} at ${width}`
        results[key] = {} as Record<Moment, number>
        for (const moment of MOMENTS) {
          const samples: number[] = []
          for (let run = 0; run < RUNS; run++) {
            const context = await browser.newContext({ viewport })
            const page = await context.newPage()
            const cdp = await context.newCDPSession(page)
            await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
            samples.push(await tapOnce(page, `${site.url}${route}`, moment))
            await context.close()
          }
          results[key][moment] = round(median(samples))
        }
        console.log(key.padEnd(30), JSON.stringify(results[key]))
      }
    }
  } finally {
    await browser.close()
    await site.stop()
  }
  const method = `Chromium headless, CPU slowed ${CPU_SLOWDOWN}×, no network throttling, gatsby serve on loopback; ms from the click to the booking dialog painted; a click at the load event, and ${IDLE_AFTER_LOAD_MS / 1000} s after it with the pointer moved over the page a second before, or with the click as the first input; median of ${RUNS}`
  const file = writeResults("first-tap", { method, goals: { atLoadMs: 1000, afterIdleMs: 200 }, results })
  console.log(`\n${machine()}\n${method}\nWritten to ${file}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
