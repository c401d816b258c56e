// Performance benchmark (not a test): serves the build and measures, in Debian's Chromium at phone
// size, what QUALITY.md budgets: JavaScript before interaction, LCP, CLS, bytes, the hero image.
// Median of RUNS loads per route. Figures print and go to bench/results/bench-<time>.json.
// Usage: npm run build && npm run bench:pages
import { serveBuiltSite } from "../../tests/browser/serve"
import { PHONE, launchBrowser } from "../../tests/browser/browser"
import { BENCH_ROUTES, FIRST_LOAD_JS_BUDGET_KB } from "./routes"
import { machine, median, requireBuild, writeResults } from "./report"

const RUNS = Number(process.env.BENCH_RUNS ?? 3)

interface Sample {
  jsKb: number
  bytesKb: number
  lcpMs: number
  cls: number
  lcpElement: string
  lcpImageKb: number
  bookingCodeRun: boolean
  bookingCodePrefetched: boolean
}

async function main() {
  requireBuild()
  const site = await serveBuiltSite({ RATE_LIMIT_PER_MINUTE: "0" })
  const browser = await launchBrowser()
  const results: Record<string, Record<string, number | string>> = {}
  try {
    for (const route of BENCH_ROUTES) {
      const samples: Sample[] = []
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1 })
        const page = await context.newPage()
        await page.addInitScript(() => {
          const w = window as unknown as { __lcp: { time: number; element: string; url: string }; __cls: number }
          w.__cls = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              element?: Element
              url?: string
              renderTime?: number
              loadTime?: number
            })[]) {
              w.__lcp = { time: entry.startTime, element: entry.element?.tagName ?? "", url: entry.url ?? "" }
            }
          }).observe({ type: "largest-contentful-paint", buffered: true })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) w.__cls += entry.value
          }).observe({ type: "layout-shift", buffered: true })
        })
        await page.goto(`${site.url}${route}`, { waitUntil: "networkidle" })
        await page.waitForTimeout(500)
        samples.push(
          await page.evaluate(() => {
            const w = window as unknown as { __lcp?: { time: number; element: string; url: string }; __cls: number }
            const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
            const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming
            const js = resources.filter((r) => r.initiatorType === "script").reduce((s, r) => s + r.encodedBodySize, 0)
            const bytes = resources.reduce((s, r) => s + r.transferSize, nav.transferSize)
            const lcpImage = resources.find((r) => w.__lcp?.url && r.name === w.__lcp.url)
            return {
              jsKb: js / 1024,
              bytesKb: bytes / 1024,
              lcpMs: w.__lcp?.time ?? 0,
              cls: w.__cls,
              lcpElement: w.__lcp?.element ?? "",
              lcpImageKb: lcpImage ? lcpImage.encodedBodySize / 1024 : 0,
              bookingCodeRun: resources.some((r) => r.initiatorType === "script" && r.name.includes("booking-dialog")),
              bookingCodePrefetched: resources.some((r) => r.initiatorType === "link" && r.name.includes("booking-dialog")),
            }
          }),
        )
        await context.close()
      }
      results[route] = {
        firstLoadJsKbGzip: Math.round(median(samples.map((s) => s.jsKb)) * 10) / 10,
        transferredKb: Math.round(median(samples.map((s) => s.bytesKb))),
        lcpMs: Math.round(median(samples.map((s) => s.lcpMs))),
        cls: Math.round(median(samples.map((s) => s.cls)) * 1000) / 1000,
        lcpElement: samples[0].lcpElement,
        lcpImageKb: Math.round(median(samples.map((s) => s.lcpImageKb)) * 10) / 10,
        // The booking form, schema, calendar and dialog run on the first input, never before; the
        // page's code prefetches them once it runs (downloaded at the lowest priority, not run).
        bookingCodeRun: samples.some((s) => s.bookingCodeRun) ? "yes" : "no",
        bookingCodePrefetched: samples.every((s) => s.bookingCodePrefetched) ? "yes" : "no",
      }
      console.log(route.padEnd(36), JSON.stringify(results[route]))
    }
  } finally {
    await browser.close()
    await site.stop()
  }
  const method = `Chromium headless, 390×844, no throttling, median of ${RUNS} loads, served by gatsby serve on loopback`
  const file = writeResults("pages", {
    method,
    budgets: { firstLoadJsKbGzip: FIRST_LOAD_JS_BUDGET_KB, heroImageKbAt390: 80, cls: 0.01 },
    results,
  })
  console.log(`\n${machine()}\n${method}\nWritten to ${file}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
