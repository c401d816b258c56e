/** @jest-environment node */
import { DELIVERY_LEASE_MS, NEEDS_ATTENTION_AFTER_MS, REDELIVERY_FIRST_DELAY_MS } from "../../limits"
import { header, parseMime, partText, unfoldIcs } from "../../test-support/mime"
import { createMemoryStore, type MemoryStore } from "../../test-support/memory-store"
import { pickupIn, rideWasYesterday, seedBooking } from "../../test-support/bookings"
import {
  closedPort,
  startApi,
  startSmtp,
  startWebhook,
  TEST_LINK_SECRET,
  type ApiPeer,
  type SmtpPeer,
  type WebhookPeer,
} from "../../test-support/peers"
import { MAIN_PHONE } from "../../../config/business"
import { until } from "../../test-support/until"
import { bookingLink, bookingLinks } from "../links"
import { tokenOf } from "../../test-support/loop-world"
import { bookingRecordName } from "../records"
import { withLinkOwed } from "../../delivery/outcome"

const DISPATCH = "dispatch@merrimack.test"
const HOUR = 3600_000

let store: MemoryStore
let api: ApiPeer
let webhook: WebhookPeer
let smtp: SmtpPeer | undefined
let smtpPort: number

beforeEach(async () => {
  store = createMemoryStore()
  smtpPort = await closedPort()
  webhook = await startWebhook(503)
  api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, DISPATCH_EMAIL: DISPATCH, WEBHOOK_URL: webhook.url }, { store })
})
afterEach(async () => {
  await api.close()
  await webhook.close()
  await smtp?.close()
  smtp = undefined
})

/** A confirmed airport transfer two days ahead, its request delivered long ago; the customer's token. */
async function confirmedBooking() {
  const at = new Date(Date.now() - HOUR).toISOString()
  const pickup = new Date(Date.now() + 48 * HOUR)
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(pickup)
  const { reference, booking } = await seedBooking(
    store,
    { date, time: "10:00 AM" },
    {
      state: "confirmed",
      history: [
        { state: "requested", at, by: "customer" },
        { state: "confirmed", at, by: "dispatch" },
      ],
    },
  )
  const links = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: "https://merrimack.test" }, reference, booking)
  return { reference, token: tokenOf(links.customer), dispatchToken: tokenOf(links.dispatch), email: booking.email }
}

/** Waits (up to 10 s) until `ready` holds. */

const recordOf = async (reference: string) => (await store.get(bookingRecordName(reference)))?.record
const subjects = (peer: SmtpPeer) => peer.mails.map((mail) => header(parseMime(mail.raw), "subject"))

