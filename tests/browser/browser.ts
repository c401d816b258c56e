/**
 * Debian's Chromium driven by playwright-core, with the flags this machine kind needs: the full browser
 * (headless) for the benchmarks and screenshots, and Chromium's headless shell for the browser tests and
 * the visitor paths' Chromium.
 */
import { chromium, type Browser, type ConsoleMessage, type LaunchOptions, type Page, type Route } from "playwright-core"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
/** Debian's `chromium-headless-shell`: the same Chromium release, built as the headless shell. */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell"

/** The full browser, run headless: what the benchmarks measure and the screenshots show. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(browserLaunchOptions(CHROMIUM_PATH))
}

/**
 * Chromium's headless shell: the same engine (Blink and V8 of the same release) without the browser's
 * own interface, what Playwright itself runs headless tests in. A page costs about half the CPU it costs
 * in the full browser (40 page views loaded and checked by axe: 84 s against 159 s, most of the
 * difference the browser's own process), and the browser tests load some 300 pages on two cores.
 */
export function launchHeadlessShell(): Promise<Browser> {
  return chromium.launch(browserLaunchOptions(HEADLESS_SHELL_PATH))
}

/** Chromium at `executablePath`, headless, with what this machine kind needs and nothing running on its own. */
export function browserLaunchOptions(executablePath: string): LaunchOptions {
  return {
    executablePath,
    args: [
      // The full browser's headless mode; the headless shell is headless whatever it is given.
      ...(executablePath === CHROMIUM_PATH ? ["--headless=new"] : []),
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  }
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

/** Collects console errors and page errors so a test can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  reportErrors(page, (error) => errors.push(error))
  return errors
}

/** Hands each console error and page error of `page` to `report`, from now on. */
export function reportErrors(page: Page, report: (error: string) => void): void {
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") report(message.text())
  })
  page.on("pageerror", (error) => report(error.message))
}

/**
 * Waits until the page is what a visitor sees once its app has started, instead of for a quiet network (500 ms
 * after the last request, whenever that came): React has hydrated every part of the frame and the page (each
 * layout part hydrates in a pass of its own, src/components/layout/layout.tsx), no code is on its way (webpack takes
 * a chunk's script element out once it has run: an island within reach of the window asks for its code as soon as
 * its part has hydrated), every island that went live has its live markup, the fonts are in and the pictures on
 * screen are drawn; and all of that for three frames in a row, the time an island's observer takes to see it is
 * near. Read in the page at each frame, so nothing that happened before the wait is missed.
 */
export async function appReady(page: Page, timeout = 30000): Promise<void> {
  await page.evaluate(() => delete (window as unknown as { __readyFrames?: number }).__readyFrames)
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __readyFrames?: number }
      const parts = Array.from(document.querySelectorAll("#gatsby-focus-wrapper > *, #main > *"))
      const hydrated = parts.length > 0 && parts.every((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$")))
      const onScreen = (el: Element) => {
        const box = el.getBoundingClientRect()
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0
      }
      const ready =
        hydrated &&
        !document.querySelector("script[data-webpack], [data-island-live]:not([data-island-ready])") &&
        document.fonts.status === "loaded" &&
        Array.from(document.images).every((image) => image.complete || !onScreen(image))
      w.__readyFrames = ready ? (w.__readyFrames ?? 0) + 1 : 0
      return w.__readyFrames >= 3
    },
    undefined,
    { timeout },
  )
}

/** Scrolls an island (src/components/island/island.tsx) into view and waits until React has hydrated it. */
export async function islandReady(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`)
  await island.scrollIntoViewIfNeeded()
  await page.locator(`[data-island="${name}"][data-island-ready]`).waitFor({ state: "attached", timeout: 10000 })
}

/**
 * The site's answer to a request the page made. A GET is asked again once if the connection was
 * reset: the test's fetch may reuse a kept-alive socket at the moment the server closes it as idle
 * (a race between two parties on loopback, not an answer of the site's).
 */
export async function fetchOnce(route: Route) {
  try {
    return await route.fetch()
  } catch (error) {
    if (route.request().method() !== "GET" || !/ECONNRESET|socket hang up/.test(String(error))) throw error
    return route.fetch()
  }
}
