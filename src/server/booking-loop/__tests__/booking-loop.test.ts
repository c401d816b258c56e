/** @jest-environment node */
import type { BookingView } from "../../../booking-loop/view"
import { MAIN_PHONE } from "../../../config/business"
import { header, leaves, parseMime, partText, type MimePart } from "../../test-support/mime"
import { pickupIn, rideWasYesterday, seedBooking } from "../../test-support/bookings"
import { createMemoryStore } from "../../test-support/memory-store"
import { until } from "../../test-support/until"
import { request, startApi, startSmtp, TEST_ANSWER_MIN_MS, TEST_LINK_SECRET } from "../../test-support/peers"
import { CUSTOMER, DISPATCH, loopWorld, SITE, tokenOf } from "../../test-support/loop-world"
import { INVALID_LINK_MESSAGE, LINK_UNAVAILABLE_MESSAGE, STORE_UNAVAILABLE_MESSAGE } from "../endpoints"
import { LINK_RESENDS_PER_DAY } from "../../limits"
import { bookingLinks } from "../links"
import { bookingRecordName } from "../records"
import { signLink, verifyLink } from "../tokens"
import { validBooking } from "../../test-support/forms"

const loop = loopWorld()

const config = { bookingLinkSecret: TEST_LINK_SECRET, siteUrl: SITE }

async function booked(overrides: Record<string, unknown> = {}) {
  const { reference, booking } = await seedBooking(loop.store, overrides)
  const links = bookingLinks(config, reference, booking)
  return { reference, customer: tokenOf(links.customer), dispatch: tokenOf(links.confirm) }
}

const view = (reply: { json: unknown }) => (reply.json as { booking: BookingView }).booking
const mailTo = (address: string): MimePart[] => loop.smtp.mails.filter((m) => m.to.includes(address)).map((m) => parseMime(m.raw))
/** The customer (or dispatch) cancels as the page does: agreeing to the terms the booking shows now. */
async function cancel(token: string, note?: string) {
  const terms = view(await loop.api.readBooking(token)).policy?.kind
  return loop.api.post("booking-actions", { token, action: "cancel", note, terms })
}
/** Waits (up to 10 s) until `ready` holds: the link is emailed after the answer. */
const stateOf = async (reference: string) => (await loop.store.get(bookingRecordName(reference)))?.record.lifecycle?.state

