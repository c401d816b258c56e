/**
 * The small driver interface the visitor scenarios are written against, once, for every engine: a visitor opens
 * pages, clicks, taps, hovers, presses keys and types, and reads what is on screen. Chromium (playwright-core),
 * WebKit (WebKitWebDriver through selenium-webdriver) and Firefox (WebDriver BiDi through puppeteer-core)
 * implement the few engine-specific moves; finding things and waiting for them is written here, once.
 */

/** Something on the page, found as a person would: by kind (a CSS selector) and by its accessible name. */
export interface Target {
  readonly css: string
  /** The exact accessible name (aria-labelledby, aria-label, label, or text), or a pattern for it. */
  readonly name?: string | RegExp
  /** Look only inside the first visible element this target finds. */
  readonly within?: Target
  /** The last visible match instead of the first (the last day of a calendar, say). */
  readonly last?: boolean
}

export const button = (name: string | RegExp, within?: Target): Target => ({ css: "button, [role=button]", name, within })
export const link = (name: string | RegExp, within?: Target): Target => ({ css: "a[href]", name, within })
export const dialog = (name: string | RegExp): Target => ({ css: "[role=dialog], [role=alertdialog], dialog", name })
export const field = (name: string | RegExp, within?: Target): Target => ({ css: "input, select, textarea", name, within })
export const radio = (name: string | RegExp, within?: Target): Target => ({ css: "input[type=radio], [role=radio]", name, within })
export const heading = (name: string | RegExp): Target => ({ css: "h1, h2, h3, h4, [role=heading]", name })

export type Key = "Escape" | "Enter" | "Tab" | "Space" | "ArrowDown" | "ArrowRight"

export const DESKTOP_WIDTH = 1440
export const PHONE_WIDTH = 390
/** The window's height for a width: a laptop's or a phone's. */
export const heightFor = (width: number): number => (width < 768 ? 844 : 900)

export interface VisitorOptions {
  readonly width: number
  /** A touch screen (touch events and `pointerType: "touch"`), where the engine's driver can make one. */
  readonly touch?: boolean
}

/** One visitor in one fresh browser window (its own cookies and storage). */
export interface Visitor {
  /** Opens `url` and returns once it has fired `load`. */
  goto(url: string): Promise<void>
  click(target: Target): Promise<void>
  /** A touch on the target's centre: a real touch sequence where the engine's driver can make one. */
  tap(target: Target): Promise<void>
  hover(target: Target): Promise<void>
  /** Moves the pointer to a point of the window (away from a menu, say). */
  pointerTo(x: number, y: number): Promise<void>
  /** Presses a key where focus is. */
  press(key: Key): Promise<void>
  /** Clicks a field and types into it, key by key. */
  type(target: Target, text: string): Promise<void>
  /** Chooses the option with this text in a drop-down. */
  choose(target: Target, option: string): Promise<void>
  text(target: Target): Promise<string>
  attribute(target: Target, name: string): Promise<string | null>
  isVisible(target: Target): Promise<boolean>
  /** Waits until the target is shown (or, with "hidden", until none is). */
  waitFor(target: Target, state?: "visible" | "hidden", timeoutMs?: number): Promise<void>
  /** Waits until the page shows this text (its rendered text, not hidden markup). */
  waitForText(text: string, timeoutMs?: number): Promise<void>
  /** Waits until a check made in the page holds; `arg` must survive JSON. */
  waitUntil<A>(check: (arg: A) => boolean, arg: A, timeoutMs?: number): Promise<void>
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>
  /** Runs a script's source in the page as the driver runs its own (outside the page's Content-Security-Policy): axe-core, say. */
  inject(source: string): Promise<void>
  setWidth(width: number): Promise<void>
  /** The page's errors so far: console errors, uncaught errors, failed loads. */
  errors(): string[]
  close(): Promise<void>
}

export interface Engine {
  readonly name: "chromium" | "webkit" | "firefox"
  /** Whether `tap` makes real touch events in this engine's driver (else it is a click). */
  readonly touch: boolean
  start(): Promise<void>
  open(options: VisitorOptions): Promise<Visitor>
  stop(): Promise<void>
}

/** A target as it crosses into the page: patterns as their source and flags. */
export interface PageTarget {
  css: string
  name?: string
  pattern?: { source: string; flags: string }
  within?: PageTarget
  last?: boolean
}

