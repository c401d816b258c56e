/**
 * WebKit for the scenarios: Debian's WebKitWebDriver driven by selenium-webdriver, with the driver's address
 * given so that Selenium Manager never runs. WebKitGTK has no headless mode, so it draws on a private Xvfb
 * display, in the bare GTK window of webkit-window.py (MiniBrowser's window will not go below 447 px). It has no
 * BiDi either: the window writes the page's errors to a file, read here. Each visitor is a new window of a browser
 * no other visitor is using, with website data and a web process of its own (webkit-window.py): nothing remembered.
 */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { Builder, Capabilities, Key as SeleniumKey, Origin, WebDriver, WebElement } from "selenium-webdriver"
import { Select } from "selenium-webdriver/lib/select"
import { freePort } from "../browser/serve"
import {
  BaseVisitor,
  callExpression,
  findTarget,
  heightFor,
  poll,
  type Engine,
  type Key,
  type PageTarget,
  type Visitor,
  type VisitorOptions,
} from "./driver"

const WINDOW_SCRIPT = path.join(__dirname, "webkit-window.py")

const KEYS: Record<Key, string> = {
  Escape: SeleniumKey.ESCAPE,
  Enter: SeleniumKey.ENTER,
  Tab: SeleniumKey.TAB,
  Space: SeleniumKey.SPACE,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowRight: SeleniumKey.ARROW_RIGHT,
}

class WebKitVisitor extends BaseVisitor<WebElement> {
  constructor(
    private readonly driver: WebDriver,
    private readonly errorsFile: string,
    private readonly errorsFrom: number,
    /** Called when the visitor leaves: their window is closed, and the browser serves the next visitor. */
    private readonly leave: () => Promise<void>,
  ) {
    super()
  }

  async goto(url: string): Promise<void> {
    await this.driver.get(url)
  }

  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R> {
    return this.driver.executeScript<R>(`return ${callExpression(fn, arg)}`)
  }

  async inject(source: string): Promise<void> {
    await this.driver.executeScript(source)
  }

  protected async handle(target: PageTarget): Promise<WebElement | null> {
    const found = await this.driver.executeScript<WebElement | null>(`return ${callExpression(findTarget, target)}`)
    return found ?? null
  }

  /**
   * Brings the element back into the window if it has left it since it settled in the middle (BaseVisitor), as a
   * visitor scrolls to what they want: WebDriver's own scrolling leaves it at an edge, under the phone's bottom bar.
   */
  private async inView(handle: WebElement): Promise<WebElement> {
    await this.driver.executeScript(
      `const rect = arguments[0].getBoundingClientRect()
      if (rect.top < 0 || rect.left < 0 || rect.bottom > innerHeight || rect.right > innerWidth)
        arguments[0].scrollIntoView({ block: "center", inline: "center" })`,
      handle,
    )
    return handle
  }

  protected async clickHandle(handle: WebElement): Promise<void> {
    await (await this.inView(handle)).click()
  }

  /** WebKitGTK's driver makes no touch events: a tap is a click. */
  protected tapHandle(handle: WebElement): Promise<void> {
    return this.clickHandle(handle)
  }

  protected async hoverHandle(handle: WebElement): Promise<void> {
    await this.driver
      .actions()
      .move({ origin: await this.inView(handle) })
      .perform()
  }

  protected async typeInto(handle: WebElement, text: string): Promise<void> {
    await this.clickHandle(handle)
    await this.driver.actions().sendKeys(text).perform()
  }

  protected async chooseIn(handle: WebElement, option: string): Promise<void> {
    await new Select(handle).selectByVisibleText(option)
  }

  pointerTo(x: number, y: number): Promise<void> {
    return this.driver.actions().move({ x, y, origin: Origin.VIEWPORT }).perform()
  }

  press(key: Key): Promise<void> {
    return this.driver.actions().sendKeys(KEYS[key]).perform()
  }

  /**
   * Sizes the window so that the page itself is `width` wide. The window resizes after the driver answers, so
   * the page's width is read until it holds still; whatever the window adds around the page is then made up.
   */
  async setWidth(width: number): Promise<void> {
    const height = heightFor(width)
    const browserWindow = this.driver.manage().window()
    const pageSize = () => this.evaluate(() => [innerWidth, innerHeight], null)
    let rect = { width, height }
    await browserWindow.setRect(rect)
    let last = await pageSize()
    let stillSince = Date.now()
    await poll(
      async () => {
        const size = await pageSize()
        if (size[0] === width && size[1] === height) return true
        if (size[0] !== last[0] || size[1] !== last[1]) {
          last = size
          stillSince = Date.now()
        } else if (Date.now() - stillSince > 1000) {
          rect = { width: rect.width + width - size[0], height: rect.height + height - size[1] }
          await browserWindow.setRect(rect)
          stillSince = Date.now()
        }
        return false
      },
      10_000,
      () => `the page to be ${width} × ${height} px (it is ${last.join(" × ")})`,
    )
  }

