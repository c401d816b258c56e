/**
 * A chauffeur's ride in Chromium, over the built site with its real functions, the local outbox as the record
 * store and SMTP on loopback: dispatch assigns a chauffeur of its roster to a confirmed ride from its link; the
 * chauffeur opens the link of the email they are sent, at 1440 and 390 px, sees the ride's sheet (time, pickup,
 * the sign's name, the passenger's phone to tap, the vehicle; no fare) and accepts it by keyboard alone, which
 * a reload still shows; gives a ride back with the reason the page asks for, after which the link says they
 * are off it; prints the sheet alone; and /ride stays within the first-load budget. Axe in every state.
 */
import { RIDE_MESSAGES } from "../../src/booking-loop/ride-sheet"
import { MAIN_PHONE } from "../../src/config/business"
import { dayFromToday } from "../../src/server/test-support/forms"
import { SAM, seedRoster } from "../../src/server/test-support/roster"
import { partText } from "../../src/server/test-support/mime"
import { FIRST_LOAD_JS_BUDGET_KB } from "../../scripts/bench/routes"
import { axeViolations } from "./axe"
import { DESKTOP, PHONE } from "./browser"
import { focusedName, tabTo } from "./keyboard"
import { DISPATCH, useLoopSite } from "./loop-site"

const loop = useLoopSite("ride")
let rides = 0

/**
 * A confirmed airport ride, each on a day of its own so no assignment runs into another, its chauffeur (Sam, of
 * the tests' roster) and car assigned by dispatch from its link, and the link of the chauffeur's email, pointed
 * at this test's server.
 */
async function assignedRide(): Promise<{ reference: string; link: string }> {
  const roster = await seedRoster(loop.store, DISPATCH)
  const chauffeur = roster.chauffeurs.find((c) => c.email === SAM.email)
  const car = roster.vehicles.find((v) => v.vehicleClass === "luxury-suv")
  const at = new Date().toISOString()
  const { reference, links } = await loop.booked(
    {
      serviceType: "airport",
      vehicle: "luxury-suv",
      date: dayFromToday(3 + ++rides),
      time: "6:30 AM",
      flightNumber: "B6 1234",
      specialRequests: "A child seat, please.",
    },
    {
      state: "confirmed",
      history: [
        { state: "requested", at, by: "customer" },
        { state: "confirmed", at, by: "dispatch", fare: 240 },
      ],
    },
  )
  const token = new URLSearchParams(new URL(links.confirm).hash.slice(1)).get("t")
  const assigned = await loop.post({ token, action: "assign", leg: "pickup", chauffeur: chauffeur?.id, vehicle: car?.id })
  expect(assigned).toMatchObject({ status: 200 })
  const mail = await loop.waitForMail(SAM.email, new RegExp(reference))
  const link = /(\S+\/ride#t=[A-Za-z0-9_-]+)/.exec(partText(mail, "text/plain") ?? "")?.[1] ?? ""
  expect(link).toContain("/ride#t=")
  return { reference, link: loop.local(link) }
}

/** The sheet's card: the section named by its time. */
const sheetOf = (page: import("playwright-core").Page) => page.locator("[data-ride-sheet]")

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
])("at %s px", (width, viewport) => {
  test("the chauffeur opens the link from their email, sees the ride's sheet with no fare, and accepts it by keyboard alone", async () => {
    const { reference, link } = await assignedRide()
    const { page, errors } = await loop.open(link, viewport)
    const sheet = sheetOf(page)
    await sheet.getByText(`Ride there · Airport Transfer · ${reference}`).waitFor({ timeout: 10_000 })
    await sheet.getByText("Status: Waiting for your answer").waitFor()
    await sheet.getByText("Maria Lopez").waitFor()
    expect(await sheet.getByRole("link", { name: /^Call / }).getAttribute("href")).toMatch(/^tel:\+1\d{10}$/)
    await sheet.getByText("Black Lincoln Navigator").waitFor()
    await sheet.getByText("A child seat, please.").waitFor()
    expect(await page.locator("main").textContent()).not.toMatch(/\$\d|fare/i)
    // The key is out of the address bar once read.
    expect(new URL(page.url()).hash).toBe("")
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-ride-waiting`)

    await tabTo(page, /^Accept ride$/)
    await page.keyboard.press("Enter")
    await sheet.getByText("Status: Accepted by you").waitFor()
    await page.getByText("You accepted this ride.", { exact: false }).waitFor()
    expect(await page.getByRole("button", { name: "Accept ride" }).count()).toBe(0)
    // Focus is on the server's answer, which is read out.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("status")
    expect((await page.evaluate(() => document.activeElement?.textContent ?? "")).length).toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-ride-accepted`)

    await page.reload()
    await sheet.getByText("Status: Accepted by you").waitFor()
    expect(errors).toEqual([])
    await loop.close(page)
  })
})

