/**
 * Dispatch's roster in Chromium, over the built site with its real functions and the local outbox as the
 * record store: signed in, dispatch adds a chauffeur and a vehicle from the day view by keyboard alone at
 * 1440 px and by taps at 390, is told which fields to correct (focus on the first), saves, and reads the
 * roster back after a reload; a save from a tab that read an older roster changes nothing and shows the
 * roster as saved. A ride flagged without a chauffeur is assigned by keyboard; that chauffeur is not removed from
 * the roster while the ride is ahead (the entry stays with the ride beside it, shown in the day view from there);
 * the chauffeur accepts from their email's link, and the customer's page says who comes; taken off, that a new one is
 * being arranged. A ride assigned at the moment a save removed its chauffeur and car is flagged for reassignment, and
 * on a 390 px phone dispatch assigns it again by taps (the form's buttons a thumb's width, the focus back on the row's
 * button) and the row names who drives. Axe at both widths.
 */
import { addDays, SIGN_IN_FRAGMENT } from "../../src/booking-loop/day-view"
import { todayInBusinessZone } from "../../src/booking/calendar-date"
import { ROSTER_MESSAGES } from "../../src/booking-loop/roster"
import { TEST_LINK_SECRET } from "../../src/server/test-support/peers"
import { signInToken } from "../../src/server/dispatch/session"
import { axeViolations } from "./axe"
import { DESKTOP, PHONE } from "./browser"
import { focusedName, tabTo } from "./keyboard"
import { DISPATCH, tokenOf, useLoopSite } from "./loop-site"
import { partText } from "../../src/server/test-support/mime"
import { currentRoster, saveRoster } from "../../src/server/dispatch/roster"
import type { RecordStore } from "../../src/server/records/store"
import type { Locator } from "playwright-core"

const loop = useLoopSite("roster")

const signedInView = (viewport: { width: number; height: number }) =>
  loop.open(`${loop.site.url}/dispatch#${SIGN_IN_FRAGMENT}=${signInToken(TEST_LINK_SECRET, DISPATCH, new Date())}`, viewport)

describe.each([
  ["1440", DESKTOP, true],
  ["390", PHONE, false],
])("at %s px", (width, viewport, keyboard) => {
  test("dispatch adds a chauffeur and a vehicle, corrects what the check names, and finds them after a reload", async () => {
    const { page, errors } = await signedInView(viewport)
    const card = page.getByRole("region", { name: "Chauffeurs and vehicles" })
    await card.getByRole("button", { name: "Edit the roster" }).waitFor({ timeout: 10_000 })
    const before = Number(/(\d+) chauffeurs?, \d+ vehicles?\./.exec((await card.textContent()) ?? "")?.[1] ?? "0")

    const press = async (name: RegExp) => {
      if (keyboard) {
        await tabTo(page, name)
        await page.keyboard.press("Enter")
      } else await card.getByRole("button", { name }).click()
    }
    await press(/^Edit the roster$/)
    await press(/^Add a chauffeur$/)
    const chauffeur = card.getByRole("group", { name: "New chauffeur" })
    await chauffeur.getByLabel("Name the customer sees").fill(`Dana Rivera ${width}`)
    await card
      .getByRole("group", { name: `Dana Rivera ${width}`, exact: true })
      .getByLabel("Mobile", { exact: true })
      .fill("555-0142")
    await card
      .getByRole("group", { name: `Dana Rivera ${width}`, exact: true })
      .getByLabel("Email for their links")
      .fill(`dana.${width}@example.com`)
    await press(/^Add a vehicle$/)
    const vehicle = card.getByRole("group", { name: "New vehicle" })
    await vehicle.getByLabel("Make and model").fill("Cadillac XTS")
    await card.getByRole("group", { name: "Cadillac XTS", exact: true }).getByLabel("Colour").fill("Black")
    await card.getByRole("group", { name: "Cadillac XTS", exact: true }).getByLabel("Plate").fill(`MP ${width}`)
    await card
      .getByRole("group", { name: `Cadillac XTS, MP ${width}`, exact: true })
      .getByLabel("Class it serves")
      .selectOption("executive-sedan")

    // The mobile has no area code: nothing is saved, the field says why and has the focus.
    await press(/^Save the roster$/)
    await card.getByText(ROSTER_MESSAGES.mobile).waitFor()
    expect(await focusedName(page)).toBe("Mobile")
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-roster-mistake`)
    await page.keyboard.press("Control+A")
    await page.keyboard.type("(978) 555-0142")
    await press(/^Save the roster$/)
    await card.getByText(ROSTER_MESSAGES.saved).waitFor()
    await card.getByText(`${before + 1} chauffeur`, { exact: false }).waitFor()
    await card.getByRole("link", { name: "(978) 555-0142" }).first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-roster-saved`)

    await page.reload()
    await card.getByText(`Dana Rivera ${width}, `).waitFor({ timeout: 10_000 })
    await card.getByText(`Black Cadillac XTS, plate MP ${width}: Executive Sedan`, { exact: false }).waitFor()
    // The browser logs the refused save's answer; nothing else went wrong.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)"])
    await loop.close(page)
  })
})

