/**
 * The visitor paths, written once and run in every engine (chromium/webkit/firefox.test.ts): what a visitor does
 * and sees, through the driver interface of driver.ts. Each scenario opens its own fresh window(s); the runner
 * closes them and checks the page reported no errors.
 */
import fs from "fs"
import path from "path"
import { SIGN_IN_FRAGMENT } from "../../src/booking-loop/day-view"
import { formatDay } from "../../src/booking/calendar-date"
import { BUSINESS_EMAIL } from "../../src/config/business"
import { MIN_FILL_MS } from "../../src/config/constants"
import { dollars, flatFare } from "../../src/booking/rates"
import { RATES } from "../../src/booking/rates-data"
import { bookingLinks } from "../../src/server/booking-loop/links"
import { bookingRecordName } from "../../src/server/booking-loop/records"
import { signInToken } from "../../src/server/dispatch/session"
import { createOutboxStore } from "../../src/server/records/local-outbox"
import type { StoredRecord } from "../../src/server/records/store"
import { AXE_SOURCE, axeLoaded, axeRun } from "../browser/axe"
import { BENCH_ROUTES } from "../../scripts/bench/routes"
import { pickupIn, seedBooking } from "../../src/server/test-support/bookings"
import { dayFromToday } from "../../src/server/test-support/forms"
import {
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  button,
  dialog,
  field,
  heading,
  link,
  poll,
  type Engine,
  type Target,
  type Visitor,
  type VisitorOptions,
} from "./driver"

export interface World {
  readonly engine: Engine["name"]
  /** The built site under `gatsby serve`, with the outbox in `outbox`. */
  readonly url: string
  /** The same site over HTTPS (tls-front.ts), for the paths whose cookies are Secure. */
  readonly secureUrl: string
  /**
   * The same site with every script held back until `releaseScripts()`: a first tap surely lands on plain HTML,
   * however long the driver takes to make it. Scripts are held again at the start of every scenario.
   */
  readonly slowUrl: string
  /** Lets the scripts held at `slowUrl` through, as they would arrive on a slow network. */
  releaseScripts(): void
  /** Holds `slowUrl`'s scripts again from now on. */
  holdScripts(): void
  readonly outbox: string
  /** The site's BOOKING_LINK_SECRET: what the links in its emails are signed with. */
  readonly linkSecret: string
  open(options: VisitorOptions): Promise<Visitor>
}

export interface Scenario {
  readonly name: string
  /** Needs real touch events (skipped, and so reported, where the engine's driver cannot make them). */
  readonly touch?: boolean
  /** Errors the page may report on this path (a 404 page's own status, say). */
  readonly allowedErrors?: RegExp
  /**
   * The test of tests/browser that keeps this promise in Chromium, asserting at least what the scenario does
   * there: the scenario then runs in WebKit and Firefox only, so that each promise is tested once per engine.
   * `test` is a phrase of that test's title as its file writes it (run-scenarios checks it is still there).
   */
  readonly chromiumKeptBy?: { readonly file: string; readonly test: string }
  run(world: World): Promise<void>
}

const WIDTHS = [
  ["1440 px", DESKTOP_WIDTH],
  ["390 px", PHONE_WIDTH],
] as const

const bookingDialog = dialog("Book your ride")
const bookNow = button(/^Book (Now|Your Ride)$/)
const mainNav: Target = { css: "nav", name: "Main" }
const phoneMenu: Target = { css: "nav", name: "Main menu" }

/** Whether the page's app has started (Gatsby's loader exists only once its code has run). */
const appStarted = (visitor: Visitor) => visitor.evaluate(() => "___loader" in window, null)
const pathname = (visitor: Visitor) => visitor.evaluate(() => location.pathname, null)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until the page's code has started and the page has had a moment with nothing to do. */
async function settle(visitor: Visitor): Promise<void> {
  await visitor.waitUntil(() => "___loader" in window, null)
  await visitor.waitUntil(() => document.readyState === "complete", null)
  await visitor.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        "requestIdleCallback" in window
          ? requestIdleCallback(() => resolve(true), { timeout: 3000 })
          : setTimeout(() => resolve(true), 500),
      ),
    null,
  )
  await pause(500)
}

/**
 * The desktop menu's code loads when the pointer reaches the menu (an island woken by intent): the pointer
 * passes over "Home" first, as it does on its way along the bar, and the menu is live before the hover under
 * test. (A pointer resting on an item while the code arrives has its own scenario.)
 */
async function wakeDesktopNav(visitor: Visitor): Promise<void> {
  await visitor.hover(link("Home", mainNav))
  await visitor.waitUntil(() => document.querySelector('[data-island="desktop-nav"][data-island-ready]') !== null, null)
}

/** Puts focus on a section's link in the desktop bar, and Tabs on to its menu button, as a keyboard user does. */
async function tabToMenuButton(visitor: Visitor, section: string): Promise<{ toggle: Target; list: Target }> {
  const toggle = button(`${section} menu`, mainNav)
  const list = await groupList(visitor, toggle)
  const focused = await visitor.evaluate((label) => {
    const sectionLink = Array.from(document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Main"] a')).find(
      (a) => a.textContent?.trim() === label,
    )
    sectionLink?.focus()
    return document.activeElement === sectionLink
  }, section)
  expect(focused).toBe(true)
  await visitor.press("Tab")
  expect(await visitor.evaluate(() => document.activeElement?.getAttribute("aria-label"), null)).toBe(`${section} menu`)
  return { toggle, list }
}

