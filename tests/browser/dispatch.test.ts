/**
 * Dispatch's day view in Chromium, over the built site under `gatsby serve` with its real functions, SMTP
 * on loopback and the local outbox: dispatch asks for a sign-in link on /dispatch, opens it from the email,
 * sees three bookings in their states on their days with the waiting request first and its return on its
 * own day, each linking to dispatch's page for it, the customer's phone written for reading and tapped to call,
 * their special requests in the row; Confirm on the opened dialog's first screen, at 390 px too; confirms the waiting request from the view (its page over
 * the list, by keyboard alone at 1440 px, by tap at 390) and sees it confirmed without a reload; picks other
 * days and comes back to today; the link does not work twice; sign-out leaves the sign-in form. Dispatch's
 * /booking page has no visitor's Book Now bar, badges or footer; the customer's keeps them. Axe at 390 and 1440 px.
 * The calendar feed made from the view follows the ride confirmed there, as the customer's invite does, and ends
 * when replaced.
 */
import { addDays, SIGN_IN_FRAGMENT } from "../../src/booking-loop/day-view"
import type { Lifecycle } from "../../src/booking-loop/model"
import { formatDay, todayInBusinessZone } from "../../src/booking/calendar-date"
import { icsEvents, parseMime, partText } from "../../src/server/test-support/mime"
import { TEST_LINK_SECRET } from "../../src/server/test-support/peers"
import { signInToken } from "../../src/server/dispatch/session"
import { SIGN_IN_SUBJECT } from "../../src/server/dispatch/sign-in-mail"
import type { Page } from "playwright-core"
import { axeViolations } from "./axe"
import { DESKTOP, PHONE } from "./browser"
import { focusedName, tabTo } from "./keyboard"
import { DISPATCH, useLoopSite } from "./loop-site"

const loop = useLoopSite("dispatch")

/** Special requests long enough to wrap many times at 390 px, with a word longer than a phone is wide. */
const REQUESTS =
  "Two child seats (ages 2 and 5) and a booster, please. Flight from Dublin; allow for customs. Meet at door 3, Terminal E: https://example.com/a-very-long-address-without-any-space-in-it-at-all"

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const lifecycle = (state: "confirmed" | "cancelled"): Lifecycle => ({
  state,
  history: [
    { state: "requested", at: ago(90), by: "customer" },
    state === "confirmed" ? { state, at: ago(60), by: "dispatch", fare: 240 } : { state, at: ago(60), by: "customer" },
  ],
})

/** Presses Shift+Tab until the focused control's name matches. */
async function tabBackTo(page: Page, name: RegExp) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Shift+Tab")
    if (name.test(await focusedName(page))) return
  }
  throw new Error(`Shift+Tab never reached ${name}; last focus: ${await focusedName(page)}`)
}

/** Whether the visitor's parts of the layout show: the Book Now bar, the floating badges, the footer. */
const visitorParts = async (page: Page) => ({
  bar: await page.locator('[aria-label="Call or book"]').isVisible(),
  badges: await page.locator('[aria-label="Accreditations"]').isVisible(),
  footer: await page.getByRole("contentinfo").isVisible(),
})

/** Confirms the waiting request from the view: its page over the list, Confirm, then back to the day. */
async function confirmFromView(page: Page, reference: string, keyboard: boolean, shot: () => Promise<void>) {
  const needs = page.getByRole("region", { name: /^Needs an answer/ })
  if (keyboard) {
    await tabTo(page, new RegExp(`^${reference}$`))
    await page.keyboard.press("Enter")
  } else await needs.getByRole("link", { name: reference }).click()
  const dialog = page.getByRole("dialog", { name: `Ride ${reference}` })
  const confirm = dialog.getByRole("button", { name: "Confirm booking" })
  await confirm.waitFor({ timeout: 10_000 })
  // The decision within a thumb's reach: Confirm is on the dialog's first screen, without scrolling.
  const box = await confirm.boundingBox()
  expect(box && box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0)
  // Dispatch's page, not the visitor's: its actions, over a list that stays where it was.
  expect(await dialog.getByRole("heading", { name: "Dispatch" }).count()).toBe(1)
  expect(await axeViolations(page)).toEqual([])
  await shot()
  if (keyboard) {
    await tabTo(page, /^Confirm booking$/)
    await page.keyboard.press("Enter")
  } else await dialog.getByRole("button", { name: "Confirm booking" }).click()
  await dialog.getByText("This booking is confirmed.").waitFor()
  if (keyboard) await page.keyboard.press("Escape")
  else await dialog.getByRole("button", { name: "Back to the day" }).click()
  await dialog.waitFor({ state: "detached" })
}

