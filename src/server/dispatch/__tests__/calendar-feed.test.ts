/** @jest-environment node */
/**
 * Dispatch's calendar feed over real HTTP with SMTP on loopback: made and replaced with the session, read with
 * its key alone; each booked ride one event per leg with the UID and SEQUENCE of the customer's own invite.
 */
import { BUSINESS_DOMAIN, BUSINESS_NAME } from "../../../config/business"
import { header, icsEvents, partText, unfoldIcs } from "../../test-support/mime"
import { dayFromToday } from "../../test-support/forms"
import { CUSTOMER, loopWorld, SITE, viewOf } from "../../test-support/loop-world"
import { request, TEST_LINK_SECRET } from "../../test-support/peers"
import { DISPATCH_MESSAGES } from "../endpoints"
import { FEED_PATH } from "../calendar-feed"
import { SESSION_COOKIE, sessionToken } from "../session"

const loop = loopWorld()

const session = () =>
  `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, { email: "dispatch@merrimack.test", id: "a".repeat(32) }, new Date())}`
const keyReply = (method: "GET" | "POST", cookie: string | null = session()) =>
  request(loop.api.url("dispatch/calendar-link"), {
    method,
    ...(method === "POST" ? { body: {} } : {}),
    headers: cookie ? { Cookie: cookie } : {},
  })
/** The feed at a URL the day view gave (its site's address swapped for the test server's). */
const readFeed = (url: string) =>
  request(loop.api.url("dispatch/calendar-link").replace(/dispatch\/calendar-link$/, url.slice(`${SITE}/api/`.length)), { method: "GET" })

const invitesTo = (reference: string) =>
  loop
    .mailTo(CUSTOMER)
    .filter((mail) => (header(mail, "subject") ?? "").includes(reference))
    .map((mail) => partText(mail, "text/calendar"))
    .filter((ics): ics is string => ics !== undefined)

describe("the feed's key", () => {
  it("is made and replaced only with the session; a replaced key's feed answers 404 at once", async () => {
    for (const cookie of [null, `${SESSION_COOKIE}=forged`]) {
      expect(await keyReply("GET", cookie)).toMatchObject({ status: 401, json: { error: DISPATCH_MESSAGES.noSession } })
      expect((await keyReply("POST", cookie)).status).toBe(401)
    }
    const crossSite = await request(loop.api.url("dispatch/calendar-link"), {
      body: {},
      headers: { Cookie: session(), "Sec-Fetch-Site": "cross-site" },
    })
    expect(crossSite.status).toBe(403)

    expect(await keyReply("GET")).toMatchObject({ status: 200, json: { url: null } })
    const made = await keyReply("POST")
    expect(made).toMatchObject({ status: 200, json: { message: DISPATCH_MESSAGES.feedMade } })
    const first = (made.json as { url: string }).url
    expect(first).toMatch(new RegExp(`^${SITE}${FEED_PATH}[A-Za-z0-9_-]+\\.ics$`))
    expect((await keyReply("GET")).json).toEqual({ url: first })
    expect((await readFeed(first)).status).toBe(200)

    const replaced = await keyReply("POST")
    expect(replaced).toMatchObject({ status: 200, json: { message: DISPATCH_MESSAGES.feedReplaced } })
    const second = (replaced.json as { url: string }).url
    expect(second).not.toBe(first)
    expect(await readFeed(first)).toMatchObject({ status: 404, json: { error: DISPATCH_MESSAGES.noFeed } })
    expect((await readFeed(second)).status).toBe(200)

    // A key of another secret, a tampered one, a session's token in its place: none is a feed.
    const key = second.slice(`${SITE}${FEED_PATH}`.length, -".ics".length)
    const tampered = key.slice(0, 4) + (key[4] === "A" ? "B" : "A") + key.slice(5)
    for (const wrong of [tampered, session().split("=")[1], "nothing"]) {
      expect((await readFeed(`${SITE}${FEED_PATH}${wrong}.ics`)).status).toBe(404)
    }
  })

  it("answers 404, never a 5xx, for an address whose key is malformed, undecodable or huge", async () => {
    const feedAt = (raw: string) => request(loop.api.url("dispatch/calendar/[key]").replace("[key]", raw), { method: "GET" })
    for (const raw of ["%E0%A4%A.ics", "%.ics", "%", "%ZZ", "%C0%80.ics", "..%2F..%2Fetc%2Fpasswd.ics", "a".repeat(5000), ".ics"]) {
      expect(await feedAt(raw)).toMatchObject({ status: 404, json: { error: DISPATCH_MESSAGES.noFeed } })
    }
    expect(loop.api.logger.lines.filter((line) => line.startsWith("error"))).toEqual([])
  })
})