describe("a change of state no channel takes", () => {
  it("is kept owed, the customer is told to call, and the sweep delivers it once a channel is back, once, without the request again", async () => {
    const { reference, token } = await confirmedBooking()
    const reply = await api.post("booking-actions", { token, action: "cancel", note: "Flight moved to Friday.", terms: "full-refund" })
    expect(reply.status).toBe(200)
    expect((reply.json as { message: string }).message).toBe(
      `Your booking is cancelled. We could not email dispatch just now and will keep trying; to be sure they know at once, please call us at ${MAIN_PHONE.display}.`,
    )
    const owed = await recordOf(reference)
    expect(owed).toMatchObject({ status: "pending", undeliveredChanges: [2], lifecycle: { state: "cancelled" } })
    expect(owed?.attempts?.at(-1)).toMatchObject({
      subject: "cancelled",
      revision: 2,
      channels: { smtp: { status: "failed" }, webhook: { status: "failed", error: "HTTP 503" } },
    })
    const firstRetry = Date.parse(owed?.nextAttemptAt ?? "")
    expect(firstRetry - Date.parse(owed?.attempts?.at(-1)?.at ?? "")).toBe(REDELIVERY_FIRST_DELAY_MS)

    // Not due: nothing tried. Due, both still down: tried again, and the wait doubles.
    expect(await api.redeliver(new Date(firstRetry - 1000))).toMatchObject({ delivered: 0, pending: 0 })
    expect(await api.redeliver(new Date(firstRetry))).toMatchObject({ delivered: 0, pending: 1 })
    const stillOwed = await recordOf(reference)
    expect(Date.parse(stillOwed?.nextAttemptAt ?? "") - firstRetry).toBe(2 * REDELIVERY_FIRST_DELAY_MS)

    // SMTP and the webhook are back: the change is delivered, and only the change.
    smtp = await startSmtp(smtpPort)
    webhook.status = 200
    webhook.calls.length = 0
    expect(await api.redeliver(new Date(Date.parse(stillOwed?.nextAttemptAt ?? "")))).toMatchObject({ delivered: 1, pending: 0 })
    expect(subjects(smtp)).toEqual([
      expect.stringMatching(new RegExp(`^Cancelled by the customer: ${reference}, Airport Transfer`)),
      `Your booking ${reference} is cancelled`,
    ])
    const toDispatch = parseMime(smtp.mails.find((mail) => mail.to.includes(DISPATCH))?.raw ?? "")
    const text = partText(toDispatch, "text/plain") ?? ""
    expect(text.match(/a full refund/g)).toHaveLength(1)
    expect(text).toContain("Flight moved to Friday.")
    expect(webhook.calls).toHaveLength(1)
    expect(webhook.calls[0].headers["idempotency-key"]).toBe(`${reference}:cancelled:3`)
    expect(JSON.parse(webhook.calls[0].body)).toMatchObject({
      reference,
      state: "cancelled",
      event: { state: "cancelled", by: "customer", note: "Flight moved to Friday." },
    })

    const delivered = await recordOf(reference)
    expect(delivered).toMatchObject({ status: "delivered" })
    expect(delivered).not.toHaveProperty("undeliveredChanges")
    expect(delivered).not.toHaveProperty("nextAttemptAt")
    expect(delivered?.attempts?.map((attempt) => [attempt.subject, attempt.channels.smtp?.status])).toEqual([
      ["request", "delivered"],
      ["cancelled", "failed"],
      ["cancelled", "failed"],
      ["cancelled", "delivered"],
    ])

    // Delivered is delivered: later sweeps send nothing more.
    expect(await api.redeliver(new Date(Date.now() + 2 * NEEDS_ATTENTION_AFTER_MS))).toMatchObject({
      delivered: 0,
      pending: 0,
      needsAttention: 0,
    })
    expect(smtp.mails).toHaveLength(2)
  })

  it("sent once though the sweep comes due mid-send: dispatch confirmed during an SMTP hiccup, the customer cancels before the retry", async () => {
    const { reference, booking } = await seedBooking(store, pickupIn(48))
    const links = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: "https://merrimack.test" }, reference, booking)
    expect((await api.post("booking-actions", { token: tokenOf(links.confirm), action: "confirm" })).status).toBe(200)
    const retry = Date.parse((await recordOf(reference))?.nextAttemptAt ?? "")
    expect(retry - Date.now()).toBeLessThanOrEqual(REDELIVERY_FIRST_DELAY_MS)

    // SMTP is back but slow: each message is answered only when released.
    smtp = await startSmtp(smtpPort)
    let release = () => undefined as void
    smtp.hold = new Promise<void>((resolve) => (release = resolve))
    const cancelling = api.post("booking-actions", { token: tokenOf(links.customer), action: "cancel", terms: "full-refund" })
    await until(() => smtp!.held > 0)
    // The retry comes due while the cancellation is still being sent: the sweep must leave the record to its sender.
    const sweeping = api.redeliver(new Date(retry + 1000))
    await Promise.race([sweeping, new Promise((resolve) => setTimeout(resolve, 1500))])
    release()
    expect((await cancelling).status).toBe(200)
    await sweeping
    // The confirmation still owed is delivered first, with the cancellation, but a later step ended it:
    // its emails are not sent (it is the webhook's alone), so the customer never reads "confirmed" after
    // "cancelled". Later sweeps send neither again.
    smtp.hold = undefined
    await api.redeliver(new Date(Date.now() + 10 * REDELIVERY_FIRST_DELAY_MS))
    const cancellations = subjects(smtp).filter((subject) => /cancel/i.test(subject ?? ""))
    expect(cancellations).toEqual([
      expect.stringMatching(new RegExp(`^Cancelled by the customer: ${reference}`)),
      `Your booking ${reference} is cancelled`,
    ])
    const toCustomer = smtp.mails.filter((mail) => mail.to.includes(booking.email)).map((mail) => header(parseMime(mail.raw), "subject"))
    expect(toCustomer).toEqual([`Your booking ${reference} is cancelled`])
    expect(subjects(smtp).filter((subject) => /confirmed/i.test(subject ?? ""))).toEqual([])
    const attempts = (await recordOf(reference))?.attempts ?? []
    expect(attempts.filter((attempt) => attempt.subject === "cancelled")).toHaveLength(1)
    // SMTP sending nothing does not count as delivering it: the confirmation stays owed to the webhook, down throughout.
    expect(attempts.filter((attempt) => attempt.subject === "confirmed" && attempt.channels.smtp?.status === "delivered")).toHaveLength(0)
    expect(await recordOf(reference)).toMatchObject({ undeliveredChanges: [1] })
  })

  it("a link asked for again is written owed: an instance that stops before sending it leaves it to the sweep, once its lease ends", async () => {
    const { reference } = await confirmedBooking()
    const name = bookingRecordName(reference)
    const stored = await store.get(name)
    // What the endpoint writes before it answers; the instance then stops.
    const owing = withLinkOwed(stored!.record, Date.now())
    await store.update(name, owing!.record)
    smtp = await startSmtp(smtpPort)
    const leaseEnds = Date.parse(owing!.record.lease?.until ?? "")
    expect(await api.redeliver(new Date(leaseEnds - 1000))).toMatchObject({ delivered: 0 })
    expect(await api.redeliver(new Date(leaseEnds))).toMatchObject({ delivered: 1 })
    expect(subjects(smtp)).toEqual([`Your link to booking ${reference}`])
    expect(await recordOf(reference)).not.toHaveProperty("linkOwedSince")
  })

  it("still undelivered a day after it was made needs dispatch's attention, and is logged", async () => {
    const { reference, token } = await confirmedBooking()
    expect((await api.post("booking-actions", { token, action: "cancel", terms: "full-refund" })).status).toBe(200)
    expect(await api.redeliver(new Date(Date.now() + NEEDS_ATTENTION_AFTER_MS + 60_000))).toMatchObject({ needsAttention: 1 })
    expect(await recordOf(reference)).toMatchObject({ status: "needs-attention", undeliveredChanges: [2] })
    expect(api.logger.lines.some((line) => line.startsWith("error") && line.includes(reference) && line.includes("needs-attention"))).toBe(
      true,
    )
  })

  it("a change that one channel took is not owed: the customer hears the plain answer", async () => {
    const { reference, token } = await confirmedBooking()
    webhook.status = 200
    const reply = await api.post("booking-actions", { token, action: "cancel", terms: "full-refund" })
    expect((reply.json as { message: string }).message).toMatch(/^Your booking is cancelled\. Dispatch has been told/)
    expect(await recordOf(reference)).toMatchObject({ status: "delivered" })
    expect(await recordOf(reference)).not.toHaveProperty("undeliveredChanges")
  })

  it("written owed before any channel is tried: an instance that stops right after the write leaves it for the sweep, once its lease ends", async () => {
    const { reference, token } = await confirmedBooking()
    // The change's own write lands; the instance then stops before it can record what the channels said.
    let writes = 0
    store.beforeUpdate = () => {
      writes += 1
      if (writes > 1) throw new Error("the instance stopped")
    }
    await api.post("booking-actions", { token, action: "cancel", terms: "full-refund" })
    store.beforeUpdate = undefined
    const left = await recordOf(reference)
    expect(left).toMatchObject({ status: "pending", undeliveredChanges: [2], lifecycle: { state: "cancelled" } })
    const leaseEnds = Date.parse(left?.nextAttemptAt ?? "")
    expect(leaseEnds - Date.now()).toBeGreaterThan(DELIVERY_LEASE_MS - 60_000)

    smtp = await startSmtp(smtpPort)
    webhook.status = 200
    // Nobody sends it again while the lease holds; after, the sweep does.
    expect(await api.redeliver(new Date(leaseEnds - 1000))).toMatchObject({ delivered: 0, pending: 0 })
    expect(await api.redeliver(new Date(leaseEnds))).toMatchObject({ delivered: 1 })
    expect(subjects(smtp)).toEqual([
      expect.stringMatching(new RegExp(`^Cancelled by the customer: ${reference}`)),
      `Your booking ${reference} is cancelled`,
    ])
    expect(await recordOf(reference)).toMatchObject({ status: "delivered" })
  })

  it("a ride's completion is written owed too: a sweep that stops right after the write leaves it to the next, which tells the webhook once", async () => {
    const { reference } = await confirmedBooking()
    await rideWasYesterday(store, reference)
    let writes = 0
    store.beforeUpdate = () => {
      writes += 1
      if (writes > 1) throw new Error("the sweep stopped")
    }
    const now = new Date()
    expect(await api.redeliver(now)).toMatchObject({ completed: 1 })
    store.beforeUpdate = undefined
    const left = await recordOf(reference)
    expect(left).toMatchObject({ status: "pending", undeliveredChanges: [2], lifecycle: { state: "completed" } })

    webhook.status = 200
    webhook.calls.length = 0
    const leaseEnds = Date.parse(left?.nextAttemptAt ?? "")
    expect(leaseEnds).toBe(now.getTime() + DELIVERY_LEASE_MS)
    expect(await api.redeliver(new Date(leaseEnds))).toMatchObject({ delivered: 1, completed: 0 })
    expect(webhook.calls.map((call) => JSON.parse(call.body) as { state: string; reference: string })).toEqual([
      expect.objectContaining({ reference, state: "completed" }),
    ])
    expect(await recordOf(reference)).toMatchObject({ status: "delivered" })
  })
})

