/**
 * Firefox for the scenarios: Debian's Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi (its own
 * browser download off). Through it, Enter on a focused button gives key events but no click (Space does): the
 * scenarios press Space on a button, or click it.
 */
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from "puppeteer-core"
import {
  BaseVisitor,
  callExpression,
  findTarget,
  heightFor,
  type Engine,
  type Key,
  type PageTarget,
  type Visitor,
  type VisitorOptions,
} from "./driver"

export const FIREFOX_PATH = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr"

/** Puppeteer's names for the keys the scenarios press. */
const KEYS = { Escape: "Escape", Enter: "Enter", Tab: "Tab", Space: " ", ArrowDown: "ArrowDown", ArrowRight: "ArrowRight" } as const

/**
 * Marks written to the console by every document of a visitor's window (a script that runs before the page's
 * own): one as the document starts, one as it starts to be left (`beforeunload`). Firefox, unlike Chromium and
 * WebKit, cancels a page's requests the moment a navigation away from it begins and runs their handlers while
 * the page is still there: a link followed while the app is still fetching its page's data makes Gatsby's
 * loader report the cancelled request ("We couldn't load /page-data/sq/d/….json") from the page being left,
 * which no visitor sees (measured: once in 25 rounds of Go Home on the 404 page, on a loaded machine). What a
 * page reports between the two marks is its goodbye, not an error of the page the visitor is on.
 */
const DOCUMENT_STARTS = "visitor: document starts"
const DOCUMENT_LEAVING = "visitor: document leaving"
const MARK_DOCUMENTS = `console.debug(${JSON.stringify(DOCUMENT_STARTS)});addEventListener("beforeunload",function(){console.debug(${JSON.stringify(DOCUMENT_LEAVING)})})`

class FirefoxVisitor extends BaseVisitor<ElementHandle<Element>> {
  private readonly collected: string[] = []
  private leaving = false

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    super()
    const collect = (text: string) => {
      if (!this.leaving) this.collected.push(text)
    }
    page.on("console", (message) => {
      if (message.text() === DOCUMENT_STARTS) this.leaving = false
      else if (message.text() === DOCUMENT_LEAVING) this.leaving = true
      else if (message.type() === "error") collect(message.text())
    })
    page.on("pageerror", (error) => collect(error instanceof Error ? error.message : String(error)))
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: "load" })
  }

  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R> {
    return this.page.evaluate(callExpression(fn, arg)) as Promise<R>
  }

  async inject(source: string): Promise<void> {
    await this.page.evaluate(source)
  }

  protected async handle(target: PageTarget): Promise<ElementHandle<Element> | null> {
    const found = await this.page.evaluateHandle(callExpression(findTarget, target))
    const element = found.asElement()
    return element as ElementHandle<Element> | null
  }

  /**
   * Where the pointer goes: the element's centre, once it is in the window and the page, asked what it draws there,
   * answers the element itself or something inside it, as a visitor aims at what they see. Puppeteer's pointer goes
   * to a point measured a round trip earlier; a click at the FAQ's question measured so landed on a plain part of
   * the page beside it (recorded by the scenario, 2026-11-29). Otherwise this throws "not clickable", and the
   * visitor looks again (`BaseVisitor.act`).
   */
  private async aim(handle: ElementHandle<Element>): Promise<{ x: number; y: number }> {
    const point = await handle.evaluate((element) => {
      const box = () => Array.from(element.getClientRects()).find((r) => r.width > 1 && r.height > 1) ?? element.getBoundingClientRect()
      let rect = box()
      if (rect.top < 0 || rect.left < 0 || rect.bottom > innerHeight || rect.right > innerWidth) {
        element.scrollIntoView({ block: "center", inline: "center" })
        rect = box()
      }
      const x = rect.left + rect.width / 2
      const y = rect.top + rect.height / 2
      const hit = document.elementFromPoint(x, y)
      return hit !== null && element.contains(hit) ? { x, y } : null
    })
    if (!point) throw new Error("Element not clickable: the page draws something else at its centre")
    return point
  }

  protected async clickHandle(handle: ElementHandle<Element>): Promise<void> {
    const { x, y } = await this.aim(handle)
    await this.page.mouse.click(x, y)
  }

  protected async tapHandle(handle: ElementHandle<Element>): Promise<void> {
    const { x, y } = await this.aim(handle)
    await this.page.touchscreen.tap(x, y)
  }

  protected async hoverHandle(handle: ElementHandle<Element>): Promise<void> {
    const { x, y } = await this.aim(handle)
    await this.page.mouse.move(x, y)
  }

  protected async typeInto(handle: ElementHandle<Element>, text: string): Promise<void> {
    await this.clickHandle(handle)
    await this.page.keyboard.type(text)
  }

  protected async chooseIn(handle: ElementHandle<Element>, option: string): Promise<void> {
    const value = await handle.evaluate(
      (select, label) => Array.from((select as HTMLSelectElement).options).find((o) => o.text.trim() === label)?.value,
      option,
    )
    if (value === undefined) throw new Error(`No option "${option}"`)
    await handle.select(value)
  }

  pointerTo(x: number, y: number): Promise<void> {
    return this.page.mouse.move(x, y)
  }

  press(key: Key): Promise<void> {
    return this.page.keyboard.press(KEYS[key])
  }

  setWidth(width: number): Promise<void> {
    return this.page.setViewport({ width, height: heightFor(width) })
  }

  errors(): string[] {
    return [...this.collected]
  }

  close(): Promise<void> {
    return this.context.close()
  }
}

/**
 * Desktop Firefox makes touch events only with its touch pref on, which also tells every page it has a touch
 * screen: touch visitors get a browser of their own, started when the first one comes.
 */
const launch = (touch: boolean) =>
  puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // The TLS front's test certificate (tls-front.ts).
    acceptInsecureCerts: true,
    ...(touch ? { extraPrefsFirefox: { "dom.w3c_touch_events.enabled": 1 } } : {}),
  })

export function firefoxEngine(): Engine {
  let browser: Browser | undefined
  let touchBrowser: Promise<Browser> | undefined
  return {
    name: "firefox",
    touch: true,
    async start() {
      browser = await launch(false)
    },
    async open({ width, touch = false }: VisitorOptions): Promise<Visitor> {
      if (!browser) throw new Error("Firefox is not started")
      const owner = touch ? await (touchBrowser ??= launch(true)) : browser
      const context = await owner.createBrowserContext()
      const page = await context.newPage()
      await page.setViewport({ width, height: heightFor(width), hasTouch: touch })
      await page.evaluateOnNewDocument(MARK_DOCUMENTS)
      return new FirefoxVisitor(context, page)
    },
    async stop() {
      await Promise.all([browser?.close(), touchBrowser?.then((b) => b.close())])
    },
  }
}
