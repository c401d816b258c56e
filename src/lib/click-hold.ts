/**
 * The first tap always works. A page is complete HTML long before its code runs (the entry
 * scripts start after the first view, src/build/entry-scripts.ts), and parts of it (islands) keep
 * plain HTML until a visitor nears them. A click on a button in that moment would reach HTML with
 * no code behind it and be lost. So a small inline script, written into every page's <head>,
 * holds such clicks from the very start:
 *
 * - until the app is live, a click on any button (Book Now, the menu, a dropdown...) anywhere;
 * - until an island is live, any click inside it (its links would otherwise load a whole page).
 *
 * When the app starts (gatsby-browser's hydrate function) it calls `release()` and clicks the
 * held button again; an island takes its own held click with `take()` when its code has arrived
 * and replays it on the live control. Links outside islands are never held: they work as HTML.
 *
 * This module is what the app uses; the inline script itself is src/lib/click-hold-script.ts.
 */

/** The name under which the page's inline script publishes its hold on `window`. */
export const CLICK_HOLD_GLOBAL = "__clickHold"

export interface ClickHold {
  /** The app is live: from now on clicks outside islands reach it. Returns the button clicked meanwhile, if any. */
  release(): HTMLElement | null
  /**
   * Takes the click held inside the island of `island`'s name (the control to click again), if there
   * is one. It may be in the island's server HTML, gone from the page once the live markup replaced it.
   */
  take(island: Element): HTMLElement | null
  /** Whether a click is held inside `island`. */
  holds(island: Element): boolean
  /**
   * Runs `then` now, or, while a pointer is pressed, once its click has been dispatched (and held):
   * markup swapped between a press and its release would get no click at all, since the browser
   * gives a click only to an element that saw both.
   */
  afterPress(then: () => void): void
}

export type HoldWindow = Window & { [CLICK_HOLD_GLOBAL]?: ClickHold }

/** The page's hold, or none (a test rendering components alone, or a page built without the script). */
export function clickHold(): ClickHold | undefined {
  return typeof window === "undefined" ? undefined : (window as HoldWindow)[CLICK_HOLD_GLOBAL]
}
