/**
 * The ride on its day in Chromium, over the built site with its real functions, the local outbox as the record
 * store and SMTP on loopback: a chauffeur on a 390 px phone taps an airport pickup through from the link of their
 * email (On the way by keyboard alone, within a thumb's reach of the first screen; On location; the landing;
 * Passenger on board; Done with a toll, a mistyped amount refused beside its field and corrected), axe in every
 * state; and the customer's /booking at 390 and 1440 px follows the status (read again when the page is seen
 * again) and, once dispatch has sent it, shows the statement line by line with the gratuity they chose there;
 * a confirmed booking days before its ride loads nothing of the day beside the page's first load. Dispatch, signed in
 * on a 390 px phone, records the landing from the ride's row of the day view by keyboard alone (the missing kind of
 * flight named, with the focus on it), and the row and the customer's page show the free waiting it starts (the form
 * looked at on a 1440 px screen too); dispatch's own page of the ride, from its email's link, corrects it.
 */
import type { Page } from "playwright-core"
import { SAM, seedRoster } from "../../src/server/test-support/roster"
import { SIGN_IN_FRAGMENT } from "../../src/booking-loop/day-view"
import { bostonInput } from "../../src/booking-loop/pickup"
import { PROGRESS_MESSAGES } from "../../src/booking-loop/ride-progress"
import { signInToken } from "../../src/server/dispatch/session"
import { TEST_LINK_SECRET } from "../../src/server/test-support/peers"
import { pickupIn } from "../../src/server/test-support/bookings"
import { dayFromToday } from "../../src/server/test-support/forms"
import { FIRST_LOAD_JS_BUDGET_KB } from "../../scripts/bench/routes"
import { partText } from "../../src/server/test-support/mime"
import { axeViolations } from "./axe"
import { DESKTOP, PHONE } from "./browser"
import { focusedName, tabTo } from "./keyboard"
import { CUSTOMER, DISPATCH, tokenOf, useLoopSite } from "./loop-site"

const loop = useLoopSite("ride-day")

/**
 * A confirmed airport pickup at Logan within the hour, its chauffeur (Sam) and car assigned by dispatch and the
 * ride accepted from the chauffeur's link: the links of the chauffeur, the customer and dispatch.
 */