/** The list a desktop menu group's button controls. */
async function groupList(visitor: Visitor, toggle: Target): Promise<Target> {
  return { css: `#${await visitor.attribute(toggle, "aria-controls")}` }
}

/** One book-now click, one dialog: Escape closes it, and it stays closed (the click was not replayed twice). */
async function closesOnceOpened(visitor: Visitor): Promise<void> {
  await visitor.press("Escape")
  await visitor.waitFor(bookingDialog, "hidden")
  await pause(500)
  expect(await visitor.isVisible(bookingDialog)).toBe(false)
}

const firstTaps: Scenario[] = WIDTHS.flatMap(([label, width]) => [
  {
    name: `at ${label}, a click on Book Now right after the page fires load, before its code has arrived, opens the booking dialog`,
    chromiumKeptBy: { file: "first-tap.test.ts", test: "a click on Book Now right after %s fires load opens the booking dialog" },
    async run(world: World) {
      const visitor = await world.open({ width })
      await visitor.goto(`${world.slowUrl}/`)
      await visitor.click(bookNow)
      expect(await appStarted(visitor)).toBe(false) // the click reached plain HTML
      world.releaseScripts()
      await visitor.waitFor(bookingDialog)
      await closesOnceOpened(visitor)
    },
  },
  {
    name: `at ${label}, a click on Book Now once the page has settled opens the booking dialog`,
    async run(world: World) {
      const visitor = await world.open({ width })
      await visitor.goto(`${world.url}/services/airport`)
      await settle(visitor)
      await visitor.click(bookNow)
      await visitor.waitFor(bookingDialog, "visible", 5000)
      await closesOnceOpened(visitor)
    },
  },
])

const touchTap: Scenario = {
  name: "at 390 px on a touch screen, a tap on Book Now (a real touch sequence) before the code has arrived opens the booking dialog",
  touch: true,
  async run(world) {
    const visitor = await world.open({ width: PHONE_WIDTH, touch: true })
    await visitor.goto(`${world.slowUrl}/`)
    // What reaches the page: recorded from plain HTML, so that the tap below is known to be a touch.
    await visitor.evaluate(() => {
      const seen: string[] = []
      Object.assign(window, { __seen: seen })
      addEventListener("touchstart", () => seen.push("touchstart"), true)
      addEventListener("touchend", () => seen.push("touchend"), true)
      addEventListener("pointerdown", (event) => seen.push(`pointerdown:${event.pointerType}`), true)
      return true
    }, null)
    await visitor.tap(bookNow)
    expect(await appStarted(visitor)).toBe(false)
    expect(await visitor.evaluate(() => (window as Window & { __seen?: string[] }).__seen, null)).toEqual(
      expect.arrayContaining(["touchstart", "touchend", "pointerdown:touch"]),
    )
    world.releaseScripts()
    await visitor.waitFor(bookingDialog)
    await closesOnceOpened(visitor)
  },
}

const booking: Scenario = {
  name: "at 390 px, a visitor books an airport ride and dispatch's outbox receives it",
  async run(world) {
    const visitor = await world.open({ width: PHONE_WIDTH })
    await visitor.goto(`${world.url}/`)
    await visitor.click(bookNow)
    await visitor.waitFor(bookingDialog)
    const openedAt = Date.now()
    await visitor.click({ css: "label", name: /Airport Transfer/, within: bookingDialog })
    await visitor.choose(field("Passengers", bookingDialog), "2")
    await visitor.type(field(/^Flight number/, bookingDialog), "B6 1234")
    await visitor.type(field("Pickup location", bookingDialog), "5 Chestnut St, Andover MA")
    await visitor.type(field("Dropoff location", bookingDialog), "Logan Airport, Terminal C")
    await visitor.click(button(/^Date/, bookingDialog))
    await visitor.click({ css: "td button:not([disabled])", within: dialog("Choose a date"), last: true })
    await visitor.waitFor(dialog("Choose a date"), "hidden")
    await visitor.choose(field("Pickup time", bookingDialog), "6:30 AM")
    await visitor.type(field("First name", bookingDialog), "Margaret")
    await visitor.type(field("Last name", bookingDialog), "Hamilton")
    await visitor.type(field("Email", bookingDialog), "margaret@example.com")
    await visitor.type(field("Phone", bookingDialog), "(978) 555-0123")
    const wait = MIN_FILL_MS + 200 - (Date.now() - openedAt)
    if (wait > 0) await pause(wait)
    await visitor.click(button("Request Booking", bookingDialog))

    const confirmed = dialog("Booking Confirmed!")
    await visitor.waitFor(heading("Booking Confirmed!"))
    const reference = await visitor.text({ css: "strong", within: confirmed })
    expect(reference).toMatch(/^MP-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    const records = fs
      .readdirSync(world.outbox)
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(fs.readFileSync(path.join(world.outbox, file), "utf8")))
    const record = records.find((r) => r.reference === reference)
    expect(record?.data).toMatchObject({
      serviceType: "airport",
      passengers: "2",
      flightNumber: "B6 1234",
      pickupLocation: "5 Chestnut St, Andover MA",
      dropoffLocation: "Logan Airport, Terminal C",
      time: "6:30 AM",
      firstName: "Margaret",
      lastName: "Hamilton",
      email: "margaret@example.com",
    })
  },
}

