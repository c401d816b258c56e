/**
 * The built site under `gatsby serve` and a Chromium for a test file. With no environment of its own,
 * the file uses the ones the browser project shares (shared-site.ts): it connects to them before its
 * tests and disconnects after, which closes the pages it opened. With an environment, or when the
 * shared ones were not started (a file run by another project), it starts its own and stops them.
 */
import { chromium, type Browser } from "playwright-core"
import { serveBuiltSite, type ServedSite } from "./serve"
import { launchHeadlessShell } from "./browser"
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
