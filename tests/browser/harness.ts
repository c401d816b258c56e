/**
 * The built site under `gatsby serve` and a Chromium for a test file. The file uses the ones the browser
 * project shares (shared-site.ts): it connects to them before its tests and disconnects after, which
 * closes the pages it opened. A file with an environment of its own serves its own site in the shared
 * Chromium; when the shared ones were not started (a file run by another project), it starts its own
 * and stops them.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core"
import { serveBuiltSite, type ServedSite } from "./serve"
import { collectErrors, launchHeadlessShell } from "./browser"
import { SHARED_BROWSER_ENDPOINT, SHARED_SITE_URL } from "./shared-site"

export interface Harness {
  readonly site: ServedSite
  readonly browser: Browser
}

/**
 * `env` is the functions' environment (e.g. a raised rate limit for suites that submit many forms). A file with an
 * environment serves a site of its own, but drives it in the shared Chromium when there is one (a browser holds
 * nothing of the site's environment, and a start costs about 1.8 s of CPU).
 */
export function useSiteAndBrowser(env: Record<string, string> = {}): Harness {
  const harness = {} as { site: ServedSite; browser: Browser }
  const sharedUrl = process.env[SHARED_SITE_URL]
  const sharedEndpoint = process.env[SHARED_BROWSER_ENDPOINT]
  const sharedSite = Object.keys(env).length === 0 && sharedUrl
  beforeAll(async () => {
    ;[harness.site, harness.browser] = await Promise.all([
      sharedSite ? { url: sharedSite, stop: async () => undefined } : serveBuiltSite(env),
      sharedEndpoint ? chromium.connect(sharedEndpoint) : launchHeadlessShell(),
    ])
  })
  afterAll(async () => {
    await Promise.all([harness.browser?.close(), harness.site?.stop()])
  })
  return harness
}

export interface Tab {
  readonly page: Page
  /**
   * Loads `route` of the site in the tab, a new document, and returns the console and page errors from then on
   * (the list is emptied at the next load).
   */
  open(route: string, waitUntil?: "load" | "networkidle"): Promise<string[]>
}

/**
 * One tab (its own context, with `options`) that a file's tests load their pages in, one after another, instead of
 * a new context for each page: a load in a tab that has shown the site before keeps its renderer, its HTTP cache
 * and the scripts already compiled, and costs about half the CPU (bench/results/2026-11-29-browser-cpu.md). Each
 * load is a new document, at the top of the page, with no focus and no pointer over it, and the site's storage is
 * emptied before it: the app keeps each page's scroll position in the tab's session storage (Gatsby's scroll
 * restoration, under the same key for every first load of a page), which the next load of that page would return
 * to. Routes and init scripts a test adds to `page` stay for the loads after it.
 */
export function useTab(harness: Harness, options: BrowserContextOptions): Tab {
  const held = {} as { page: Page; errors: string[] }
  beforeAll(async () => {
    held.page = await harness.browser.newPage(options)
    held.errors = collectErrors(held.page)
  })
  afterAll(async () => {
    await held.page?.close()
  })
  return {
    get page() {
      return held.page
    },
    async open(route, waitUntil = "load") {
      if (held.page.url().startsWith(harness.site.url))
        await held.page.evaluate(() => {
          sessionStorage.clear()
          localStorage.clear()
        })
      await held.page.context().clearCookies()
      held.errors.length = 0
      await held.page.goto(`${harness.site.url}${route}`, { waitUntil })
      return held.errors
    },
  }
}
