/**
 * A new fare for a change, in Chromium over the built site with its real functions, SMTP on loopback
 * and the local outbox: the customer of a confirmed sedan ride asks for the SUV for five → dispatch's
 * page accepts at $395, which it names an offer → the customer's email "Accept $395" opens /booking on
 * the offer → the booking stands as it was until the keyboard alone accepts → the booking, its fare and
 * its history change. Declining keeps the booking as it was. Axe in every state, at 390 and 1440 px.
 */
import type { Page } from "playwright-core"
import { bookingRecordName } from "../../src/server/booking-loop/records"
import { pickupIn } from "../../src/server/test-support/bookings"
import { dayFromToday } from "../../src/server/test-support/forms"
import { partText } from "../../src/server/test-support/mime"
import { DESKTOP, PHONE } from "./browser"
import { axeViolations } from "./axe"
import { focusedName, tabTo } from "./keyboard"
import { CUSTOMER, DISPATCH, tokenOf, useLoopSite } from "./loop-site"

const loop = useLoopSite("offers")
const viewports = { "1440": DESKTOP, "390": PHONE }

/** The value of one row of the booking's details. */
const detail = (page: Page, label: string) =>
  page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd")

/** A confirmed airport ride in a sedan for two, whose customer asked for the SUV for five; the agreed fare and the change's place. */
async function changedRide() {
  const { reference, links } = await loop.booked({
    serviceType: "airport",
    date: dayFromToday(5),
    time: "6:30 AM",
    vehicle: "executive-sedan",
    passengers: "2",
  })
  const confirmed = await loop.post({ token: tokenOf(links.confirm), action: "confirm" })
  expect(confirmed.status).toBe(200)
  const agreed = (confirmed.json.booking as { fare: number }).fare
  const asked = await loop.post({
    token: tokenOf(links.customer),
    action: "request-change",
    changes: { vehicle: "luxury-suv", passengers: "5" },
  })
  expect(asked.status).toBe(200)
  return { reference, links, agreed, change: (asked.json.booking as { change: { step: number } }).change.step }
}

