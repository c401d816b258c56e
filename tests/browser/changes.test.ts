/**
 * Changes of the trip in Chromium, over the built site with its real functions, SMTP on loopback and
 * the local outbox: a confirmed airport pickup moved two hours later with a new flight number →
 * dispatch's email shows old → new → Accept → the customer's email and invite move the ride (same
 * UID, higher SEQUENCE) → /booking shows it and the history; a declined change; a replaced change; a
 * withdrawn change; a request changed at once, while dispatch's page was open (its Confirm refused with
 * what changed); a change after pickup refused; invalid values with the
 * form's messages; a tampered link. The keyboard alone and axe at 390 and 1440 px.
 */
import type { Page } from "playwright-core"
import { BOOKING_MESSAGES } from "../../src/booking/booking-schema"
import { bookingRecordName } from "../../src/server/booking-loop/records"
import { rideWasYesterday } from "../../src/server/test-support/bookings"
import { dayFromToday } from "../../src/server/test-support/forms"
import { LOOP_MESSAGES } from "../../src/booking-loop/messages"
import { PICKUP_PASSED } from "../../src/booking-loop/states"
import { parseMime, partText, unfoldIcs, type MimePart } from "../../src/server/test-support/mime"
import { DESKTOP, PHONE } from "./browser"
import { axeViolations } from "./axe"
import { focusedName, tabTo } from "./keyboard"
import { CUSTOMER, DISPATCH, tokenOf, useLoopSite } from "./loop-site"
import { SCREENSHOTS } from "./screenshots"

const loop = useLoopSite("changes")

/** An airport pickup in five days at 6:30 AM (flight B6 1234), confirmed by dispatch; its links, and the confirmation's invite. */
async function confirmedAirport() {
  const { reference, links } = await loop.booked({
    serviceType: "airport",
    date: dayFromToday(5),
    time: "6:30 AM",
    flightNumber: "B6 1234",
    luggage: "2",
  })
  expect((await loop.post({ token: tokenOf(links.confirm), action: "confirm" })).status).toBe(200)
  const confirmation = await loop.waitForMail(CUSTOMER, new RegExp(`^Your booking ${reference} is confirmed`))
  return { reference, links, invite: inviteOf(confirmation) }
}

function inviteOf(mail: MimePart): string[] {
  return unfoldIcs(partText(mail, "text/calendar") ?? "")
}
const line = (lines: string[], start: string) => lines.find((l) => l.startsWith(start)) ?? ""