const estimate: Scenario = {
  name: "at 1440 px, Andover to Logan in the Executive Sedan is estimated at its flat rate",
  async run(world) {
    const andover = RATES.airportFares.find((town) => town.town === "Andover")
    const fare = andover && flatFare(andover, "BOS", "executive-sedan")
    if (!fare) throw new Error("The rates have no flat Andover–Logan fare for the Executive Sedan")
    const visitor = await world.open({ width: DESKTOP_WIDTH })
    await visitor.goto(`${world.url}/`)
    await visitor.click(bookNow)
    await visitor.waitFor(bookingDialog)
    await visitor.click({ css: "label", name: /Airport Transfer/, within: bookingDialog })
    await visitor.click({ css: "label", name: /^Executive Sedan/, within: bookingDialog })
    await visitor.type(field("Pickup location", bookingDialog), "5 Chestnut St, Andover MA")
    await visitor.type(field("Dropoff location", bookingDialog), "Logan Airport, Terminal C")
    const panel: Target = { css: "[data-estimate=estimate]", within: bookingDialog }
    await visitor.waitFor(panel)
    expect(await visitor.text({ css: ".figure", within: panel })).toBe(dollars(fare))
    expect(await visitor.text(panel)).toMatch(/Andover.* to Logan, flat rate/)
  },
}

const desktopMenu: Scenario[] = [
  {
    name: "at 1440 px, a desktop menu opens when the pointer rests on it and closes when it leaves",
    chromiumKeptBy: { file: "shell.test.ts", test: "a group opens when the pointer rests on it and closes when it leaves" },
    async run(world) {
      const visitor = await world.open({ width: DESKTOP_WIDTH })
      await visitor.goto(`${world.url}/`)
      await settle(visitor)
      await wakeDesktopNav(visitor)
      const toggle = button("Services menu", mainNav)
      const list = await groupList(visitor, toggle)
      expect(await visitor.isVisible(list)).toBe(false)
      await visitor.hover(link("Services", mainNav))
      await visitor.waitFor(list)
      expect(await visitor.attribute(toggle, "aria-expanded")).toBe("true")
      // The pointer can travel down into the list.
      await visitor.hover(link("Wedding Transportation", list))
      expect(await visitor.isVisible(list)).toBe(true)
      await visitor.pointerTo(700, 700)
      await visitor.waitFor(list, "hidden")
      expect(await visitor.attribute(toggle, "aria-expanded")).toBe("false")
    },
  },
  {
    name: "at 1440 px, a pointer already resting on a desktop menu when its code goes live opens it",
    chromiumKeptBy: {
      file: "shell.test.ts",
      test: "a pointer resting on Services before the menu's code arrives opens the list once it is live, without moving",
    },
    async run(world) {
      const visitor = await world.open({ width: DESKTOP_WIDTH })
      await visitor.goto(`${world.slowUrl}/`)
      const toggle = button("Services menu", mainNav)
      const list = await groupList(visitor, toggle)
      await visitor.hover(link("Services", mainNav))
      expect(await appStarted(visitor)).toBe(false)
      world.releaseScripts()
      await visitor.waitFor(list)
    },
  },
  {
    name: "at 1440 px, a desktop menu opens from its button with the keyboard, Escape closes it and focus returns to the button",
    chromiumKeptBy: {
      file: "shell.test.ts",
      test: "Tab from a section's link to its button, Enter and Space open the group; Escape closes it and returns focus; a click outside closes it",
    },
    async run(world) {
      const visitor = await world.open({ width: DESKTOP_WIDTH })
      await visitor.goto(`${world.url}/`)
      await settle(visitor)
      const { toggle, list } = await tabToMenuButton(visitor, "Business Solutions")
      // Focus reaching the bar wakes its code; this visitor takes a moment to read.
      await visitor.waitUntil(() => document.querySelector('[data-island="desktop-nav"][data-island-ready]') !== null, null)
      await visitor.press("Space")
      await visitor.waitFor(list)
      expect(await visitor.attribute(toggle, "aria-expanded")).toBe("true")
      await visitor.press("Tab")
      expect(await visitor.evaluate((id) => document.activeElement?.closest(`#${id}`) !== null, list.css.slice(1))).toBe(true)
      await visitor.press("Escape")
      await visitor.waitFor(list, "hidden")
      expect(await visitor.evaluate(() => document.activeElement?.getAttribute("aria-label"), null)).toBe("Business Solutions menu")
    },
  },
  {
    name: "at 1440 px, Space on a desktop menu's button while the menu's code is still on its way opens it",
    async run(world) {
      const visitor = await world.open({ width: DESKTOP_WIDTH })
      await visitor.goto(`${world.slowUrl}/`)
      // The page's own code arrives and runs; the menu's, asked for when focus reaches the bar, is held.
      world.releaseScripts()
      await settle(visitor)
      world.holdScripts()
      const { list } = await tabToMenuButton(visitor, "Business Solutions")
      expect(await visitor.evaluate(() => document.querySelector('[data-island="desktop-nav"][data-island-live]') === null, null)).toBe(
        true,
      )
      await visitor.press("Space")
      world.releaseScripts()
      await visitor.waitFor(list)
    },
  },
  {
    name: "at 1440 px, Escape closes a desktop menu opened by hover, which stays closed until the pointer leaves and comes back",
    chromiumKeptBy: {
      file: "shell.test.ts",
      test: "Escape closes a list the pointer opened while focus is elsewhere, and it stays closed until the pointer leaves and comes back",
    },
    async run(world) {
      const visitor = await world.open({ width: DESKTOP_WIDTH })
      await visitor.goto(`${world.url}/`)
      await settle(visitor)
      await wakeDesktopNav(visitor)
      const toggle = button("Services menu", mainNav)
      const list = await groupList(visitor, toggle)
      await visitor.hover(link("Services", mainNav))
      await visitor.waitFor(list)
      expect(await visitor.evaluate(() => document.activeElement === document.body, null)).toBe(true) // focus is elsewhere
      await visitor.press("Escape")
      await visitor.waitFor(list, "hidden", 3000)
      await pause(500)
      expect(await visitor.isVisible(list)).toBe(false) // the pointer still rests on it
      await visitor.pointerTo(700, 700)
      await pause(1000)
      await visitor.hover(link("Services", mainNav))
      await visitor.waitFor(list)
    },
  },
]