test("a save from a tab that read an older roster changes nothing and shows the roster as saved", async () => {
  const first = await signedInView(DESKTOP)
  const second = await signedInView(DESKTOP)
  for (const { page } of [first, second]) {
    await page.getByRole("button", { name: "Edit the roster" }).click()
    await page.getByRole("button", { name: "Add a vehicle" }).click()
  }
  const fill = async (page: typeof first.page, plate: string) => {
    const vehicle = page.getByRole("group", { name: "New vehicle" })
    await vehicle.getByLabel("Make and model").fill("Lincoln Navigator")
    const named = page.getByRole("group", { name: "Lincoln Navigator" })
    await named.getByLabel("Colour").fill("Black")
    await named.getByLabel("Plate").fill(plate)
    await page
      .getByRole("group", { name: `Lincoln Navigator, ${plate}` })
      .getByLabel("Class it serves")
      .selectOption("luxury-suv")
    await page.getByRole("button", { name: "Save the roster" }).click()
  }
  await fill(first.page, "NH 4410")
  await first.page.getByText(ROSTER_MESSAGES.saved).waitFor()
  await fill(second.page, "NH 5520")
  await second.page.getByText(ROSTER_MESSAGES.stale).waitFor()
  await second.page.getByText("Black Lincoln Navigator, plate NH 4410", { exact: false }).waitFor()
  expect(await second.page.getByText("NH 5520", { exact: false }).count()).toBe(0)
  expect(second.errors).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"])
  expect(first.errors).toEqual([])
  await loop.close(first.page)
  await loop.close(second.page)
})

