/**
 * Quotes in Chromium, over the built site with its real functions, SMTP on loopback and the local
 * outbox: a request the estimate cannot price → dispatch quotes $310 from the link in its email → the
 * customer's email states $310 → Accept → confirmed at $310 → a late cancellation states a $155 fee;
 * a revised quote (the older email's link says it was replaced); a declined quote; an expired quote; a
 * tampered amount. Axe in every state and the keyboard alone, at 390 and 1440 px.
 */
import { bookingRecordName } from "../../src/server/booking-loop/records"
import type { Lifecycle } from "../../src/booking-loop/model"
import { pickupIn } from "../../src/server/test-support/bookings"
import { validBooking } from "../../src/server/test-support/forms"
import { partText } from "../../src/server/test-support/mime"
import { FAR_TERMS } from "../../src/server/test-support/loop-world"
import { MAIN_PHONE } from "../../src/config/business"
import { DESKTOP, PHONE } from "./browser"
import { axeViolations } from "./axe"
import { focusedName, tabTo } from "./keyboard"
import { CUSTOMER, DISPATCH, tokenOf, useLoopSite } from "./loop-site"

const loop = useLoopSite("quotes")
const INCLUDES = "Tolls, airport fees and 30 minutes of waiting at Logan"

/** A request with no vehicle chosen (its estimate is a range, so it is quoted), sent as the form sends it; dispatch's link from its email. */
async function unpricedRequest(overrides: Record<string, unknown> = {}) {
  const sent = await fetch(`${loop.site.url}/api/booking-requests`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validBooking({ vehicle: "", ...overrides })),
  })
  expect(sent.status).toBe(201)
  const { reference } = (await sent.json()) as { reference: string }
  const email = await loop.waitForMail(DISPATCH, new RegExp(`^Confirm or decline ${reference}`))
  const link = /(\S+\/booking#t=[A-Za-z0-9_-]+&do=confirm)/.exec(partText(email, "text/plain") ?? "")?.[1] ?? ""
  expect(link).toContain("#t=")
  return { reference, dispatchLink: loop.local(link) }
}