const phoneMenuScenario: Scenario = {
  name: "at 390 px, the phone menu opens, a group expands, and choosing a link goes there and closes the menu",
  chromiumKeptBy: { file: "shell.test.ts", test: "the menu opens, a group expands, and choosing a link navigates and closes the menu" },
  async run(world) {
    const visitor = await world.open({ width: PHONE_WIDTH })
    await visitor.goto(`${world.url}/services/airport`)
    expect(await visitor.isVisible(mainNav)).toBe(false)
    await visitor.click(button("Open menu"))
    await visitor.waitFor(phoneMenu)
    const group = button("Service Areas menu", phoneMenu)
    const list: Target = { css: `#${await visitor.attribute(group, "aria-controls")}` }
    expect(await visitor.isVisible(list)).toBe(false)
    await visitor.click(group)
    await visitor.waitFor(list)
    expect(await visitor.attribute(group, "aria-expanded")).toBe("true")
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth, null)).toBeLessThanOrEqual(PHONE_WIDTH)
    await visitor.click(link("Andover, MA", list))
    await visitor.waitUntil(() => location.pathname.replace(/\/$/, "") === "/service-areas/andover-ma", null)
    await visitor.waitFor(phoneMenu, "hidden")
    expect(await visitor.attribute(button("Open menu"), "aria-expanded")).toBe("false")
  },
}

const carousel: Scenario = {
  name: "at 1440 px, the services carousel's Next and Previous turn its pages",
  chromiumKeptBy: {
    file: "home.test.ts",
    test: "the services carousel advances while hovered and on Next; the fleet carousel stays put without hover",
  },
  async run(world) {
    const visitor = await world.open({ width: DESKTOP_WIDTH })
    await visitor.goto(`${world.url}/`)
    const section: Target = { css: '[data-island="home-services"]' }
    // The dots name their page, and the count of pages once the carousel is live and has measured its cards.
    expect(await visitor.attribute({ css: '[aria-current="true"]', within: section }, "aria-label")).toMatch(/^Show page 1\b/)
    const pageShown = (page: number) =>
      visitor.waitUntil(
        (page) =>
          /^Show page (\d+) of \d+$/.exec(
            document.querySelector('[data-island="home-services"] [aria-current="true"]')?.getAttribute("aria-label") ?? "",
          )?.[1] === String(page),
        page,
      )
    await visitor.click(button("Next", section))
    await pageShown(2)
    await visitor.click(button("Previous", section))
    await pageShown(1)
  },
}

/**
 * Records in the page every click from now on: what it landed on, and at that moment whether the page's app had
 * started, whether the island was live and ready, and the control's `aria-expanded`. Returns a reader of the record,
 * for what a failure says (a click lost by the page, or a click that missed).
 */
async function recordClicks(visitor: Visitor, island: string, control: string): Promise<() => Promise<string>> {
  await visitor.evaluate(
    ([name, css]) => {
      const record: string[] = []
      Object.assign(window, { __clicks: record })
      const started = performance.now()
      addEventListener(
        "click",
        (event) => {
          const wrapper = document.querySelector(`[data-island="${name}"]`)
          const target = event.target as Element
          const part = target.closest("[data-island]")?.getAttribute("data-island")
          const { clientX: x, clientY: y } = event
          record.push(
            `${Math.round(performance.now() - started)} ms: a click at ${x},${y} on ${target.tagName.toLowerCase()}` +
              `${target.closest(css) ? ` in ${css}` : part ? ` in the island ${part}` : ""}` +
              ` (${event.isTrusted ? "the visitor's" : "replayed"}), app started ${"___loader" in window},` +
              ` island live ${wrapper?.hasAttribute("data-island-live")}, ready ${wrapper?.hasAttribute("data-island-ready")},` +
              ` aria-expanded ${document.querySelector(css)?.getAttribute("aria-expanded")}`,
          )
        },
        true,
      )
      return true
    },
    [island, control] as const,
  )
  const record = () => visitor.evaluate(() => (window as Window & { __clicks?: string[] }).__clicks ?? [], null)
  return async () => `The clicks the page heard (ms from the record's start):\n${(await record()).join("\n")}`
}

/**
 * An island's live markup is a new element, and a part of the page the browser has not drawn yet is skipped for its
 * first frame (content-visibility): the FAQ's live question was not there to be hit for that frame, in WebKit and
 * Firefox, and a click in it went to the island's wrapper (src/theme/below-fold.ts skips a part only while its island
 * is the server's HTML).
 */
