/**
 * The booking loop in Chromium, over the built site under `gatsby serve` with its real functions and
 * the local outbox as the record store: a booking is sent to the API, dispatch confirms from its link with a note, the customer's email
 * arrives, the customer opens their link, sees "Confirmed" and the note, and cancels 30 hours before
 * pickup with a full refund stated while dispatch is emailed; a declined booking; a tampered link and
 * the link asked for again; a page left open while dispatch confirmed; the customer's cancel and
 * dispatch's confirm by keyboard alone; the fee, closed and completed states and the page without a
 * link; axe in every state, at 390 and 1440 px; the link out of the address bar and the tab's
 * history once read, with a reload still opening the booking.
 */
import { bookingRecordName } from "../../src/server/booking-loop/records"
import { pickupIn, rideWasYesterday } from "../../src/server/test-support/bookings"
import type { Lifecycle } from "../../src/booking-loop/model"
import { validBooking } from "../../src/server/test-support/forms"
import { partText } from "../../src/server/test-support/mime"
import { MAIN_PHONE } from "../../src/config/business"
import { DESKTOP, PHONE, collectErrors } from "./browser"
import { CUSTOMER, DISPATCH, useLoopSite } from "./loop-site"
import { axeViolations } from "./axe"
import { focusedName, tabTo } from "./keyboard"
import { FIRST_LOAD_JS_BUDGET_KB } from "../../scripts/bench/routes"

const loop = useLoopSite("booking-loop")
const { store, booked, open, shot, local } = loop
const waitForMail = (to: string, subject: RegExp) => loop.waitForMail(to, subject)

/** A booking dispatch confirmed an hour ago. */
function confirmedAnHourAgo(): Lifecycle {
  const at = new Date(Date.now() - 3600_000).toISOString()
  return {
    state: "confirmed",
    history: [
      { state: "requested", at, by: "customer" },
      { state: "confirmed", at, by: "dispatch" },
    ],
  }
}