export function toPageTarget(target: Target): PageTarget {
  const { css, name, within, last } = target
  return {
    css,
    ...(last ? { last } : {}),
    ...(typeof name === "string" ? { name } : name ? { pattern: { source: name.source, flags: name.flags } } : {}),
    ...(within ? { within: toPageTarget(within) } : {}),
  }
}

export const describeTarget = (target: Target): string =>
  `${target.css}${target.name !== undefined ? ` named ${String(target.name)}` : ""}${target.within ? ` in ${describeTarget(target.within)}` : ""}`

/**
 * Runs in the page: the first visible element matching the target, or null. Self-contained (it is sent to the
 * browser as source), so it declares its own helpers.
 */
export function findInPage(target: PageTarget): Element | null {
  const shown = (el: Element): boolean => {
    const box = el.getBoundingClientRect()
    if (box.width === 0 && box.height === 0) return false
    const style = getComputedStyle(el)
    if (style.visibility === "hidden" || style.display === "none") return false
    const check = (el as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility
    return check ? check.call(el, { visibilityProperty: true }) : true
  }
  const nameOf = (el: Element): string => {
    const squash = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim()
    const labelledBy = el.getAttribute("aria-labelledby")
    if (labelledBy)
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      )
    const label = el.getAttribute("aria-label")
    if (label) return squash(label)
    const labels = (el as HTMLInputElement).labels
    if (labels && labels.length > 0) return squash(labels[0].textContent)
    return squash(el.textContent)
  }
  const search = (t: PageTarget, root: ParentNode): Element | null => {
    const scope = t.within ? search(t.within, root) : root
    if (!scope) return null
    const pattern = t.pattern ? new RegExp(t.pattern.source, t.pattern.flags) : null
    const candidates = Array.from(scope.querySelectorAll(t.css))
    if (t.last) candidates.reverse()
    for (const el of candidates) {
      if (!shown(el)) continue
      const name = t.name !== undefined || pattern ? nameOf(el) : ""
      if (t.name !== undefined && name !== t.name) continue
      if (pattern && !pattern.test(name)) continue
      return el
    }
    return null
  }
  return search(target, document)
}