const liveIslandDrawn: Scenario = {
  name: "at 390 px, the FAQ's live markup can be clicked from the moment it replaces the server's",
  async run(world) {
    const visitor = await world.open({ width: PHONE_WIDTH })
    await visitor.goto(`${world.url}/`)
    const seen = await visitor.evaluate(async () => {
      const island = '[data-island="home-faq"]'
      const server = document.querySelector(`${island} button[aria-controls]`)
      if (!server) return ["no question in the server's HTML"]
      const host = server.closest(island)!.parentElement!
      const found: string[] = []
      const observer = new MutationObserver(() => {
        const live = host.querySelector(`${island} button[aria-controls]`)
        if (!live || live === server || found.length > 0) return
        const box = live.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        found.push(
          hit !== null && live.contains(hit) ? "the question" : `${hit?.tagName.toLowerCase() ?? "nothing"} instead of the question`,
        )
      })
      observer.observe(host, { childList: true, subtree: true })
      server.scrollIntoView({ block: "center" })
      for (let waited = 0; found.length === 0 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
      observer.disconnect()
      return found.length > 0 ? found : ["the island did not go live within 10 s"]
    }, null)
    expect(seen).toEqual(["the question"])
  },
}

const faq: Scenario = {
  name: "at 390 px, a question of the FAQ opens its answer and closes it again",
  chromiumKeptBy: { file: "home.test.ts", test: "the FAQ accordion opens one answer at a time and closes it again" },
  async run(world) {
    const visitor = await world.open({ width: PHONE_WIDTH })
    await visitor.goto(`${world.url}/`)
    const question: Target = { css: '[data-island="home-faq"] button[aria-controls]' }
    const answer: Target = { css: `#${await visitor.attribute(question, "aria-controls")}` }
    expect(await visitor.isVisible(answer)).toBe(false)
    const clicks = await recordClicks(visitor, "home-faq", question.css)
    await visitor.click(question)
    // Read once it is drawn: the FAQ is drawn only as it nears the window (src/theme/below-fold.ts), WebKit's and
    // Firefox's innerText of text not drawn yet is empty, and on a busy machine the drawing can lag the click.
    let asked = ""
    await poll(
      async () => (asked = await visitor.text(question)) !== "",
      10_000,
      () => "the question's text to be drawn",
    )
    await visitor.waitFor(answer).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await clicks()}\naria-expanded now: ${await visitor.attribute(question, "aria-expanded")}`)
    })
    expect(await visitor.attribute(question, "aria-expanded")).toBe("true")
    expect((await visitor.text(answer)).length).toBeGreaterThan(20)
    await visitor.click(button(asked))
    await visitor.waitFor(answer, "hidden")
    expect(await visitor.attribute(question, "aria-expanded")).toBe("false")
  },
}

/**
 * Runs in the page: the last question of the home page's FAQ and whether its part is drawn now, by two witnesses:
 * `checkVisibility` with `contentVisibilityAuto` (false while the part's rendering is skipped) and the question's
 * `innerText` (empty while the part is not drawn; docs/ENGINES.md). With `find`, then
 * looks for the question's words as find-in-page does (`window.find`), and says what it selected and where.
 */
function faqQuestion(find: boolean) {
  const part = document.querySelector('[data-island="home-faq"]')
  const question = Array.from(part?.querySelectorAll<HTMLElement>("button[aria-controls]") ?? []).at(-1)
  if (!part || !question) return null
  const text = (question.textContent ?? "").replace(/\s+/g, " ").trim()
  const state = {
    text,
    drawnText: question.innerText.replace(/\s+/g, " ").trim(),
    visible: question.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
    partTop: Math.round(part.getBoundingClientRect().top + scrollY),
  }
  if (!find) return { ...state, found: null }
  const found = (window as unknown as { find: (text: string) => boolean }).find(text)
  // The selection's range, read as written: Firefox's Selection.toString() reads text not drawn yet as empty.
  const range = getSelection()?.rangeCount ? getSelection()!.getRangeAt(0) : null
  return {
    ...state,
    found: { found, selected: range?.toString() ?? "", inQuestion: question.contains(range?.commonAncestorContainer ?? null) },
  }
}

/**
 * Find-in-page on a phone: the home page's FAQ starts about twelve windows down, so its part is skipped by the
 * browser's rendering at load (src/theme/below-fold.ts). A question of it is found all the same, the find selects it
 * there, and the part is then drawn, its question readable.
 */
const findInPage: Scenario = {
  name: "at 390 px on the home page, find-in-page finds a question of the FAQ while its part is not drawn, and draws it",
  chromiumKeptBy: { file: "below-fold.test.ts", test: "find-in-page finds the text of a part not drawn yet, and draws it" },
  async run(world) {
    const visitor = await world.open({ width: PHONE_WIDTH })
    await visitor.goto(`${world.url}/`)
    await visitor.waitUntil(() => document.readyState === "complete", null)
    // Read and found in one go, so that nothing draws the part between the two.
    const before = await visitor.evaluate(faqQuestion, true)
    const windowHeight = await visitor.evaluate(() => innerHeight, null)
    expect(before?.text.length).toBeGreaterThan(10)
    // Far below the first screen, and not drawn: neither witness sees it.
    expect(before?.partTop).toBeGreaterThan(windowHeight * 3)
    expect({ visible: before?.visible, drawnText: before?.drawnText }).toEqual({ visible: false, drawnText: "" })
    // Found, and selected there.
    expect(before?.found).toEqual({ found: true, selected: before?.text, inQuestion: true })
    // Then drawn: the question reads as it is written.
    let after = before
    await poll(
      async () => {
        after = await visitor.evaluate(faqQuestion, false)
        return !!after?.visible && after.drawnText === after.text
      },
      10_000,
      () => `the FAQ's part to be drawn after the find (now ${JSON.stringify(after)})`,
    )
  },
}