test("a booked ride without a chauffeur is flagged in the day view; dispatch assigns one from the roster, and cannot then remove them from it, by keyboard alone", async () => {
  const ride = await loop.booked({ date: addDays(todayInBusinessZone(), 1), time: "9:00 AM", firstName: "Priya" })
  expect(
    (await loop.post({ token: new URLSearchParams(new URL(ride.links.confirm).hash.slice(1)).get("t"), action: "confirm" })).status,
  ).toBe(200)
  const { page, errors } = await signedInView(DESKTOP)
  const row = page.getByRole("listitem").filter({ hasText: ride.reference })
  await row.getByText("No chauffeur yet").waitFor({ timeout: 10_000 })
  await tabTo(page, new RegExp(`^Assign the chauffeur of ${ride.reference}$`))
  await page.keyboard.press("Enter")
  const form = page.getByRole("form", { name: `Assign a chauffeur to ${ride.reference}` })
  await form.getByLabel("Chauffeur").selectOption({ index: 1 })
  const chauffeur = (await form.getByLabel("Chauffeur").locator("option:checked").textContent()) ?? ""
  await form.getByLabel("Vehicle").selectOption({ index: 1 })
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "1440-assign")
  await tabTo(page, /^Save$/)
  await page.keyboard.press("Enter")
  // The first car of the roster is a sedan; the customer booked an SUV: warned, and saved only when told again.
  await form.getByText(/^Not assigned yet: The Cadillac XTS is an Executive Sedan; the customer booked a Luxury SUV\.$/).waitFor()
  expect(await axeViolations(page)).toEqual([])
  await tabTo(page, /^Assign anyway$/)
  await page.keyboard.press("Enter")
  await row.getByText(new RegExp(`^${chauffeur}, .* · awaiting their yes`)).waitFor()
  expect(await row.getByText("No chauffeur yet").count()).toBe(0)

  // Removing that chauffeur from the roster is refused: the entry stays, with the ride beside it and the focus on it.
  const card = page.getByRole("region", { name: "Chauffeurs and vehicles" })
  await tabTo(page, /^Edit the roster$/)
  await page.keyboard.press("Enter")
  await tabTo(page, new RegExp(`^Remove ${chauffeur}$`))
  await page.keyboard.press("Enter")
  expect(await card.getByRole("group", { name: chauffeur, exact: true }).count()).toBe(0)
  await tabTo(page, /^Save the roster$/)
  await page.keyboard.press("Enter")
  await card.getByText(ROSTER_MESSAGES.ridesAhead).waitFor()
  const entry = card.getByRole("group", { name: chauffeur, exact: true })
  await entry.getByText(`${chauffeur} is still on ${ride.reference} on `, { exact: false }).waitFor()
  expect(await focusedName(page)).toMatch(new RegExp(`^${chauffeur} is still on ${ride.reference} on .*in the day view first\\.`))
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "1440-roster-held")
  // The ride's button shows it in the day view, its reference focused: from there it is reassigned or taken off.
  await tabTo(page, new RegExp(`^Show ${ride.reference}$`))
  await page.keyboard.press("Enter")
  await page.waitForFunction((reference) => document.activeElement?.textContent === reference, ride.reference)
  expect(await entry.count()).toBe(1)
  expect(errors).toEqual(Array(2).fill("Failed to load resource: the server responded with a status of 409 (Conflict)"))
  await loop.close(page)

  // The chauffeur accepts from their email's link; the customer's page then says who comes, at both widths.
  // The chauffeur the first test added at this width: "Dana Rivera 1440", whose links go to dana.1440@example.com.
  const sent = await loop.waitForMail(`dana.${chauffeur.split(" ").pop()}@example.com`, new RegExp(`^New ride ${ride.reference}: `))
  const rideToken = tokenOf(/\S+\/ride#t=[A-Za-z0-9_-]+/.exec(partText(sent, "text/plain") ?? "")?.[0] ?? "")
  expect((await loop.post({ token: rideToken, action: "accept-ride" })).status).toBe(200)
  await customerCard(ride.links.customer, "customer-chauffeur", async (card) => {
    await card.getByText(chauffeur, { exact: true }).waitFor({ timeout: 10_000 })
    await card.getByText(/^Black Cadillac XTS, plate /).waitFor()
    await card.getByText(/^(Their mobile|To reach them, call dispatch)$/).waitFor()
    await card.getByText("Where to meet").waitFor()
  })

  // Dispatch takes that chauffeur off: the customer's page says a new one is being arranged, instead of nothing.
  const dispatchToken = new URLSearchParams(new URL(ride.links.confirm).hash.slice(1)).get("t")
  expect((await loop.post({ token: dispatchToken, action: "unassign", leg: "pickup" })).status).toBe(200)
  await customerCard(ride.links.customer, "customer-chauffeur-changing", async (card) => {
    await card
      .getByText(`A new chauffeur is being arranged: ${chauffeur} no longer drives you.`, { exact: false })
      .waitFor({ timeout: 10_000 })
    expect(await card.getByText("Black Cadillac XTS", { exact: false }).count()).toBe(0)
  })
})

/** The customer's page at 390 and 1440 px: its "Your chauffeur" card as `check` reads it, axe clean, no error. */
async function customerCard(link: string, shot: string, check: (card: Locator) => Promise<void>) {
  for (const [width, viewport] of [
    ["390", PHONE],
    ["1440", DESKTOP],
  ] as const) {
    const customer = await loop.open(link, viewport)
    await check(customer.page.getByRole("region", { name: "Your chauffeur" }))
    expect(await axeViolations(customer.page)).toEqual([])
    await loop.shot(customer.page, `${width}-${shot}`)
    expect(customer.errors).toEqual([])
    await loop.close(customer.page)
  }
}

