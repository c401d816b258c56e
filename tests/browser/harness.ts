/** The built site under `gatsby serve` and a Chromium, started before a test file's tests and stopped after them. */
import type { Browser } from "playwright-core"
import { serveBuiltSite, type ServedSite } from "./serve"
import { launchBrowser } from "./browser"

export interface Harness {
  readonly site: ServedSite
  readonly browser: Browser
}

/** `env` is the functions' environment (e.g. a raised rate limit for suites that submit many forms). */
export function useSiteAndBrowser(env: Record<string, string> = {}): Harness {
  const harness = {} as { site: ServedSite; browser: Browser }
  beforeAll(async () => {
    ;[harness.site, harness.browser] = await Promise.all([serveBuiltSite(env), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([harness.browser?.close(), harness.site?.stop()])
  })
  return harness
}
