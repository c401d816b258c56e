/**
 * The built site under `gatsby serve` and a Chromium for a test file. The file uses the ones the browser
 * project shares (shared-site.ts): it connects to them before its tests and disconnects after, which
 * closes the pages it opened. A file with an environment of its own serves its own site in the shared
 * Chromium; when the shared ones were not started (a file run by another project), it starts its own
 * and stops them.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page, type ViewportSize } from "playwright-core"
import { serveBuiltSite, type ServedSite } from "./serve"
import { appReady, collectErrors, launchHeadlessShell, reportErrors } from "./browser"
import { SHARED_BROWSER_ENDPOINT, SHARED_SITE_URL } from "./shared-site"

export interface Harness {
  readonly site: ServedSite
  readonly browser: Browser
}

/**
 * `env` is the functions' environment (e.g. a raised rate limit for suites that submit many forms). A file with an
 * environment serves a site of its own, but drives it in the shared Chromium when there is one (a browser holds
 * nothing of the site's environment, and a start costs about 1.8 s of CPU). `siteUrl` is a site served for the file
 * already (the booking loop's shared one, shared-loop-site.ts), which it neither starts nor stops.
 */
export function useSiteAndBrowser(env: Record<string, string> = {}, siteUrl?: string): Harness {
  const harness = {} as { site: ServedSite; browser: Browser }
  const sharedUrl = process.env[SHARED_SITE_URL]
  const sharedEndpoint = process.env[SHARED_BROWSER_ENDPOINT]
  const sharedSite = siteUrl ?? (Object.keys(env).length === 0 && sharedUrl)
  beforeAll(async () => {
    ;[harness.site, harness.browser] = await Promise.all([
      sharedSite ? { url: sharedSite, stop: async () => undefined } : serveBuiltSite(env),
      sharedEndpoint ? chromium.connect(sharedEndpoint) : launchHeadlessShell(),
    ])
  })
  afterAll(async () => {
    // Jest runs a file's afterAll hooks in the order they were declared, so this one comes before the file's own:
    // a request still passing through a page's route (the editor asks its backend for news) ends quietly as the
    // browser goes, not as the file's failure.
    const pages = harness.browser?.contexts().flatMap((context) => context.pages()) ?? []
    await Promise.all(pages.map((page) => page.unrouteAll({ behavior: "ignoreErrors" })))
    await Promise.all([harness.browser?.close(), harness.site?.stop()])
  })
  return harness
}

export interface Tab {
  readonly page: Page
  /**
   * Loads `route` of the site in the tab, a new document, and returns the console and page errors from then on
   * (the list is emptied at the next load). `app` waits past the load until the app has started (browser.ts's `appReady`).
   */
  open(route: string, waitUntil?: "load" | "networkidle" | "app"): Promise<string[]>
}

/** Empties what the site keeps in a tab (its session and local storage, while the tab still shows the site) and its cookies. */
async function forgetTheSite(page: Page, siteUrl: string): Promise<void> {
  if (page.url().startsWith(siteUrl))
    await page.evaluate(() => {
      sessionStorage.clear()
      localStorage.clear()
    })
  await page.context().clearCookies()
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
      await forgetTheSite(held.page, harness.site.url)
      held.errors.length = 0
      await held.page.goto(`${harness.site.url}${route}`, { waitUntil: waitUntil === "app" ? "load" : waitUntil })
      if (waitUntil === "app") await appReady(held.page)
      return held.errors
    },
  }
}

export interface TabPool {
  /**
   * Loads `url` as a new document in a tab at `viewport`: one that a test of the file gave back, or else a new one
   * (a context of its own, with the pool's options); and returns the console and page errors from then on.
   */
  open(url: string, viewport: ViewportSize): Promise<{ page: Page; errors: string[] }>
  /** Gives the tab back for a later `open`, with nothing of this use left in it. */
  close(page: Page): Promise<void>
}

/**
 * Tabs that a file's tests take and give back, instead of a new context for each page: useTab's saving for files
 * whose tests load pages at either width and may hold two at once (a customer's and dispatch's, two of dispatch's).
 * A tab given back keeps what a returning browser keeps (its renderer, HTTP cache and compiled scripts) and nothing a
 * test could read: while it still shows the site its session and local storage are emptied (the booking page's link,
 * the ride's), then its cookies (dispatch's session) are dropped, print media is turned off, the mouse leaves the page
 * and the tab goes blank, so that the next load is a new document even when its address differs from the last one by
 * the fragment alone. The tabs a test has not given back are given back after it; a tab that cannot be cleared is
 * closed.
 */
export function useTabPool(harness: Harness, options: BrowserContextOptions = {}): TabPool {
  const idle: Page[] = []
  const lent = new Set<Page>()
  /** Where each lent tab's errors go: a new list for each `open`. */
  const errorsOf = new Map<Page, string[]>()

  async function giveBack(page: Page): Promise<void> {
    if (!lent.delete(page)) return
    errorsOf.delete(page)
    try {
      await forgetTheSite(page, harness.site.url)
      await page.emulateMedia({ media: null })
      await page.mouse.move(0, 0)
      await page.goto("about:blank")
      idle.push(page)
    } catch {
      await page.close().catch(() => undefined)
    }
  }
  afterEach(async () => {
    await Promise.all([...lent].map(giveBack))
  })

  return {
    async open(url, viewport) {
      const sized = idle.findIndex((page) => {
        const size = page.viewportSize()
        return size?.width === viewport.width && size.height === viewport.height
      })
      let page = idle.splice(sized >= 0 ? sized : 0, 1)[0]
      if (!page) {
        const created = await harness.browser.newPage({ ...options, viewport })
        reportErrors(created, (error) => errorsOf.get(created)?.push(error))
        page = created
      } else if (sized < 0) await page.setViewportSize(viewport)
      const errors: string[] = []
      errorsOf.set(page, errors)
      lent.add(page)
      await page.goto(url)
      return { page, errors }
    },
    close: giveBack,
  }
}
