import vm from "vm"
import { entryScriptSources, startEntryScriptsAfterFirstPaint } from "../entry-scripts"

const page = `<!DOCTYPE html><html><body><main>Hi</main><script id="gatsby-chunk-mapping">window.x=1</script><script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script></body></html>`
const SCRIPTS = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"]
const BOOKING_CODE = ["/booking-dialog-4d.js", "/5e.js"]

/**
 * Runs the page's loader in a stand-in window whose events, frames, timers and paints the test
 * drives by hand, and reports which scripts it appended.
 */
function runLoader(options: { readyState?: string; paintTiming?: boolean; paintedAlready?: boolean } = {}) {
  const html = startEntryScriptsAfterFirstPaint(page, BOOKING_CODE)
  const script = html.match(/<script id="entry-scripts">([\s\S]*?)<\/script>/)![1]
  const appended: string[] = []
  const scripts: { src: string; onload?: () => void; onerror?: () => void }[] = []
  const prefetched: { rel: string; as: string; href: string }[] = []
  const idle: (() => void)[] = []
  const frames: (() => void)[] = []
  const timers: { fn: () => void; ms: number }[] = []
  const loadListeners: (() => void)[] = []
  const inputListeners: Record<string, (() => void)[]> = {}
  const paints: string[] = options.paintedAlready ? ["first-paint", "first-contentful-paint"] : []
  const observers: (() => void)[] = []
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? ["navigation"] : ["paint", "navigation"]
    private active = false
    constructor(private readonly callback: () => void) {}
    observe() {
      this.active = true
      observers.push(() => this.active && this.callback())
    }
    disconnect() {
      this.active = false
    }
  }
  const context = {
    document: {
      readyState: options.readyState ?? "interactive",
      createElement: () => ({}) as { src?: string },
      body: { appendChild: (e: { src: string }) => appended.push(e.src) && scripts.push(e) },
      head: { appendChild: (e: { rel: string; as: string; href: string }) => prefetched.push({ ...e }) },
      addEventListener: (type: string, fn: () => void) => (inputListeners[type] ??= []).push(fn),
    },
    addEventListener: (type: string, fn: () => void) => type === "load" && loadListeners.push(fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    requestIdleCallback: (fn: () => void) => idle.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    performance: { getEntriesByName: (name: string) => paints.filter((p) => p === name) },
    PerformanceObserver: FakeObserver,
  }
  vm.runInNewContext(script, { ...context, window: context })
  return {
    appended,
    prefetched,
    /** Runs the page's entry script at `index` (its load or, with `failed`, its error). */
    ran: (index: number, failed = false) => (failed ? scripts[index].onerror : scripts[index].onload)?.(),
    /** Runs what waits for an idle moment, one at a time; returns how many ran. */
    idle: () => {
      let count = 0
      while (idle.length > 0) {
        idle.shift()!()
        count++
      }
      return count
    },
    frames,
    load: () => loadListeners.forEach((fn) => fn()),
    input: (type: string) => (inputListeners[type] ?? []).forEach((fn) => fn()),
    paint: (name: string) => {
      paints.push(name)
      observers.forEach((notify) => notify())
    },
    runTimers: (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.fn()),
  }
}

test("the async entry scripts become one inline loader at the place of the first, in their order", () => {
  const html = startEntryScriptsAfterFirstPaint(page)
  expect(html).not.toMatch(/<script src=/)
  expect(html).toContain(`<script id="gatsby-chunk-mapping">window.x=1</script><script id="entry-scripts">`)
  expect(html.match(/<script/g)).toHaveLength(2)
})

test("nothing is requested before the load event and the first contentful paint; then every script once, in order", () => {
  const loader = runLoader()
  loader.load()
  loader.paint("first-paint") // a paint with nothing on it yet does not count
  loader.runTimers(0)
  expect(loader.appended).toEqual([])
  loader.paint("first-contentful-paint")
  loader.runTimers(0)
  expect(loader.appended).toEqual(SCRIPTS)
  loader.runTimers(1000) // the fallback later finds them started
  expect(loader.appended).toEqual(SCRIPTS)
})

test.each(["pointerdown", "keydown"])("a %s before the page has loaded starts every script at once, and only once", (type) => {
  const loader = runLoader()
  loader.input(type)
  expect(loader.appended).toEqual(SCRIPTS)
  loader.input(type)
  loader.load()
  loader.paint("first-contentful-paint")
  loader.runTimers(0)
  loader.runTimers(1000)
  expect(loader.appended).toEqual(SCRIPTS)
})

test("frames that pass while a font holds rendering back do not start the scripts", () => {
  const loader = runLoader()
  loader.load()
  expect(loader.frames).toEqual([])
  loader.runTimers(0)
  expect(loader.appended).toEqual([])
})

test("a tab in the background, which never paints, starts its scripts one second after load", () => {
  const loader = runLoader()
  loader.load()
  loader.runTimers(1000)
  expect(loader.appended).toEqual(SCRIPTS)
})

test("without paint timing, two frames after load stand in for the paint", () => {
  const loader = runLoader({ paintTiming: false })
  loader.load()
  loader.frames.shift()!()
  expect(loader.appended).toEqual([])
  loader.frames.shift()!()
  loader.runTimers(0)
  expect(loader.appended).toEqual(SCRIPTS)
})

test("a loader that runs after the page has loaded and painted starts at once", () => {
  const loader = runLoader({ readyState: "complete", paintedAlready: true })
  loader.runTimers(0)
  expect(loader.appended).toEqual(SCRIPTS)
})

test("a page without entry scripts is left as it is; a rewritten one is rewritten to the same", () => {
  const once = startEntryScriptsAfterFirstPaint(page)
  expect(startEntryScriptsAfterFirstPaint(once)).toBe(once)
  const olderLoader = once.replace(
    /<script id="entry-scripts">\(function\(\)\{var d=document,s=(\[[^\]]*\]),p=\[\],started=0[\s\S]*?<\/script>/,
    '<script id="entry-scripts">(function(){var d=document,s=$1,started=0;/* an older loader */})()</script>',
  )
  expect(olderLoader).not.toBe(once)
  expect(startEntryScriptsAfterFirstPaint(olderLoader)).toBe(once)
  expect(startEntryScriptsAfterFirstPaint("<html><body>static</body></html>")).toBe("<html><body>static</body></html>")
})

test("the booking code is prefetched once every entry script has run, at idle, one link per idle moment", () => {
  const loader = runLoader({ readyState: "complete", paintedAlready: true })
  loader.runTimers(0)
  loader.ran(0)
  loader.ran(2)
  expect(loader.idle()).toBe(0)
  loader.ran(1, true) // a script that failed has still finished
  expect(loader.prefetched).toEqual([])
  expect(loader.idle()).toBe(BOOKING_CODE.length + 1)
  expect(loader.prefetched).toEqual(BOOKING_CODE.map((href) => ({ rel: "prefetch", as: "script", href })))
})

test("the entry scripts of a page can be read back before and after the rewrite", () => {
  expect(entryScriptSources(page)).toEqual(SCRIPTS)
  expect(entryScriptSources(startEntryScriptsAfterFirstPaint(page))).toEqual(SCRIPTS)
})
