/**
 * Dispatch's day view in Chromium, over the built site under `gatsby serve` with its real functions, SMTP
 * on loopback and the local outbox: dispatch asks for a sign-in link on /dispatch, opens it from the email,
 * sees three bookings in their states on their days with the waiting request first, each linking to
 * dispatch's page for it; the link does not work twice; sign-out leaves the sign-in form. Axe at 390 and 1440 px.
 */
import { addDays } from "../../src/booking-loop/day-view"
import type { Lifecycle } from "../../src/booking-loop/model"
import { formatDay, todayInBusinessZone } from "../../src/booking/calendar-date"
import { partText } from "../../src/server/test-support/mime"
import { SIGN_IN_SUBJECT } from "../../src/server/dispatch/sign-in-mail"
import { axeViolations } from "./axe"
import { DESKTOP, PHONE } from "./browser"
import { DISPATCH, useLoopSite } from "./loop-site"

const loop = useLoopSite("dispatch")

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const lifecycle = (state: "confirmed" | "cancelled"): Lifecycle => ({
  state,
  history: [
    { state: "requested", at: ago(90), by: "customer" },
    state === "confirmed" ? { state, at: ago(60), by: "dispatch", fare: 240 } : { state, at: ago(60), by: "customer" },
  ],
})

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
])("at %s px", (width, viewport) => {
  test("signs in from the emailed link and lists three bookings in their states, the waiting request first", async () => {
    // Each width starts from an empty outbox: its three bookings alone.
    for (const name of await loop.store.list()) await loop.store.remove(name)
    const tomorrow = addDays(todayInBusinessZone(), 1)
    const waiting = await loop.booked({ date: tomorrow, time: "9:00 AM" })
    const confirmed = await loop.booked({ date: tomorrow, time: "7:30 AM" }, lifecycle("confirmed"))
    const cancelled = await loop.booked({ date: addDays(tomorrow, 1), time: "6:30 AM" }, lifecycle("cancelled"))
    loop.smtp.mails.length = 0

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
    const after = page.getByRole("region", { name: new RegExp(`^${formatDay(addDays(tomorrow, 1))}$`) })
    expect(await after.getByRole("link", { name: /^MP-/ }).allTextContents()).toEqual([cancelled.reference])
    expect(await after.getByText("Cancelled", { exact: true }).count()).toBe(1)
    expect(await page.getByRole("link", { name: waiting.reference }).first().getAttribute("href")).toContain("/booking#t=")
    expect(await page.locator('[aria-label="Call or book"]').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `dispatch-day-${width}`)

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
    await page.close()
  })
})
