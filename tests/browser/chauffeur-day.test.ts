/**
 * A chauffeur's day in Chromium at 390 px, over the built site with its real functions, SMTP on loopback and the
 * local outbox: two confirmed rides assigned to Dana and one to Sam; Dana opens /chauffeur from her ride link and
 * sees her two rides in pickup order (the sign's name, the passenger's phone to tap, each ride's own page) and not
 * Sam's, makes her calendar link and is asked before replacing it; printed, the page is the sheet alone. Axe clean;
 * its JavaScript within the visitor pages' first-load budget.
 */
import { chauffeurDayHref } from "../../src/booking-loop/chauffeur-day"
import { dayFromToday } from "../../src/server/test-support/forms"
import { partText } from "../../src/server/test-support/mime"
import { DANA, SAM, seedRoster } from "../../src/server/test-support/roster"
import { FIRST_LOAD_JS_BUDGET_KB } from "../../scripts/bench/routes"
import { axeViolations } from "./axe"
import { PHONE } from "./browser"
import { DISPATCH, tokenOf, useLoopSite } from "./loop-site"

const loop = useLoopSite("chauffeur-day")

/** A confirmed ride `days` away, assigned to `who` with the Cadillac: the chauffeur's ride link from their email, pointed at this site. */
async function assignedRide(days: number, time: string, firstName: string, who: typeof DANA) {
  const { chauffeurs, vehicles } = await seedRoster(loop.store, DISPATCH)
  const booked = await loop.booked({ vehicle: "executive-sedan", date: dayFromToday(days), time, firstName, phone: "6175550123" })
  const dispatch = tokenOf(booked.links.confirm)
  expect((await loop.post({ token: dispatch, action: "confirm" })).status).toBe(200)
  const chauffeur = chauffeurs.find((entry) => entry.email === who.email)!.id
  expect((await loop.post({ token: dispatch, action: "assign", leg: "pickup", chauffeur, vehicle: vehicles[0].id })).status).toBe(200)
  const mail = await loop.waitForMail(who.email, new RegExp(`^New ride ${booked.reference}`))
  const link = /\S+\/ride#t=[A-Za-z0-9_-]+/.exec(partText(mail, "text/plain") ?? "")![0]
  return { reference: booked.reference, link: loop.local(link) }
}

test("at 390 px the chauffeur opens their day from a ride link: their rides in order, the feed, and the sheet alone on paper", async () => {
  const later = await assignedRide(5, "9:00 AM", "Ana", DANA)
  const sooner = await assignedRide(3, "6:30 AM", "Ben", DANA)
  const sams = await assignedRide(4, "7:00 AM", "Cal", SAM)

  // The day at /chauffeur with the token of any of her ride links, as /ride links to it.
  const { page, errors } = await loop.open(`${loop.site.url}${chauffeurDayHref(tokenOf(later.link))}`, PHONE)
  await page.getByRole("heading", { name: "Dana Rivera's rides" }).waitFor({ timeout: 15_000 })
  // The token leaves the address bar.
  expect(new URL(page.url()).hash).toBe("")
  const rides = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 4 }) })
  expect(await rides.getByRole("heading", { level: 4 }).allTextContents()).toEqual([
    `6:30 AM · Ride there · ${sooner.reference}`,
    `9:00 AM · Ride there · ${later.reference}`,
  ])
  expect(await page.getByText(sams.reference).count()).toBe(0)
  const first = rides.first()
  await first.getByText("Ben Lopez").waitFor()
  expect(await first.getByRole("link", { name: "(617) 555-0123" }).getAttribute("href")).toBe("tel:+16175550123")
  expect(await first.getByRole("link", { name: `Open ride ${sooner.reference}` }).getAttribute("href")).toBe(
    new URL(sooner.link).pathname + new URL(sooner.link).hash,
  )
  expect(await page.locator("body").textContent()).not.toMatch(/\$\d|maria\.lopez@/)
  // What it loaded to show the rides, within the visitor pages' first-load budget (compressed, as first-load.test.ts counts it).
  const kb = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === "script" && entry.name.endsWith(".js"))
      .reduce((sum, entry) => sum + entry.encodedBodySize / 1024, 0),
  )
  expect(kb).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB)
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-day")

  // The feed's code comes when the chauffeur opens it; focus moves to it.
  await page.getByRole("region", { name: "Your calendar" }).getByRole("button", { name: "Set up the calendar feed" }).click()
  const feed = page.getByRole("region", { name: "Calendar feed" })
  await feed.getByRole("button", { name: "Make the calendar link" }).click()
  const address = feed.getByLabel("Calendar link (keep it to yourself)")
  await address.waitFor()
  const made = await address.inputValue()
  expect(made).toMatch(/\/api\/chauffeur\/calendar\/[A-Za-z0-9_-]+\.ics$/)
  expect(await feed.getByRole("link", { name: "Subscribe in Apple Calendar" }).getAttribute("href")).toMatch(/^webcal:/)
  await feed.getByRole("button", { name: "Replace the link..." }).click()
  await feed.getByRole("group", { name: "Replace the calendar link?" }).waitFor()
  await feed.getByRole("button", { name: "Keep the link" }).click()
  expect(await address.inputValue()).toBe(made)
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-feed")

  // On paper: the sheet alone.
  await page.emulateMedia({ media: "print" })
  expect(await feed.isVisible()).toBe(false)
  expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false)
  expect(await page.getByRole("banner").first().isVisible()).toBe(false)
  expect(await rides.count()).toBe(2)
  await loop.shot(page, "390-printed")
  expect(errors).toEqual([])
})
