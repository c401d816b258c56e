/**
 * A booking with a vehicle, two stops and a return trip home by another airport, made with the
 * keyboard alone from a town page, in Chromium against the built site: the estimate a screen reader hears, then what dispatch
 * gets (the outbox record, and both emails on a real SMTP server on loopback).
 */
import fs from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { focusedName, tabTo } from "./keyboard"
import { DESKTOP, PHONE, collectErrors } from "./browser"
import { DISPATCH, useSharedLoopSite } from "./loop-site"
import { parseMime, partText, leaves, unfoldIcs } from "../../src/server/test-support/mime"
import { dollars, flatFare } from "../../src/booking/rates"
import { RATES } from "../../src/booking/rates-data"
import { MIN_FILL_MS } from "../../src/config/constants"

// The booking loop's shared site (its outbox and caught emails emptied for this file) and Chromium.
const { harness, outboxDir: outbox, mails } = useSharedLoopSite()

/** Picks the day `days` after the first one offered, in the calendar the focused date button opens. */
async function pickDay(page: Page, days: number): Promise<void> {
  await page.keyboard.press("Enter")
  await page.getByRole("dialog", { name: "Choose a date" }).waitFor()
  for (let i = 0; i < days; i++) await page.keyboard.press("ArrowRight")
  await page.keyboard.press("Enter")
}