/** SMTP and the webhook come back and the sweep runs: what each side was emailed, and the webhook's changes in order. */
async function backOnline(email: string) {
  smtp = await startSmtp(smtpPort)
  webhook.status = 200
  webhook.calls.length = 0
  await api.redeliver(new Date(Date.now() + 10 * REDELIVERY_FIRST_DELAY_MS))
  const peer = smtp
  const to = (address: string) => peer.mails.filter((mail) => mail.to.includes(address)).map((mail) => parseMime(mail.raw))
  return {
    toCustomer: to(email),
    toDispatch: to(DISPATCH),
    changes: webhook.calls.map((call) => (JSON.parse(call.body) as { change: string }).change),
  }
}

describe("a change of the trip delivered late", () => {
  it("shows the booking as that change left it: accepted while SMTP was down and changed again after, the answer shows the time it accepted and the next ask the time it starts from", async () => {
    const { reference, token, dispatchToken, email } = await confirmedBooking()
    expect((await api.post("booking-actions", { token, action: "request-change", changes: { time: "12:00 PM" } })).status).toBe(200)
    expect((await api.post("booking-actions", { token: dispatchToken, action: "accept-change", change: 2 })).status).toBe(200)
    expect((await api.post("booking-actions", { token, action: "request-change", changes: { time: "2:00 PM" } })).status).toBe(200)
    expect(await recordOf(reference)).toMatchObject({ status: "pending", undeliveredChanges: [2, 3, 4] })

    const { toCustomer } = await backOnline(email)
    // The first change was answered before its copy could go: the customer reads the answer, not "we have your change".
    expect(toCustomer.map((mail) => header(mail, "subject"))).toEqual([
      `Your booking ${reference} is changed`,
      `We have your change to booking ${reference}`,
    ])
    const [changed, copy] = toCustomer.map((mail) => partText(mail, "text/plain") ?? "")
    // The answer shows the time it accepted, not the one asked after; the later copy's booking stands at that time.
    expect(changed).toMatch(/^Pickup time: 12:00 PM$/m)
    // (Read in its rows and arrows: the email also says when the change was asked, which is 2:00 PM at that time of day.)
    expect(changed).not.toMatch(/(Pickup time:|→|at) 2:00 PM(?! E[SD]T)/)
    expect(unfoldIcs(partText(toCustomer[0], "text/calendar") ?? "").find((line) => line.startsWith("DTSTART;"))).toMatch(/T120000$/)
    expect(copy).toContain("Asked: Pickup time: 12:00 PM → 2:00 PM")
    expect(copy).toMatch(/^Pickup time: 12:00 PM$/m)
    expect(copy).not.toMatch(/^Pickup time: 2:00 PM$/m)
  })
})