/** A booking sent as the form sends it, and dispatch's Confirm and Decline links read from its email. */
async function requested(overrides: Record<string, unknown>) {
  const sent = await fetch(`${loop.site.url}/api/booking-requests`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validBooking(overrides)),
  })
  expect(sent.status).toBe(201)
  const { reference } = (await sent.json()) as { reference: string }
  const email = await waitForMail(DISPATCH, new RegExp(`^Confirm or decline ${reference}`))
  const text = partText(email, "text/plain") ?? ""
  const link = (action: string) => new RegExp(`(\\S+/booking#t=[A-Za-z0-9_-]+&do=${action})`).exec(text)?.[1] ?? ""
  expect([link("confirm"), link("decline")]).toEqual([expect.stringContaining("#t="), expect.stringContaining("#t=")])
  return { reference, links: { confirm: local(link("confirm")), decline: local(link("decline")) } }
}

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
])("at %s px", (width, viewport) => {
  test("a booking sent to the API; dispatch confirms with a note from the link in its email; the customer sees it from theirs and cancels 30 hours ahead with a full refund; dispatch is emailed", async () => {
    // A chosen vehicle gives the estimate one figure, which dispatch confirms at (a range is quoted: quotes.test.ts).
    const { reference, links } = await requested({ ...pickupIn(30), vehicle: "luxury-suv" })

    const { page: dispatch, errors: dispatchErrors } = await open(links.confirm, viewport)
    await dispatch.getByRole("heading", { name: reference }).waitFor()
    await dispatch.getByText("Status: Requested", { exact: true }).waitFor()
    expect(await axeViolations(dispatch)).toEqual([])
    await shot(dispatch, `${width}-dispatch-requested`)
    // Opening the link changed nothing: a mail scanner following it confirms nothing.
    expect((await store.get(bookingRecordName(reference)))?.record.lifecycle?.state).toBe("requested")

    await dispatch.getByLabel("Note for the customer").fill("Your chauffeur is James, in a black Escalade.")
    await dispatch.getByRole("button", { name: "Confirm booking" }).click()
    await dispatch.getByText("Confirmed. The customer is being emailed the confirmation and your note.").waitFor()
    await dispatch.getByText(/^Confirmed at \$\d+ by you$/).waitFor()
    expect(await axeViolations(dispatch)).toEqual([])
    await shot(dispatch, `${width}-dispatch-confirmed`)
    expect(dispatchErrors).toEqual([])
    await loop.close(dispatch)

    const email = await waitForMail(CUSTOMER, new RegExp(`^Your booking ${reference} is confirmed at \\$\\d+$`))
    const customerLink = /View or cancel your booking: (\S+)/.exec(partText(email, "text/plain") ?? "")?.[1] ?? ""
    expect(customerLink).toContain("/booking#t=")

    const { page, errors } = await open(local(customerLink), viewport)
    await page.getByRole("heading", { name: reference }).waitFor()
    await page.getByText("Status: Confirmed", { exact: true }).waitFor()
    await page.getByText("Your chauffeur is James, in a black Escalade.").waitFor()
    await page
      .getByText(/^Cancelling now gets a full refund/)
      .first()
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `${width}-customer-confirmed`)

    await page.getByRole("button", { name: "Cancel this booking" }).click()
    await page.getByRole("heading", { name: `Cancel booking ${reference}?` }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `${width}-customer-cancel-step`)
    await page.getByRole("button", { name: "Yes, cancel my booking" }).click()
    await page.getByText("Your booking is cancelled. Dispatch has been told").waitFor()
    await page.getByText("Cancelled by you").waitFor()
    expect(await page.getByRole("button", { name: "Cancel this booking" }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `${width}-customer-cancelled`)
    expect(errors).toEqual([])
    await loop.close(page)

    const told = await waitForMail(DISPATCH, new RegExp(`^Cancelled by the customer: ${reference}`))
    expect(partText(told, "text/plain")).toMatch(/Cancelled (29|30) hours before pickup: a full refund\./)
  })

  test("a declined booking: the reason is required, and the customer reads it", async () => {
    const { reference, links } = await booked()
    const { page: dispatch } = await open(links.decline, viewport)
    await dispatch.getByRole("heading", { name: reference }).waitFor()
    await dispatch.getByRole("button", { name: "Decline booking" }).click()
    await dispatch.getByText("Please tell the customer why the booking is declined.").waitFor()
    expect(await dispatch.getByLabel("Reason for declining").getAttribute("aria-invalid")).toBe("true")
    expect(await axeViolations(dispatch)).toEqual([])
    await dispatch.getByLabel("Reason for declining").fill("Every vehicle is booked for the marathon that morning.")
    await dispatch.getByRole("button", { name: "Decline booking" }).click()
    await dispatch.getByText("Declined. The customer is being emailed your reason.").waitFor()
    await loop.close(dispatch)

    const { page } = await open(links.customer, viewport)
    await page.getByText("Status: Declined", { exact: true }).waitFor()
    await page.getByText("Every vehicle is booked for the marathon that morning.").waitFor()
    expect(await page.getByRole("button", { name: /cancel/i }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `${width}-customer-declined`)
    await loop.close(page)
  })

  test("a tampered link says so plainly with the phone number, and the link can be asked for again", async () => {
    const { reference, links } = await booked()
    const tampered = links.customer.replace(/#t=(.)/, (_m, c: string) => `#t=${c === "A" ? "B" : "A"}`)
    const { page, errors } = await open(tampered, viewport)
    const problem = page.getByRole("region", { name: "We could not open this booking" })
    await problem.getByText(/^This booking link is not valid/).waitFor()
    await problem.getByRole("link", { name: `Call ${MAIN_PHONE.display}` }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `${width}-invalid-link`)
    await page.getByLabel("Booking reference").fill(reference)
    await page.getByLabel("Email address").fill(CUSTOMER)
    await page.getByRole("button", { name: "Email me the link" }).click()
    await page.getByText(/^If that reference and email match a booking/).waitFor()
    await waitForMail(CUSTOMER, new RegExp(`^Your link to booking ${reference}$`))
    expect(await axeViolations(page)).toEqual([])
    // The 403 of the tampered link is the only console complaint.
    expect(errors.filter((e) => !e.includes("403"))).toEqual([])
    await loop.close(page)
  })
})

test("the customer's page was open when dispatch confirmed: Yes cancels nothing, the new terms are stated, and a second Yes accepts them", async () => {
  const { reference, links } = await booked(pickupIn(40))
  const { page, errors } = await open(links.customer, PHONE)
  await page.getByText("Status: Requested", { exact: true }).waitFor()
  await page.getByRole("button", { name: "Cancel this booking" }).click()
  await page.getByText("Dispatch has not confirmed this request yet, so cancelling it now costs nothing.").first().waitFor()

  // Dispatch confirms from its own link meanwhile.
  const confirmed = await fetch(`${loop.site.url}/api/booking-actions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      token: new URLSearchParams(new URL(links.confirm).hash.slice(1)).get("t"),
      action: "confirm",
      note: "Dana will drive you.",
    }),
  })
  expect(confirmed.status).toBe(200)

  await page.getByRole("button", { name: "Yes, cancel my booking" }).click()
  await page
    .getByText(
      /^Nothing was cancelled\. Dispatch confirmed this booking on .+ The cancellation terms changed since this page was opened: Cancelling now gets a full refund/,
    )
    .waitFor()
  await page.getByText("Status: Confirmed", { exact: true }).waitFor()
  expect((await store.get(bookingRecordName(reference)))?.record.lifecycle?.state).toBe("confirmed")
  // The cancel step now states the terms that apply, and asks again.
  await page
    .getByRole("form", { name: `Cancel booking ${reference}?` })
    .getByText(/^Cancelling now gets a full refund/)
    .waitFor()
  expect(await axeViolations(page)).toEqual([])
  await shot(page, "390-customer-terms-changed")
  await page.getByRole("button", { name: "Yes, cancel my booking" }).click()
  await page.getByText("Cancelled by you").waitFor()
  expect((await store.get(bookingRecordName(reference)))?.record.lifecycle?.history.at(-1)?.policy).toMatch(
    /^Cancelled (39|40) hours before pickup: a full refund\.$/,
  )
  // The 409 is the only console complaint.
  expect(errors.filter((e) => !e.includes("409"))).toEqual([])
  await loop.close(page)
})

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
])("with the keyboard alone at %s px", (_width, viewport) => {
  test("the customer cancels", async () => {
    const { reference, links } = await booked()
    const { page } = await open(links.customer, viewport)
    await page.getByRole("heading", { name: reference }).waitFor()
    await tabTo(page, /^Cancel this booking$/)
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: `Cancel booking ${reference}?` }).waitFor()
    expect(await focusedName(page)).toBe(`Cancel booking ${reference}?`)
    await tabTo(page, /^Keep my booking$/)
    await page.keyboard.press("Enter")
    await page.getByRole("button", { name: "Cancel this booking" }).waitFor()
    expect(await focusedName(page)).toBe("Cancel this booking")
    await page.keyboard.press("Enter")
    await tabTo(page, /^Yes, cancel my booking$/)
    await page.keyboard.press("Enter")
    await page.getByText("Cancelled by you").waitFor()
    // The answer has the focus, so the keyboard carries on from what just happened.
    expect(await focusedName(page)).toMatch(/^Your booking is cancelled\./)
    expect((await store.get(bookingRecordName(reference)))?.record.lifecycle?.state).toBe("cancelled")
    await loop.close(page)
  })

  test("dispatch confirms with a note", async () => {
    const { reference, links } = await booked()
    const { page } = await open(links.confirm, viewport)
    await page.getByRole("button", { name: "Confirm booking" }).waitFor()
    await tabTo(page, /^Note for the customer/)
    await page.keyboard.type("Your chauffeur is Priya, in the black Suburban.")
    await tabTo(page, /^Confirm booking$/)
    await page.keyboard.press("Enter")
    await page.getByText(/^Confirmed at \$\d+ by you$/).waitFor()
    expect(await focusedName(page)).toMatch(/^Confirmed\. The customer is being emailed/)
    const history = (await store.get(bookingRecordName(reference)))?.record.lifecycle?.history
    expect(history?.at(-1)).toMatchObject({ state: "confirmed", by: "dispatch", note: "Your chauffeur is Priya, in the black Suburban." })
    await loop.close(page)
  })
})

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
])("the other states a link shows, at %s px", (width, viewport) => {
  test("no link: the visitor can ask for it", async () => {
    const { page, errors } = await open(`${loop.site.url}/booking`, viewport)
    await page.getByRole("heading", { name: "Find your booking" }).waitFor()
    await page.getByLabel("Booking reference").waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `${width}-no-link`)
    expect(errors).toEqual([])
    await loop.close(page)
  })

  test("a confirmed ride under 24 hours away states the 50% fee", async () => {
    const { reference, links } = await booked(pickupIn(10), confirmedAnHourAgo())
    const { page } = await open(links.customer, viewport)
    await page.getByRole("heading", { name: reference }).waitFor()
    await page
      .getByRole("region", { name: "Cancellation policy" })
      .getByText(/^Cancelling now costs a 50% fee: pickup is less than 24 hours away/)
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `${width}-customer-fee`)
    await loop.close(page)
  })

  test("after the pickup time cancelling is closed and the page says to call; a ride whose day is over shows as completed", async () => {
    const passed = await booked()
    await rideWasYesterday(store, passed.reference)
    const { page } = await open(passed.links.customer, viewport)
    await page.getByRole("heading", { name: passed.reference }).waitFor()
    await page
      .getByText(`The pickup time has passed, so this booking can no longer be cancelled here. Please call us at ${MAIN_PHONE.display}.`)
      .waitFor()
    await page.getByText("The pickup time passed before dispatch confirmed this request.").waitFor()
    await page.getByText(/^Questions or changes\? Call us at/).waitFor()
    expect(await page.getByRole("button", { name: /cancel/i }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await shot(page, `${width}-customer-closed`)
    await loop.close(page)

    const ridden = await booked({}, confirmedAnHourAgo())
    await rideWasYesterday(store, ridden.reference)
    const { page: after } = await open(ridden.links.customer, viewport)
    await after.getByText("Status: Completed", { exact: true }).waitFor()
    await after.getByText("This ride is completed. Thank you for riding with us.").waitFor()
    expect(await axeViolations(after)).toEqual([])
    await shot(after, `${width}-customer-completed`)
    await loop.close(after)
  })
})

test("once the page has read the link it leaves the address bar and the tab's history; a reload opens the booking again, and a second link in the tab replaces the first", async () => {
  const first = await booked()
  const second = await booked()
  const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get("t") ?? ""
  const tokens = [tokenOf(first.links.customer), tokenOf(second.links.customer)]
  const page = await loop.browser.newPage({ viewport: PHONE })
  const errors = collectErrors(page)
  // What Back, Forward and the tab's history menu can go to: every entry's URL, as Chromium keeps them.
  const cdp = await page.context().newCDPSession(page)
  const historyUrls = async () => (await cdp.send("Page.getNavigationHistory")).entries.map((entry) => entry.url)
  const address = () => page.evaluate(() => ({ href: location.href, hash: location.hash }))
  const plain = { href: `${loop.site.url}/booking`, hash: "" }

  await page.goto(`${loop.site.url}/`)
  await page.goto(first.links.customer)
  await page.getByRole("heading", { name: first.reference }).waitFor()
  expect(await address()).toEqual(plain)
  // The new tab's blank page, the home page, and /booking without its link: nothing to go back to holds it.
  expect(await historyUrls()).toEqual(["about:blank", `${loop.site.url}/`, `${loop.site.url}/booking`])

  await page.reload()
  await page.getByRole("heading", { name: first.reference }).waitFor()
  expect(await address()).toEqual(plain)

  // A second email's link opened in the same tab: the page shows that booking, and a reload keeps it.
  await page.goto(second.links.customer)
  await page.getByRole("heading", { name: second.reference }).waitFor()
  await page.waitForFunction(() => location.hash === "")
  await page.reload()
  await page.getByRole("heading", { name: second.reference }).waitFor()
  expect(await address()).toEqual(plain)

  // The skip link's #main is an in-page fragment, not a link: the booking stays on screen.
  await tabTo(page, /^Skip to content$/)
  await page.keyboard.press("Enter")
  await page.waitForFunction(() => location.hash === "#main")
  expect(await page.getByRole("heading", { name: second.reference }).isVisible()).toBe(true)

  const everyUrl = [...(await historyUrls()), (await address()).href]
  expect(everyUrl.filter((url) => tokens.some((token) => url.includes(token)))).toEqual([])
  expect(errors).toEqual([])
  await page.close()
})

test(`/booking loads at most ${FIRST_LOAD_JS_BUDGET_KB} KB of JavaScript, and none of the booking form's`, async () => {
  const { reference, links } = await booked()
  const page = await loop.browser.newPage({ viewport: PHONE })
  await page.goto(links.customer, { waitUntil: "networkidle" })
  await page.getByRole("heading", { name: reference }).waitFor()
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType === "script" && e.name.endsWith(".js"))
      .map((e) => ({ name: new URL(e.name).pathname, kb: e.encodedBodySize / 1024 })),
  )
  expect(scripts.every((s) => s.kb > 0)).toBe(true)
  expect(scripts.filter((s) => s.name.includes("booking-dialog"))).toEqual([])
  expect(scripts.reduce((sum, s) => sum + s.kb, 0)).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB)
  await page.close()
})