describe("the feed", () => {
  it("holds each confirmed ride with the customer's invite's UID and SEQUENCE: moved with a change, marked when cancelled", async () => {
    const url = ((await keyReply("POST")).json as { url: string }).url
    const waiting = await loop.booked({ date: dayFromToday(2), time: "9:00 AM", firstName: "Ana" })
    const ride = await loop.booked({
      date: dayFromToday(3),
      time: "6:30 AM",
      firstName: "Ben",
      specialRequests: "A child seat for a four-year-old, please.",
      returnTrip: true,
      returnDate: dayFromToday(6),
      returnTime: "5:00 PM",
    })
    const act = (token: string, body: Record<string, unknown>) => loop.api.post("booking-actions", { token, ...body })
    expect((await act(ride.dispatch, { action: "confirm" })).status).toBe(200)

    const feed = await readFeed(url)
    expect(feed.status).toBe(200)
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8")
    expect(feed.headers["cache-control"]).toBe("no-store")
    expect(unfoldIcs(feed.text)).toContain(`X-WR-CALNAME:${BUSINESS_NAME} rides`)
    const events = icsEvents(feed.text)
    // The waiting request is not a booked ride; the confirmed one is there with its return, as the invite names them.
    expect(events.map((event) => event.UID)).toEqual([
      `${ride.reference}@${BUSINESS_DOMAIN}`,
      `${ride.reference}-return@${BUSINESS_DOMAIN}`,
    ])
    const [invite] = invitesTo(ride.reference).map(icsEvents)
    expect(events.map(({ UID, SEQUENCE, DTSTART, STATUS }) => ({ UID, SEQUENCE, DTSTART, STATUS }))).toEqual(
      invite.map(({ UID, SEQUENCE, DTSTART, STATUS }) => ({ UID, SEQUENCE, DTSTART, STATUS })),
    )
    expect(events[0]).toMatchObject({ SEQUENCE: "1", STATUS: "CONFIRMED" })
    expect(events[0].SUMMARY).toBe(`Ben Lopez\\, Airport Transfer (${ride.reference})`)
    // What a driver needs, and no email address.
    expect(events[0].DESCRIPTION).toContain("Customer: Ben Lopez")
    expect(events[0].DESCRIPTION).toContain("Special requests: A child seat for a four-year-old\\, please.")
    expect(feed.text).not.toContain("@example.com")
    expect(feed.text).not.toContain(waiting.reference)

    // The customer moves the ride; dispatch accepts: the event moves at a higher SEQUENCE, as the customer's invite does.
    loop.smtp.mails.length = 0
    const asked = await act(ride.customer, { action: "request-change", changes: { time: "8:30 AM" } })
    expect(asked.status).toBe(200)
    // Asked is not moved: until dispatch answers, the ride stands as the customer's calendar has it.
    expect(icsEvents((await readFeed(url)).text)[0]).toMatchObject({ SEQUENCE: "1", DTSTART: events[0].DTSTART })
    expect((await act(ride.dispatch, { action: "accept-change", change: 2 })).status).toBe(200)
    const moved = icsEvents((await readFeed(url)).text)
    const [movedInvite] = invitesTo(ride.reference).map(icsEvents)
    expect(moved[0]).toMatchObject({ SEQUENCE: "3", STATUS: "CONFIRMED" })
    expect(moved[0].DTSTART).toMatch(/T083000$/)
    expect(moved[0].SEQUENCE).toBe(movedInvite[0].SEQUENCE)

    // Cancelled: still in the feed, marked cancelled at the cancellation's invite's SEQUENCE.
    loop.smtp.mails.length = 0
    // As the page does: agreeing to the terms the booking shows now.
    const terms = viewOf(await loop.api.readBooking(ride.customer)).policy
    expect((await act(ride.customer, { action: "cancel", terms: terms?.kind, fee: terms?.fee })).status).toBe(200)
    const cancelled = icsEvents((await readFeed(url)).text)
    const [cancelInvite] = invitesTo(ride.reference).map(icsEvents)
    expect(cancelled.map((event) => event.STATUS)).toEqual(["CANCELLED", "CANCELLED"])
    expect(cancelled[0].SEQUENCE).toBe(cancelInvite[0].SEQUENCE)
    expect(Number(cancelled[0].SEQUENCE)).toBeGreaterThan(Number(moved[0].SEQUENCE))
  })
})
