/** @jest-environment node */
/**
 * Assigning a chauffeur and a vehicle of the roster to a leg of a booked ride, over real HTTP with SMTP on
 * loopback: dispatch's own work (its page's history says who and which car; the customer's page and inbox hear
 * nothing yet), shown in the day view and the calendar feed, heard by the webhook; changed and taken off the same way.
 */
import { ASSIGNMENT_MESSAGES } from "../../../booking-loop/assignments"
import type { DayViewAnswer } from "../../../booking-loop/day-view"
import { CUSTOMER, DISPATCH, errorOf, loopWorld, SITE, viewOf } from "../../test-support/loop-world"
import { dayFromToday } from "../../test-support/forms"
import { ROUND_TRIP } from "../../test-support/bookings"
import { unfoldIcs } from "../../test-support/mime"
import { request, TEST_LINK_SECRET } from "../../test-support/peers"
import { seedRoster } from "../../test-support/roster"
import { SESSION_COOKIE, sessionToken } from "../session"

const loop = loopWorld()

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })
const session = () => `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, { email: DISPATCH, id: "c".repeat(32) }, new Date())}`
const readDay = async (day: string) =>
  (await request(`${loop.api.url("dispatch/day")}?from=${day}&days=1`, { method: "GET", headers: { Cookie: session() } }))
    .json as DayViewAnswer
const readFeed = async () => {
  const made = await request(loop.api.url("dispatch/calendar-link"), { method: "POST", body: {}, headers: { Cookie: session() } })
  const url = (made.json as { url: string }).url
  const feed = await request(loop.api.url("dispatch/calendar-link").replace(/dispatch\/calendar-link$/, url.slice(`${SITE}/api/`.length)), {
    method: "GET",
  })
  return unfoldIcs(feed.text).join("\n")
}

/** The roster: two chauffeurs and two cars. */
const roster = () => seedRoster(loop.store, DISPATCH)

it("dispatch assigns a chauffeur and a car to a booked ride: its page, the day view and the feed say who drives; the customer hears nothing yet", async () => {
  const { chauffeurs, vehicles } = await roster()
  const booked = await loop.booked({ firstName: "Nadia", vehicle: "executive-sedan" })
  expect((await act(booked.dispatch, "confirm")).status).toBe(200)
  const day = viewOf(await loop.api.readBooking(booked.dispatch)).request.date
  expect((await readDay(day)).rides.find((ride) => ride.reference === booked.reference)).toMatchObject({
    chauffeur: null,
    needsChauffeur: true,
  })
  expect(await readFeed()).toContain("Chauffeur: no chauffeur yet")
  loop.smtp.mails.length = 0
  loop.webhook.calls.length = 0

  const assigned = await act(booked.dispatch, "assign", { leg: "pickup", chauffeur: chauffeurs[0].id, vehicle: vehicles[0].id })
  expect(assigned.status).toBe(200)
  expect((assigned.json as { message: string }).message).toBe("Chauffeur and vehicle assigned.")
  expect(viewOf(assigned).history.at(-1)?.title).toBe("Dana Rivera and the Cadillac XTS (MP 1042) assigned to the ride by you")
  const record = await loop.recordOf(booked.reference)
  expect(record?.lifecycle?.history.at(-1)).toMatchObject({
    step: "chauffeur-assigned",
    by: "dispatch",
    assignment: { leg: "pickup", chauffeur: { id: chauffeurs[0].id, name: "Dana Rivera" }, vehicle: { plate: "MP 1042" } },
  })
  // The customer's page lists none of it, and no email went to anyone: the webhook hears the step.
  expect(viewOf(await loop.api.readBooking(booked.customer)).history.map((entry) => entry.title)).not.toContainEqual(
    expect.stringMatching(/Dana|assigned/),
  )
  expect(loop.mailTo(CUSTOMER)).toHaveLength(0)
  expect(loop.webhookChanges()).toEqual([["chauffeur-assigned", `${booked.reference}:chauffeur-assigned:3`]])
  expect((await readDay(day)).rides.find((ride) => ride.reference === booked.reference)).toMatchObject({
    chauffeur: { text: "Dana Rivera, Black Cadillac XTS, MP 1042", chauffeurId: chauffeurs[0].id, vehicleId: vehicles[0].id },
    needsChauffeur: false,
  })
  expect(await readFeed()).toContain("Chauffeur: Dana Rivera\\, Black Cadillac XTS\\, MP 1042")

  // The same pair again changes nothing; another chauffeur replaces the first; taken off, the ride is flagged again.
  expect(await act(booked.dispatch, "assign", { chauffeur: chauffeurs[0].id, vehicle: vehicles[0].id })).toMatchObject({
    status: 409,
    json: { error: ASSIGNMENT_MESSAGES.same },
  })
  expect((await act(booked.dispatch, "assign", { chauffeur: chauffeurs[1].id, vehicle: vehicles[1].id })).status).toBe(200)
  expect((await readDay(day)).rides[0]?.chauffeur?.text).toBe("Sam Okafor, Black Lincoln Navigator, NH 4410")
  const off = await act(booked.dispatch, "unassign", { leg: "pickup" })
  expect(off.status).toBe(200)
  expect(viewOf(off).history.at(-1)?.title).toBe("Chauffeur taken off the ride by you")
  expect((await readDay(day)).rides[0]).toMatchObject({ chauffeur: null, needsChauffeur: true })
  expect(errorOf(await act(booked.dispatch, "unassign", { leg: "pickup" }))).toBe(ASSIGNMENT_MESSAGES.none)
})

