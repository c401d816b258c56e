/**
 * A page's styles are paid once: the stylesheets the server wrote into the page's head are the ones
 * the page keeps while its code starts and hydrates. None of them is taken out of the document and
 * put back (the browser would process that stylesheet again and restyle the page), and no rule of
 * theirs is inserted a second time. A rule the server did not write (a style only the browser's
 * render produces) may still be added, in an element of its own.
 */
import { useSiteAndBrowser, useTab } from "./harness"
import { PHONE } from "./browser"
import { BENCH_ROUTES } from "../../scripts/bench/routes"

const harness = useSiteAndBrowser()

interface StyleRecord {
  /** Each server style element taken out of the document or put into it after the HTML was parsed, by its first characters. */
  moved: string[]
  /** Rules added after the HTML was parsed that one of the server's stylesheets already has. */
  repeated: string[]
  /** The server's style elements still in place, in their order, each with its number of rules. */
  kept: number[]
  server: number[]
}

declare global {
  interface Window {
    __styleRecord?: () => StyleRecord
  }
}

/**
 * Runs before the page's own scripts: once the HTML is parsed (before any of the page's code runs,
 * the entry scripts start after the first paint), notes the server's style elements and their rules,
 * then records every style element that leaves or joins the document.
 */
function recordStyles() {
  const name = (node: Node) => (node.textContent ?? "").slice(0, 60) || (node as Element).outerHTML.slice(0, 60)
  const rules = (style: HTMLStyleElement) => Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText)
  document.addEventListener("DOMContentLoaded", () => {
    const server = Array.from(document.querySelectorAll("style"))
    const serverRules = new Set(server.flatMap(rules))
    const serverCounts = server.map((style) => rules(style).length)
    const moved: string[] = []
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of [...Array.from(record.removedNodes), ...Array.from(record.addedNodes)])
          if (server.includes(node as HTMLStyleElement)) moved.push(name(node))
    }).observe(document, { childList: true, subtree: true })
    window.__styleRecord = () => {
      const now = Array.from(document.querySelectorAll("style"))
      const added = now.filter((style) => !server.includes(style)).flatMap(rules)
      return {
        moved,
        repeated: added.filter((rule) => serverRules.has(rule)),
        kept: now.filter((style) => server.includes(style)).map((style) => rules(style).length),
        server: serverCounts,
      }
    }
  })
}

// One tab, each page loaded in it in turn (harness.ts), its style elements recorded from the start of each load.
const tab = useTab(harness, { viewport: PHONE })
beforeAll(() => tab.page.addInitScript(recordStyles))

test.each(BENCH_ROUTES)(
  "%s keeps the server's stylesheets as they are while it starts up, and repeats none of their rules",
  async (route) => {
    // React hydrates the page's parts in slices after the app has started, and the islands within reach go live.
    await tab.open(route, "app")
    const page = tab.page
    const record = await page.evaluate(() => window.__styleRecord!())
    expect(record.server.length).toBeGreaterThan(0)
    expect(record).toEqual({ moved: [], repeated: [], kept: record.server, server: record.server })
  },
)
