/**
 * The built site under `gatsby serve` and a Chromium for a test file. With no environment of its own,
 * the file uses the ones the browser project shares (shared-site.ts): it connects to them before its
 * tests and disconnects after, which closes the pages it opened. With an environment, or when the
 * shared ones were not started (a file run by another project), it starts its own and stops them.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core"
import { serveBuiltSite, type ServedSite } from "./serve"
import { collectErrors, launchHeadlessShell } from "./browser"
import { SHARED_BROWSER_ENDPOINT, SHARED_SITE_URL } from "./shared-site"

export interface Harness {
  readonly site: ServedSite
  readonly browser: Browser
}

/** `env` is the functions' environment (e.g. a raised rate limit for suites that submit many forms). */
export function useSiteAndBrowser(env: Record<string, string> = {}): Harness {
  const harness = {} as { site: ServedSite; browser: Browser }
  const sharedUrl = process.env[SHARED_SITE_URL]
  const sharedEndpoint = process.env[SHARED_BROWSER_ENDPOINT]
  const shared = Object.keys(env).length === 0 && sharedUrl && sharedEndpoint
  beforeAll(async () => {
    if (shared) {
      harness.site = { url: sharedUrl, stop: async () => undefined }
      harness.browser = await chromium.connect(sharedEndpoint)
    } else [harness.site, harness.browser] = await Promise.all([serveBuiltSite(env), launchHeadlessShell()])
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
 * load is still a new document: nothing of the page before stays in it but the tab's session storage.
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
      held.errors.length = 0
      await held.page.goto(`${harness.site.url}${route}`, { waitUntil })
      return held.errors
    },
  }
}