it("a round trip's return is assigned on its own: the return's row and the day of the ride there each show their own", async () => {
  const { chauffeurs, vehicles } = await roster()
  const booked = await loop.booked(ROUND_TRIP)
  expect((await act(booked.dispatch, "confirm")).status).toBe(200)
  const reply = await act(booked.dispatch, "assign", { leg: "return", chauffeur: chauffeurs[1].id, vehicle: vehicles[1].id })
  expect(reply.status).toBe(200)
  expect(viewOf(reply).history.at(-1)?.title).toBe("Sam Okafor and the Lincoln Navigator (NH 4410) assigned to the return by you")
  const there = (await readDay(dayFromToday(6))).rides.find((ride) => ride.reference === booked.reference)
  const back = (await readDay(dayFromToday(9))).rides.find((ride) => ride.reference === booked.reference)
  expect(there).toMatchObject({ leg: "pickup", chauffeur: null, needsChauffeur: true })
  expect(back).toMatchObject({ leg: "return", chauffeur: { text: "Sam Okafor, Black Lincoln Navigator, NH 4410" }, needsChauffeur: false })
})

it("refuses what is not dispatch's to do, a ride not booked, and a chauffeur or car not on the roster", async () => {
  const { chauffeurs, vehicles } = await roster()
  const pair = { chauffeur: chauffeurs[0].id, vehicle: vehicles[0].id }
  const booked = await loop.booked()
  expect((await act(booked.dispatch, "assign", pair)).status).toBe(409)
  expect((await act(booked.dispatch, "confirm")).status).toBe(200)
  expect((await act(booked.customer, "assign", pair)).status).toBe(403)
  expect(await act(booked.dispatch, "assign", { chauffeur: "nobody", vehicle: "nothing" })).toMatchObject({
    status: 422,
    json: { errors: { chauffeur: ASSIGNMENT_MESSAGES.chauffeur, vehicle: ASSIGNMENT_MESSAGES.vehicle } },
  })
  expect(await act(booked.dispatch, "assign", { ...pair, leg: "return" })).toMatchObject({
    status: 422,
    json: { errors: { leg: ASSIGNMENT_MESSAGES.noReturn } },
  })
  expect(await act(booked.dispatch, "assign", { ...pair, leg: "there" })).toMatchObject({
    status: 422,
    json: { errors: { leg: ASSIGNMENT_MESSAGES.leg } },
  })
})

describe("dispatch is warned before saving", () => {
  it("a chauffeur or car already on a ride that overlaps, with the gap between rides: saved only when dispatch assigns anyway", async () => {
    const { chauffeurs, vehicles } = await roster()
    const pair = { chauffeur: chauffeurs[1].id, vehicle: vehicles[1].id }
    const first = await loop.booked({ date: dayFromToday(12), time: "9:00 AM", vehicle: "luxury-suv" })
    const second = await loop.booked({ date: dayFromToday(12), time: "9:30 AM", vehicle: "luxury-suv" })
    for (const { dispatch } of [first, second]) expect((await act(dispatch, "confirm")).status).toBe(200)
    expect((await act(first.dispatch, "assign", pair)).status).toBe(200)

    const warned = await act(second.dispatch, "assign", pair)
    expect(warned.status).toBe(409)
    expect(errorOf(warned)).toMatch(new RegExp(`^${ASSIGNMENT_MESSAGES.warned} .*Sam Okafor.*${first.reference}`))
    expect((await loop.recordOf(second.reference))?.lifecycle?.history.at(-1)?.step).not.toBe("chauffeur-assigned")
    expect((await act(second.dispatch, "assign", { ...pair, despite: true })).status).toBe(200)
    // Dana and the sedan instead: no overlap, but a smaller car than the SUV booked, so warned again.
    expect((await act(second.dispatch, "assign", { chauffeur: chauffeurs[0].id, vehicle: vehicles[0].id, despite: false })).status).toBe(
      409,
    )
  })

  it("a car of a smaller class than the one booked", async () => {
    const { chauffeurs, vehicles } = await roster()
    const booked = await loop.booked({ date: dayFromToday(14), time: "7:00 PM", vehicle: "stretch-limousine", passengers: "2" })
    expect((await act(booked.dispatch, "confirm")).status).toBe(200)
    const pair = { chauffeur: chauffeurs[0].id, vehicle: vehicles[0].id }
    const warned = await act(booked.dispatch, "assign", pair)
    expect(warned.status).toBe(409)
    expect(errorOf(warned)).toBe(
      `${ASSIGNMENT_MESSAGES.warned} The Cadillac XTS is an Executive Sedan; the customer booked a Stretch Limousine.`,
    )
    expect((await act(booked.dispatch, "assign", { ...pair, despite: true })).status).toBe(200)
  })
})
