/** @jest-environment node */
/**
 * What ends dispatch's access, over real HTTP with SMTP on loopback: sign-out, removal from the sign-in list and
 * the session's expiry end the session and every link its day view handed out, on every instance; the emailed
 * links stay. The sign-in emails to one address are capped per period across instances. On the host's Blobs
 * read through a cache that lags, no check of a credential that can be used up or revoked trusts the cache.
 */
import { addDays, SIGN_IN_EMAILS_PER_PERIOD, type DayRide, type DayViewAnswer } from "../../../booking-loop/day-view"
import { todayInBusinessZone } from "../../../booking/calendar-date"
import { bookingLinks } from "../../booking-loop/links"
import { bookingRecordName } from "../../booking-loop/records"
import { createBlobsStore } from "../../records/blobs"
import { createOutboxStore } from "../../records/local-outbox"
import type { RecordStore } from "../../records/store"
import { seedBooking } from "../../test-support/bookings"
import { tokenOf } from "../../test-support/loop-world"
import { header, parseMime, partText } from "../../test-support/mime"
import {
  request,
  startApi,
  startBlobs,
  startSmtp,
  TEST_LINK_SECRET,
  type ApiPeer,
  type BlobsPeer,
  type Reply,
  type SmtpPeer,
} from "../../test-support/peers"
import { startStaleCache, type StaleCache } from "../../test-support/stale-cache"
import { until } from "../../test-support/until"
import { DISPATCH_MESSAGES } from "../endpoints"
import { SESSION_COOKIE, sessionToken } from "../session"
import { SIGN_IN_SUBJECT } from "../sign-in-mail"

const DISPATCH = "dispatch@merrimack.test"
const PARTNER = "owner@merrimack.test"
const NIGHTS = "nights@merrimack.test"
const SITE = "https://preview.merrimack.test"
const KEYS = { bookingLinkSecret: TEST_LINK_SECRET, siteUrl: SITE }

let smtp: SmtpPeer
beforeAll(async () => {
  smtp = await startSmtp()
})
afterAll(() => smtp.close())

const env = (signIn: string[]) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  DISPATCH_EMAIL: DISPATCH,
  DISPATCH_SIGN_IN: signIn.join(", "),
  SITE_URL: SITE,
})

const signInMails = (address: string) =>
  smtp.mails
    .filter((mail) => mail.to.includes(address))
    .map((mail) => parseMime(mail.raw))
    .filter((mail) => header(mail, "subject") === SIGN_IN_SUBJECT)
const cookieOf = (reply: Reply): string => (reply.headers["set-cookie"]?.[0] ?? "").split(";")[0]

/** Signs `address` in on `api` the whole way (asks, reads the email, opens the link): the session cookie. */
async function signIn(api: ApiPeer, address: string): Promise<string> {
  const before = signInMails(address).length
  expect((await api.post("dispatch/sign-in", { email: address })).status).toBe(202)
  await until(() => signInMails(address).length > before)
  const text = partText(signInMails(address)[before], "text/plain") ?? ""
  const token = new URLSearchParams(new URL(/https:\/\/\S+/.exec(text)?.[0] ?? SITE).hash.slice(1)).get("s")
  const opened = await api.post("dispatch/session", { token })
  expect(opened.status).toBe(200)
  return cookieOf(opened)
}

const readDays = (api: ApiPeer, cookie: string, day: string) =>
  request(`${api.url("dispatch/day")}?from=${day}&days=1`, { method: "GET", headers: { Cookie: cookie } })
/** The booking as a link reads it, with the session's cookie beside it or none. */
const readBooking = (api: ApiPeer, token: string, cookie?: string) =>
  api.get("booking-status", { Authorization: `Bearer ${token}`, ...(cookie ? { Cookie: cookie } : {}) })
const rideOf = async (api: ApiPeer, cookie: string, day: string, reference: string): Promise<DayRide> => {
  const reply = await readDays(api, cookie, day)
  expect(reply.status).toBe(200)
  const ride = (reply.json as DayViewAnswer).rides.find((found) => found.reference === reference)
  if (!ride) throw new Error(`${reference} is not on ${day}`)
  return ride
}

