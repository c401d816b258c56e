/**
 * One built site under `gatsby serve` (with the functions' default environment) and one Chromium (its headless shell) for
 * every browser test file that needs nothing else (`useSiteAndBrowser()` with no environment): each
 * start costs about 4.5 s of CPU, and a dozen files need no site of their own. Jest starts them before
 * the browser project's files (`globalSetup`) and stops them after (`globalTeardown`); a file reaches
 * them by the addresses in the environment. A file with an environment of its own (`useSiteAndBrowser(env)`)
 * still serves its own site, in the shared Chromium.
 */
import { chromium, type BrowserServer } from "playwright-core"
import { HEADLESS_SHELL_PATH, browserLaunchOptions } from "./browser"
import { serveBuiltSite, type ServedSite } from "./serve"

export const SHARED_SITE_URL = "SHARED_SITE_URL"
export const SHARED_BROWSER_ENDPOINT = "SHARED_BROWSER_ENDPOINT"

const held = globalThis as typeof globalThis & { __sharedSite?: { site: ServedSite; browser: BrowserServer } }

/** A Chromium (its headless shell) that the files of a project connect to at SHARED_BROWSER_ENDPOINT. */
export const launchSharedBrowser = (): Promise<BrowserServer> => chromium.launchServer(browserLaunchOptions(HEADLESS_SHELL_PATH))

export async function startSharedSite(): Promise<void> {
  const [site, browser] = await Promise.all([serveBuiltSite(), launchSharedBrowser()])
  held.__sharedSite = { site, browser }
  process.env[SHARED_SITE_URL] = site.url
  process.env[SHARED_BROWSER_ENDPOINT] = browser.wsEndpoint()
}

export async function stopSharedSite(): Promise<void> {
  const shared = held.__sharedSite
  delete held.__sharedSite
  await Promise.all([shared?.browser.close(), shared?.site.stop()])
}

export default startSharedSite