const notFound: Scenario = {
  name: "at 390 px, an unknown address shows Page Not Found, and Go Home leads home",
  // The browser reports the page's own 404 status.
  allowedErrors: /404|Not Found/i,
  async run(world) {
    const visitor = await world.open({ width: PHONE_WIDTH })
    await visitor.goto(`${world.url}/no-such-page`)
    await visitor.waitFor(heading("Page Not Found"))
    await visitor.waitForText("The page you're looking for doesn't exist or has been moved.")
    await visitor.click(link("Go Home", { css: "main" }))
    await visitor.waitUntil(() => location.pathname === "/", null)
    expect(await pathname(visitor)).toBe("/")
    await visitor.waitFor(heading(/./), "visible")
  },
}

/**
 * The customer's link from their confirmation email, opened on a phone (the engine of an iPhone's Mail
 * and Safari, among others): the booking, its state and the cancel with its confirmation step.
 */
const customerCancels: Scenario = {
  name: "at 390 px, a customer opens the link from their email, sees the booking, and cancels it after confirming",
  chromiumKeptBy: { file: "booking-loop.test.ts", test: "the customer cancels" },
  async run(world) {
    const { reference, booking } = await seedBooking(createOutboxStore(world.outbox))
    const link = bookingLinks({ bookingLinkSecret: world.linkSecret, siteUrl: world.url }, reference, booking).customer
    const visitor = await world.open({ width: PHONE_WIDTH })
    await visitor.goto(link)
    await visitor.waitFor(heading(reference))
    await visitor.waitForText("Dispatch has not confirmed this request yet, so cancelling it now costs nothing.")
    await visitor.click(button("Cancel this booking"))
    await visitor.waitFor(heading(`Cancel booking ${reference}?`))
    await visitor.click(button("Yes, cancel my booking"))
    await visitor.waitForText("Your booking is cancelled.")
    await visitor.waitFor(button("Cancel this booking"), "hidden")
    const record = JSON.parse(fs.readFileSync(path.join(world.outbox, `${bookingRecordName(reference)}.json`), "utf8")) as StoredRecord
    expect(record.lifecycle?.state).toBe("cancelled")
  },
}

/** axe-core's violations on the page as it is, one line each (rule, help, first targets): tests/browser/axe.ts's run. */
async function axeViolations(visitor: Visitor): Promise<string[]> {
  if (!(await visitor.evaluate(axeLoaded, null))) await visitor.inject(AXE_SOURCE)
  return await visitor.evaluate(axeRun, null)
}

/**
 * axe-core on the benchmark's pages, one of each kind and each its own template, once each page's app has started:
 * every page at 390 px, then the home page at 1440 px, in one window. A failure names each page with its violations.
 * (axe took 0.3 to 0.9 s of CPU a page in each engine on 2026-11-29.)
 */
const axePages: Scenario = {
  name: "at 390 px every page of the benchmark's set, and at 1440 px the home page, has no axe violations once its app has started",
  chromiumKeptBy: { file: "accessibility.test.ts", test: "%s has no axe violations and no console errors" },
  async run(world) {
    const visitor = await world.open({ width: PHONE_WIDTH })
    const violations: Record<string, string[]> = {}
    const check = async (width: number, route: string) => {
      await visitor.goto(`${world.url}${route}`)
      await visitor.waitUntil(() => "___loader" in window && document.readyState === "complete", null)
      expect(await visitor.evaluate(() => innerWidth, null)).toBe(width)
      const found = await axeViolations(visitor)
      if (found.length > 0) violations[`${route} at ${width} px`] = found
    }
    for (const route of BENCH_ROUTES) await check(PHONE_WIDTH, route)
    await visitor.setWidth(DESKTOP_WIDTH)
    await check(DESKTOP_WIDTH, "/")
    expect(violations).toEqual({})
  },
}

/** Presses Tab until the focused control reads `name`, as a keyboard user would. */
async function tabTo(visitor: Visitor, name: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await visitor.press("Tab")
    if ((await visitor.evaluate(() => document.activeElement?.textContent?.trim() ?? "", null)) === name) return
  }
  throw new Error(`Tab never reached ${name}`)
}

/**
 * The customer's change on a phone, with the keyboard for every step but the time's drop-down (whose
 * keys each engine's native picker handles its own way): a confirmed airport pickup moved two hours
 * later, old and new side by side before it is sent, then waiting for dispatch. axe finds nothing on
 * the form, the review or the waiting change.
 */