/** Runs in the page: whether the page's rendered text contains `text`. */
export function pageShowsText(text: string): boolean {
  return (document.body?.innerText ?? "").replace(/\s+/g, " ").includes(text)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls `check` until it is true; throws `describe()` after the timeout. A check that throws (the page is between
 * two documents, say) counts as not yet, and its error is told at the end.
 */
export async function poll(check: () => Promise<boolean>, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      if (await check()) return
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms: ${describe()}${lastError ? ` (last error: ${String(lastError)})` : ""}`)
    await sleep(100)
  }
}

export const DEFAULT_TIMEOUT_MS = 15_000

/**
 * What every engine's visitor does the same way, on top of its own `evaluate` and a handle to a found
 * element. Engines implement the pointer, keyboard and navigation moves.
 */
export abstract class BaseVisitor<Handle> implements Visitor {
  abstract goto(url: string): Promise<void>
  abstract evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>
  abstract inject(source: string): Promise<void>
  /** The element `findInPage` returns for the target, as the engine's handle, or null. */
  protected abstract handle(target: PageTarget): Promise<Handle | null>
  protected abstract clickHandle(handle: Handle): Promise<void>
  protected abstract tapHandle(handle: Handle): Promise<void>
  protected abstract hoverHandle(handle: Handle): Promise<void>
  protected abstract typeInto(handle: Handle, text: string): Promise<void>
  protected abstract chooseIn(handle: Handle, option: string): Promise<void>
  abstract pointerTo(x: number, y: number): Promise<void>
  abstract press(key: Key): Promise<void>
  abstract setWidth(width: number): Promise<void>
  abstract errors(): string[]
  abstract close(): Promise<void>

  /** Waits for the target to be shown, then hands it over. */
  protected async found(target: Target, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Handle> {
    await this.waitFor(target, "visible", timeoutMs)
    const handle = await this.handle(toPageTarget(target))
    if (!handle) throw new Error(`${describeTarget(target)} went away before it could be used`)
    return handle
  }

  /**
   * Acts on the target. An island going live replaces its server HTML with the same markup, live: an element
   * found a moment before may be gone when the driver acts, and the visitor then acts on its live twin.
   * Firefox over BiDi reports such a node as "not clickable" (it has no box left), the others as detached.
   */
  private async act(target: Target, action: (handle: Handle) => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const handle = await this.found(target)
        await this.settled(target)
        return await action(handle)
      } catch (error) {
        if (attempt >= 3 || !/not attached|detached|stale|not clickable/i.test(String(error))) throw error
      }
    }
  }

  /**
   * Brings the target to the middle of the window and waits until it stops moving, as a visitor looks before
   * tapping. Sections below the first screen are drawn only as they near the window (src/theme/below-fold.ts): one
   * drawn just above the target takes its real height then, and a pointer aimed a moment earlier lands beside the
   * target. The drivers
   * scroll no more once the target is in the window (a second scroll, to another place, drew other sections and
   * moved the target after it had settled: a click so aimed at the FAQ's question landed beside it in WebKit).
   */
  private async settled(target: Target): Promise<void> {
    const place = (centre: boolean) =>
      this.evaluate(
        ({ t, centre }) => {
          const el = findInPageSource(t)
          if (!el) return ""
          const rect = el.getBoundingClientRect()
          if (centre || rect.top < 0 || rect.bottom > innerHeight) el.scrollIntoView({ block: "center", inline: "center" })
          // Measured after two frames: a section the scroll brought near the window is drawn, and takes its real
          // height, at the next frame, which a busy machine can hold back longer than the pause between checks.
          return new Promise<string>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const after = el.getBoundingClientRect()
                resolve(`${Math.round(after.left)},${Math.round(after.top)}`)
              }),
            ),
          )
        },
        { t: toPageTarget(target), centre },
      )
    let last = await place(true)
    for (let checks = 0; checks < 20; checks++) {
      await sleep(50)
      const now = await place(false)
      if (now === last) return
      last = now
    }
  }

  click(target: Target): Promise<void> {
    return this.act(target, (handle) => this.clickHandle(handle))
  }

  tap(target: Target): Promise<void> {
    return this.act(target, (handle) => this.tapHandle(handle))
  }

  hover(target: Target): Promise<void> {
    return this.act(target, (handle) => this.hoverHandle(handle))
  }

  type(target: Target, text: string): Promise<void> {
    return this.act(target, (handle) => this.typeInto(handle, text))
  }

  choose(target: Target, option: string): Promise<void> {
    return this.act(target, (handle) => this.chooseIn(handle, option))
  }

  async text(target: Target): Promise<string> {
    await this.waitFor(target)
    return this.evaluate((t) => {
      const el = findInPageSource(t)
      return (el as HTMLElement | null)?.innerText?.replace(/\s+/g, " ").trim() ?? ""
    }, toPageTarget(target))
  }

  async attribute(target: Target, name: string): Promise<string | null> {
    await this.waitFor(target)
    return this.evaluate(([t, n]) => findInPageSource(t)?.getAttribute(n) ?? null, [toPageTarget(target), name] as const)
  }

  isVisible(target: Target): Promise<boolean> {
    return this.evaluate((t) => findInPageSource(t) !== null, toPageTarget(target))
  }

  async waitFor(target: Target, state: "visible" | "hidden" = "visible", timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await poll(
      async () => (await this.isVisible(target)) === (state === "visible"),
      timeoutMs,
      () => `${describeTarget(target)} to be ${state}`,
    )
  }

  async waitForText(text: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await poll(
      () => this.evaluate((t) => pageShowsTextSource(t), text),
      timeoutMs,
      () => `the page to show "${text}"`,
    )
  }

  async waitUntil<A>(check: (arg: A) => boolean, arg: A, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await poll(
      () => this.evaluate(check, arg),
      timeoutMs,
      () => `the page to satisfy ${check.toString()}`,
    )
  }
}

/*
 * Functions sent to the page cannot call module functions by name; these stand-ins are replaced by the finder's
 * source before sending (see `withPageHelpers`).
 */
declare function findInPageSource(target: PageTarget): Element | null
declare function pageShowsTextSource(text: string): boolean

/**
 * The source of a function to run in the page, with the page helpers it names defined in front of it, as an
 * expression that evaluates to the function.
 */
export function withPageHelpers(fn: (...args: never[]) => unknown): string {
  return `(() => { const findInPageSource = ${findInPage.toString()}; const pageShowsTextSource = ${pageShowsText.toString()}; return (${fn.toString()}) })()`
}

/** The expression that calls `fn` with `arg` in the page (the drivers evaluate strings: the site's CSP allows no eval). */
export const callExpression = <A>(fn: (arg: A) => unknown, arg: A): string =>
  `(${withPageHelpers(fn)})(${JSON.stringify(arg) ?? "undefined"})`

/** Sent to the page: the element a target finds, for the drivers' element handles. */
export const findTarget = (target: PageTarget): Element | null => findInPageSource(target)
