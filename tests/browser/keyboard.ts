/** A keyboard user's moves in the browser tests: where focus is, and Tab until it gets somewhere. */
import type { Page } from "playwright-core"

/** The accessible-ish label of the focused element: its label, aria-label or text. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el) return ""
    const labelledBy = el.getAttribute("aria-labelledby")
    if (labelledBy)
      return labelledBy
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
    const label = (el as HTMLInputElement).labels?.[0]?.textContent
    return (label || el.getAttribute("aria-label") || el.textContent || "").trim()
  })
}

/** Presses Tab until the focused control's name matches, as a keyboard user would. */
export async function tabTo(page: Page, name: RegExp, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab")
    if (name.test(await focusedName(page))) return
  }
  throw new Error(`Tab never reached ${name}; last focus: ${await focusedName(page)}`)
}
