/** Chromium for the scenarios: Debian's Chromium driven by playwright-core, as the other browser tests drive it. */
import type { Browser, BrowserContext, ElementHandle, Page } from "playwright-core"
import { collectErrors, launchHeadlessShell } from "../browser/browser"
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

class ChromiumVisitor extends BaseVisitor<ElementHandle> {
  private readonly collected: string[]

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    super()
    this.collected = collectErrors(page)
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

  protected async handle(target: PageTarget): Promise<ElementHandle | null> {
    const found = await this.page.evaluateHandle(callExpression(findTarget, target))
    return found.asElement()
  }

  protected clickHandle(handle: ElementHandle): Promise<void> {
    return handle.click()
  }

  protected tapHandle(handle: ElementHandle): Promise<void> {
    return handle.tap()
  }

  protected hoverHandle(handle: ElementHandle): Promise<void> {
    return handle.hover()
  }

  protected async typeInto(handle: ElementHandle, text: string): Promise<void> {
    await handle.click()
    await this.page.keyboard.type(text)
  }

  protected async chooseIn(handle: ElementHandle, option: string): Promise<void> {
    await handle.selectOption({ label: option })
  }

  pointerTo(x: number, y: number): Promise<void> {
    return this.page.mouse.move(x, y)
  }

  press(key: Key): Promise<void> {
    return this.page.keyboard.press(key)
  }

  setWidth(width: number): Promise<void> {
    return this.page.setViewportSize({ width, height: heightFor(width) })
  }

  errors(): string[] {
    return [...this.collected]
  }

  close(): Promise<void> {
    return this.context.close()
  }
}

export function chromiumEngine(): Engine {
  let browser: Browser | undefined
  return {
    name: "chromium",
    touch: true,
    async start() {
      browser = await launchHeadlessShell()
    },
    async open({ width, touch = false }: VisitorOptions): Promise<Visitor> {
      if (!browser) throw new Error("Chromium is not started")
      const context = await browser.newContext({ viewport: { width, height: heightFor(width) }, hasTouch: touch, isMobile: false })
      return new ChromiumVisitor(context, await context.newPage())
    },
    async stop() {
      await browser?.close()
    },
  }
}