/** The customer's Accept link of the offer email for `reference`. */
async function offerLinkOf(reference: string) {
  const email = await loop.waitForMail(CUSTOMER, new RegExp(`^Your change to ${reference} at a new fare: \\$395 — Accept$`))
  const link = /Accept \$395: (\S+)/.exec(partText(email, "text/plain") ?? "")?.[1] ?? ""
  expect(link).toMatch(/\/booking#t=[A-Za-z0-9_-]+&do=accept-offer&o=\d+$/)
  return loop.local(link)
}

describe.each(["1440", "390"] as const)("at %s px", (width) => {
  test("dispatch accepts the change at $395, an offer; the customer's email opens it and the keyboard alone accepts it", async () => {
    const { reference, links, agreed, change } = await changedRide()

    // Dispatch's page: a new fare turns Accept into an offer, and says what happens next.
    const { page: dispatch, errors: dispatchErrors } = await loop.open(
      `${links.confirm.replace("&do=confirm", "")}&do=accept-change&c=${change}`,
      viewports[width],
    )
    const fare = dispatch.getByLabel(/^New fare in dollars/)
    await fare.fill("395")
    await dispatch.getByRole("button", { name: "Offer the change at $395" }).click()
    await dispatch.getByText(/^New fare offered\. The customer is being emailed it/).waitFor()
    await dispatch.getByText(/^Your new fare of \$395 for the customer's change waits for their answer until /).waitFor()
    expect(await axeViolations(dispatch)).toEqual([])
    await loop.shot(dispatch, `${width}-dispatch-offer-sent`)
    expect(dispatchErrors).toEqual([])

    const { page, errors } = await loop.open(await offerLinkOf(reference), viewports[width])
    const offer = page.getByRole("region", { name: "Your change, at a new fare" })
    await offer.getByText("$395", { exact: true }).waitFor()
    // Opened to answer it: its heading has the focus.
    expect(await focusedName(page)).toBe("Your change, at a new fare")
    await offer.getByText("Passengers: 2 → 5").waitFor()
    await offer.getByText(`For the change you asked, in place of your agreed fare of $${agreed}:`).waitFor()
    await offer.getByText(/^Once you accept: Cancelling now gets a full refund/).waitFor()
    // Nothing moved yet: the booking is the sedan for two at the agreed fare.
    expect(await detail(page, "Agreed fare").textContent()).toBe(`$${agreed}`)
    expect(await detail(page, "Passengers").textContent()).toBe("2")
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-customer-offer`)

    await tabTo(page, /^Accept \$395$/)
    await page.keyboard.press("Enter")
    await page.getByText(/^New fare accepted: your booking is changed\./).waitFor()
    await page.getByText("New fare of $395 accepted by you").waitFor()
    expect(await detail(page, "Agreed fare").textContent()).toBe("$395")
    expect(await detail(page, "Passengers").textContent()).toBe("5")
    expect(await page.getByRole("region", { name: "Your change, at a new fare" }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-customer-offer-accepted`)
    await loop.waitForMail(CUSTOMER, new RegExp(`^Your booking ${reference} is changed, at \\$395$`))
    await loop.waitForMail(DISPATCH, new RegExp(`^New fare accepted: ${reference}, \\$395, `))
    expect(errors).toEqual([])
  })
})

test("the customer keeps the booking as it is: the offer ends, the booking and its fare stand, and dispatch is told", async () => {
  const { reference, links, agreed, change } = await changedRide()
  expect((await loop.post({ token: tokenOf(links.confirm), action: "accept-change", change, fare: 395 })).status).toBe(200)
  const { page, errors } = await loop.open(await offerLinkOf(reference), PHONE)
  await page.getByRole("button", { name: "Keep my booking as it is" }).click()
  await page.getByText("You kept your booking as it was, at the agreed fare. Dispatch has been told.").waitFor()
  await page.getByText("New fare declined by you").waitFor()
  expect(await detail(page, "Agreed fare").textContent()).toBe(`$${agreed}`)
  expect(await axeViolations(page)).toEqual([])
  await loop.waitForMail(DISPATCH, new RegExp(`^New fare declined: ${reference}, `))
  expect((await loop.store.get(bookingRecordName(reference)))?.record.data).toMatchObject({ vehicle: "executive-sedan", passengers: "2" })
  expect(errors).toEqual([])
})

test("terms bound at the yes: accepted once the moved ride's window has begun, the page shows the fee now and accepts only a second yes", async () => {
  const pickup = pickupIn(30)
  const { reference, links } = await loop.booked({ serviceType: "airport", ...pickup, vehicle: "executive-sedan", passengers: "2" })
  expect((await loop.post({ token: tokenOf(links.confirm), action: "confirm" })).status).toBe(200)
  const weekLater = new Date(Date.parse(`${pickup.date}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)
  const asked = await loop.post({
    token: tokenOf(links.customer),
    action: "request-change",
    changes: { date: weekLater, vehicle: "luxury-suv" },
  })
  const change = (asked.json.booking as { change: { step: number } }).change.step
  expect((await loop.post({ token: tokenOf(links.confirm), action: "accept-change", change, fare: 395 })).status).toBe(200)

  const { page, errors } = await loop.open(await offerLinkOf(reference), PHONE)
  const offer = page.getByRole("region", { name: "Your change, at a new fare" })
  await offer.getByText(/^Once you accept: Cancelling now gets a full refund/).waitFor()

  // Ten hours pass while the page stays open: the present pickup is 20 hours away, inside its window.
  const name = bookingRecordName(reference)
  const stored = (await loop.store.get(name))!.record
  const now = pickupIn(20)
  const history = stored.lifecycle!.history.map((event) =>
    event.change ? { ...event, change: { ...event.change, from: { ...event.change.from, ...now } } } : event,
  )
  expect(
    await loop.store.update(name, {
      ...stored,
      data: { ...(stored.data as object), ...now },
      lifecycle: { ...stored.lifecycle!, history },
    }),
  ).toBe("updated")

  await offer.getByRole("button", { name: "Accept $395" }).click()
  await page.getByText(/^Nothing was accepted\. The cancellation terms once accepted changed since this page was opened: /).waitFor()
  await offer.getByText(/^Once you accept: Cancelling now costs a 50% fee \(\$197\.50 of the agreed fare\)/).waitFor()
  expect((await loop.store.get(name))?.record.data).toMatchObject({ vehicle: "executive-sedan" })
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-customer-offer-terms-changed")

  await offer.getByRole("button", { name: "Accept $395" }).click()
  await page.getByText(/^New fare accepted: your booking is changed\./).waitFor()
  expect((await loop.store.get(name))?.record.data).toMatchObject({ vehicle: "luxury-suv" })
  // The browser logs the refused yes's answer; nothing else went wrong.
  expect(errors).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"])
})
