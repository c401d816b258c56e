/** @jest-environment node */
/**
 * A chauffeur's day and calendar feed over real HTTP with SMTP on loopback: from any of their ride links, their
 * legs of the next days in pickup order, each with its own link, and nothing of a price, the customer's email or
 * another party's link; a leg they are taken off leaves their day; their feed's key is made and replaced from a
 * ride link, read alone, and ends with a replacement or when they leave the roster.
 */
import { CHAUFFEUR_DAY_DAYS, CHAUFFEUR_MESSAGES, type ChauffeurDayAnswer } from "../../../booking-loop/chauffeur-day"
import { RIDE_MESSAGES, type RideSheet } from "../../../booking-loop/ride-sheet"
import { BUSINESS_DOMAIN } from "../../../config/business"
import { INVALID_LINK_MESSAGE } from "../../booking-loop/endpoints"
import { SESSION_COOKIE, sessionToken } from "../../dispatch/session"
import { currentRoster, saveRoster } from "../../dispatch/roster"
import { othersIn } from "../../test-support/chauffeur-text"
import { dayFromToday } from "../../test-support/forms"
import { CUSTOMER, DISPATCH, errorOf, loopWorld, SITE, tokenOf } from "../../test-support/loop-world"
import { icsEvents, partText } from "../../test-support/mime"
import { request, TEST_LINK_SECRET, type Reply } from "../../test-support/peers"
import { DANA, SAM, seedRoster } from "../../test-support/roster"
import { CHAUFFEUR_FEED_PATH } from "../calendar-feed"

const loop = loopWorld()

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const dayOf = (token: string) => loop.api.get("chauffeur/day", bearer(token))
const feedLink = (method: "GET" | "POST", token: string) =>
  request(loop.api.url("chauffeur/calendar-link"), { method, headers: bearer(token), ...(method === "POST" ? { body: {} } : {}) })
/** A feed at the address its answer gave (the site's address swapped for the test server's). */
const readFeed = (url: string) =>
  request(`${loop.api.url("chauffeur/day").replace(/chauffeur\/day$/, "")}${url.slice(`${SITE}/api/`.length)}`, { method: "GET" })
const session = `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, { email: DISPATCH, id: "c".repeat(32) }, new Date())}`

/** A confirmed airport ride in the Cadillac's class, `days` from today at `time`. */
async function confirmedRide(days: number, time: string, firstName: string) {
  const booked = await loop.booked({
    serviceType: "airport",
    vehicle: "executive-sedan",
    date: dayFromToday(days),
    time,
    firstName,
    pickupLocation: "Logan Airport, Terminal B",
    dropoffLocation: "12 Elm Street, Andover, MA",
    flightNumber: "B6 1234",
    specialRequests: "A child seat, please.",
  })
  expect((await act(booked.dispatch, "confirm")).status).toBe(200)
  return booked
}

