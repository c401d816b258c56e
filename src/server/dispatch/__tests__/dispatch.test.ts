/** @jest-environment node */
/**
 * Dispatch's sign-in and day view over real HTTP, with SMTP on loopback and the local outbox as the
 * record store (so its index by pickup day is the one `npm start` uses).
 */
import { addDays, SIGN_IN_VALID_MS, type DayRide, type DayViewAnswer } from "../../../booking-loop/day-view"
import { todayInBusinessZone } from "../../../booking/calendar-date"
import { bookingLinks } from "../../booking-loop/links"
import { createOutboxStore } from "../../records/local-outbox"
import { seedBooking } from "../../test-support/bookings"
import { header, parseMime, partText } from "../../test-support/mime"
import {
  request,
  startApi,
  startSmtp,
  TEST_ANSWER_MIN_MS,
  TEST_LINK_SECRET,
  type ApiPeer,
  type Reply,
  type SmtpPeer,
} from "../../test-support/peers"
import { until } from "../../test-support/until"
import { DISPATCH_MESSAGES } from "../endpoints"
import { SESSION_COOKIE, sessionToken, signInToken } from "../session"
import { SIGN_IN_SUBJECT } from "../sign-in-mail"

const DISPATCH = "dispatch@merrimack.test"
const PARTNER = "owner@merrimack.test"
const SITE = "https://preview.merrimack.test"

let smtp: SmtpPeer
let api: ApiPeer
const env = () => ({
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  DISPATCH_EMAIL: DISPATCH,
  DISPATCH_SIGN_IN: `${DISPATCH}, ${PARTNER}`,
  SITE_URL: SITE,
})
beforeAll(async () => {
  smtp = await startSmtp()
  api = await startApi(env())
})
afterAll(async () => {
  await api.close()
  await smtp.close()
})
beforeEach(() => {
  smtp.mails.length = 0
})

const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address)).map((mail) => parseMime(mail.raw))
/** The one-time token of the sign-in link in the last email to `address`. */
const signInTokenIn = (address: string): string => {
  const mails = mailsTo(address).filter((mail) => header(mail, "subject") === SIGN_IN_SUBJECT)
  const text = partText(mails[mails.length - 1], "text/plain") ?? ""
  const link = /https:\/\/\S+/.exec(text)?.[0] ?? ""
  expect(link.startsWith(`${SITE}/dispatch#s=`)).toBe(true)
  return new URLSearchParams(new URL(link).hash.slice(1)).get("s") ?? ""
}
const askLink = (email: string) => api.post("dispatch/sign-in", { email })
const openLink = (token: string) => api.post("dispatch/session", { token })
const cookieOf = (reply: Reply): string => {
  const set = reply.headers["set-cookie"]?.[0] ?? ""
  return set.split(";")[0]
}
const readDays = (cookie: string | undefined, query = "") =>
  request(`${api.url("dispatch/day")}${query}`, { method: "GET", headers: cookie ? { Cookie: cookie } : {} })

/** Signs in as `address` the whole way: asks, reads the email, opens the link; the session cookie. */
async function signedIn(address = DISPATCH): Promise<string> {
  const signInMails = () => mailsTo(address).filter((mail) => header(mail, "subject") === SIGN_IN_SUBJECT).length
  const before = signInMails()
  expect((await askLink(address)).status).toBe(202)
  await until(() => signInMails() > before)
  const opened = await openLink(signInTokenIn(address))
  expect(opened.status).toBe(200)
  return cookieOf(opened)
}
/** One session for the tests that only read with it: the sign-in emails to an address are capped per period. */
let shared: Promise<string> | undefined
const dispatchSession = () => (shared ??= signedIn())