test("at 390 px, the chauffeur gives a ride back: the reason is asked for, dispatch is given it, and the link then says they are off the ride", async () => {
  const { link } = await assignedRide()
  const { page, errors } = await loop.open(link, PHONE)
  await page.getByRole("button", { name: "Can’t take it" }).click({ timeout: 10_000 })
  const reason = page.getByLabel("Why you can't take it")
  await reason.waitFor()
  expect(await focusedName(page)).toBe("Why you can't take it")
  await page.getByRole("button", { name: "Give back to dispatch" }).click()
  await page.getByText(RIDE_MESSAGES.declineReason).waitFor()
  expect(await reason.getAttribute("aria-invalid")).toBe("true")
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-ride-reason")
  await reason.fill("My car is in the shop until Friday.")
  await page.getByRole("button", { name: "Give back to dispatch" }).click()
  // The ride is no longer the chauffeur's: the server's words, read out and focused, and no sheet.
  await page.getByRole("heading", { name: "No longer your ride" }).waitFor()
  expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/^Ride given back\./)
  expect(await page.locator("[data-ride-sheet]").count()).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-ride-given-back")

  await page.reload()
  await page.getByRole("heading", { name: "We could not open this ride" }).waitFor()
  await page.getByText(RIDE_MESSAGES.ended).waitFor()
  expect(await page.getByRole("link", { name: `Call dispatch ${MAIN_PHONE.display}` }).getAttribute("href")).toBe(`tel:${MAIN_PHONE.tel}`)
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-ride-ended")
  // The one error the page was meant to meet: the ended link's 403.
  expect(errors).toEqual(["Failed to load resource: the server responded with a status of 403 (Forbidden)"])
  await loop.close(page)
})

test("printed, the page is the ride's sheet alone: no header, no answer, no buttons", async () => {
  const { link } = await assignedRide()
  const { page, errors } = await loop.open(link, PHONE)
  await page.getByRole("button", { name: "Accept ride" }).waitFor({ timeout: 10_000 })
  await page.emulateMedia({ media: "print" })
  expect(await sheetOf(page).isVisible()).toBe(true)
  expect(await page.getByText("Maria Lopez").isVisible()).toBe(true)
  for (const hidden of [
    page.locator("header").first(),
    page.getByRole("button", { name: "Accept ride" }),
    page.getByRole("heading", { name: "Your answer" }),
  ])
    expect(await hidden.isVisible()).toBe(false)
  await loop.shot(page, "390-ride-printed")
  expect(errors).toEqual([])
  await loop.close(page)
})

test(`/ride loads at most ${FIRST_LOAD_JS_BUDGET_KB} KB of JavaScript, and the reason's form only when the chauffeur reaches for it`, async () => {
  const { link } = await assignedRide()
  const page = await loop.browser.newPage({ viewport: PHONE })
  await page.goto(link, { waitUntil: "networkidle" })
  await page.getByRole("button", { name: "Accept ride" }).waitFor()
  const scripts = () =>
    page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => e.initiatorType === "script" && e.name.endsWith(".js"))
        .map((e) => ({ name: new URL(e.name).pathname, kb: e.encodedBodySize / 1024 })),
    )
  const first = await scripts()
  expect(first.every((s) => s.kb > 0)).toBe(true)
  expect(first.filter((s) => s.name.includes("booking-dialog"))).toEqual([])
  expect(first.reduce((sum, s) => sum + s.kb, 0)).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB)
  await page.getByRole("button", { name: "Can’t take it" }).hover()
  await page.getByRole("button", { name: "Can’t take it" }).click()
  await page.getByLabel("Why you can't take it").waitFor()
  expect((await scripts()).length).toBeGreaterThan(first.length)
  await page.close()
})