const customerChanges: Scenario = {
  name: "at 390 px, a customer asks from their link to move a confirmed pickup two hours later, with the keyboard, and sees it wait for dispatch",
  chromiumKeptBy: { file: "changes.test.ts", test: "a confirmed airport pickup moved two hours later with a new flight" },
  async run(world) {
    const at = new Date().toISOString()
    const { reference, booking } = await seedBooking(
      createOutboxStore(world.outbox),
      { serviceType: "airport", date: dayFromToday(5), time: "6:30 AM", flightNumber: "B6 1234" },
      {
        state: "confirmed",
        history: [
          { state: "requested", at, by: "customer" },
          { state: "confirmed", at, by: "dispatch", fare: 175 },
        ],
      },
    )
    const link = bookingLinks({ bookingLinkSecret: world.linkSecret, siteUrl: world.url }, reference, booking).customer
    const visitor = await world.open({ width: PHONE_WIDTH })
    await visitor.goto(link)
    await visitor.waitFor(heading(reference))
    await visitor.waitFor(button("Change this booking"))
    await tabTo(visitor, "Change this booking")
    await visitor.press("Space")
    const form: Target = { css: "form", name: "Change this booking" }
    await visitor.waitFor(field("Pickup time", form))
    expect(await axeViolations(visitor)).toEqual([])
    await visitor.choose(field("Pickup time", form), "8:30 AM")
    await tabTo(visitor, "Review the change")
    await visitor.press("Space")
    await visitor.waitFor(heading("Check your change"))
    await visitor.waitForText("After the change")
    expect(await axeViolations(visitor)).toEqual([])
    await tabTo(visitor, "Send the change to dispatch")
    await visitor.press("Space")
    // No mail server in this world: the page says the change is recorded, and to call so dispatch knows at once.
    await visitor.waitForText("Your change is recorded.")
    await visitor.waitFor(heading("Your change waits for dispatch"))
    await visitor.waitForText("Pickup time: 6:30 AM → 8:30 AM")
    expect(await axeViolations(visitor)).toEqual([])
    const record = JSON.parse(fs.readFileSync(path.join(world.outbox, `${bookingRecordName(reference)}.json`), "utf8")) as StoredRecord
    expect(record.lifecycle?.history.at(-1)).toMatchObject({ state: "confirmed", step: "change-requested", by: "customer" })
    expect(record.data).toMatchObject({ time: "6:30 AM" })
  },
}

/**
 * Dispatch on a phone (an iPhone's Safari is WebKit): the sign-in link from the email opens the day view, the
 * waiting request first and the confirmed ride on its day, each a link to dispatch's page for it; the request
 * confirmed from its page over the view, which leaves "Needs an answer" without a reload; the calendar feed's
 * link made with the keyboard. axe finds nothing. (No mail server in this world: the link is the one the
 * email would carry, made with the site's secret for its dispatch address.)
 */
const dispatchDay: Scenario = {
  name: "at 390 px, dispatch opens the sign-in link from its email, sees the waiting request first and the confirmed ride on its day, confirms the request from the view, and makes the calendar link by keyboard",
  chromiumKeptBy: { file: "dispatch.test.ts", test: "signs in from the emailed link, lists three bookings in their states" },
  async run(world) {
    const store = createOutboxStore(world.outbox)
    const at = new Date().toISOString()
    const day = dayFromToday(2)
    const waiting = await seedBooking(store, { date: day, time: "9:00 AM", firstName: "Ines" })
    const confirmed = await seedBooking(
      store,
      { date: day, time: "7:30 AM", firstName: "Omar" },
      {
        state: "confirmed",
        history: [
          { state: "requested", at, by: "customer" },
          { state: "confirmed", at, by: "dispatch", fare: 240 },
        ],
      },
    )
    const visitor = await world.open({ width: PHONE_WIDTH })
    await visitor.goto(`${world.secureUrl}/dispatch#${SIGN_IN_FRAGMENT}=${signInToken(world.linkSecret, BUSINESS_EMAIL, new Date())}`)
    const needs: Target = { css: "section", name: /^Needs an answer/ }
    await visitor.waitFor(link(waiting.reference, needs)).catch(async (error: unknown) => {
      // Signed out instead (a session cookie the engine did not keep) says more than a missing link.
      throw new Error(
        `${String(error)}\nThe page says: ${String(await visitor.evaluate(() => document.querySelector("main")?.textContent, null))}`,
      )
    })
    const onDay: Target = { css: "section", name: formatDay(day) }
    await visitor.waitFor(link(confirmed.reference, onDay))
    await visitor.waitFor(link(waiting.reference, onDay))
    expect(await axeViolations(visitor)).toEqual([])
    // Confirmed from the view: its page over the list, then back to the day, which follows without a reload.
    await visitor.click(link(waiting.reference, needs))
    const ride = dialog(`Ride ${waiting.reference}`)
    await visitor.click(button("Confirm booking", ride))
    await visitor.waitForText("This booking is confirmed.")
    expect(await axeViolations(visitor)).toEqual([])
    await visitor.click(button("Back to the day", ride))
    await visitor.waitFor(link(waiting.reference, needs), "hidden")
    await visitor.waitFor(link(waiting.reference, onDay))
    await tabTo(visitor, "Make the calendar link")
    await visitor.press("Space")
    await visitor.waitForText("Your calendar link is ready.")
    await visitor.waitFor(link("Subscribe in Apple Calendar"))
    expect(await axeViolations(visitor)).toEqual([])
  },
}

/**
 * A confirmed airport ride seeded with its chauffeur (Sam) and car assigned, accepted by the chauffeur when
 * `accepted`, and the link the assignment's email would carry, made with the site's secret (no mail server in this
 * world).
 */