describe("the customer's link", () => {
  it("shows the booking, its state and history, the policy now and what can be done, and is never cached", async () => {
    const { reference, customer } = await booked({ serviceType: "wedding", hours: "4", flightNumber: "" })
    const reply = await loop.api.readBooking(customer)
    expect(reply.status).toBe(200)
    expect(reply.headers["cache-control"]).toBe("no-store")
    expect(reply.headers.vary).toBe("Authorization")
    const booking = view(reply)
    expect(booking).toMatchObject({
      reference,
      role: "customer",
      state: "requested",
      service: "Wedding Transportation",
      actions: ["cancel", "request-change"],
    })
    expect(booking.policy).toEqual({
      kind: "free",
      sentence: "Dispatch has not confirmed this request yet, so cancelling it now costs nothing.",
      fee: 0,
    })
    expect(booking.history).toEqual([expect.objectContaining({ state: "requested", by: "customer" })])
    expect(booking.rows).toEqual(
      expect.arrayContaining([
        { label: "Pickup location", value: "12 Elm Street, Andover, MA" },
        { label: "Pickup time", value: "6:30 AM" },
      ]),
    )
    expect(booking.rows.find((row) => row.label === "Estimated fare")?.value).toMatch(/^\$/)
  })

  it("refuses a wrong, tampered, expired, other-role-forged or missing token with one answer, and the booking's existence stays secret", async () => {
    const { reference, customer } = await booked()
    const expired = signLink(TEST_LINK_SECRET, { role: "customer", reference, expiresAt: new Date(Date.now() - 1000) })
    const unknown = signLink(TEST_LINK_SECRET, {
      role: "customer",
      reference: "MP-2222-2222",
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    const otherSecret = signLink("another-secret-for-this-test-0123456789", {
      role: "dispatch",
      reference,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    const tampered = customer.slice(0, 10) + (customer[10] === "A" ? "B" : "A") + customer.slice(11)
    const answers = await Promise.all(
      [tampered, expired, unknown, otherSecret, "x".repeat(300), `${customer} ${customer}`, undefined].map((token) =>
        loop.api.readBooking(token),
      ),
    )
    // Not a Bearer credential, or the token where it must never be: in the URL.
    const malformed = await Promise.all(
      [{ Authorization: `Basic ${customer}` }, { Authorization: "Bearer" }, { Authorization: customer }].map((headers) =>
        loop.api.get("booking-status", headers),
      ),
    )
    const inQuery = await request(`${loop.api.url("booking-status")}?token=${customer}`, { method: "GET" })
    for (const reply of [...answers, ...malformed, inQuery]) {
      expect(reply.status).toBe(403)
      expect(reply.json).toEqual({ error: INVALID_LINK_MESSAGE })
      expect(reply.headers["cache-control"]).toBe("no-store")
    }
    expect(INVALID_LINK_MESSAGE).toContain(MAIN_PHONE.display)
  })

  it("is read with GET, the token in the Authorization header; a POST is refused with the method to use", async () => {
    const { customer } = await booked()
    const posted = await loop.api.post("booking-status", { token: customer })
    expect(posted).toMatchObject({ status: 405, json: { error: "Use GET to read this." } })
    expect(posted.headers.allow).toBe("GET")
    expect((await loop.api.get("booking-status", { Authorization: `bearer  ${customer}` })).status).toBe(200)
  })

  it("cannot confirm or decline: that is dispatch's, and nothing changes", async () => {
    const { reference, customer } = await booked()
    const reply = await loop.api.post("booking-actions", { token: customer, action: "confirm" })
    expect(reply).toMatchObject({ status: 403, json: { error: "Only dispatch can confirm a booking." } })
    expect(await stateOf(reference)).toBe("requested")
    expect(loop.smtp.mails).toHaveLength(0)
  })
})

describe("dispatch, from its email", () => {
  it("confirms with a note: the customer is emailed 'confirmed' with the note and an updated invite, dispatch keeps a copy, the webhook hears the new state", async () => {
    const { reference, dispatch } = await booked()
    const before = view(await loop.api.readBooking(dispatch))
    expect(before.actions).toEqual(["confirm", "quote", "decline", "cancel", "replace-links"])

    const reply = await loop.api.post("booking-actions", {
      token: dispatch,
      action: "confirm",
      note: "Your chauffeur is James, in a black Escalade.",
    })
    expect(reply.status).toBe(200)
    expect(view(reply)).toMatchObject({ state: "confirmed", actions: ["cancel", "replace-links"] })
    expect(view(reply).history.at(-1)).toMatchObject({
      state: "confirmed",
      by: "dispatch",
      note: "Your chauffeur is James, in a black Escalade.",
    })
    expect(await stateOf(reference)).toBe("confirmed")

    const [toCustomer] = mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your booking ${reference} is confirmed at $175`)
    const text = partText(toCustomer, "text/plain") ?? ""
    expect(text).toContain("Your chauffeur is James, in a black Escalade.")
    expect(text).toMatch(new RegExp(`View or cancel your booking: ${SITE}/booking#t=[A-Za-z0-9_-]+`))
    const ics = partText(toCustomer, "text/calendar") ?? ""
    expect(ics).toContain("STATUS:CONFIRMED")
    expect(ics).toContain("SEQUENCE:1")
    expect(ics).toContain(`UID:${reference}@`)
    expect(mailTo(DISPATCH).map((mail) => header(mail, "subject"))).toEqual([
      expect.stringMatching(new RegExp(`^Confirmed ${reference} at \\$175: Airport Transfer`)),
    ])

    expect(loop.webhook.calls).toHaveLength(1)
    expect(JSON.parse(loop.webhook.calls[0].body)).toMatchObject({
      kind: "booking",
      reference,
      state: "confirmed",
      event: { state: "confirmed", by: "dispatch" },
    })
    // Its own key: a receiver acting once per key (the request's is the bare reference) still acts on it.
    expect(JSON.parse(loop.webhook.calls[0].body).idempotencyKey).toBe(`${reference}:confirmed:2`)
    expect(loop.webhook.calls[0].headers["idempotency-key"]).toBe(`${reference}:confirmed:2`)
    const attempts = (await loop.store.get(bookingRecordName(reference)))?.record.attempts ?? []
    expect(attempts.at(-1)).toMatchObject({
      subject: "confirmed",
      channels: { smtp: { status: "delivered" }, webhook: { status: "delivered" } },
    })
  })

  it("declines only with a reason, which the customer reads with the phone numbers", async () => {
    const { reference, dispatch } = await booked()
    for (const note of [undefined, "", "   "]) {
      const reply = await loop.api.post("booking-actions", { token: dispatch, action: "decline", note })
      expect(reply).toMatchObject({ status: 422, json: { errors: { note: "Please tell the customer why the booking is declined." } } })
    }
    expect(await stateOf(reference)).toBe("requested")
    const reply = await loop.api.post("booking-actions", {
      token: dispatch,
      action: "decline",
      note: "All our SUVs are booked that morning.",
    })
    expect(reply.status).toBe(200)
    const [toCustomer] = mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your booking request ${reference} was declined`)
    const text = partText(toCustomer, "text/plain") ?? ""
    expect(text).toContain("All our SUVs are booked that morning.")
    expect(text).toContain(MAIN_PHONE.display)
    // The request's tentative invite is taken out of the customer's calendar.
    const ics = partText(toCustomer, "text/calendar") ?? ""
    expect(ics).toContain("STATUS:CANCELLED")
    expect(ics).toContain(`UID:${reference}@`)
    // A declined booking is closed: a second click is told so.
    const again = await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })
    expect(again).toMatchObject({ status: 409, json: { error: "This booking was declined by dispatch." } })
  })

  it("answers a second click on Confirm with what the booking is, changing nothing", async () => {
    const { reference, dispatch } = await booked()
    expect((await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })).status).toBe(200)
    const again = await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })
    expect(again).toMatchObject({ status: 409, json: { error: "This booking is already confirmed." } })
    expect(view(again).history).toHaveLength(2)
    expect((await loop.store.get(bookingRecordName(reference)))?.record.lifecycle?.history).toHaveLength(2)
  })
})

describe("the customer cancels", () => {
  it("30 hours before a confirmed airport pickup: a full refund is stated, dispatch is emailed at once", async () => {
    const { reference, customer, dispatch } = await booked(pickupIn(30))
    await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })
    loop.smtp.mails.length = 0
    const shown = view(await loop.api.readBooking(customer))
    expect(shown.policy?.kind).toBe("full-refund")
    expect(shown.policy?.sentence).toMatch(/^Cancelling now gets a full refund/)

    const reply = await cancel(customer, "Meeting moved.")
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      message: "Your booking is cancelled. Dispatch has been told, and a confirmation is on its way to your email.",
    })
    expect(view(reply)).toMatchObject({ state: "cancelled", actions: [], policy: null })
    const [toDispatch] = mailTo(DISPATCH)
    expect(header(toDispatch, "subject")).toMatch(new RegExp(`^Cancelled by the customer: ${reference}`))
    const text = partText(toDispatch, "text/plain") ?? ""
    expect(text).toMatch(/Cancelled (29|30) hours before pickup: a full refund\./)
    expect(text).toContain("Meeting moved.")
    const [toCustomer] = mailTo(CUSTOMER)
    expect(header(toCustomer, "subject")).toBe(`Your booking ${reference} is cancelled`)
    expect(leaves(toCustomer).some((part) => part.body.toString("utf8").includes("STATUS:CANCELLED"))).toBe(true)
  })

  it("under 24 hours before: the 50% fee is stated and kept in the history", async () => {
    const { reference, customer, dispatch } = await booked(pickupIn(10))
    await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })
    const reply = await cancel(customer)
    expect(reply.status).toBe(200)
    expect(view(reply).history.at(-1)?.policy).toMatch(
      /^Cancelled (9|10) hours before pickup, under the 24 hours needed for a full refund: a 50% fee \(\$87\.50 of the agreed fare\)\.$/,
    )
    expect(await stateOf(reference)).toBe("cancelled")
  })
})

describe("dispatch cancels", () => {
  it("10 hours before a confirmed wedding pickup: the customer pays nothing, and the page, both emails and the webhook say so", async () => {
    const { reference, customer, dispatch } = await booked({ ...pickupIn(10), serviceType: "wedding", hours: "4", flightNumber: "" })
    await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })
    loop.smtp.mails.length = 0
    loop.webhook.calls.length = 0
    // Dispatch's page states the company's terms, not the customer's late fee; the customer's still states the fee for their own cancellation.
    const shown = view(await loop.api.readBooking(dispatch))
    expect(shown.policy).toEqual({
      kind: "by-company",
      sentence: expect.stringMatching(/^A cancellation by the company never costs the customer anything/),
      fee: 0,
    })
    expect(view(await loop.api.readBooking(customer)).policy?.kind).toBe("fee")

    const reply = await cancel(dispatch, "Our limousine failed its inspection this morning.")
    expect(reply.status).toBe(200)
    const entry = view(reply).history.at(-1)
    expect(entry).toMatchObject({ state: "cancelled", by: "dispatch" })
    expect(entry?.policy).toMatch(
      /^Cancelled by the company (9|10) hours before pickup: nothing to pay, and anything already paid is refunded in full\.$/,
    )
    expect(view(await loop.api.readBooking(customer)).history.at(-1)?.policy).toBe(entry?.policy)

    const [toCustomer] = mailTo(CUSTOMER)
    const text = partText(toCustomer, "text/plain") ?? ""
    expect(text).toContain("Dispatch has cancelled your")
    expect(text).toContain("You pay nothing for this cancellation, and anything you have already paid is refunded in full.")
    expect(text).not.toMatch(/\bfee\b|50%/)
    const toDispatch = partText(mailTo(DISPATCH)[0], "text/plain") ?? ""
    expect(toDispatch).toContain("Cancelled by the company: the customer pays nothing, and anything already paid is refunded in full.")
    expect(toDispatch).not.toMatch(/\bfee\b|50%/)

    const body = JSON.parse(loop.webhook.calls.at(-1)?.body ?? "{}")
    expect(body).toMatchObject({ reference, state: "cancelled", event: { by: "dispatch", charge: { terms: "by-company", feePercent: 0 } } })
    expect(await stateOf(reference)).toBe("cancelled")
  })

  it("refuses the customer's fee terms from dispatch's link: the company's terms are the ones dispatch agrees to", async () => {
    const { reference, dispatch } = await booked(pickupIn(10))
    await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })
    const reply = await loop.api.post("booking-actions", { token: dispatch, action: "cancel", terms: "fee" })
    expect(reply.status).toBe(409)
    expect((reply.json as { error: string }).error).toContain("A cancellation by the company never costs the customer anything")
    expect(await stateOf(reference)).toBe("confirmed")
  })

  it("the customer's own late cancellation keeps its fee, in figures for the webhook", async () => {
    const { customer, dispatch } = await booked(pickupIn(10))
    await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })
    loop.webhook.calls.length = 0
    expect((await cancel(customer)).status).toBe(200)
    expect(JSON.parse(loop.webhook.calls.at(-1)?.body ?? "{}")).toMatchObject({
      event: { by: "customer", charge: { terms: "fee", feePercent: 50 } },
    })
  })
})

describe("two changes at once", () => {
  it("dispatch declines while the customer cancels: one consistent state, and the loser is told what happened", async () => {
    const { reference, customer, dispatch } = await booked()
    // The customer's update is about to be written when dispatch's decline lands first.
    loop.store.beforeUpdate = async () => {
      loop.store.beforeUpdate = undefined
      const won = await loop.api.post("booking-actions", { token: dispatch, action: "decline", note: "No chauffeur free." })
      expect(won.status).toBe(200)
    }
    const lost = await loop.api.post("booking-actions", { token: customer, action: "cancel", terms: "free" })
    expect(lost.status).toBe(409)
    expect((lost.json as { error: string }).error).toMatch(
      /^Your change was not made\. Dispatch declined this booking on .+, just before your change\.$/,
    )
    expect(view(lost).state).toBe("declined")
    const record = (await loop.store.get(bookingRecordName(reference)))?.record
    expect(record?.lifecycle?.state).toBe("declined")
    expect(record?.lifecycle?.history.map((event) => event.state)).toEqual(["requested", "declined"])
  })
})

describe("cancelling names the terms it agrees to", () => {
  it("dispatch confirms while the customer cancels a request as free: nothing is cancelled, and the customer is told what happened and the terms now", async () => {
    const { reference, customer, dispatch } = await booked(pickupIn(50))
    expect(view(await loop.api.readBooking(customer)).policy?.kind).toBe("free")
    // The customer's cancellation is about to be written when dispatch's confirmation lands first.
    loop.store.beforeUpdate = async () => {
      loop.store.beforeUpdate = undefined
      expect((await loop.api.post("booking-actions", { token: dispatch, action: "confirm", note: "Your chauffeur is Dana." })).status).toBe(
        200,
      )
    }
    loop.smtp.mails.length = 0
    const lost = await loop.api.post("booking-actions", { token: customer, action: "cancel", terms: "free" })
    expect(lost.status).toBe(409)
    expect((lost.json as { error: string }).error).toMatch(
      /^Nothing was cancelled\. Dispatch confirmed this booking on .+, just before your change\. The cancellation terms changed since this page was opened: Cancelling now gets a full refund, until .+ Cancel again to accept them\.$/,
    )
    expect(view(lost)).toMatchObject({
      state: "confirmed",
      policy: { kind: "full-refund" },
      actions: ["cancel", "request-change", "choose-gratuity"],
    })
    expect(await stateOf(reference)).toBe("confirmed")
    expect(mailTo(DISPATCH).map((mail) => header(mail, "subject"))).toEqual([expect.stringMatching(/^Confirmed /)])

    // Agreeing to the terms shown now cancels it.
    const again = await loop.api.post("booking-actions", { token: customer, action: "cancel", terms: "full-refund" })
    expect(again.status).toBe(200)
    expect(view(again).history.map((event) => [event.state, event.by])).toEqual([
      ["requested", "customer"],
      ["confirmed", "dispatch"],
      ["cancelled", "customer"],
    ])
  })

  it("a wedding page left open past the 72-hour deadline: the 50% fee is stated and nothing is cancelled until it is accepted", async () => {
    const { reference, customer, dispatch } = await booked({ ...pickupIn(30), serviceType: "wedding" })
    await loop.api.post("booking-actions", { token: dispatch, action: "confirm" })
    const stale = await loop.api.post("booking-actions", { token: customer, action: "cancel", terms: "full-refund" })
    expect(stale.status).toBe(409)
    expect((stale.json as { error: string }).error).toMatch(
      /^Nothing was cancelled\. The cancellation terms changed since this page was opened: Cancelling now costs a 50% fee \(\$\d+(\.\d\d)? of the agreed fare\): pickup is less than 72 hours away/,
    )
    expect(await stateOf(reference)).toBe("confirmed")
    const accepted = await loop.api.post("booking-actions", { token: customer, action: "cancel", terms: "fee" })
    expect(accepted.status).toBe(200)
    expect(view(accepted).history.at(-1)?.policy).toMatch(
      /under the 72 hours needed for a full refund: a 50% fee \(\$115 of the agreed fare\)\.$/,
    )
  })

  it("a cancellation naming no terms (a page from before the rule) is answered with the terms now; terms that cannot be agreed to are refused with the field named", async () => {
    const { reference, customer } = await booked()
    const unnamed = await loop.api.post("booking-actions", { token: customer, action: "cancel" })
    expect(unnamed.status).toBe(409)
    expect((unnamed.json as { error: string }).error).toBe(
      "Nothing was cancelled. Please read the cancellation terms that apply now: Dispatch has not confirmed this request yet, so cancelling it now costs nothing. Cancel again to accept them.",
    )
    expect(view(unnamed)).toMatchObject({ state: "requested", actions: ["cancel", "request-change"] })
    for (const terms of ["closed", "", 3, null]) {
      const reply = await loop.api.post("booking-actions", { token: customer, action: "cancel", terms })
      expect(reply).toMatchObject({
        status: 422,
        json: { errors: { terms: "Reload the page to see the cancellation terms that apply now, then cancel again." } },
      })
    }
    expect(await stateOf(reference)).toBe("requested")
    // The state is told before the terms: a cancelled booking says so, whatever was sent.
    expect((await cancel(customer)).status).toBe(200)
    expect(await loop.api.post("booking-actions", { token: customer, action: "cancel" })).toMatchObject({
      status: 409,
      json: { error: "This booking was cancelled." },
    })
  })

  it("after the pickup time, cancelling is closed: the page says to call, and a cancellation is refused", async () => {
    const { reference, customer } = await booked()
    await rideWasYesterday(loop.store, reference)
    const shown = view(await loop.api.readBooking(customer))
    expect(shown.actions).toEqual([])
    expect(shown.policy).toEqual({
      kind: "closed",
      sentence: `The pickup time has passed, so this booking can no longer be cancelled here. Please call us at ${MAIN_PHONE.display}.`,
      fee: null,
    })
    const reply = await loop.api.post("booking-actions", { token: customer, action: "cancel", terms: "free" })
    expect(reply).toMatchObject({
      status: 409,
      json: { error: "The pickup time has passed, so this booking can no longer be changed here." },
    })
    expect(await stateOf(reference)).toBe("requested")
  })
})

describe("asking for the link again", () => {
  it("emails the customer's link to the booking's own address, and answers a wrong email or an unknown reference the same way", async () => {
    const { reference } = await booked()
    const right = await loop.api.post("booking-links", { reference: reference.toLowerCase(), email: "Maria.Lopez@Example.com" })
    const wrongEmail = await loop.api.post("booking-links", { reference, email: "someone@example.com" })
    const unknown = await loop.api.post("booking-links", { reference: "MP-2222-2222", email: CUSTOMER })
    for (const reply of [right, wrongEmail, unknown])
      expect({ status: reply.status, json: reply.json }).toEqual({ status: 202, json: right.json })
    await until(() => mailTo(CUSTOMER).length > 0)
    const mails = mailTo(CUSTOMER)
    expect(mails).toHaveLength(1)
    expect(loop.smtp.mails).toHaveLength(1)
    expect(header(mails[0], "subject")).toBe(`Your link to booking ${reference}`)
    const link = /View or cancel your booking: (\S+)/.exec(partText(mails[0], "text/plain") ?? "")?.[1] ?? ""
    const status = await loop.api.readBooking(tokenOf(link))
    expect(view(status)).toMatchObject({ reference, role: "customer" })
  })

  it("answers before any email is sent, so a slow mail server tells nothing; the link follows", async () => {
    const { reference } = await booked()
    // A floor on the answer's time, as a deployment has (the world's API answers at once, so that other tests do not wait).
    const floored = await startApi(
      { SMTP_URL: `smtp://127.0.0.1:${loop.smtp.port}`, SITE_URL: SITE },
      { store: loop.store, linkAnswerMinMs: TEST_ANSWER_MIN_MS },
    )
    try {
      let release = () => undefined as void
      loop.smtp.hold = new Promise<void>((resolve) => (release = resolve))
      try {
        const started = Date.now()
        const answered = await Promise.race([
          floored.post("booking-links", { reference, email: CUSTOMER }),
          new Promise<"no answer">((resolve) => setTimeout(() => resolve("no answer"), TEST_ANSWER_MIN_MS + 3000)),
        ])
        expect(answered).not.toBe("no answer")
        expect(answered).toMatchObject({ status: 202 })
        expect(Date.now() - started).toBeGreaterThanOrEqual(TEST_ANSWER_MIN_MS - 50)
        // The answer came while nothing had been accepted by the mail server yet.
        expect(loop.smtp.held).toBeLessThanOrEqual(1)
      } finally {
        release()
        loop.smtp.hold = undefined
      }
      await until(() => mailTo(CUSTOMER).length === 1)
      expect(header(mailTo(CUSTOMER)[0], "subject")).toBe(`Your link to booking ${reference}`)
      await until(async () => (await loop.store.get(bookingRecordName(reference)))?.record.status === "delivered")
      expect((await loop.store.get(bookingRecordName(reference)))?.record).not.toHaveProperty("linkOwedSince")
    } finally {
      await floored.close()
    }
  })

  it(`sends at most ${LINK_RESENDS_PER_DAY} links a day to one booking's address, answering every request the same`, async () => {
    const { reference } = await booked()
    const replies = []
    // Each ask once the last email arrived (asks made while one is being sent are answered by that one email).
    for (let i = 0; i < LINK_RESENDS_PER_DAY + 2; i += 1) {
      replies.push(await loop.api.post("booking-links", { reference, email: CUSTOMER }))
      await until(
        async () =>
          mailTo(CUSTOMER).length === Math.min(i + 1, LINK_RESENDS_PER_DAY) &&
          (await loop.store.get(bookingRecordName(reference)))?.record.status === "delivered",
      )
    }
    for (const reply of replies) expect({ status: reply.status, json: reply.json }).toEqual({ status: 202, json: replies[0].json })
    await loop.api.redeliver(new Date(Date.now() + 60 * 60_000))
    expect(mailTo(CUSTOMER)).toHaveLength(LINK_RESENDS_PER_DAY)
  })

  it("names what is wrong with a malformed request", async () => {
    const reply = await loop.api.post("booking-links", { reference: "12345", email: "nope" })
    expect(reply.status).toBe(422)
    expect(Object.keys((reply.json as { errors: object }).errors).sort()).toEqual(["email", "reference"])
  })
})

test("tokens never reach the log", async () => {
  const { customer, dispatch } = await booked()
  await loop.api.readBooking(customer)
  await loop.api.post("booking-actions", { token: dispatch, action: "confirm", note: "ok" })
  await cancel(customer)
  await loop.api.readBooking(`${customer}x`)
  const log = loop.api.logger.lines.join("\n")
  expect(log).toContain("confirmed by dispatch")
  for (const token of [customer, dispatch]) expect(log).not.toContain(token.slice(0, 24))
})

test("with no channel configured, nobody is told a change was emailed, and a link cannot be asked for: every request hears to call", async () => {
  const bareStore = createMemoryStore()
  const quiet = await startApi({}, { store: bareStore })
  try {
    const { reference, booking } = await seedBooking(bareStore)
    const links = bookingLinks(config, reference, booking)
    const reply = await quiet.post("booking-actions", { token: tokenOf(links.customer), action: "cancel", terms: "free" })
    expect(reply.status).toBe(200)
    expect((reply.json as { message: string }).message).toBe(
      `Your booking is cancelled. Dispatch has not been told yet: please call us at ${MAIN_PHONE.display} so they know at once.`,
    )
    // Owed, waiting for a channel, with no lease nothing would ever act on.
    const record = (await bareStore.get(bookingRecordName(reference)))?.record
    expect(record).toMatchObject({ status: "pending", undeliveredChanges: [1] })
    expect(record).not.toHaveProperty("nextAttemptAt")
    for (const asked of [
      { reference, email: CUSTOMER },
      { reference: "MP-2222-2222", email: CUSTOMER },
    ]) {
      expect(await quiet.post("booking-links", asked)).toMatchObject({ status: 503, json: { error: LINK_UNAVAILABLE_MESSAGE } })
    }
    expect(LINK_UNAVAILABLE_MESSAGE).toContain(MAIN_PHONE.display)
  } finally {
    await quiet.close()
  }
})

test("without a record store the loop says to call, and the form endpoints still work", async () => {
  const bare = await startApi({ OUTBOX: "off" })
  try {
    const reply = await bare.readBooking("abc")
    expect(reply).toMatchObject({ status: 503, json: { error: STORE_UNAVAILABLE_MESSAGE } })
    expect((await bare.post("booking-actions", "{", {})).status).toBe(400)
  } finally {
    await bare.close()
  }
})

test("on the host without BOOKING_LINK_SECRET the loop is off and says to call, and a booking is still taken, its emails without links", async () => {
  const hostSmtp = await startSmtp()
  const onHost = await startApi(
    {
      SITE_ID: "0000-site",
      SITE_NAME: "merrimack-premier",
      BOOKING_LINK_SECRET: "",
      SMTP_URL: `smtp://127.0.0.1:${hostSmtp.port}`,
      DISPATCH_EMAIL: DISPATCH,
    },
    { store: createMemoryStore() },
  )
  try {
    expect(onHost.config.bookingLinkSecret).toBeNull()
    const booked = await onHost.post("booking-requests", validBooking())
    expect(booked.status).toBe(201)
    expect(hostSmtp.mails).toHaveLength(2)
    for (const mail of hostSmtp.mails) expect(mail.raw).not.toContain("/booking#t=")
    const token = signLink(TEST_LINK_SECRET, {
      role: "customer",
      reference: (booked.json as { reference: string }).reference,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    expect(await onHost.readBooking(token)).toMatchObject({ status: 503, json: { error: STORE_UNAVAILABLE_MESSAGE } })
  } finally {
    await onHost.close()
    await hostSmtp.close()
  }
})

test("every attempt is rate limited", async () => {
  const limited = await startApi({ RATE_LIMIT_PER_MINUTE: "2" }, { store: loop.store })
  try {
    const statuses = []
    for (let i = 0; i < 3; i += 1) statuses.push((await limited.readBooking("nope")).status)
    expect(statuses).toEqual([403, 403, 429])
  } finally {
    await limited.close()
  }
})

describe("the request's emails, once the loop has a store", () => {
  it("give dispatch Confirm and Decline links and the customer 'View or cancel your booking', each keyed to its role and booking", async () => {
    const reply = await loop.api.post("booking-requests", validBooking())
    expect(reply.status).toBe(201)
    const reference = (reply.json as { reference: string }).reference
    const [toDispatch, dispatchActions] = mailTo(DISPATCH)
    const [toCustomer] = mailTo(CUSTOMER)
    // The request's email, whose Reply-To is the customer, carries no key of dispatch's: a reply quoting it leaks nothing.
    expect(partText(toDispatch, "text/plain")).not.toContain("/booking#t=")
    expect(header(toDispatch, "reply-to")).toContain(CUSTOMER)
    expect(header(dispatchActions, "subject")).toMatch(new RegExp(`^Confirm or decline ${reference}`))
    expect(header(dispatchActions, "reply-to")).toBeUndefined()
    const dispatchText = partText(dispatchActions, "text/plain") ?? ""
    const confirm = /Confirm: (\S+)/.exec(dispatchText)?.[1] ?? ""
    const decline = /Decline: (\S+)/.exec(dispatchText)?.[1] ?? ""
    const customerLink = /View or cancel your booking: (\S+)/.exec(partText(toCustomer, "text/plain") ?? "")?.[1] ?? ""
    expect(confirm).toMatch(new RegExp(`^${SITE}/booking#t=[A-Za-z0-9_-]+&do=confirm$`))
    expect(decline).toMatch(new RegExp(`^${SITE}/booking#t=[A-Za-z0-9_-]+&do=decline$`))
    expect(verifyLink(TEST_LINK_SECRET, tokenOf(confirm), new Date())).toMatchObject({ role: "dispatch", reference })
    expect(verifyLink(TEST_LINK_SECRET, tokenOf(customerLink), new Date())).toMatchObject({ role: "customer", reference })
    expect(partText(dispatchActions, "text/html")).toContain(`>Confirm</a>`)
    expect(partText(toCustomer, "text/html")).toContain(`>View or cancel your booking</a>`)
  })
})

describe("after the ride's day", () => {
  it("the sweep marks a confirmed ride completed by the system and the webhook hears it; requested and future ones are left alone", async () => {
    const confirmedAt = new Date().toISOString()
    const past = await seedBooking(
      loop.store,
      {},
      {
        state: "confirmed",
        history: [
          { state: "requested", at: confirmedAt, by: "customer" },
          { state: "confirmed", at: confirmedAt, by: "dispatch" },
        ],
      },
    )
    const requested = await seedBooking(loop.store)
    const { customer } = await booked()
    const afterRide = new Date(Date.parse(`${past.booking.date}T12:00:00Z`) + 2 * 86_400_000)
    expect((await loop.api.redeliver(afterRide)).completed).toBeGreaterThanOrEqual(1)
    const record = (await loop.store.get(bookingRecordName(past.reference)))?.record
    expect(record?.lifecycle?.state).toBe("completed")
    expect(record?.lifecycle?.history.at(-1)).toMatchObject({ state: "completed", by: "system" })
    expect(record?.status).toBe("delivered")
    const heard = loop.webhook.calls.filter((call) => call.headers["idempotency-key"] === `${past.reference}:completed:3`)
    expect(heard).toHaveLength(1)
    expect(JSON.parse(heard[0].body)).toMatchObject({ reference: past.reference, state: "completed", event: { by: "system" } })
    expect((await loop.store.get(bookingRecordName(requested.reference)))?.record.lifecycle?.state).toBe("requested")
    // A ride still ahead is not touched, and a second sweep completes nothing again.
    expect(view(await loop.api.readBooking(customer)).state).toBe("requested")
    const calls = loop.webhook.calls.length
    await loop.api.redeliver(afterRide)
    expect(loop.webhook.calls.filter((call) => call.headers["idempotency-key"] === `${past.reference}:completed:3`)).toHaveLength(1)
    expect(loop.webhook.calls).toHaveLength(calls)
  })
})