/** The Accept or Decline link for the change of `reference`, from dispatch's email of its own for it ("Accept or decline the change to MP-…", no Reply-To). */
async function dispatchLinkOf(reference: string, which: "Accept" | "Decline", count = 1) {
  for (let i = 0; i < 100; i++) {
    const mails = loop
      .mails()
      .filter((m) => m.to.includes(DISPATCH))
      .map((m) => partText(parseMime(m.raw), "text/plain") ?? "")
    const found = mails.filter((text) => text.includes(`${reference}: accept or decline the change`))
    if (found.length >= count) {
      const text = found[count - 1]
      return { text, link: loop.local(new RegExp(`${which} the change: (\\S+)`).exec(text)?.[1] ?? "") }
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no change request email for ${reference}`)
}

/** Opens "Change this booking" with the keyboard alone. */
async function openChangeForm(page: Page) {
  await page.getByRole("button", { name: "Change this booking" }).waitFor()
  await tabTo(page, /^Change this booking$/)
  await page.keyboard.press("Enter")
  await page.getByRole("heading", { name: "Change this booking" }).waitFor()
  expect(await focusedName(page)).toBe("Change this booking")
}

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
])("at %s px", (width, viewport) => {
  test("a confirmed airport pickup moved two hours later with a new flight: dispatch accepts from its email; the customer's email and invite move the ride", async () => {
    const { reference, links, invite } = await confirmedAirport()
    const { page, errors } = await loop.open(links.customer, viewport)
    await openChangeForm(page)
    const form = page.getByRole("form", { name: "Change this booking" })
    expect(await form.getByLabel("Pickup time").inputValue()).toBe("6:30 AM")
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-customer-change-form`)
    // The keyboard alone: to the pickup time, a new choice, on to the flight number.
    await form.getByLabel("Pickup time").focus()
    await form.getByLabel("Pickup time").selectOption("8:30 AM")
    await tabTo(page, /^Flight number/)
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("DL 2210")
    await tabTo(page, /^Review the change$/)
    await page.keyboard.press("Enter")
    const review = page.getByRole("region", { name: "Check your change" })
    await review.waitFor()
    expect(await focusedName(page)).toBe("Check your change")
    expect(await review.getByRole("row", { name: /Pickup time/ }).textContent()).toBe("Pickup time6:30 AM8:30 AM")
    expect(await review.getByRole("row", { name: /Flight number/ }).textContent()).toBe("Flight numberB6 1234DL 2210")
    expect(await review.getByRole("row").count()).toBe(4) // the heads, two changes and the estimate
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-customer-change-review`)
    await tabTo(page, /^Send the change to dispatch$/)
    await page.keyboard.press("Enter")
    await page.getByText(/^Your change is sent to dispatch\./).waitFor()
    const pending = page.getByRole("region", { name: "Your change waits for dispatch" })
    await pending.getByText("Pickup time: 6:30 AM → 8:30 AM").waitFor()
    // The booking keeps its terms until dispatch answers.
    expect(
      await page
        .locator("dt", { hasText: /^Pickup time$/ })
        .locator("xpath=following-sibling::dd")
        .textContent(),
    ).toBe("6:30 AM")
    await page
      .getByRole("region", { name: "Cancellation policy" })
      .getByText(/counts from the earlier of the two pickup times/)
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-customer-change-pending`)

    const { text, link } = await dispatchLinkOf(reference, "Accept")
    expect(text).toContain("Pickup time: 6:30 AM → 8:30 AM")
    expect(text).toContain("Flight number: B6 1234 → DL 2210")
    const { page: dispatch, errors: dispatchErrors } = await loop.open(link, viewport)
    await dispatch.getByRole("region", { name: "The customer asks for a change" }).getByText("Flight number: B6 1234 → DL 2210").waitFor()
    await dispatch.getByRole("heading", { name: "Accept the change" }).waitFor()
    expect(await focusedName(dispatch)).toBe("Accept the change")
    expect(await axeViolations(dispatch)).toEqual([])
    await loop.shot(dispatch, `${width}-dispatch-change`)
    if (SCREENSHOTS)
      await dispatch
        .getByRole("region", { name: "Dispatch" })
        .screenshot({ path: `test-results/changes/${width}-dispatch-change-panel.png` })
    await dispatch
      .getByLabel(/^Note for the customer/)
      .first()
      .fill("Dana will track DL 2210 and meet you at arrivals.")
    await dispatch.getByRole("button", { name: "Accept the change" }).click()
    await dispatch.getByText(/^Change accepted\. The customer is being emailed/).waitFor()
    await dispatch.getByText("Change accepted by you").waitFor()
    expect(dispatchErrors).toEqual([])
    await loop.close(dispatch)

    const moved = await loop.waitForMail(CUSTOMER, new RegExp(`^Your booking ${reference} is changed$`))
    expect(partText(moved, "text/plain")).toContain("Pickup time: 6:30 AM → 8:30 AM")
    const newInvite = inviteOf(moved)
    expect(line(newInvite, "UID:")).toBe(line(invite, "UID:"))
    expect(Number(line(newInvite, "SEQUENCE:").slice(9))).toBeGreaterThan(Number(line(invite, "SEQUENCE:").slice(9)))
    expect(line(newInvite, "DTSTART;")).toMatch(/T083000$/)

    await page.reload()
    await page.getByText("Change accepted by dispatch").waitFor()
    expect(
      await page
        .locator("dt", { hasText: /^Pickup time$/ })
        .locator("xpath=following-sibling::dd")
        .textContent(),
    ).toBe("8:30 AM")
    expect(await page.getByRole("region", { name: "Your change waits for dispatch" }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-customer-change-accepted`)
    expect(errors).toEqual([])
    await loop.close(page)
  })
})

test("a declined change: dispatch gives a reason from its email's Decline; the booking stands; the customer is told why", async () => {
  const { reference, links } = await confirmedAirport()
  expect(
    (
      await loop.post({
        token: tokenOf(links.customer),
        action: "request-change",
        changes: { passengers: "6", vehicle: "stretch-limousine" },
      })
    ).status,
  ).toBe(200)
  const { link } = await dispatchLinkOf(reference, "Decline")
  const { page, errors } = await loop.open(link, PHONE)
  expect(await page.getByLabel(/^Reason for the customer/).evaluate((el) => el === document.activeElement)).toBe(true)
  await page.getByRole("button", { name: "Decline the change" }).click()
  await page.getByText(LOOP_MESSAGES.declineReason).waitFor()
  expect(await page.getByLabel(/^Reason for the customer/).getAttribute("aria-invalid")).toBe("true")
  await page.getByLabel(/^Reason for the customer/).fill("The limousine is booked for a wedding that morning.")
  await page.getByRole("button", { name: "Decline the change" }).click()
  await page.getByText("Change declined by you").waitFor()
  const mail = await loop.waitForMail(CUSTOMER, new RegExp(`^Your change to booking ${reference} was declined$`))
  expect(partText(mail, "text/plain")).toContain("The limousine is booked for a wedding that morning.")
  expect((await loop.store.get(bookingRecordName(reference)))?.record.data).toMatchObject({ passengers: "2" })
  expect(errors).toEqual([])
  await loop.close(page)
})

test("a replaced change: the first email's Accept opens the latest and says so; the customer withdraws the latest from the page", async () => {
  const { reference, links } = await confirmedAirport()
  await loop.post({ token: tokenOf(links.customer), action: "request-change", changes: { time: "7:30 AM" } })
  const first = await dispatchLinkOf(reference, "Accept", 1)
  await loop.post({ token: tokenOf(links.customer), action: "request-change", changes: { time: "9:00 AM" } })
  await dispatchLinkOf(reference, "Accept", 2)
  const { page: dispatch } = await loop.open(first.link, PHONE)
  await dispatch.getByText("The change in the email you opened was replaced by this newer one.").waitFor()
  await dispatch.getByRole("region", { name: "The customer asks for a change" }).getByText("Pickup time: 6:30 AM → 9:00 AM").waitFor()
  expect(await axeViolations(dispatch)).toEqual([])
  await loop.shot(dispatch, "390-dispatch-change-replaced")

  const { page, errors } = await loop.open(links.customer, PHONE)
  await page.getByRole("button", { name: "Withdraw this change" }).click()
  await page.getByText(/^Your change is withdrawn: your booking stands as it was\./).waitFor()
  await page.getByText("Change withdrawn by you").waitFor()
  await loop.waitForMail(DISPATCH, new RegExp(`^Change withdrawn: ${reference}, `))
  // Dispatch's page, still open on the withdrawn change, is told what happened when it answers.
  await dispatch.getByRole("button", { name: "Accept the change" }).click()
  await dispatch
    .getByText(
      /^Nothing was done: the booking changed since this page was opened\. The customer withdrew the change to this booking on .+\. The page now shows it as it is/,
    )
    .waitFor()
  await dispatch.getByRole("region", { name: "The customer asks for a change" }).waitFor({ state: "detached" })
  expect(errors).toEqual([])
  await loop.close(page)
  await loop.close(dispatch)
})

test("a request dispatch has not answered changes at once; invalid values get the booking form's messages and keep what was typed", async () => {
  const { reference, links } = await loop.booked({ date: dayFromToday(6), time: "2:00 PM" })
  const { page, errors } = await loop.open(links.customer, PHONE)
  await openChangeForm(page)
  const form = page.getByRole("form", { name: "Change this booking" })
  await form.getByLabel("Pickup location").fill("")
  await form.getByLabel(/^Special requests/).fill("Child seat for a four-year-old, please.")
  await form.getByRole("button", { name: "Review the change" }).click()
  await form.getByText(BOOKING_MESSAGES.pickupLocation).waitFor()
  expect(await focusedName(page)).toMatch(/^Pickup location/)
  expect(await form.getByLabel(/^Special requests/).inputValue()).toBe("Child seat for a four-year-old, please.")
  expect(await axeViolations(page)).toEqual([])
  await loop.shot(page, "390-customer-change-invalid")
  await form.getByLabel("Pickup location").fill("1 Harborside Drive, Boston, MA")
  await form.getByRole("button", { name: "Review the change" }).click()
  await page.getByRole("button", { name: "Change my request" }).click()
  await page.getByText("Your request is changed. Dispatch has been told, and will confirm it as it is now.").waitFor()
  expect(
    await page
      .locator("dt", { hasText: /^Pickup location$/ })
      .locator("xpath=following-sibling::dd")
      .textContent(),
  ).toBe("1 Harborside Drive, Boston, MA")
  await page.getByText("Request changed by you").waitFor()
  await loop.waitForMail(DISPATCH, new RegExp(`^Request changed by the customer: ${reference}, `))
  expect(errors).toEqual([])
  await loop.close(page)
})

test("dispatch's page was open when the customer changed the request: Confirm does nothing, says what changed, and shows the request as it is now", async () => {
  const { reference, links } = await loop.booked({ date: dayFromToday(6), time: "2:00 PM" })
  const { page: dispatch, errors } = await loop.open(links.confirm, DESKTOP)
  await dispatch.getByRole("button", { name: "Confirm booking" }).waitFor()
  // The customer moves the request meanwhile; nobody had answered it, so it changes at once.
  expect((await loop.post({ token: tokenOf(links.customer), action: "request-change", changes: { time: "4:00 PM" } })).status).toBe(200)

  await dispatch.getByRole("button", { name: "Confirm booking" }).click()
  await dispatch
    .getByText(
      /^Nothing was done: the booking changed since this page was opened\. The customer changed this booking on .+ check it before you answer\.$/,
    )
    .waitFor()
  expect(
    await dispatch
      .locator("dt", { hasText: /^Pickup time$/ })
      .locator("xpath=following-sibling::dd")
      .textContent(),
  ).toBe("4:00 PM")
  expect((await loop.store.get(bookingRecordName(reference)))?.record.lifecycle?.state).toBe("requested")
  expect(await axeViolations(dispatch)).toEqual([])
  await loop.shot(dispatch, "1440-dispatch-booking-changed-meanwhile")
  // Confirmed on the request as it is now.
  await dispatch.getByRole("button", { name: "Confirm booking" }).click()
  await dispatch.getByText(/^Confirmed at \$\d+ by you$/).waitFor()
  expect((await loop.store.get(bookingRecordName(reference)))?.record.lifecycle?.state).toBe("confirmed")
  // The 409 is the only console complaint.
  expect(errors.filter((error) => !error.includes("409"))).toEqual([])
  await loop.close(dispatch)
})

test("after the pickup time nothing can be changed here (call); a tampered link opens nothing", async () => {
  const { reference, links } = await confirmedAirport()
  await rideWasYesterday(loop.store, reference)
  const { page, errors } = await loop.open(links.customer, PHONE)
  // Its day is over: the page shows it completed, with nothing to change but a call.
  await page.getByText("This ride is completed. Thank you for riding with us.").waitFor()
  await page.getByText(/^Questions or changes\? Call us at/).waitFor()
  expect(await page.getByRole("button", { name: "Change this booking" }).count()).toBe(0)
  const refused = await loop.post({ token: tokenOf(links.customer), action: "request-change", changes: { time: "8:30 AM" } })
  expect(refused.status).toBe(409)
  // Refused either way: past its pickup time, or already recorded completed by the site's sweep after its day.
  expect([PICKUP_PASSED, "This ride is completed."]).toContain(refused.json.error)
  const tampered = links.customer.replace(/#t=([A-Za-z0-9_-]+)/, (_m, token: string) => `#t=${token.slice(0, -3)}abc`)
  await page.goto(tampered)
  await page.getByRole("heading", { name: "We could not open this booking" }).waitFor()
  // The one console line a refused link leaves: the status read's 403.
  expect(errors.filter((error) => !error.includes("status of 403"))).toEqual([])
  await loop.close(page)
})