  errors(): string[] {
    const text = fs.readFileSync(this.errorsFile).subarray(this.errorsFrom).toString("utf8")
    return text.split("\n").filter((line) => line.trim() !== "")
  }

  close(): Promise<void> {
    return this.leave()
  }
}

function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let output = ""
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] })
  child.stdout?.on("data", (chunk) => (output += chunk))
  child.stderr?.on("data", (chunk) => (output += chunk))
  return { child, output: () => output }
}

const stopProcess = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
  })

/** Starts Xvfb on a display it picks itself among the free ones (-displayfd), and returns that display. */
async function startXvfb(): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  })
  const display = await new Promise<string>((resolve, reject) => {
    let written = ""
    let errors = ""
    child.stderr?.on("data", (chunk) => (errors += chunk))
    const fd = child.stdio[3] as NodeJS.ReadableStream
    fd.on("data", (chunk) => {
      written += chunk
      if (written.includes("\n")) resolve(`:${written.trim()}`)
    })
    child.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)))
  })
  return { child, display }
}

export function webkitEngine(): Engine {
  let xvfb: ChildProcess | undefined
  let webDriver: ChildProcess | undefined
  let serverUrl = ""
  let dir = ""
  let env: NodeJS.ProcessEnv = {}
  /**
   * The browsers started so far, each a WebDriver session kept on its first window (never a visitor's), and whether
   * a visitor has it now. A visitor in a new session (python's GTK window, WebKit's UI, network and web processes)
   * cost about 3.5 s of CPU on the busy machine; in a new window of a running one, about 1.5 s (its web process).
   */
  const browsers: { driver: WebDriver; home: string; busy: boolean }[] = []
  const newBrowser = async () => {
    const capabilities = new Capabilities({
      browserName: "webkit-window",
      // The TLS front's test certificate (tls-front.ts).
      acceptInsecureCerts: true,
      "webkitgtk:browserOptions": { binary: "/usr/bin/python3", args: [WINDOW_SCRIPT] },
    })
    const driver = await new Builder().usingServer(serverUrl).withCapabilities(capabilities).build()
    const browser = { driver, home: await driver.getWindowHandle(), busy: false }
    browsers.push(browser)
    return browser
  }
  return {
    name: "webkit",
    touch: false,
    async start() {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "webkit-"))
      const started = await startXvfb()
      xvfb = started.child
      env = {
        ...process.env,
        DISPLAY: started.display,
        WEBKIT_ERRORS_FILE: path.join(dir, "errors.log"),
        WEBKIT_DATA_DIR: path.join(dir, "data"),
        // Xvfb has no GPU, so WebKit's accelerated compositing ran OpenGL on Mesa's software rasterizer: its
        // non-composited drawing lays out, scripts and dispatches events the same for a fifth less CPU (the
        // WebKit scenarios: 70 to 76 s against 83 to 97 s).
        WEBKIT_DISABLE_COMPOSITING_MODE: "1",
      }
      fs.writeFileSync(env.WEBKIT_ERRORS_FILE as string, "")
      const port = await freePort()
      const driverProcess = startProcess("WebKitWebDriver", [`--port=${port}`, "--host=127.0.0.1"], env)
      webDriver = driverProcess.child
      serverUrl = `http://127.0.0.1:${port}`
      await poll(
        async () => {
          if (driverProcess.child.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${driverProcess.output()}`)
          return fetch(`${serverUrl}/status`).then(
            (response) => response.ok,
            () => false,
          )
        },
        10_000,
        () => `WebKitWebDriver to answer at ${serverUrl}`,
      )
    },
    async open({ width }: VisitorOptions): Promise<Visitor> {
      const errorsFile = env.WEBKIT_ERRORS_FILE as string
      const browser = browsers.find((b) => !b.busy) ?? (await newBrowser())
      browser.busy = true
      const { driver, home } = browser
      await driver.switchTo().newWindow("window")
      /**
       * Closes the visitor's window. The pointer goes back to the corner first, where a new session's starts (the
       * session keeps where it was, and a move starts from there), and the session forgets the keys and buttons
       * held. A browser that cannot is closed.
       */
      const leave = async () => {
        try {
          await driver.actions().move({ x: 0, y: 0, origin: Origin.VIEWPORT }).perform()
          await driver.actions().clear()
          await driver.close()
          await driver.switchTo().window(home)
          browser.busy = false
        } catch {
          browsers.splice(browsers.indexOf(browser), 1)
          await driver.quit().catch(() => undefined)
        }
      }
      const visitor = new WebKitVisitor(driver, errorsFile, fs.statSync(errorsFile).size, leave)
      await visitor.setWidth(width)
      return visitor
    },
    async stop() {
      await Promise.all(browsers.splice(0).map(({ driver }) => driver.quit().catch(() => undefined)))
      await stopProcess(webDriver)
      await stopProcess(xvfb)
      if (dir) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