test("a ride assigned at the moment a save removed its chauffeur and car is flagged in the day view, Change offers only the roster's, and on a phone dispatch assigns it again by taps", async () => {
  const ride = await loop.booked({ date: addDays(todayInBusinessZone(), 2), time: "11:00 AM", firstName: "Noor" })
  const token = new URLSearchParams(new URL(ride.links.confirm).hash.slice(1)).get("t")
  expect((await loop.post({ token, action: "confirm" })).status).toBe(200)
  // Lee Chen and a car of their own join the roster, and are assigned the ride.
  const LEE = { name: "Lee Chen", mobile: "(617) 555-0177", email: "lee@example.com", shareMobile: true }
  const SUBURBAN = { makeModel: "Chevrolet Suburban", colour: "Silver", plate: "MA 7731", vehicleClass: "luxury-suv" }
  const before = await currentRoster(loop.store)
  const sent = { chauffeurs: [...before.roster.chauffeurs, LEE], vehicles: [...before.roster.vehicles, SUBURBAN] }
  const added = await saveRoster(loop.store, before.generation, sent, DISPATCH, new Date())
  if (added.kind !== "saved") throw new Error(`the roster was not saved: ${added.kind}`)
  const lee = added.answer.roster.chauffeurs.find((entry) => entry.email === LEE.email)!
  const car = added.answer.roster.vehicles.find((entry) => entry.plate === SUBURBAN.plate)!
  expect((await loop.post({ token, action: "assign", leg: "pickup", chauffeur: lee.id, vehicle: car.id })).status).toBe(200)
  // A save whose reads of the rides ahead all came before the assignment landed (they see no booking) removes them.
  const blind: RecordStore = Object.assign(Object.create(loop.store) as RecordStore, { listEntries: async () => [] })
  const { roster, generation } = added.answer
  const removed = {
    chauffeurs: roster.chauffeurs.filter(({ id }) => id !== lee.id),
    vehicles: roster.vehicles.filter(({ id }) => id !== car.id),
  }
  expect((await saveRoster(blind, generation, removed, DISPATCH, new Date())).kind).toBe("saved")

  const flag = "Lee Chen and the Chevrolet Suburban (MA 7731) are no longer on the roster: assign this ride again."
  for (const [width, viewport] of [
    ["1440", DESKTOP],
    ["390", PHONE],
  ] as const) {
    const { page, errors } = await signedInView(viewport)
    const row = page.getByRole("listitem").filter({ hasText: ride.reference })
    await row.getByText(flag).waitFor({ timeout: 10_000 })
    await row.getByText(/^Lee Chen, Silver Chevrolet Suburban, MA 7731 · awaiting their yes/).waitFor()
    await row.getByRole("button", { name: `Change the chauffeur of ${ride.reference}` }).click()
    const form = page.getByRole("form", { name: `Assign a chauffeur to ${ride.reference}` })
    // Once the roster is read, neither Lee nor the Suburban is chosen or offered.
    await form.getByLabel("Chauffeur").locator("option").nth(1).waitFor({ state: "attached" })
    expect(await form.getByLabel("Chauffeur").inputValue()).toBe("")
    expect(await form.getByLabel("Vehicle").inputValue()).toBe("")
    expect(await form.getByText("Lee Chen").count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-assigned-off-roster`)
    if (viewport === PHONE) {
      // On the phone, dispatch assigns it again by taps: each of the form's buttons a thumb's target across the form.
      const formBox = await form.boundingBox()
      for (const name of ["Save", "Take the chauffeur off", "Cancel"]) {
        const box = await form.getByRole("button", { name, exact: true }).boundingBox()
        expect([name, (box?.height ?? 0) >= 44, Math.round(box?.width ?? 0)]).toEqual([name, true, Math.round(formBox?.width ?? 0)])
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      // The chauffeur the first test added at this width, and the Navigator: the Luxury SUV the customer booked.
      await form.getByLabel("Chauffeur").selectOption({ label: "Dana Rivera 390" })
      await form.getByLabel("Vehicle").selectOption({ label: "Black Lincoln Navigator, NH 4410" })
      await form.getByRole("button", { name: "Save", exact: true }).click()
      await row.getByText(/^Dana Rivera 390, Black Lincoln Navigator, NH 4410 · awaiting their yes$/).waitFor()
      expect(await row.getByText(flag).count()).toBe(0)
      expect(await page.getByRole("form", { name: /^Assign a chauffeur/ }).count()).toBe(0)
      expect(await focusedName(page)).toBe(`Change the chauffeur of ${ride.reference}`)
      expect(await axeViolations(page)).toEqual([])
      await loop.shot(page, "390-assigned-again")
    }
    expect(errors).toEqual([])
    await loop.close(page)
  }
})