async function assignedRide(world: World, when: { date: string; time: string }, accepted = false) {
  const at = new Date().toISOString()
  const assignment = {
    leg: "pickup" as const,
    chauffeur: { id: "c-sam", name: "Sam Okafor" },
    vehicle: { id: "v-nav", makeModel: "Lincoln Navigator", colour: "Black", plate: "NH 4410", vehicleClass: "luxury-suv" },
  }
  const history = [
    { state: "requested" as const, at, by: "customer" as const },
    { state: "confirmed" as const, at, by: "dispatch" as const, fare: 240 },
    { state: "confirmed" as const, at, by: "dispatch" as const, step: "chauffeur-assigned" as const, assignment },
    ...(accepted
      ? [
          {
            state: "confirmed" as const,
            at,
            by: "chauffeur" as const,
            step: "chauffeur-accepted" as const,
            leg: "pickup" as const,
            answers: 2,
          },
        ]
      : []),
  ]
  const { reference, booking } = await seedBooking(
    createOutboxStore(world.outbox),
    { serviceType: "airport", vehicle: "luxury-suv", ...when, flightNumber: "B6 1234" },
    { state: "confirmed", history },
  )
  return { reference, rideLink: bookingLinks({ bookingLinkSecret: world.linkSecret, siteUrl: world.url }, reference, booking).ride(2) }
}

/** The last step of a booking's history, as the record store now holds it. */
function lastStep(world: World, reference: string) {
  const record = JSON.parse(fs.readFileSync(path.join(world.outbox, `${bookingRecordName(reference)}.json`), "utf8")) as StoredRecord
  return record.lifecycle?.history.at(-1)
}

/**
 * A chauffeur on a phone (an iPhone's Mail opens links in WebKit): the link of the assignment's email opens the
 * ride's sheet, and the ride is accepted with the keyboard, which the record keeps. axe finds nothing before or
 * after. (No mail server in this world: the link is the one the email would carry, made with the site's secret
 * for the assignment seeded in the booking's history.)
 */
const chauffeurAccepts: Scenario = {
  name: "at 390 px, a chauffeur opens the link from their email, sees the ride's sheet, and accepts the ride with the keyboard",
  chromiumKeptBy: { file: "ride.test.ts", test: "sees the ride's sheet with no fare, and accepts it by keyboard alone" },
  async run(world) {
    const { reference, rideLink } = await assignedRide(world, { date: dayFromToday(5), time: "6:30 AM" })
    const visitor = await world.open({ width: PHONE_WIDTH })
    await visitor.goto(rideLink)
    await visitor.waitForText("Waiting for your answer")
    // The eyebrow is set in capitals, which an engine's innerText reads as drawn: its words are read as written.
    expect(await visitor.evaluate(() => document.querySelector("[data-ride-sheet] p")?.textContent, null)).toBe(
      `Ride there · Airport Transfer · ${reference}`,
    )
    await visitor.waitForText("Maria Lopez")
    expect(await visitor.attribute(link(/^Call \(/), "href")).toMatch(/^tel:\+1\d{10}$/)
    expect(await axeViolations(visitor)).toEqual([])
    await tabTo(visitor, "Accept ride")
    await visitor.press("Space")
    await visitor.waitForText("Accepted by you")
    await visitor.waitFor(button("Accept ride"), "hidden")
    expect(await axeViolations(visitor)).toEqual([])
    expect(lastStep(world, reference)).toMatchObject({ state: "confirmed", step: "chauffeur-accepted" })
  },
}

/**
 * The ride on its day, by the chauffeur on a phone: from the link of their email, the ride they accepted (a pickup
 * within the hour) is tapped through On the way (with the keyboard), On location and Passenger on board, then Done
 * with no extras; the record keeps each step. axe finds nothing on the way.
 */
const chauffeurTapsThrough: Scenario = {
  name: "at 390 px, a chauffeur taps the ride through from their link: On the way with the keyboard, On location, Passenger on board, Done",
  chromiumKeptBy: { file: "ride-day.test.ts", test: "the chauffeur taps the ride through: On the way by keyboard" },
  async run(world) {
    const { reference, rideLink } = await assignedRide(world, pickupIn(1), true)
    const visitor = await world.open({ width: PHONE_WIDTH })
    await visitor.goto(rideLink)
    await visitor.waitFor(button("On the way"))
    await visitor.waitForText("Not set out yet")
    expect(await axeViolations(visitor)).toEqual([])
    await tabTo(visitor, "On the way")
    await visitor.press("Space")
    // The site's words follow (this world has no mail server, so they say to call the customer), then the next status.
    await visitor.waitFor(button("On location"))
    await visitor.click(button("On location"))
    await visitor.waitFor(button("Passenger on board"))
    expect(lastStep(world, reference)).toMatchObject({ step: "ride-on-location" })
    expect(await axeViolations(visitor)).toEqual([])
    await visitor.click(button("Passenger on board"))
    await visitor.click(button("Done"))
    await visitor.click(button("Finish the ride"))
    await visitor.waitForText("Ride done.")
    await visitor.waitForText("No tolls, parking or other extras were entered.")
    expect(await axeViolations(visitor)).toEqual([])
    expect(lastStep(world, reference)).toMatchObject({ state: "confirmed", step: "ride-done", extras: [] })
  },
}

export const SCENARIOS: readonly Scenario[] = [
  ...firstTaps,
  touchTap,
  booking,
  estimate,
  ...desktopMenu,
  phoneMenuScenario,
  carousel,
  faq,
  liveIslandDrawn,
  findInPage,
  notFound,
  customerCancels,
  customerChanges,
  dispatchDay,
  chauffeurAccepts,
  chauffeurTapsThrough,
  axePages,
]
