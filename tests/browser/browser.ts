/** Debian's Chromium driven by playwright-core, with the flags this machine kind needs. */
import { chromium, type Browser, type ConsoleMessage, type Page } from "playwright-core"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium"

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  })
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

/** Collects console errors and page errors so a test can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

/** Scrolls an island (src/components/island/island.tsx) into view and waits until React has hydrated it. */
export async function islandReady(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`)
  await island.scrollIntoViewIfNeeded()
  await page.locator(`[data-island="${name}"][data-island-ready]`).waitFor({ state: "attached", timeout: 10000 })
}