async function acceptedRide(): Promise<{
  reference: string
  ride: string
  rideToken: string
  customer: string
  dispatch: string
  dispatchPage: string
}> {
  const roster = await seedRoster(loop.store, DISPATCH)
  const chauffeur = roster.chauffeurs.find((c) => c.email === SAM.email)
  const car = roster.vehicles.find((v) => v.vehicleClass === "luxury-suv")
  const at = new Date().toISOString()
  const { reference, links } = await loop.booked(
    {
      serviceType: "airport",
      vehicle: "luxury-suv",
      ...pickupIn(1),
      pickupLocation: "Logan International Airport, Terminal B",
      dropoffLocation: "12 Elm Street, Andover, MA",
      flightNumber: "B6 1234",
      email: CUSTOMER,
    },
    {
      state: "confirmed",
      history: [
        { state: "requested", at, by: "customer" },
        { state: "confirmed", at, by: "dispatch", fare: 240 },
      ],
    },
  )
  const dispatch = tokenOf(links.confirm)
  const assigned = await loop.post({
    token: dispatch,
    action: "assign",
    leg: "pickup",
    chauffeur: chauffeur?.id,
    vehicle: car?.id,
    despite: true,
  })
  expect(assigned).toMatchObject({ status: 200 })
  const mail = await loop.waitForMail(SAM.email, new RegExp(reference))
  const ride = /(\S+\/ride#t=[A-Za-z0-9_-]+)/.exec(partText(mail, "text/plain") ?? "")?.[1] ?? ""
  const rideToken = tokenOf(ride)
  expect(await loop.post({ token: rideToken, action: "accept-ride" })).toMatchObject({ status: 200 })
  return { reference, ride: loop.local(ride), rideToken, customer: links.customer, dispatch, dispatchPage: links.confirm }
}

/** The day's card on /ride, by the status in its title. */
const statusNow = (page: Page, status: string) => page.getByRole("heading", { level: 2, name: `Status now: ${status}` })

/** What the chauffeur's link does on the day, as another tab would: straight to the site's API. */
const rideStep = async (token: string, body: Record<string, unknown>) =>
  expect(await loop.post({ token, ...body })).toMatchObject({ status: 200 })

test("at 390 px, the chauffeur taps the ride through: On the way by keyboard, On location, the landing, on board, and Done with a toll", async () => {
  const { ride } = await acceptedRide()
  const { page, errors } = await loop.open(ride, PHONE)
  await statusNow(page, "Not set out yet").waitFor({ timeout: 10_000 })
  // The next status is the one large button, on the first screen of the phone: no scrolling to reach it.
  const onTheWay = page.getByRole("button", { name: "On the way" })
  const box = await onTheWay.boundingBox()
  expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height)
  expect(box?.height).toBeGreaterThanOrEqual(56)
  expect(box?.width).toBeGreaterThan(PHONE.width * 0.7)
  expect(
    await page
      .getByRole("button")
      .filter({ hasText: /^(On location|Passenger on board|Done)$/ })
      .count(),
  ).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-day-not-set-out")

  await tabTo(page, /^On the way$/)
  await page.keyboard.press("Enter")
  await statusNow(page, "On the way").waitFor()
  await page.getByText("On the way. The customer is being emailed who is coming, in which car.").waitFor()
  expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("status")
  await loop.waitForMail(CUSTOMER, /on the way/i)

  await page.getByRole("button", { name: "On location" }).click()
  await statusNow(page, "On location").waitFor()
  // An airport pickup: the landing, 45 minutes ago, a domestic flight.
  await page.getByLabel("Landed at").fill(bostonInput(new Date(Date.now() - 45 * 60_000)))
  await page.getByRole("radio", { name: "Domestic" }).check()
  await page.getByRole("button", { name: "Record the landing" }).click()
  await page.getByText("Landing recorded: the free waiting counts from it.").waitFor()
  await page.getByText(/^(Waiting is free until|The free waiting ended at) \d{1,2}:\d{2} [AP]M\.$/).waitFor()
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-day-on-location")

  await page.getByRole("button", { name: "Passenger on board" }).click()
  await statusNow(page, "Passenger on board").waitFor()
  await page.getByRole("button", { name: "Done" }).click()
  await page.getByRole("heading", { name: "Finish the ride" }).waitFor()
  await page.getByRole("button", { name: "Add a toll, fee, parking or stop" }).click()
  await page.getByLabel("What it was").selectOption({ label: "Toll" })
  await page.getByLabel("Note").fill("Tobin Bridge, inbound")
  const amount = page.getByLabel("Amount paid, in dollars")
  await amount.fill("2.0.5")
  await page.getByRole("button", { name: "Finish the ride" }).click()
  await page.getByText(/^Enter the amount paid, in dollars and cents/).waitFor()
  expect(await amount.getAttribute("aria-invalid")).toBe("true")
  expect(await page.getByLabel("Note").inputValue()).toBe("Tobin Bridge, inbound")
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-day-extras-refused")
  await amount.fill("2.05")
  await page.getByRole("button", { name: "Finish the ride" }).click()
  await statusNow(page, "Done").waitFor()
  await page.getByText("Toll: Tobin Bridge, inbound, $2.05").waitFor()
  // The only amount the chauffeur ever sees is the one they typed.
  expect((await page.locator("main").textContent())?.match(/\$[\d.,]+/g)).toEqual(["$2.05"])
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-day-done")
  // The one error the page was meant to meet: the mistyped amount's 422.
  expect(errors).toEqual(["Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)"])
  await loop.close(page)
})