test("from a town page, with the keyboard alone: the SUV, two stops, a return trip back into Manchester, the estimate read out, and dispatch gets it all", async () => {
  const page = await harness.browser.newPage({ viewport: DESKTOP })
  const errors = collectErrors(page)
  await page.goto(`${harness.site.url}/service-areas/andover-ma`, { waitUntil: "networkidle" })
  await tabTo(page, /^Book a ride from Andover$/)
  await page.keyboard.press("Enter")
  // Named by its heading: "Book your ride", then "Booking Confirmed!".
  const dialog = page.getByRole("dialog", { name: /^(Book your ride|Booking Confirmed!)$/ })
  await dialog.waitFor()
  const openedAt = Date.now()
  // Booked from the town page: its town is the pickup.
  expect(await dialog.getByLabel("Pickup location").inputValue()).toBe("Andover, MA")

  await tabTo(page, /Airport Transfer/)
  await page.keyboard.press("Space")
  // The vehicle cards are one radio group: Tab reaches the chosen card, arrows move the choice.
  await tabTo(page, /^Recommend one for me/)
  await page.keyboard.press("ArrowRight")
  await page.keyboard.press("ArrowRight")
  expect(await dialog.getByRole("radio", { name: /Luxury SUV/ }).isChecked()).toBe(true)
  await tabTo(page, /^Passengers$/)
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("ArrowDown") // 3 passengers

  await tabTo(page, /^Add a stop$/)
  await page.keyboard.press("Enter")
  expect(await focusedName(page)).toBe("Stop 1")
  await page.keyboard.type("Hotel Commonwealth, Boston")
  await tabTo(page, /^Add a stop$/)
  await page.keyboard.press("Enter")
  expect(await focusedName(page)).toBe("Stop 2")
  await page.keyboard.type("22 Main St, North Andover")
  await tabTo(page, /^Dropoff location$/)
  await page.keyboard.type("Logan Airport, Terminal B")

  await tabTo(page, /^Date/)
  await pickDay(page, 1)
  await tabTo(page, /^Pickup time$/)
  await page.keyboard.type("6:30 AM")
  await tabTo(page, /^Book the return trip$/)
  await page.keyboard.press("Space")
  await tabTo(page, /^Return date/)
  await pickDay(page, 5)
  await tabTo(page, /^Return pickup time$/)
  await page.keyboard.type("8:00 PM")
  // Home again through Manchester: the return's route starts as the ride there reversed.
  await tabTo(page, /^Return by a different route$/)
  await page.keyboard.press("Space")
  await tabTo(page, /^Return pickup location$/)
  expect(await dialog.getByLabel("Return pickup location").inputValue()).toBe("Logan Airport, Terminal B")
  await page.keyboard.press("Control+A")
  await page.keyboard.type("Manchester airport")

  // What a screen reader hears, politely, once the visitor pauses: the figure and what makes it.
  const andover = RATES.airportFares.find((town) => town.town === "Andover")!
  const oneWay = flatFare(andover, "BOS", "luxury-suv")!
  const back = flatFare(andover, "MHT", "luxury-suv")!
  const manchester = RATES.airports.find((airport) => airport.code === "MHT")!.shortName
  const total = oneWay + back + 2 * RATES.extraStop
  const live = dialog.locator('[aria-live="polite"]', { hasText: "Estimated fare" })
  await live.filter({ hasText: manchester }).waitFor()
  expect(await live.textContent()).toBe(
    `Estimated fare ${dollars(total)} in the Luxury SUV, Andover, MA to Logan, return ${manchester} to Andover, MA, 2 stops. Andover, MA to Logan, flat rate: ${dollars(oneWay)}; Return, ${manchester} to Andover, MA: ${dollars(back)}; 2 stops × ${dollars(RATES.extraStop)}: ${dollars(2 * RATES.extraStop)}. Tolls, airport fees, gratuity and extra waiting are not included.`,
  )

  await tabTo(page, /^First name$/)
  await page.keyboard.type("Frances")
  await tabTo(page, /^Last name$/)
  await page.keyboard.type("Perkins")
  await tabTo(page, /^Email$/)
  await page.keyboard.type("frances@example.com")
  await tabTo(page, /^Phone$/)
  await page.keyboard.type("(978) 555-0144")
  await tabTo(page, /^Request Booking$/)
  const wait = MIN_FILL_MS + 200 - (Date.now() - openedAt)
  if (wait > 0) await page.waitForTimeout(wait)
  await page.keyboard.press("Enter")

  await dialog.getByRole("heading", { name: "Booking Confirmed!" }).waitFor()
  const reference = (await dialog.locator("strong").textContent())?.trim() ?? ""
  expect(reference).toMatch(/^MP-[A-Z0-9]{4}-[A-Z0-9]{4}$/)

  const record = JSON.parse(fs.readFileSync(path.join(outbox, `booking-${reference}.json`), "utf8"))
  expect(record.status).toBe("delivered")
  expect(record.data).toMatchObject({
    serviceType: "airport",
    vehicle: "luxury-suv",
    passengers: "3",
    pickupLocation: "Andover, MA",
    stops: ["Hotel Commonwealth, Boston", "22 Main St, North Andover"],
    dropoffLocation: "Logan Airport, Terminal B",
    returnTrip: true,
    returnTime: "8:00 PM",
    returnPickup: "Manchester airport",
    returnDropoff: "Andover, MA",
    estimate: { kind: "estimate", basis: "airport", amount: total },
  })
  expect(record.data.returnDate > record.data.date).toBe(true)

  const sent = mails().filter((mail) => mail.raw.includes(reference))
  const dispatchMail = sent.find((mail) => mail.to.includes(DISPATCH))
  const customerMail = sent.find((mail) => mail.to.includes("frances@example.com"))
  const dispatchText = (partText(parseMime(dispatchMail!.raw), "text/plain") ?? "").replace(/\r\n/g, "\n")
  expect(dispatchText).toContain("Vehicle: Luxury SUV")
  expect(dispatchText).toContain("Stop 1: Hotel Commonwealth, Boston")
  expect(dispatchText).toContain("Stop 2: 22 Main St, North Andover")
  expect(dispatchText).toContain(`Estimated fare:\n${dollars(total)} (Andover, MA to Logan, return ${manchester} to Andover, MA, 2 stops)`)
  expect(dispatchText).toMatch(/^Return: .* at 8:00 PM, from Manchester airport to Andover, MA$/m)
  const customer = parseMime(customerMail!.raw)
  expect(partText(customer, "text/plain")).toContain(dollars(total))
  const invite = leaves(customer).find((part) => /text\/calendar/i.test(part.headers.get("content-type")?.[0] ?? ""))
  expect(unfoldIcs(invite!.body.toString("utf8")).filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2)
  expect(errors).toEqual([])
  await page.close()
})

