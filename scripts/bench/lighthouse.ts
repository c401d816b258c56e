// Lighthouse 12, mobile preset (default simulated throttling), on the seven benchmark pages and on
// the reference floor (bench/floor: the smallest Gatsby 5 + Emotion page with one hero image),
// measured in the same run and interleaved so both see the same machine noise (QUALITY.md).
// Median of RUNS runs per page; each page is judged by its ratio to the floor. Beside the scores, each
// page's DOM size, its style-and-layout time, and every task over 50 ms of its median run with the
// script it is attributed to (the site's own, React and Gatsby's runtime, or the document: script-source.ts).
// Usage: npm run build && npm run bench:lighthouse     (BENCH_RUNS=5 for more runs)
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { serveBuiltSite, type ServedSite } from "../../tests/browser/serve"
import { CHROMIUM_PATH } from "../../tests/browser/browser"
import { importBenchPackage } from "./load-packages"
import { BENCH_ROUTES } from "./routes"
import { scriptLabel, scriptSource, type ScriptSource } from "./script-source"
import { machine, median, requireBuild, root, round, writeResults } from "./report"

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const FLOOR_DIR = path.join(root, "bench", "floor")
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]

/** The bars of QUALITY.md, relative to the floor where the machine's noise would otherwise decide. */
const BARS = {
  categories100: ["accessibility", "best-practices", "seo"],
  performancePointsUnderFloor: 2,
  tbtRatio: 1.3,
  // The slow phone's bar: no slower to the largest paint than the floor (QUALITY.md's general bar is 1.2).
  lcpRatio: 1.0,
  cls: 0.01,
}

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>
  lcpMs: number
  cls: number
  tbtMs: number
  fcpMs: number
  bytesKb: number
  scriptKb: number
  domNodes: number
  styleLayoutMs: number
  longTasks: LongTask[]
}

/** A main-thread task over 50 ms (Lighthouse's simulated duration) and the script Lighthouse attributes it to. */
interface LongTask {
  ms: number
  source: ScriptSource
  script: string
}

type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult } | undefined>
interface LighthouseResult {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: AuditItem[] } }>
  runtimeError?: { message: string }
}

/** The rows of the audits read here: resource-summary, long-tasks, mainthread-work-breakdown. */
interface AuditItem {
  resourceType?: string
  transferSize?: number
  url?: string
  duration?: number
  group?: string
}

/** The newest modification time among the floor's own sources (its config, package file and src/). */
function floorSourcesTime(): number {
  const files = [
    "gatsby-config.ts",
    "package.json",
    ...fs.readdirSync(path.join(FLOOR_DIR, "src"), { recursive: true }).map((f) => path.join("src", String(f))),
  ]
  return Math.max(...files.map((f) => fs.statSync(path.join(FLOOR_DIR, f)).mtimeMs))
}