test("at 390 px, dispatch records the landing from the ride's row of the day view by keyboard alone; the row and the customer's page show the free waiting; dispatch's page of the ride corrects it", async () => {
  const { reference, rideToken, customer, dispatchPage } = await acceptedRide()
  await rideStep(rideToken, { action: "ride-status", status: "on-the-way" })
  await rideStep(rideToken, { action: "ride-status", status: "on-location" })
  const signIn = `${loop.site.url}/dispatch#${SIGN_IN_FRAGMENT}=${signInToken(TEST_LINK_SECRET, DISPATCH, new Date())}`
  const { page, errors } = await loop.open(signIn, PHONE)
  const row = page.getByRole("listitem").filter({ hasText: reference })
  await row.getByText(/^· On location at \d{1,2}:\d{2}\s[AP]M$/).waitFor({ timeout: 10_000 })
  await row.getByText("Not recorded yet").waitFor()

  await tabTo(page, new RegExp(`^Record the landing of ${reference}$`))
  await page.keyboard.press("Enter")
  const form = page.getByRole("form", { name: `The flight’s landing for ${reference}` })
  expect(await focusedName(page)).toBe(`The flight’s landing for ${reference}`)
  await page.keyboard.press("Tab")
  expect(await focusedName(page)).toBe("Landed at")
  await page.getByLabel("Landed at").fill(bostonInput(new Date(Date.now() - 10 * 60_000)))
  // No kind of flight chosen: named under the choice, which takes the focus; the arrow key chooses.
  await tabTo(page, /^Record the landing$/)
  await page.keyboard.press("Enter")
  await form.getByText(PROGRESS_MESSAGES.landingKind).waitFor()
  expect(await focusedName(page)).toBe("Domestic")
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-dispatch-landing-form")
  // The form within the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await page.keyboard.press("ArrowRight")
  expect(await form.getByRole("radio", { name: "International" }).isChecked()).toBe(true)
  await tabTo(page, /^Record the landing$/)
  await page.keyboard.press("Enter")

  await row.getByText("Landing recorded.", { exact: false }).waitFor()
  const recorded = row.getByText(/^\d{1,2}:\d{2}\s[AP]M, international · Waiting is free until \d{1,2}:\d{2}\s[AP]M\./)
  await recorded.waitFor()
  expect(await focusedName(page)).toBe(`Correct the landing of ${reference}`)
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-dispatch-landing-recorded")
  const freeUntil = /until (\d{1,2}:\d{2}\s[AP]M)/.exec((await recorded.textContent()) ?? "")?.[1].replace(/\s/, " ") ?? ""

  // The form as a wide screen shows it, to look at.
  await page.setViewportSize(DESKTOP)
  await page.keyboard.press("Enter")
  await form.getByText("Recorded: landed at ", { exact: false }).waitFor()
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "1440-dispatch-landing-form")
  expect(errors).toEqual([])
  await loop.close(page)

  // The customer's page counts the free waiting from the same landing.
  const booking = await loop.open(customer, PHONE)
  const today = booking.page.locator("section", { has: booking.page.getByRole("heading", { name: "Your ride today" }) })
  await today.getByText(`Waiting is free until ${freeUntil}.`).waitFor({ timeout: 10_000 })
  await loop.close(booking.page)

  // Dispatch's own page of the ride, from its email's link, corrects it with the same form.
  const office = await loop.open(dispatchPage, DESKTOP)
  const officeForm = office.page.getByRole("form", { name: "The flight’s landing" })
  await officeForm.getByText(/^Recorded: landed at .*, international\./).waitFor({ timeout: 10_000 })
  await officeForm.getByLabel("Landed at").fill(bostonInput(new Date(Date.now() - 5 * 60_000)))
  await officeForm.getByRole("radio", { name: "Domestic" }).check()
  await officeForm.getByRole("button", { name: "Correct the landing" }).click()
  await officeForm.getByText(/^Recorded: landed at .*, domestic\./).waitFor()
  expect(await axeViolations(office.page)).toEqual([])
  expect(office.errors).toEqual([])
  await loop.close(office.page)
})