test("a vehicle card on /fleet books that vehicle; one on a service page books it for that service, at the price the page shows", async () => {
  const page = await harness.browser.newPage({ viewport: DESKTOP })
  await page.goto(`${harness.site.url}/fleet`, { waitUntil: "networkidle" })
  await page.getByRole("button", { name: "Book Now: Stretch Limousine" }).click()
  const dialog = page.getByRole("dialog", { name: "Book your ride" })
  await dialog.waitFor()
  expect(await dialog.getByRole("radio", { name: /Stretch Limousine/ }).isChecked()).toBe(true)
  await page.keyboard.press("Escape")
  await dialog.waitFor({ state: "detached" })

  await page.goto(`${harness.site.url}/services/wedding`, { waitUntil: "networkidle" })
  await page.getByRole("button", { name: "Book Now: Luxury SUV" }).click()
  await dialog.waitFor()
  expect(await dialog.getByRole("radio", { name: /Luxury SUV/ }).isChecked()).toBe(true)
  expect(await dialog.getByRole("radio", { name: /Wedding Transportation/ }).isChecked()).toBe(true)
  // A wedding is priced by the hour, at the SUV's minimum until hours are chosen; the page's own
  // "From $150" is a starting price for a single transfer, and the estimate names it too.
  const estimate = dialog.getByRole("region", { name: "Fare estimate" })
  const suv = RATES.hourly.find((rate) => rate.vehicle === "luxury-suv")!
  await estimate.locator(".figure", { hasText: dollars(suv.rate * suv.minimumHours) }).waitFor()
  const wedding = RATES.startingPrices.find((price) => price.page === "wedding")!
  await estimate.getByText(`${wedding.label} start at ${dollars(wedding.from)}.`).waitFor()
  await expect(
    page
      .getByText(`From ${dollars(wedding.from)}`, { exact: true })
      .first()
      .isVisible(),
  ).resolves.toBe(true)
  // Another service type leaves the page behind: an event, with no note.
  await dialog.getByRole("radio", { name: /Event Transportation/ }).check()
  await estimate.getByText(`${wedding.label} start at`).waitFor({ state: "detached" })
  await estimate.locator(".figure", { hasText: dollars(suv.rate * suv.minimumHours) }).waitFor()
  await page.keyboard.press("Escape")
  await dialog.waitFor({ state: "detached" })

  // Corporate car service is billed above the vehicle's rate, as its page's "From $95/hr" says.
  await page.goto(`${harness.site.url}/services/corporate`, { waitUntil: "networkidle" })
  await page.getByRole("button", { name: "Book Now: Executive Sedan" }).click()
  await dialog.waitFor()
  const sedan = RATES.hourly.find((rate) => rate.vehicle === "executive-sedan")!
  const corporate = RATES.serviceSurcharges.find((surcharge) => surcharge.service === "corporate")!
  const hourlyRate = sedan.rate + corporate.perHour
  await expect(
    page
      .getByText(`From ${dollars(hourlyRate)}/hr`, { exact: true })
      .first()
      .isVisible(),
  ).resolves.toBe(true)
  await estimate.locator(".figure", { hasText: dollars(hourlyRate * sedan.minimumHours) }).waitFor()
  await page.close()
})

test("on a phone: a Salem in another state is quoted and the estimate names the Salem it prices; a card too small for the party says so, and its message goes once the party fits", async () => {
  const page = await harness.browser.newPage({ viewport: PHONE })
  const errors = collectErrors(page)
  await page.goto(`${harness.site.url}/fleet`, { waitUntil: "networkidle" })
  await page.getByRole("button", { name: "Book Now: Executive Sedan" }).click()
  const dialog = page.getByRole("dialog", { name: "Book your ride" })
  await dialog.waitFor()
  await dialog.getByRole("radio", { name: /Airport Transfer/ }).check()
  const estimate = dialog.getByRole("region", { name: "Fare estimate" })

  await dialog.getByLabel("Pickup location").fill("10 Derby St, Salem, MA 01970")
  await dialog.getByLabel("Dropoff location").fill("Logan")
  await estimate.locator(".figure", { hasText: "We will quote this trip" }).waitFor()
  await estimate.locator(".small", { hasText: "The Salem our flat rates cover is Salem, NH, and ZIP code 01970 is not in it." }).waitFor()
  await dialog.getByLabel("Pickup location").fill("10 Main St, Salem, NH 03079")
  const salem = RATES.airportFares.find((town) => town.town === "Salem" && town.state === "NH")!
  await estimate.locator(".figure", { hasText: dollars(flatFare(salem, "BOS", "executive-sedan")!) }).waitFor()
  await estimate.locator(".trip", { hasText: "Executive Sedan, Salem, NH to Logan, one way" }).waitFor()

  // Five passengers: the sedan's card says it is too small before anything is sent.
  const sedanCard = dialog.locator("label", { has: page.getByRole("radio", { name: /Executive Sedan/ }) })
  await dialog.getByLabel("Passengers", { exact: true }).selectOption("5")
  await sedanCard.getByText("Too small for 5 passengers").waitFor()
  await dialog.getByRole("button", { name: "Request Booking" }).click()
  const message = "The Executive Sedan seats up to 4 passengers. Choose a larger vehicle or fewer passengers."
  await dialog.getByText(message).waitFor()
  await dialog.getByLabel("Passengers", { exact: true }).selectOption("4")
  await dialog.getByText(message).waitFor({ state: "detached" })
  await sedanCard.getByText(/Too small/).waitFor({ state: "detached" })
  expect(await dialog.getByRole("radio", { name: /Executive Sedan/ }).isChecked()).toBe(true)
  expect(errors).toEqual([])
  await page.close()
})