describe("signing in by email link", () => {
  it("answers every address alike and in the same time, and emails a link only to an address allowed to sign in", async () => {
    const floored = await startApi(env(), { linkAnswerMinMs: TEST_ANSWER_MIN_MS })
    try {
      const timed = async (email: string) => {
        const started = Date.now()
        const reply = await floored.post("dispatch/sign-in", { email })
        return { reply, ms: Date.now() - started }
      }
      const allowed = await timed(DISPATCH.toUpperCase())
      const stranger = await timed("someone@example.com")
      expect(allowed.reply).toMatchObject({ status: 202, json: { message: DISPATCH_MESSAGES.sent } })
      expect(stranger.reply.status).toBe(202)
      expect(stranger.reply.text).toBe(allowed.reply.text)
      expect(allowed.ms).toBeGreaterThanOrEqual(TEST_ANSWER_MIN_MS - 5)
      expect(stranger.ms).toBeGreaterThanOrEqual(TEST_ANSWER_MIN_MS - 5)
      await until(() => mailsTo(DISPATCH).length === 1)
      expect(header(mailsTo(DISPATCH)[0], "subject")).toBe(SIGN_IN_SUBJECT)
      expect(smtp.mails.map((mail) => mail.to)).toEqual([[DISPATCH]])
      expect((await floored.post("dispatch/sign-in", { email: "not an address" })).status).toBe(422)
    } finally {
      await floored.close()
    }
  })

  it("a second address of DISPATCH_SIGN_IN signs in too, with its own link", async () => {
    expect(await signedIn(PARTNER)).toMatch(new RegExp(`^${SESSION_COOKIE}=.+`))
    expect(mailsTo(DISPATCH)).toHaveLength(0)
  })

  it("the link sets a 12-hour HttpOnly, Secure, SameSite=Strict cookie, works once, and sign-out clears it", async () => {
    await askLink(DISPATCH)
    await until(() => mailsTo(DISPATCH).length > 0)
    const token = signInTokenIn(DISPATCH)
    const opened = await openLink(token)
    expect(opened).toMatchObject({ status: 200, json: { email: DISPATCH, message: DISPATCH_MESSAGES.signedIn } })
    const setCookie = opened.headers["set-cookie"] ?? []
    expect(setCookie).toHaveLength(1)
    expect(setCookie[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]+; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=43200$`))
    expect((await readDays(cookieOf(opened))).status).toBe(200)

    const again = await openLink(token)
    expect(again).toMatchObject({ status: 403, json: { error: DISPATCH_MESSAGES.invalidLink } })
    expect(again.headers["set-cookie"]).toBeUndefined()

    // Sign-out ends the session for good: a copy of the cookie kept elsewhere is refused too; another session is not.
    const other = await signedIn()
    const out = await api.post("dispatch/sign-out", {}, { headers: { Cookie: cookieOf(opened) } })
    expect(out.status).toBe(200)
    expect(out.headers["set-cookie"]?.[0]).toBe(`${SESSION_COOKIE}=; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=0`)
    expect(await readDays(cookieOf(opened))).toMatchObject({ status: 401, json: { error: DISPATCH_MESSAGES.noSession } })
    expect((await request(api.url("dispatch/calendar-link"), { body: {}, headers: { Cookie: cookieOf(opened) } })).status).toBe(401)
    expect((await readDays(other)).status).toBe(200)
  })

  it("refuses an expired, tampered or foreign link with one answer and no cookie", async () => {
    const old = new Date(Date.now() - SIGN_IN_VALID_MS - 1000)
    const fresh = signInToken(TEST_LINK_SECRET, DISPATCH, new Date())
    const tampered = fresh.slice(0, 5) + (fresh[5] === "A" ? "B" : "A") + fresh.slice(6)
    const forged = signInToken("another-secret-for-this-test-0123456789", DISPATCH, new Date())
    const stranger = signInToken(TEST_LINK_SECRET, "someone@example.com", new Date())
    for (const token of [signInToken(TEST_LINK_SECRET, DISPATCH, old), tampered, forged, stranger, "", 42]) {
      const reply = await openLink(token as string)
      expect(reply).toMatchObject({ status: 403, json: { error: DISPATCH_MESSAGES.invalidLink } })
      expect(reply.headers["set-cookie"]).toBeUndefined()
    }
    expect((await openLink(fresh)).status).toBe(200)
  })
})

describe("the day view's data", () => {
  it("answers 401 without a valid session, for the list and the calendar key alike: none, forged, expired, a customer's booking link, a sign-in token", async () => {
    const { reference, booking } = await seedBooking(createOutboxStore(api.outboxDir))
    const customerLink = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: SITE }, reference, booking).customer
    const cookies = [
      undefined,
      `${SESSION_COOKIE}=${sessionToken("another-secret-for-this-test-0123456789", { email: DISPATCH, id: "0".repeat(32) }, new Date())}`,
      `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, { email: DISPATCH, id: "1".repeat(32) }, new Date(Date.now() - 13 * 3600_000))}`,
      `${SESSION_COOKIE}=${new URL(customerLink).hash.slice(3)}`,
      `${SESSION_COOKIE}=${signInToken(TEST_LINK_SECRET, DISPATCH, new Date())}`,
    ]
    // The day's list, and the calendar feed's key (read or replaced): the same refusal.
    const feedKey = (cookie: string | undefined, method: "GET" | "POST") =>
      request(api.url("dispatch/calendar-link"), {
        method,
        ...(method === "POST" ? { body: {} } : {}),
        headers: cookie ? { Cookie: cookie } : {},
      })
    for (const cookie of cookies) {
      for (const reply of [await readDays(cookie), await feedKey(cookie, "GET"), await feedKey(cookie, "POST")]) {
        expect(reply).toMatchObject({ status: 401, json: { error: DISPATCH_MESSAGES.noSession } })
        expect(reply.text).not.toContain(reference)
      }
    }
    const crossSite = await request(api.url("dispatch/day"), {
      method: "GET",
      headers: { Cookie: await dispatchSession(), "Sec-Fetch-Site": "cross-site" },
    })
    expect(crossSite.status).toBe(403)
  })

  it("lists three bookings in their states on their pickup days, needs-an-answer marked, and follows a change of day", async () => {
    const store = createOutboxStore(api.outboxDir)
    const today = todayInBusinessZone()
    const [day1, day2, day3, day4] = [1, 2, 3, 4].map((n) => addDays(today, n))
    const waiting = await seedBooking(store, { date: day1, time: "9:00 AM", firstName: "Ana", phone: "617.555.0123" })
    const confirmed = await seedBooking(store, { date: day1, time: "7:30 AM", firstName: "Ben", specialRequests: "  " })
    const moving = await seedBooking(store, { date: day3, time: "6:30 AM", firstName: "Cai", stops: ["5 Main Street, Lowell, MA"] })
    const keys = { bookingLinkSecret: TEST_LINK_SECRET, siteUrl: SITE }
    const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get("t") ?? ""
    const dispatchOf = (seeded: typeof waiting) => tokenOf(bookingLinks(keys, seeded.reference, seeded.booking).dispatch)
    const customerOf = (seeded: typeof waiting) => tokenOf(bookingLinks(keys, seeded.reference, seeded.booking).customer)
    expect((await api.post("booking-actions", { token: dispatchOf(confirmed), action: "confirm" })).status).toBe(200)

    const cookie = await dispatchSession()
    const view = async (from: string, days: number) => {
      const reply = await readDays(cookie, `?from=${from}&days=${days}`)
      expect(reply.status).toBe(200)
      return reply.json as DayViewAnswer
    }
    const references = (rides: DayRide[]) => rides.map((ride) => ride.reference)

    const first = await view(day1, 3)
    expect(first).toMatchObject({ from: day1, days: 3, today })
    expect(references(first.rides).sort()).toEqual([waiting.reference, confirmed.reference, moving.reference].sort())
    const byRef = (ref: string) => first.rides.find((ride) => ride.reference === ref)
    expect(byRef(waiting.reference)).toMatchObject({
      date: day1,
      time: "9:00 AM",
      name: "Ana Lopez",
      phone: "(617) 555-0123",
      tel: "tel:+16175550123",
      requests: "One child seat, please.",
      state: "requested",
      stateLabel: "Requested",
      fare: { kind: "estimated", label: "Estimated fare" },
      waiting: { for: "request", label: "Request waiting" },
    })
    // Dispatch's page for the ride, through a link of the session's own (access.test.ts: it dies with the session).
    const link = byRef(waiting.reference)?.link ?? ""
    expect(link.startsWith(`${SITE}/booking#t=`)).toBe(true)
    expect(link).not.toBe(bookingLinks(keys, waiting.reference, waiting.booking).dispatch)
    expect(await api.get("booking-status", { Authorization: `Bearer ${tokenOf(link)}`, Cookie: cookie })).toMatchObject({
      status: 200,
      json: { booking: { reference: waiting.reference, role: "dispatch" } },
    })
    expect(byRef(confirmed.reference)).toMatchObject({ state: "confirmed", fare: { kind: "agreed", label: "Agreed fare" } })
    expect(byRef(confirmed.reference)?.waiting).toBeUndefined()
    expect(byRef(confirmed.reference)).not.toHaveProperty("requests")
    expect(byRef(moving.reference)?.route).toEqual([
      moving.booking.pickupLocation,
      "5 Main Street, Lowell, MA",
      moving.booking.dropoffLocation,
    ])
    expect(references((await view(day2, 1)).rides)).toEqual([])

    // The customer moves their (unanswered) request from day 3 to day 4: applied at once, and the index follows.
    const moved = await api.post("booking-actions", { token: customerOf(moving), action: "request-change", changes: { date: day4 } })
    expect(moved.status).toBe(200)
    expect(references((await view(day3, 1)).rides)).toEqual([])
    expect(references((await view(day4, 1)).rides)).toEqual([moving.reference])
    expect((await readDays(cookie, "?from=2026-02-30&days=1")).status).toBe(422)
    expect((await readDays(cookie, `?from=${day1}&days=40`)).status).toBe(422)
  })
  it("lists a return as a ride of its own on its own day, with the route back, and follows a change of the return's day", async () => {
    const store = createOutboxStore(api.outboxDir)
    const [day5, day6, day7] = [5, 6, 7].map((n) => addDays(todayInBusinessZone(), n))
    const trip = await seedBooking(store, {
      date: day5,
      time: "7:00 AM",
      firstName: "Dee",
      returnTrip: true,
      returnDate: day6,
      returnTime: "5:00 PM",
    })
    const cookie = await dispatchSession()
    const view = async (from: string, days = 1) => ((await readDays(cookie, `?from=${from}&days=${days}`)).json as DayViewAnswer).rides
    const legs = (rides: DayRide[]) =>
      rides.filter((ride) => ride.reference === trip.reference).map((ride) => [ride.leg, ride.date, ride.time])

    expect(legs(await view(day5, 2))).toEqual([
      ["pickup", day5, "7:00 AM"],
      ["return", day6, "5:00 PM"],
    ])
    const [there, back] = (await view(day5, 2)).filter((ride) => ride.reference === trip.reference)
    expect(there.returnTrip).toMatch(/at 5:00 PM, from /)
    expect(back).toMatchObject({ name: "Dee Lopez", state: "requested", link: there.link, fare: there.fare })
    expect(back.route).toEqual([trip.booking.dropoffLocation, trip.booking.pickupLocation])
    expect(back.outbound).toContain(`at 7:00 AM, ${trip.booking.pickupLocation} → ${trip.booking.dropoffLocation}`)
    expect(back.returnTrip).toBeUndefined()
    expect(Date.parse(back.pickupAt ?? "")).toBeGreaterThan(Date.parse(there.pickupAt ?? ""))

    // The customer moves the return a day on: the view of its old day no longer lists it, its new day does, the pickup stays.
    const customer = new URLSearchParams(
      new URL(bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: SITE }, trip.reference, trip.booking).customer).hash.slice(1),
    ).get("t")
    const moved = await api.post("booking-actions", { token: customer, action: "request-change", changes: { returnDate: day7 } })
    expect(moved.status).toBe(200)
    expect(legs(await view(day6))).toEqual([])
    expect(legs(await view(day7))).toEqual([["return", day7, "5:00 PM"]])
    expect(legs(await view(day5))).toEqual([["pickup", day5, "7:00 AM"]])
  })
})