describe("what ends dispatch's access", () => {
  let api: ApiPeer
  /** Another instance over the same store, deployed after PARTNER was taken off the sign-in list. */
  let narrowed: ApiPeer
  let store: RecordStore
  const day = addDays(todayInBusinessZone(), 2)
  beforeAll(async () => {
    api = await startApi(env([DISPATCH, PARTNER, NIGHTS]))
    store = createOutboxStore(api.outboxDir)
    narrowed = await startApi(env([DISPATCH, NIGHTS]), { store })
  })
  afterAll(async () => {
    await narrowed.close()
    await api.close()
  })

  it("a ride's link from the day view acts only beside its own live session and dies at sign-out; the emailed links stay", async () => {
    const { reference, booking } = await seedBooking(store, { date: day, time: "9:00 AM" })
    const cookie = await signIn(api, DISPATCH)
    const other = await signIn(api, DISPATCH)
    const link = tokenOf((await rideOf(api, cookie, day, reference)).link)
    const emailed = tokenOf(bookingLinks(KEYS, reference, booking).dispatch)

    // With its session, dispatch's page for the ride; alone, or beside another session, nothing.
    expect(await readBooking(api, link, cookie)).toMatchObject({ status: 200, json: { booking: { reference, role: "dispatch" } } })
    for (const beside of [undefined, other]) {
      const reply = await readBooking(api, link, beside)
      expect(reply.status).toBe(403)
      expect(reply.text).not.toContain(booking.lastName)
    }

    // Signed out: the link is refused, to read and to act, with words that say why; the emailed link still opens the booking.
    expect((await api.post("dispatch/sign-out", {}, { headers: { Cookie: cookie } })).status).toBe(200)
    const before = await store.get(bookingRecordName(reference))
    const read = await readBooking(api, link, cookie)
    expect(read).toMatchObject({ status: 403, json: { error: DISPATCH_MESSAGES.viewLinkEnded } })
    const acted = await request(api.url("booking-actions"), { body: { token: link, action: "confirm" }, headers: { Cookie: cookie } })
    expect(acted).toMatchObject({ status: 403, json: { error: DISPATCH_MESSAGES.viewLinkEnded } })
    expect((await store.get(bookingRecordName(reference)))?.version).toBe(before?.version)
    expect((await readBooking(api, emailed)).status).toBe(200)
    expect((await readBooking(api, tokenOf((await rideOf(api, other, day, reference)).link), other)).status).toBe(200)
  })

  it("a ride's link dies with its session's expiry, however long the ride's own link would have lasted", async () => {
    const { reference } = await seedBooking(store, { date: day, time: "10:00 AM" })
    const cookie = await signIn(api, DISPATCH)
    const link = tokenOf((await rideOf(api, cookie, day, reference)).link)
    // The same session (its address and id, read from the cookie), sealed as if opened 13 hours ago.
    const [email, id] = Buffer.from(cookie.slice(SESSION_COOKIE.length + 1), "base64url")
      .subarray(0, -32)
      .toString("utf8")
      .split("|")
    const expired = `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, { email, id }, new Date(Date.now() - 13 * 3600_000))}`
    expect((await readBooking(api, link, cookie)).status).toBe(200)
    expect(await readBooking(api, link, expired)).toMatchObject({ status: 403, json: { error: DISPATCH_MESSAGES.viewLinkEnded } })
  })

  it("an address taken off the sign-in list loses its session, and its view's links, on the next request", async () => {
    const { reference } = await seedBooking(store, { date: day, time: "11:00 AM" })
    const cookie = await signIn(api, PARTNER)
    const link = tokenOf((await rideOf(api, cookie, day, reference)).link)
    expect((await readBooking(api, link, cookie)).status).toBe(200)

    expect(await readDays(narrowed, cookie, day)).toMatchObject({ status: 401, json: { error: DISPATCH_MESSAGES.noSession } })
    const feedKey = await request(narrowed.url("dispatch/calendar-link"), { method: "GET", headers: { Cookie: cookie } })
    expect(feedKey.status).toBe(401)
    expect(await readBooking(narrowed, link, cookie)).toMatchObject({ status: 403, json: { error: DISPATCH_MESSAGES.viewLinkEnded } })
    // Where the address is still listed, the same session goes on.
    expect((await readDays(api, cookie, day)).status).toBe(200)
  })
})