describe.each([
  ["1440", DESKTOP, true],
  ["390", PHONE, false],
])("at %s px", (width, viewport, keyboard) => {
  test("signs in from the emailed link, lists three bookings in their states, and confirms the waiting one from the view", async () => {
    // Each width starts from an empty outbox: its three bookings alone.
    for (const name of await loop.store.list()) await loop.store.remove(name)
    const tomorrow = addDays(todayInBusinessZone(), 1)
    const dayAfter = addDays(tomorrow, 1)
    const waiting = await loop.booked({
      date: tomorrow,
      time: "9:00 AM",
      phone: "6175550123",
      specialRequests: REQUESTS,
      returnTrip: true,
      returnDate: dayAfter,
      returnTime: "5:30 PM",
    })
    const confirmed = await loop.booked({ date: tomorrow, time: "7:30 AM" }, lifecycle("confirmed"))
    const cancelled = await loop.booked({ date: dayAfter, time: "6:30 AM" }, lifecycle("cancelled"))
    loop.forgetMails()

    const { page, errors } = await loop.open(`${loop.site.url}/dispatch`, viewport)
    await page.getByLabel("Email address").fill(DISPATCH)
    await page.getByRole("button", { name: "Email me a sign-in link" }).click()
    await page.getByText(/a sign-in link is on its way/).waitFor()
    expect(await axeViolations(page)).toEqual([])

    const email = await loop.waitForMail(DISPATCH, new RegExp(`^${SIGN_IN_SUBJECT}$`))
    const link = loop.local(/(\S+\/dispatch#s=[A-Za-z0-9_-]+)/.exec(partText(email, "text/plain") ?? "")?.[1] ?? "")
    // Opened in the tab that asked for it (a fragment's change), as a phone's mail app may do.
    await page.goto(link)
    await page
      .getByRole("heading", { name: "Needs an answer (1)" })
      .waitFor({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\nThe page says: ${await page.locator("main").innerText()}`)
      })
    expect(new URL(page.url()).hash).toBe("")
    const needs = page.getByRole("region", { name: "Needs an answer (1)" })
    await needs.getByText(/Request waiting, for/).waitFor()
    expect(await needs.getByRole("link", { name: waiting.reference }).count()).toBe(1)
    const day = page.getByRole("region", { name: /^Tomorrow, / })
    expect(await day.getByRole("link", { name: /^MP-/ }).allTextContents()).toEqual([confirmed.reference, waiting.reference])
    expect(await day.getByText("Confirmed", { exact: true }).count()).toBe(1)
    expect(await day.getByText("Agreed fare").count()).toBe(1)
    const after = page.getByRole("region", { name: new RegExp(`^${formatDay(dayAfter)}$`) })
    expect(await after.getByRole("link", { name: /^MP-/ }).allTextContents()).toEqual([cancelled.reference])
    expect(await after.getByText("Cancelled", { exact: true }).count()).toBe(1)
    // The waiting request's return, a ride of its own on its own day, after the 6:30 AM one: its time, the route back.
    expect(await after.getByRole("link", { name: /MP-/ }).allTextContents()).toEqual([
      cancelled.reference,
      `Return of ${waiting.reference}`,
    ])
    expect(await after.getByText(/^5:30 PM$/).count()).toBe(1)
    expect(await after.getByText("Route back").count()).toBe(1)
    expect(await page.getByRole("link", { name: waiting.reference }).first().getAttribute("href")).toContain("/booking#t=")
    // The customer's phone written for reading and tapped to call; the special requests in full in the ride's row.
    const row = needs.getByRole("listitem").filter({ hasText: waiting.reference })
    expect(await row.getByRole("link", { name: "(617) 555-0123" }).getAttribute("href")).toBe("tel:+16175550123")
    expect(await row.getByText(REQUESTS, { exact: true }).isVisible()).toBe(true)
    // However long, they keep the page within the window's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(await page.locator('[aria-label="Call or book"]').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `dispatch-day-${width}`)

    // Confirmed from the view: the list follows without a reload (a marker set on this page's window survives).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await confirmFromView(page, waiting.reference, keyboard, async () => {
      await loop.shot(page, `dispatch-ride-${width}`, { fullPage: false })
    })
    await page.getByRole("heading", { name: "Needs an answer (0)" }).waitFor()
    expect(await page.evaluate(() => Reflect.get(window, "sameDocument"))).toBe(true)
    expect(await day.getByText("Confirmed", { exact: true }).count()).toBe(2)
    expect(await after.getByText("Confirmed", { exact: true }).count()).toBe(1)
    if (keyboard) expect(await focusedName(page)).toBe(waiting.reference)

    // Any days: from the day after tomorrow (typed by keyboard at 1440 px), a week after, then today again.
    if (keyboard) {
      await tabBackTo(page, /^Show from$/)
      // Coming back by Shift+Tab, the date field takes focus at its last part: out of it and in again, at its first.
      while ((await focusedName(page)) === "Show from") await page.keyboard.press("Shift+Tab")
      await page.keyboard.press("Tab")
      // Typed in the order the browser's language shows the field's parts (month first in the US).
      const [year, month, day] = dayAfter.split("-")
      const order = await page.evaluate(() =>
        new Intl.DateTimeFormat(navigator.language)
          .formatToParts(new Date())
          .flatMap((part) => (part.type === "literal" ? [] : [part.type])),
      )
      await page.keyboard.type(order.map((part) => ({ year, month, day })[part as "year"] ?? "").join(""))
      await page.keyboard.press("Enter")
    } else {
      await page.getByLabel("Show from").fill(dayAfter)
      await page.getByRole("button", { name: "Show", exact: true }).click()
    }
    const first = page.getByRole("region", { name: "Dispatch", exact: true }).getByRole("heading", { level: 3 })
    await page.getByRole("heading", { name: new RegExp(`^${formatDay(addDays(dayAfter, 7))}$`) }).waitFor()
    expect(await first.nth(1).textContent()).toBe(formatDay(dayAfter))
    expect(await page.getByRole("heading", { name: /^Today, / }).count()).toBe(0)
    await page.getByRole("button", { name: "Week after" }).click()
    await page.getByRole("heading", { name: new RegExp(`^${formatDay(addDays(dayAfter, 14))}$`) }).waitFor()
    expect(await page.getByRole("link", { name: /MP-/ }).count()).toBe(0)
    // The address keeps the days shown: a reload (or a phone reopening the tab) shows them again.
    expect(new URL(page.url()).search).toBe(`?from=${addDays(dayAfter, 7)}`)
    await page.reload()
    await page.getByRole("heading", { name: new RegExp(`^${formatDay(addDays(dayAfter, 14))}$`) }).waitFor()
    expect(await first.nth(1).textContent()).toBe(formatDay(addDays(dayAfter, 7)))
    await page.getByRole("button", { name: "Today" }).click()
    await page.getByRole("heading", { name: /^Today, / }).waitFor()
    expect(await page.getByLabel("Show from").inputValue()).toBe(todayInBusinessZone())
    expect(new URL(page.url()).search).toBe("")

    await page.getByRole("button", { name: "Sign out" }).click()
    await page.getByRole("heading", { name: "Sign in to dispatch" }).waitFor()
    await page.goto(link)
    await page.getByText(/This sign-in link is not valid/).waitFor()
    // The browser reports the two refusals the page was meant to meet: no session at first, the link used twice.
    expect(errors).toEqual([
      "Failed to load resource: the server responded with a status of 401 (Unauthorized)",
      "Failed to load resource: the server responded with a status of 403 (Forbidden)",
    ])
    await loop.shot(page, `dispatch-signed-out-${width}`)
    await loop.close(page)
  })

  test("dispatch's /booking page is a working page, without the visitor's Book Now bar, badges and footer", async () => {
    const booking = await loop.booked({ date: addDays(todayInBusinessZone(), 3), time: "10:00 AM" })
    const customer = await loop.open(booking.links.customer, viewport)
    await customer.page.getByRole("heading", { name: booking.reference }).waitFor()
    // The customer's page keeps them (the bar is the phones', the badges' tab from md).
    const seen = await visitorParts(customer.page)
    expect(seen.footer).toBe(true)
    expect(seen.bar || seen.badges).toBe(true)
    await loop.close(customer.page)

    const { page, errors } = await loop.open(booking.links.confirm, viewport)
    await page.getByRole("button", { name: "Confirm booking" }).waitFor()
    expect(await visitorParts(page)).toEqual({ bar: false, badges: false, footer: false })
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `dispatch-booking-${width}`)
    expect(errors).toEqual([])
    await loop.close(page)
  })
})

/** The invites the customer has been emailed for `reference`, each as its events, in the order sent. */
const invitesOf = (reference: string) =>
  loop
    .mails()
    .map((mail) => partText(parseMime(mail.raw), "text/calendar"))
    .filter((ics): ics is string => ics !== undefined && ics.includes(`UID:${reference}@`))
    .map(icsEvents)
/** The feed at the address the view shows, fetched as a calendar app would: no cookie, the key alone. */
const readFeed = async (url: string) => {
  const reply = await fetch(loop.local(url))
  return { status: reply.status, events: reply.ok ? icsEvents(await reply.text()) : [] }
}
const tokenIn = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get("t") ?? ""
const timeline = (events: Record<string, string>[]) =>
  events.map(({ UID, SEQUENCE, DTSTART, STATUS }) => ({ UID, SEQUENCE, DTSTART, STATUS }))

test("the calendar feed made from the view holds the ride confirmed there with the customer's invite's UID, moves with an accepted change, marks a cancellation, and ends when replaced", async () => {
  for (const name of await loop.store.list()) await loop.store.remove(name)
  const ride = await loop.booked({ date: addDays(todayInBusinessZone(), 2), time: "9:00 AM", firstName: "Nadia" })
  loop.forgetMails()
  const { page, errors } = await loop.open(
    `${loop.site.url}/dispatch#${SIGN_IN_FRAGMENT}=${signInToken(TEST_LINK_SECRET, DISPATCH, new Date())}`,
    DESKTOP,
  )
  await page.getByRole("heading", { name: "Needs an answer (1)" }).waitFor({ timeout: 10_000 })
  await confirmFromView(page, ride.reference, false, async () => undefined)

  const card = page.getByRole("region", { name: "Calendar feed" })
  await card.getByRole("button", { name: "Make the calendar link" }).click()
  await card.getByText("Your calendar link is ready.").waitFor()
  const url = await card.getByLabel(/^Calendar link/).inputValue()
  expect(await card.getByRole("link", { name: "Subscribe in Apple Calendar" }).getAttribute("href")).toBe(
    url.replace(/^https?:/, "webcal:"),
  )
  expect(await axeViolations(page)).toEqual([])

  // Confirmed from the view: in the feed as in the customer's invite, same UID, same SEQUENCE.
  const confirmed = await readFeed(url)
  expect(confirmed.status).toBe(200)
  expect(timeline(confirmed.events)).toEqual(timeline(invitesOf(ride.reference).at(-1) ?? []))
  expect(confirmed.events[0]).toMatchObject({ UID: expect.stringMatching(new RegExp(`^${ride.reference}@`)), STATUS: "CONFIRMED" })

  // The customer moves it two hours later and dispatch accepts: the event moves, at a higher SEQUENCE, as the invite does.
  const customer = tokenIn(ride.links.customer)
  const dispatch = tokenIn(ride.links.confirm)
  expect((await loop.post({ token: customer, action: "request-change", changes: { time: "11:00 AM" } })).status).toBe(200)
  expect((await loop.post({ token: dispatch, action: "accept-change", change: 2 })).status).toBe(200)
  const moved = await readFeed(url)
  expect(moved.events[0].DTSTART).toMatch(/T110000$/)
  expect(Number(moved.events[0].SEQUENCE)).toBeGreaterThan(Number(confirmed.events[0].SEQUENCE))
  expect(timeline(moved.events)).toEqual(timeline(invitesOf(ride.reference).at(-1) ?? []))

  // Cancelled (by the customer, under the terms their page shows): marked cancelled, not dropped.
  const shown = await fetch(`${loop.site.url}/api/booking-status`, { headers: { Authorization: `Bearer ${customer}` } })
  const { policy } = ((await shown.json()) as { booking: { policy: { kind: string; fee?: number } } }).booking
  expect((await loop.post({ token: customer, action: "cancel", terms: policy.kind, fee: policy.fee })).status).toBe(200)
  const cancelled = await readFeed(url)
  expect(cancelled.events.map((event) => event.STATUS)).toEqual(["CANCELLED"])
  expect(timeline(cancelled.events)).toEqual(timeline(invitesOf(ride.reference).at(-1) ?? []))

  // Replaced from the view: the old address answers 404 at once, the new one serves the feed.
  await card.getByRole("button", { name: "Replace the link..." }).click()
  await card.getByRole("button", { name: "Replace the link", exact: true }).click()
  await card.getByText(/Your calendar link is replaced/).waitFor()
  const replaced = await card.getByLabel(/^Calendar link/).inputValue()
  expect(replaced).not.toBe(url)
  expect((await readFeed(url)).status).toBe(404)
  expect((await readFeed(replaced)).events.map((event) => event.STATUS)).toEqual(["CANCELLED"])
  expect(errors).toEqual([])
  await loop.close(page)
})