/** The Accept link of the customer's quote email for `reference` and `fare`. */
async function acceptLinkOf(reference: string, fare: string, revised = false) {
  const email = await loop.waitForMail(
    CUSTOMER,
    new RegExp(`^Your ${revised ? "revised " : ""}quote for ${reference}: \\${fare} — Accept$`),
  )
  const text = partText(email, "text/plain") ?? ""
  const link = new RegExp(`Accept \\${fare}: (\\S+)`).exec(text)?.[1] ?? ""
  expect(link).toMatch(/\/booking#t=[A-Za-z0-9_-]+&do=accept&q=\d+$/)
  return { text, link: loop.local(link) }
}

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
])("at %s px", (width, viewport) => {
  test("dispatch quotes $310 from its email; the customer's email states it; Accept confirms at $310; a late cancellation states a $155 fee", async () => {
    const { reference, dispatchLink } = await unpricedRequest(pickupIn(20))

    const { page: dispatch, errors: dispatchErrors } = await loop.open(dispatchLink, viewport)
    await dispatch.getByRole("heading", { name: "Send a quote" }).waitFor()
    // No single estimate: nothing to confirm at, so no Confirm.
    expect(await dispatch.getByRole("button", { name: "Confirm booking" }).count()).toBe(0)
    expect(await axeViolations(dispatch)).toEqual([])
    await loop.shot(dispatch, `${width}-dispatch-quote-form`)
    await dispatch.getByLabel("Fare in dollars").fill("310")
    await dispatch.getByLabel("What the fare includes").fill(INCLUDES)
    await dispatch.getByLabel(/^Note with the quote/).fill("A Luxury SUV suits your party and bags.")
    await dispatch.getByRole("button", { name: "Send quote" }).click()
    await dispatch.getByText("Quote sent. The customer is being emailed it, with one click to accept.").waitFor()
    await dispatch.getByText("Status: Quoted", { exact: true }).waitFor()
    await dispatch.getByRole("heading", { name: "Revise the quote" }).waitFor()
    expect(await axeViolations(dispatch)).toEqual([])
    await loop.shot(dispatch, `${width}-dispatch-quoted`)
    expect(dispatchErrors).toEqual([])
    await loop.close(dispatch)

    const { text, link } = await acceptLinkOf(reference, "$310")
    expect(text).toContain(`Fare: $310. It includes: ${INCLUDES}`)
    expect(text).toContain("$155 of the agreed fare")

    const { page, errors } = await loop.open(link, viewport)
    const quote = page.getByRole("region", { name: "Your quote" })
    await quote.getByText("$310", { exact: true }).waitFor()
    await quote.getByText(`Includes: ${INCLUDES}`).waitFor()
    await quote.getByText(/^Once you accept: Cancelling now costs a 50% fee \(\$155 of the agreed fare\)/).waitFor()
    await page
      .getByRole("region", { name: "Cancellation policy" })
      .getByText("Dispatch has not confirmed this request yet, so cancelling it now costs nothing.")
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-customer-quote`)

    await page.getByRole("button", { name: "Accept $310" }).click()
    await page.getByText(/^Quote accepted: your booking is confirmed\./).waitFor()
    await page.getByText("Status: Confirmed", { exact: true }).waitFor()
    await page.getByText("Quote of $310 accepted by you").waitFor()
    const fareRow = page.locator("dt", { hasText: "Agreed fare" }).locator("xpath=following-sibling::dd")
    expect(await fareRow.textContent()).toBe("$310")
    const policy = page.getByRole("region", { name: "Cancellation policy" })
    await policy.getByText(/^Cancelling now costs a 50% fee \(\$155 of the agreed fare\): pickup is less than 24 hours away/).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-customer-accepted`)
    await loop.waitForMail(CUSTOMER, new RegExp(`^Your booking ${reference} is confirmed at \\$310$`))
    await loop.waitForMail(DISPATCH, new RegExp(`^Quote accepted ${reference} at \\$310: `))

    await page.getByRole("button", { name: "Cancel this booking" }).click()
    await page
      .getByRole("form", { name: `Cancel booking ${reference}?` })
      .getByText(/\(\$155 of the agreed fare\)/)
      .waitFor()
    await page.getByRole("button", { name: "Yes, cancel my booking" }).click()
    await page.getByText("Cancelled by you").waitFor()
    expect((await loop.store.get(bookingRecordName(reference)))?.record.lifecycle?.history.at(-1)).toMatchObject({
      policy: expect.stringMatching(/a 50% fee \(\$155 of the agreed fare\)\.$/),
      charge: { feeDollars: 155 },
    })
    expect(errors).toEqual([])
    await loop.close(page)
  })

  test("a revised quote replaces the first: the older email's Accept opens the latest and says the first was replaced", async () => {
    const { reference, links } = await loop.booked({ vehicle: "" })
    expect((await loop.post({ token: tokenOf(links.confirm), action: "quote", fare: 310, includes: INCLUDES })).status).toBe(200)
    const first = await acceptLinkOf(reference, "$310")
    expect(
      (await loop.post({ token: tokenOf(links.confirm), action: "quote", fare: 290, includes: "Tolls and airport fees" })).status,
    ).toBe(200)
    await acceptLinkOf(reference, "$290", true)

    const { page, errors } = await loop.open(first.link, viewport)
    await page.getByText("The quote in the email you opened was replaced by this newer one.").waitFor()
    await page.getByRole("region", { name: "Your quote" }).getByText("$290", { exact: true }).waitFor()
    expect(await page.getByRole("button", { name: "Accept $310" }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-customer-quote-replaced`)
    await page.getByRole("button", { name: "Accept $290" }).click()
    await page.getByText("Quote of $290 accepted by you").waitFor()
    expect(errors).toEqual([])
    await loop.close(page)
  })

  test("a declined quote: the customer gives a reason, the request stays open, dispatch is told", async () => {
    const { reference, links } = await loop.booked({ vehicle: "" })
    await loop.post({ token: tokenOf(links.confirm), action: "quote", fare: 480, includes: INCLUDES })
    const { link } = await acceptLinkOf(reference, "$480")
    const { page, errors } = await loop.open(link, viewport)
    await page.getByRole("button", { name: "Decline this quote" }).click()
    await page.getByRole("heading", { name: "Decline the quote of $480?" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel(/^Reason for dispatch/).fill("We found a smaller car for the two of us.")
    await page.getByRole("button", { name: "Decline the quote" }).click()
    await page.getByText(/^You declined the quote\./).waitFor()
    await page.getByText("Status: Requested", { exact: true }).waitFor()
    await page.getByText("Quote declined by you").waitFor()
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-customer-quote-declined`)
    const told = await loop.waitForMail(DISPATCH, new RegExp(`^Quote declined: ${reference}`))
    expect(partText(told, "text/plain")).toContain("We found a smaller car for the two of us.")
    expect(errors).toEqual([])
    await loop.close(page)
  })

  // The site's own sweep (every minute) may expire the first one before the page reads it: both read the same.
  test.each([
    ["before the sweep has recorded it", false],
    ["after the sweep has recorded it", true],
  ])("an expired quote cannot be accepted, and the page says to call (%s)", async (_, swept) => {
    const at = new Date(Date.now() - 3 * 3600_000).toISOString()
    const expiresAt = new Date(Date.now() - 3600_000).toISOString()
    const history: Lifecycle["history"] = [
      { state: "requested", at, by: "customer" },
      { state: "quoted", at, by: "dispatch", quote: { fare: 310, includes: INCLUDES, expiresAt } },
      ...(swept ? [{ state: "requested" as const, at: expiresAt, by: "system" as const, step: "quote-expired" as const }] : []),
    ]
    const { links } = await loop.booked({ vehicle: "" }, { state: swept ? "requested" : "quoted", history })
    const { page, errors } = await loop.open(`${links.customer}&do=accept&q=1`, viewport)
    await page.getByText("Your quote expired before it was accepted; dispatch may send you a new one by email.").waitFor()
    const quote = page.getByRole("region", { name: "Your quote" })
    await quote.getByText(/^This quote expired on .+ Please call us at/).waitFor()
    await quote.getByRole("link", { name: MAIN_PHONE.display }).waitFor()
    expect(await page.getByRole("button", { name: "Accept $310" }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await loop.shot(page, `${width}-customer-quote-expired${swept ? "-swept" : ""}`)
    expect(errors).toEqual([])
    await loop.close(page)
  })
})

test("a tampered amount changes nothing: the fare comes from the record", async () => {
  const { reference, links } = await loop.booked({ vehicle: "" })
  await loop.post({ token: tokenOf(links.confirm), action: "quote", fare: 310, includes: INCLUDES })
  const accepted = await loop.post({ token: tokenOf(links.customer), action: "accept-quote", quote: 1, fare: 1, ...FAR_TERMS })
  expect(accepted.status).toBe(200)
  const { page } = await loop.open(links.customer, DESKTOP)
  await page.getByText("Quote of $310 accepted by you").waitFor()
  expect((await loop.store.get(bookingRecordName(reference)))?.record.lifecycle?.history.at(-1)).toMatchObject({
    state: "confirmed",
    fare: 310,
  })
  await loop.close(page)
})

describe.each([
  ["1440", DESKTOP],
  ["390", PHONE],
])("with the keyboard alone at %s px", (_width, viewport) => {
  test("dispatch sends a quote and the customer accepts it", async () => {
    const { reference, links } = await loop.booked({ vehicle: "" })
    const { page: dispatch } = await loop.open(links.confirm, viewport)
    await dispatch.getByRole("heading", { name: "Send a quote" }).waitFor()
    await tabTo(dispatch, /^Fare in dollars/)
    await dispatch.keyboard.type("275")
    await tabTo(dispatch, /^What the fare includes/)
    await dispatch.keyboard.type(INCLUDES)
    await tabTo(dispatch, /^Send quote$/)
    await dispatch.keyboard.press("Enter")
    await dispatch.getByText("Status: Quoted", { exact: true }).waitFor()
    expect(await focusedName(dispatch)).toMatch(/^Quote sent\./)
    await loop.close(dispatch)

    const { link } = await acceptLinkOf(reference, "$275")
    const { page } = await loop.open(link, viewport)
    await page.getByRole("button", { name: "Accept $275" }).waitFor()
    await tabTo(page, /^Accept \$275$/)
    await page.keyboard.press("Enter")
    await page.getByText("Status: Confirmed", { exact: true }).waitFor()
    // The answer has the focus, so the keyboard carries on from what just happened.
    expect(await focusedName(page)).toMatch(/^Quote accepted: your booking is confirmed\./)
    await loop.close(page)
  })
})
