import vm from "vm"
import { entryScriptSources, startEntryScriptsAfterFirstPaint } from "../entry-scripts"

const page = `<!DOCTYPE html><html><body><main>Hi</main><script id="gatsby-chunk-mapping">window.x=1</script><script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script></body></html>`

/** Runs the page's loader against a stand-in window and reports what it appended, event by event and frame by frame. */
function runLoader(html: string, readyState = "interactive") {
  const script = html.match(/<script id="entry-scripts">([\s\S]*?)<\/script>/)![1]
  const appended: string[] = []
  const frames: (() => void)[] = []
  const timers: { fn: () => void; ms: number }[] = []
  const loadListeners: (() => void)[] = []
  const context = {
    document: { readyState, createElement: () => ({}) as { src?: string }, body: { appendChild: (e: { src: string }) => appended.push(e.src) } },
    addEventListener: (type: string, fn: () => void) => type === "load" && loadListeners.push(fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  }
  vm.runInNewContext(script, context)
  const load = () => loadListeners.forEach((fn) => fn())
  return { appended, frames, timers, load }
}

test("the async entry scripts become one inline loader at the place of the first, in their order", () => {
  const html = startEntryScriptsAfterFirstPaint(page)
  expect(html).not.toMatch(/<script src=/)
  expect(html).toContain(`<script id="gatsby-chunk-mapping">window.x=1</script><script id="entry-scripts">`)
  expect(html.match(/<script/g)).toHaveLength(2)
})

test("nothing is requested before the load event and the frame after it; then every script once, in order", () => {
  const { appended, frames, timers, load } = runLoader(startEntryScriptsAfterFirstPaint(page))
  expect([appended, frames, timers]).toEqual([[], [], []])
  load()
  expect(appended).toEqual([])
  frames.shift()!() // the frame that paints the loaded page
  expect(appended).toEqual([])
  frames.shift()!() // the next one: the first is on screen
  expect(appended).toEqual(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"])
  // The fallback timer later finds the scripts already started.
  timers.filter((t) => t.ms === 500).forEach((t) => t.fn())
  expect(appended).toHaveLength(3)
})

test("a tab that renders no frames still starts its scripts half a second after load", () => {
  const { appended, timers, load } = runLoader(startEntryScriptsAfterFirstPaint(page))
  load()
  timers.filter((t) => t.ms === 500).forEach((t) => t.fn())
  expect(appended).toEqual(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"])
})

test("a loader that runs after the page has loaded waits only for the next two frames", () => {
  const { appended, frames, timers } = runLoader(startEntryScriptsAfterFirstPaint(page), "complete")
  expect(frames).toHaveLength(1)
  frames.shift()!()
  frames.shift()!()
  expect(appended).toHaveLength(3)
})

test("a page without entry scripts, or already rewritten, is left as it is", () => {
  const once = startEntryScriptsAfterFirstPaint(page)
  expect(startEntryScriptsAfterFirstPaint(once)).toBe(once)
  expect(startEntryScriptsAfterFirstPaint("<html><body>static</body></html>")).toBe("<html><body>static</body></html>")
})

test("the entry scripts of a page can be read back before and after the rewrite", () => {
  const scripts = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"]
  expect(entryScriptSources(page)).toEqual(scripts)
  expect(entryScriptSources(startEntryScriptsAfterFirstPaint(page))).toEqual(scripts)
})