describe.each([
  ["390", PHONE],
  ["1440", DESKTOP],
])("at %s px", (width, viewport) => {
  test("the customer's /booking follows the ride's status, then chooses a gratuity and reads the statement dispatch sent", async () => {
    const { rideToken, customer, dispatch } = await acceptedRide()
    await rideStep(rideToken, { action: "ride-status", status: "on-the-way" })
    await rideStep(rideToken, { action: "ride-status", status: "on-location" })
    const { page, errors } = await loop.open(customer, viewport)
    const today = page.locator("section", { has: page.getByRole("heading", { name: "Your ride today" }) })
    await today.getByText("Status: On location").waitFor({ timeout: 10_000 })
    await today.getByText(/^since \d{1,2}:\d{2} [AP]M$/).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-booking-on-location`)

    // The chauffeur picks the passenger up; the page, seen again, shows it without a reload.
    await rideStep(rideToken, { action: "ride-status", status: "on-board" })
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")))
    await today.getByText("Status: Passenger on board").waitFor()

    await rideStep(rideToken, { action: "finish-ride", extras: [{ kind: "toll", note: "Tobin Bridge, inbound", amount: "2.05" }] })
    await page.reload()
    await today.getByText("Status: Done").waitFor({ timeout: 10_000 })
    await page.getByRole("button", { name: "20% $48" }).click()
    await page.getByText(/^Thank you: a gratuity of 20% of the fare/).waitFor()
    expect(await page.getByRole("button", { name: "20% $48" }).getAttribute("aria-pressed")).toBe("true")
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-booking-gratuity`)

    await rideStep(dispatch, { action: "send-statement" })
    await page.reload()
    const statement = page.getByRole("table")
    await statement.waitFor({ timeout: 10_000 })
    const rows = await statement
      .locator("tr")
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll("th, td"), (cell) => (cell.textContent ?? "").trim())))
    expect(rows).toEqual([
      ["Item", "Amount"],
      ["Agreed fare", "$240.00"],
      ["Toll, ride thereTobin Bridge, inbound", "$2.05"],
      ["Gratuity, 20% of the fare, as you chose", "$48.00"],
      ["Total", "$290.05"],
    ])
    await page.getByRole("heading", { name: /^Statement 1 for MP-/ }).waitFor()
    expect(await page.getByRole("heading", { name: "Gratuity for your chauffeur" }).count()).toBe(0)
    // The table reads at the phone's width: nothing wider than the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-booking-statement`)
    expect(errors).toEqual([])
    await loop.close(page)
  })
})

test(`a customer's confirmed booking days before its ride loads nothing of the ride's day: the scripts of a request, within ${FIRST_LOAD_JS_BUDGET_KB} KB`, async () => {
  const at = new Date().toISOString()
  const confirmed = {
    state: "confirmed" as const,
    history: [
      { state: "requested" as const, at, by: "customer" as const },
      { state: "confirmed" as const, at, by: "dispatch" as const, fare: 240 },
    ],
  }
  /** The scripts a customer's link loads, once the page is settled: each file's name and its KB. */
  const scriptsOf = async (link: string, reference: string) => {
    const page = await loop.browser.newPage({ viewport: PHONE })
    await page.goto(link, { waitUntil: "networkidle" })
    await page.getByRole("heading", { name: reference }).waitFor()
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => e.initiatorType === "script" && e.name.endsWith(".js"))
        .map((e) => ({ name: new URL(e.name).pathname, kb: e.encodedBodySize / 1024 })),
    )
    expect(await page.getByRole("heading", { name: /^(Your ride today|Gratuity for your chauffeur)$/ }).count()).toBe(0)
    await page.close()
    return scripts
  }
  const requested = await loop.booked({ date: dayFromToday(6), time: "9:00 AM" })
  const first = await scriptsOf(requested.links.customer, requested.reference)
  expect(first.reduce((sum, s) => sum + s.kb, 0)).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB)
  const booked = await loop.booked({ date: dayFromToday(6), time: "9:00 AM" }, confirmed)
  const later = await scriptsOf(booked.links.customer, booked.reference)
  expect(later.map((s) => s.name).sort()).toEqual(first.map((s) => s.name).sort())
})