describe("the sign-in emails' cap", () => {
  it("emails an address at most the period's number of links, however many ask at once on however many instances; every answer the same", async () => {
    const first = await startApi(env([DISPATCH, NIGHTS]))
    const second = await startApi(env([DISPATCH, NIGHTS]), { store: createOutboxStore(first.outboxDir) })
    try {
      const asks = [...Array.from({ length: 25 }, () => first), ...Array.from({ length: 15 }, () => second)]
      const replies = await Promise.all(asks.map((api) => api.post("dispatch/sign-in", { email: NIGHTS })))
      const stranger = await first.post("dispatch/sign-in", { email: "someone@example.com" })
      for (const reply of [...replies, stranger]) expect(reply).toMatchObject({ status: 202, json: { message: DISPATCH_MESSAGES.sent } })
      // Each ask ends in a line of the log once its email is sent or held back.
      const outcomes = () =>
        [...first.logger.lines, ...second.logger.lines].filter((line) =>
          /\[dispatch\/sign-in\] (a sign-in link was emailed|no sign-in link)/.test(line),
        )
      await until(() => outcomes().length === asks.length)
      expect(signInMails(NIGHTS)).toHaveLength(SIGN_IN_EMAILS_PER_PERIOD)
      expect(signInMails("someone@example.com")).toHaveLength(0)
    } finally {
      await second.close()
      await first.close()
    }
  })
})

describe("revocation on the host's Blobs, read through a cache that lags", () => {
  let blobs: BlobsPeer
  let cache: StaleCache
  const holder = globalThis as typeof globalThis & { netlifyBlobsContext?: string }
  /** The Blobs context the host hands a function: the cached address, and the uncached one when `uncached`. */
  const hostContext = (siteID: string, uncached: boolean) => {
    const { token, edgeURL } = blobs.location(siteID)
    holder.netlifyBlobsContext = Buffer.from(
      JSON.stringify({ siteID, token, edgeURL: cache.url, ...(uncached ? { uncachedEdgeURL: edgeURL } : {}) }),
    ).toString("base64")
  }
  beforeAll(async () => {
    blobs = await startBlobs()
  })
  beforeEach(async () => {
    cache = await startStaleCache(blobs.location("any").edgeURL ?? "")
  })
  afterEach(async () => {
    delete holder.netlifyBlobsContext
    await cache.close()
  })
  afterAll(() => blobs.close())

  /**
   * One instance (`here`) over the store read directly, another (`there`) as the host runs it, through the cache:
   * dispatch signs in, makes the feed and reads a booking there; then signs out, replaces the feed and the
   * booking's links here. What `there` answers after, with the session's cookie, the old feed and the old link.
   */
  async function revokedElsewhere(siteID: string, uncached: boolean) {
    hostContext(siteID, uncached)
    const direct = createBlobsStore(blobs.location(siteID))
    const here = await startApi(env([DISPATCH]), { store: direct })
    const there = await startApi(env([DISPATCH]), { store: createBlobsStore() })
    try {
      const { reference, booking } = await seedBooking(direct, { date: addDays(todayInBusinessZone(), 3) })
      const links = bookingLinks(KEYS, reference, booking)
      const cookie = await signIn(here, DISPATCH)
      const feed = new URL(((await here.post("dispatch/calendar-link", {}, { headers: { Cookie: cookie } })).json as { url: string }).url)
      const feedThere = () =>
        request(there.url("dispatch/calendar/[key]").replace("[key]", feed.pathname.split("/").pop() ?? ""), { method: "GET" })
      const answers = async () => ({
        day: (await readDays(there, cookie, todayInBusinessZone())).status,
        feed: (await feedThere()).status,
        link: (await readBooking(there, tokenOf(links.customer))).status,
      })
      const before = await answers()
      expect((await here.post("dispatch/sign-out", {}, { headers: { Cookie: cookie } })).status).toBe(200)
      expect((await here.post("dispatch/calendar-link", {}, { headers: { Cookie: await signIn(here, DISPATCH) } })).status).toBe(200)
      expect((await here.post("booking-actions", { token: tokenOf(links.dispatch), action: "replace-links" })).status).toBe(200)
      return { before, after: await answers(), there }
    } finally {
      await there.close()
      await here.close()
    }
  }

  it("with the uncached address the host hands a function, every check reads past the cache: revoked elsewhere, refused at once", async () => {
    const { before, after } = await revokedElsewhere("site-with-uncached", true)
    expect(before).toEqual({ day: 200, feed: 200, link: 200 })
    expect(after).toEqual({ day: 401, feed: 404, link: 403 })
  })

  it("without it, a check that cannot read with strong consistency refuses, and says why, rather than trust the cache", async () => {
    const { before, after, there } = await revokedElsewhere("site-without-uncached", false)
    for (const answers of [before, after]) for (const status of Object.values(answers)) expect(status).not.toBe(200)
    expect(there.logger.lines.filter((line) => line.startsWith("error")).join("\n")).toMatch(/uncached/)
  })
})