describe("a step a later step ended, delivered late", () => {
  it("an offer the customer's next change ended, and the change it answered, are the webhook's alone: nobody is asked to accept them", async () => {
    const { reference, token, dispatchToken, email } = await confirmedBooking()
    const act = (as: string, action: string, body: Record<string, unknown>) => api.post("booking-actions", { token: as, action, ...body })
    expect((await act(token, "request-change", { changes: { vehicle: "stretch-limousine" } })).status).toBe(200)
    expect((await act(dispatchToken, "accept-change", { change: 2, fare: 400 })).status).toBe(200)
    expect((await act(token, "request-change", { changes: { time: "12:00 PM" } })).status).toBe(200)
    expect(await recordOf(reference)).toMatchObject({ status: "pending", undeliveredChanges: [2, 3, 4] })

    const { toCustomer, toDispatch, changes } = await backOnline(email)
    // The webhook hears every step, in order.
    expect(changes).toEqual(["change-requested", "offer-made", "change-requested"])
    // The customer reads the change they asked last, never "at a new fare: $400 — Accept".
    expect(toCustomer.map((mail) => header(mail, "subject"))).toEqual([`We have your change to booking ${reference}`])
    expect(partText(toCustomer[0], "text/plain")).toContain("Asked: Pickup time: 10:00 AM → 12:00 PM")
    // Dispatch is asked to answer the change waiting, and only it: its links name that change.
    const subjects = toDispatch.map((mail) => header(mail, "subject") ?? "")
    expect(subjects.filter((subject) => subject.startsWith(`Accept or decline the change to ${reference}`))).toHaveLength(1)
    expect(subjects.filter((subject) => subject.startsWith(`Change requested for ${reference}`))).toHaveLength(1)
    expect(subjects.filter((subject) => /new fare/i.test(subject))).toEqual([])
    const keys = toDispatch.find((mail) => header(mail, "subject")?.startsWith("Accept or decline"))
    expect(partText(keys!, "text/plain")).toMatch(/&do=accept-change&c=4\b/)
    expect(partText(keys!, "text/plain")).toContain("Pickup time: 10:00 AM → 12:00 PM")
  })

  it("a quote a second one replaced is not sent: the customer is asked to accept the second only", async () => {
    const { reference, booking } = await seedBooking(store, pickupIn(72))
    const links = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: "https://merrimack.test" }, reference, booking)
    const quote = (fare: number) =>
      api.post("booking-actions", { token: tokenOf(links.dispatch), action: "quote", fare, includes: "Tolls and airport fees." })
    expect((await quote(300)).status).toBe(200)
    expect((await quote(320)).status).toBe(200)

    const { toCustomer, toDispatch, changes } = await backOnline(booking.email)
    expect(changes).toEqual(["quoted", "quoted"])
    expect(toCustomer.map((mail) => header(mail, "subject"))).toEqual([`Your revised quote for ${reference}: $320 — Accept`])
    expect(partText(toCustomer[0], "text/plain")).toMatch(/&do=accept&q=2\b/)
    expect(toDispatch.map((mail) => header(mail, "subject"))).toEqual([
      expect.stringMatching(new RegExp(`^Quote sent for ${reference}: \\$320`)),
    ])
  })

  it("a change withdrawn, and links replaced again, before SMTP was back: dispatch is not asked to answer the change, and each side gets one fresh link", async () => {
    const { reference, token, dispatchToken, email } = await confirmedBooking()
    const stored = await recordOf(reference)
    const booking = stored?.data as Parameters<typeof bookingLink>[3]
    const keys = { bookingLinkSecret: TEST_LINK_SECRET, siteUrl: "https://merrimack.test" }
    const act = (as: string, action: string, body: Record<string, unknown> = {}) =>
      api.post("booking-actions", { token: as, action, ...body })
    expect((await act(token, "request-change", { changes: { time: "12:00 PM" } })).status).toBe(200)
    expect((await act(token, "withdraw-change", { change: 2 })).status).toBe(200)
    expect((await act(dispatchToken, "replace-links")).status).toBe(200)
    // The fresh links went nowhere (SMTP is down); dispatch replaces them again with the link of version 1.
    expect((await act(tokenOf(bookingLink(keys, "dispatch", reference, booking, 1)), "replace-links")).status).toBe(200)

    const { toCustomer, toDispatch, changes } = await backOnline(email)
    expect(changes).toEqual(["change-requested", "change-withdrawn", "links-replaced", "links-replaced"])
    expect(toDispatch.map((mail) => header(mail, "subject") ?? "")).toEqual([
      expect.stringMatching(new RegExp(`^Change withdrawn: ${reference}`)),
      expect.stringMatching(new RegExp(`^Fresh links to ${reference}`)),
    ])
    expect(toCustomer.map((mail) => header(mail, "subject"))).toEqual([`Your new link to booking ${reference}`])
    // The one link sent opens the booking.
    const sent = (partText(toCustomer[0], "text/plain") ?? "").match(/https:\/\/\S+\/booking#t=[\w.-]+/)?.[0] ?? ""
    expect((await api.readBooking(tokenOf(sent))).status).toBe(200)
  })
})