/** Dispatch assigns `who` and the Cadillac to the ride there: the token of the chauffeur's link in their email. */
async function assign(dispatch: string, who: typeof DANA): Promise<string> {
  const { chauffeurs, vehicles } = await seedRoster(loop.store, DISPATCH)
  loop.smtp.mails.length = 0
  const chauffeur = chauffeurs.find((entry) => entry.email === who.email)!.id
  expect((await act(dispatch, "assign", { leg: "pickup", chauffeur, vehicle: vehicles[0].id })).status).toBe(200)
  const [mail] = loop.mailTo(who.email)
  return tokenOf(/https:\/\/\S+\/ride#t=[A-Za-z0-9_-]+/.exec(partText(mail, "text/plain") ?? "")![0])
}

/** What no answer or feed of a chauffeur's may hold: a price, the customer's email, a link of the customer or dispatch. */
const expectNothingOfOthers = (text: string) => expect(othersIn(text, { site: SITE, customer: CUSTOMER })).toEqual([])

let later: Awaited<ReturnType<typeof confirmedRide>>
let sooner: Awaited<ReturnType<typeof confirmedRide>>
let beyond: Awaited<ReturnType<typeof confirmedRide>>
let tokens: { later: string; sooner: string; sam: string; beyond: string }

beforeAll(async () => {
  later = await confirmedRide(4, "9:00 AM", "Ana")
  sooner = await confirmedRide(2, "6:30 AM", "Ben")
  const sams = await confirmedRide(3, "7:00 AM", "Cal")
  // Dana's too, but past the days her day lists.
  beyond = await confirmedRide(CHAUFFEUR_DAY_DAYS + 2, "8:00 AM", "Dee")
  tokens = {
    later: await assign(later.dispatch, DANA),
    sooner: await assign(sooner.dispatch, DANA),
    sam: await assign(sams.dispatch, SAM),
    beyond: await assign(beyond.dispatch, DANA),
  }
})

describe("the chauffeur's day", () => {
  it("lists their legs of the next days in pickup order, each with its own link, and nobody else's; nothing of a price, an email or another party's link", async () => {
    const reply = await dayOf(tokens.later)
    expect(reply.status).toBe(200)
    expect(reply.headers.vary).toBe("Authorization")
    const answer = reply.json as ChauffeurDayAnswer
    expect(answer).toMatchObject({ chauffeur: "Dana Rivera", from: dayFromToday(0), days: CHAUFFEUR_DAY_DAYS })
    expect(answer.rides.map((ride) => ride.reference)).toEqual([sooner.reference, later.reference])
    expect(answer.rides[0]).toMatchObject({
      leg: "pickup",
      legLabel: "Ride there",
      date: dayFromToday(2),
      time: "6:30 AM",
      pickup: "Logan Airport, Terminal B",
      stops: [],
      dropoff: "12 Elm Street, Andover, MA",
      signName: "Ben Lopez",
      passengerPhone: { tel: expect.stringMatching(/^tel:\+1\d{10}$/) },
      vehicle: { makeModel: "Cadillac XTS", colour: "Black", plate: "MP 1042" },
      answer: "waiting",
    })
    expect(answer.rides[0].rows).toEqual(
      expect.arrayContaining([
        { label: "Flight number", value: "B6 1234" },
        { label: "Special requests", value: "A child seat, please." },
      ]),
    )
    // Each ride's link is that ride's own, as its email gave it.
    expect(answer.rides.map((ride) => tokenOf(ride.link))).toEqual([tokens.sooner, tokens.later])
    const opened = await loop.api.readBooking(tokenOf(answer.rides[0].link))
    expect((opened.json as { ride: RideSheet }).ride.reference).toBe(sooner.reference)
    expectNothingOfOthers(reply.text)

    // The same day from her other link; Sam's link shows Sam's ride alone.
    expect((await dayOf(tokens.sooner)).json).toEqual(answer)
    const sams = (await dayOf(tokens.sam)).json as ChauffeurDayAnswer
    expect([sams.chauffeur, sams.rides.length]).toEqual(["Sam Okafor", 1])
    expect(sams.rides[0].signName).toBe("Cal Lopez")
  })

  it("refuses a link that is not a chauffeur's, and a link whose ride they were taken off; the ride leaves their day", async () => {
    for (const wrong of [later.customer, later.dispatch, "forged", ""]) {
      const reply = await dayOf(wrong)
      expect([reply.status, errorOf(reply)]).toEqual([403, INVALID_LINK_MESSAGE])
    }
    expect((await request(loop.api.url("chauffeur/day"), { body: {} })).status).toBe(405)

    expect((await act(later.dispatch, "unassign", { leg: "pickup" })).status).toBe(200)
    const ended = await dayOf(tokens.later)
    expect([ended.status, errorOf(ended)]).toEqual([403, RIDE_MESSAGES.ended])
    const left = (await dayOf(tokens.sooner)).json as ChauffeurDayAnswer
    expect(left.rides.map((ride) => ride.reference)).toEqual([sooner.reference])
    expect((await feedLink("POST", tokens.later)).status).toBe(403)
  })
})

describe("the chauffeur's calendar feed", () => {
  let first: string
  const events = async (url: string) => {
    const feed = await readFeed(url)
    expect([feed.status, feed.headers["content-type"], feed.headers["cache-control"]]).toEqual([
      200,
      "text/calendar; charset=utf-8",
      "no-store",
    ])
    return { feed, events: icsEvents(feed.text) }
  }

  it("is made from a ride link and holds their legs alone, with the UID and SEQUENCE of dispatch's feed, and no price, email or link", async () => {
    expect(await feedLink("GET", tokens.sooner)).toMatchObject({ status: 200, json: { url: null } })
    const made = await feedLink("POST", tokens.sooner)
    expect(made).toMatchObject({ status: 200, json: { message: CHAUFFEUR_MESSAGES.feedMade } })
    first = (made.json as { url: string }).url
    expect(first).toMatch(new RegExp(`^${SITE}${CHAUFFEUR_FEED_PATH}[A-Za-z0-9_-]+\\.ics$`))
    expect((await feedLink("GET", tokens.beyond)).json).toEqual({ url: first })

    const { feed, events: mine } = await events(first)
    // The ride she still holds and the one past her day's days; not the ride she was taken off, nor Sam's.
    expect(mine.map((event) => event.UID).sort()).toEqual(
      [sooner.reference, beyond.reference].map((ref) => `${ref}@${BUSINESS_DOMAIN}`).sort(),
    )
    expect(feed.text).not.toContain(later.reference)
    expect(feed.text).toContain("Dana Rivera's rides")
    const event = mine.find((one) => one.UID.startsWith(sooner.reference))!
    expect(event.DESCRIPTION).toContain("Name on the sign: Ben Lopez")
    expect(event.DESCRIPTION).toContain("Vehicle: Black Cadillac XTS\\, plate MP 1042")
    expectNothingOfOthers(feed.text)
    expect(feed.text).not.toMatch(/#t=|https?:/)

    // Dispatch's feed has the same event under the same UID, SEQUENCE and time.
    const key = await request(loop.api.url("dispatch/calendar-link"), { body: {}, headers: { Cookie: session } })
    const dispatchFeed = await readFeed((key.json as { url: string }).url)
    const theirs = icsEvents(dispatchFeed.text).find((one) => one.UID === event.UID)!
    expect([event.SEQUENCE, event.DTSTART, event.STATUS]).toEqual([theirs.SEQUENCE, theirs.DTSTART, theirs.STATUS])
  })

  it("is replaced from a ride link: the old address answers 404 at once; a wrong or another's key is no feed", async () => {
    const replaced = await feedLink("POST", tokens.beyond)
    expect(replaced).toMatchObject({ status: 200, json: { message: CHAUFFEUR_MESSAGES.feedReplaced } })
    const second = (replaced.json as { url: string }).url
    expect(second).not.toBe(first)
    expect(await readFeed(first)).toMatchObject({ status: 404, json: { error: CHAUFFEUR_MESSAGES.noFeed } })
    await events(second)

    const sams = ((await feedLink("POST", tokens.sam)).json as { url: string }).url
    const samFeed = (await events(sams)).events
    expect(samFeed.map((event) => event.SUMMARY)).toEqual([expect.stringContaining("Cal Lopez")])
    const key = second.slice(`${SITE}${CHAUFFEUR_FEED_PATH}`.length, -".ics".length)
    const tampered = key.slice(0, 4) + (key[4] === "A" ? "B" : "A") + key.slice(5)
    for (const wrong of [tampered, tokens.sooner, "nothing", "%E0%A4%A"]) {
      expect((await readFeed(`${SITE}${CHAUFFEUR_FEED_PATH}${wrong}.ics`)).status).toBe(404)
    }
    // Dispatch's key is not a chauffeur's.
    const dispatchKey = (
      (await request(loop.api.url("dispatch/calendar-link"), { body: {}, headers: { Cookie: session } })).json as { url: string }
    ).url
    expect((await readFeed(dispatchKey.replace("/dispatch/", "/chauffeur/"))).status).toBe(404)
    expect(loop.api.logger.lines.filter((line) => line.startsWith("error"))).toEqual([])
  })

  it("ends when the chauffeur is taken off the roster", async () => {
    const url = ((await feedLink("GET", tokens.sooner)).json as { url: string }).url
    await events(url)
    const withoutDana = async () => {
      const { generation, roster } = await currentRoster(loop.store)
      const chauffeurs = roster.chauffeurs.filter((one) => one.email !== DANA.email)
      return saveRoster(loop.store, generation, { ...roster, chauffeurs }, DISPATCH, new Date())
    }
    // The roster keeps her while she is on rides ahead: dispatch takes her off them first.
    expect((await withoutDana()).kind).toBe("held")
    for (const ride of [sooner, beyond]) expect((await act(ride.dispatch, "unassign", { leg: "pickup" })).status).toBe(200)
    expect((await withoutDana()).kind).toBe("saved")
    const gone: Reply = await readFeed(url)
    expect([gone.status, errorOf(gone)]).toEqual([404, CHAUFFEUR_MESSAGES.noFeed])
  })
})