/** Builds the floor when it has no build, or one older than its sources. */
function buildFloor(): void {
  const built = path.join(FLOOR_DIR, "public", "index.html")
  const current = fs.existsSync(built) && fs.statSync(built).mtimeMs > floorSourcesTime()
  if (current && !process.argv.includes("--rebuild-floor")) return
  console.log("Building the reference floor (bench/floor)…")
  execFileSync(process.execPath, [require.resolve("gatsby/cli"), "build"], {
    cwd: FLOOR_DIR,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
}

async function runOnce(
  lighthouse: Lighthouse,
  launch: (options: object) => Promise<{ port: number; kill: () => void }>,
  url: string,
): Promise<Run> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] })
    if (!result || result.lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message ?? "no result"}`)
    const { categories, audits } = result.lhr
    const items = audits["resource-summary"]?.details?.items ?? []
    const rows = (audit: string) => audits[audit]?.details?.items ?? []
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])) as Run["scores"],
      lcpMs: audits["largest-contentful-paint"].numericValue ?? 0,
      cls: audits["cumulative-layout-shift"].numericValue ?? 0,
      tbtMs: audits["total-blocking-time"].numericValue ?? 0,
      fcpMs: audits["first-contentful-paint"].numericValue ?? 0,
      bytesKb: (audits["total-byte-weight"].numericValue ?? 0) / 1024,
      scriptKb: (items.find((i) => i.resourceType === "script")?.transferSize ?? 0) / 1024,
      domNodes: audits["dom-size"]?.numericValue ?? 0,
      styleLayoutMs: rows("mainthread-work-breakdown").find((i) => i.group === "styleLayout")?.duration ?? 0,
      longTasks: rows("long-tasks").map((task) => ({
        ms: Math.round(task.duration ?? 0),
        source: scriptSource(task.url, url),
        script: scriptLabel(task.url, url),
      })),
    }
  } finally {
    chrome.kill()
  }
}

function summarize(runs: Run[]) {
  // The tasks of the run whose blocking time is the median: a set that happened, not a mix of runs.
  const medianRun = [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor((runs.length - 1) / 2)]
  return {
    performance: median(runs.map((r) => r.scores.performance)),
    accessibility: Math.min(...runs.map((r) => r.scores.accessibility)),
    bestPractices: Math.min(...runs.map((r) => r.scores["best-practices"])),
    seo: Math.min(...runs.map((r) => r.scores.seo)),
    lcpMs: round(median(runs.map((r) => r.lcpMs))),
    tbtMs: round(median(runs.map((r) => r.tbtMs))),
    fcpMs: round(median(runs.map((r) => r.fcpMs))),
    cls: round(median(runs.map((r) => r.cls)), 3),
    bytesKb: round(median(runs.map((r) => r.bytesKb))),
    scriptKb: round(median(runs.map((r) => r.scriptKb)), 1),
    domNodes: median(runs.map((r) => r.domNodes)),
    styleLayoutMs: round(median(runs.map((r) => r.styleLayoutMs))),
    longTasks: medianRun.longTasks,
    performanceRuns: runs.map((r) => r.scores.performance),
  }
}

type Summary = ReturnType<typeof summarize>

function judge(page: Summary, floor: Summary) {
  // A floor TBT of 0 ms makes any ratio meaningless; compare with at least one 50 ms long-task unit.
  const tbtRatio = page.tbtMs / Math.max(floor.tbtMs, 50)
  const lcpRatio = page.lcpMs / floor.lcpMs
  const checks = {
    "a11y/bp/seo 100": page.accessibility === 100 && page.bestPractices === 100 && page.seo === 100,
    [`perf ≥ floor − ${BARS.performancePointsUnderFloor}`]: page.performance >= floor.performance - BARS.performancePointsUnderFloor,
    [`TBT ≤ ${BARS.tbtRatio}×`]: tbtRatio <= BARS.tbtRatio,
    [`LCP ≤ ${BARS.lcpRatio}×`]: lcpRatio <= BARS.lcpRatio,
    [`CLS ≤ ${BARS.cls}`]: page.cls <= BARS.cls,
  }
  return {
    tbtRatio: round(tbtRatio, 2),
    lcpRatio: round(lcpRatio, 2),
    bytesRatio: round(page.bytesKb / floor.bytesKb, 2),
    domRatio: round(page.domNodes / floor.domNodes, 1),
    styleLayoutRatio: round(page.styleLayoutMs / floor.styleLayoutMs, 1),
    checks,
  }
}

async function main() {
  requireBuild()
  buildFloor()
  const { default: lighthouse } = (await importBenchPackage("lighthouse")) as { default: Lighthouse }
  const { launch } = (await importBenchPackage("chrome-launcher")) as {
    launch: (options: object) => Promise<{ port: number; kill: () => void }>
  }

  let site: ServedSite | undefined
  let floor: ServedSite | undefined
  try {
    ;[site, floor] = await Promise.all([serveBuiltSite({ RATE_LIMIT_PER_MINUTE: "0" }), serveBuiltSite({}, FLOOR_DIR)])
    const targets: [string, string][] = [
      ["floor", `${floor.url}/`],
      ...BENCH_ROUTES.map((route): [string, string] => [route, `${site!.url}${route}`]),
    ]
    const runs = new Map<string, Run[]>(targets.map(([name]) => [name, []]))
    // Warm both servers (first requests compile nothing, but fill the OS file cache).
    for (const [, url] of targets) await fetch(url)
    for (let round = 1; round <= RUNS; round++) {
      for (const [name, url] of targets) {
        const run = await runOnce(lighthouse, launch, url)
        runs.get(name)!.push(run)
        console.log(
          `run ${round}/${RUNS} ${name.padEnd(34)} perf ${run.scores.performance}  LCP ${Math.round(run.lcpMs)} ms  TBT ${Math.round(run.tbtMs)} ms  CLS ${run.cls.toFixed(3)}`,
        )
      }
    }

    const floorSummary = summarize(runs.get("floor")!)
    const pages = Object.fromEntries(BENCH_ROUTES.map((route) => [route, summarize(runs.get(route)!)]))
    const verdicts = Object.fromEntries(BENCH_ROUTES.map((route) => [route, judge(pages[route], floorSummary)]))

    console.log(`\nLighthouse 12 mobile (simulated throttling), median of ${RUNS}; a11y/bp/seo are the lowest of the runs`)
    console.log(
      ["page".padEnd(34), "perf", "a11y", "bp ", "seo", "LCP ms", "TBT ms", "CLS  ", "KB  ", "JS KB", "LCP×", "TBT×", "bars"].join("  "),
    )
    const row = (name: string, s: Summary, v?: ReturnType<typeof judge>) =>
      console.log(
        [
          name.padEnd(34),
          String(s.performance).padStart(4),
          String(s.accessibility).padStart(4),
          String(s.bestPractices).padStart(3),
          String(s.seo).padStart(3),
          String(s.lcpMs).padStart(6),
          String(s.tbtMs).padStart(6),
          s.cls.toFixed(3),
          String(s.bytesKb).padStart(4),
          s.scriptKb.toFixed(1).padStart(5),
          v ? v.lcpRatio.toFixed(2) : "  - ",
          v ? v.tbtRatio.toFixed(2) : "  - ",
          v
            ? Object.values(v.checks).every(Boolean)
              ? "all met"
              : `NOT met: ${Object.entries(v.checks)
                  .filter(([, ok]) => !ok)
                  .map(([k]) => k)
                  .join(", ")}`
            : "",
        ].join("  "),
      )
    row("reference floor", floorSummary)
    for (const route of BENCH_ROUTES) row(route, pages[route], verdicts[route])

    console.log(`\nWhere the time goes (the tasks over 50 ms of the median run, by the script they are attributed to)`)
    console.log(["page".padEnd(34), "DOM  ", "DOM×", "style+layout ms", "×   ", "tasks over 50 ms"].join("  "))
    const work = (name: string, s: Summary, v?: ReturnType<typeof judge>) =>
      console.log(
        [
          name.padEnd(34),
          String(s.domNodes).padStart(5),
          v ? v.domRatio.toFixed(1).padStart(4) : "   -",
          String(s.styleLayoutMs).padStart(15),
          v ? v.styleLayoutRatio.toFixed(1).padStart(4) : "   -",
          s.longTasks.map((t) => `${t.script} (${t.source}) ${t.ms}`).join(", ") || "none",
        ].join("  "),
      )
    work("reference floor", floorSummary)
    for (const route of BENCH_ROUTES) work(route, pages[route], verdicts[route])

    const method = `Lighthouse 12 CLI API, mobile preset with simulated throttling, Debian Chromium headless, ${RUNS} interleaved runs per page, served by gatsby serve on loopback`
    const file = writeResults("lighthouse", { method, bars: BARS, floor: floorSummary, pages, verdicts })
    console.log(`\n${machine()}\n${method}\nWritten to ${file}`)
  } finally {
    await Promise.all([site?.stop(), floor?.stop()])
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
