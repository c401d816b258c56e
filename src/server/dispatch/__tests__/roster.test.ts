/** @jest-environment node */
/**
 * Dispatch's roster over real HTTP: read and saved only with the session, each field checked with its
 * message, ids kept across edits, and two saves from pages that read the same roster never both win; a chauffeur
 * or a vehicle still on a ride ahead is not removed until dispatch has taken it off those rides.
 */
import { ROSTER_MESSAGES, type RosterAnswer } from "../../../booking-loop/roster"
import { formatDay } from "../../../booking/calendar-date"
import { ROUND_TRIP, rideWasYesterday } from "../../test-support/bookings"
import { dayFromToday } from "../../test-support/forms"
import { loopWorld } from "../../test-support/loop-world"
import { request, TEST_LINK_SECRET } from "../../test-support/peers"
import { DISPATCH_MESSAGES } from "../endpoints"
import { SESSION_COOKIE, sessionToken } from "../session"

const loop = loopWorld()

const session = () =>
  `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, { email: "dispatch@merrimack.test", id: "b".repeat(32) }, new Date())}`
const readRoster = (cookie: string | null = session()) =>
  request(loop.api.url("dispatch/roster"), { method: "GET", headers: cookie ? { Cookie: cookie } : {} })
const saveRoster = (body: unknown, cookie: string | null = session()) =>
  request(loop.api.url("dispatch/roster"), { method: "POST", body, headers: cookie ? { Cookie: cookie } : {} })
const answerOf = (reply: { json: unknown }) =>
  reply.json as RosterAnswer & { message?: string; error?: string; errors?: Record<string, string> }

const DANA = { name: "Dana Rivera", mobile: "(978) 555-0142", email: "Dana.Rivera@example.com", shareMobile: true }
const SEDAN = { makeModel: "Cadillac XTS", colour: "Black", plate: "mp 1042", vehicleClass: "executive-sedan" }

it("is read and saved only with the session", async () => {
  for (const cookie of [null, `${SESSION_COOKIE}=forged`]) {
    expect(await readRoster(cookie)).toMatchObject({ status: 401, json: { error: DISPATCH_MESSAGES.noSession } })
    expect((await saveRoster({ generation: 0, roster: { chauffeurs: [], vehicles: [] } }, cookie)).status).toBe(401)
  }
})

it("saves chauffeurs and vehicles over the generation read, keeps their ids, and refuses a save from a page that read an older roster", async () => {
  const first = answerOf(await readRoster())
  const saved = await saveRoster({ generation: first.generation, roster: { chauffeurs: [DANA], vehicles: [SEDAN] } })
  expect(saved.status).toBe(200)
  const after = answerOf(saved)
  expect(after).toMatchObject({
    generation: first.generation + 1,
    message: ROSTER_MESSAGES.saved,
    savedBy: "dispatch@merrimack.test",
    roster: {
      chauffeurs: [{ ...DANA, email: "dana.rivera@example.com", id: expect.stringMatching(/^[0-9a-f]{12}$/) }],
      vehicles: [{ ...SEDAN, plate: "MP 1042", id: expect.stringMatching(/^[0-9a-f]{12}$/) }],
    },
  })
  const { message, ...kept } = after
  expect(message).toBe(ROSTER_MESSAGES.saved)
  expect(answerOf(await readRoster())).toEqual(kept)

  // A rename keeps the chauffeur's id (assignments name it); an id the roster never held is a new chauffeur.
  const dana = after.roster.chauffeurs[0]
  const renamed = answerOf(
    await saveRoster({
      generation: after.generation,
      roster: {
        chauffeurs: [
          { ...dana, name: "Dana R." },
          { ...DANA, id: "ffffffffffff", email: "sam@example.com", name: "Sam Okafor" },
        ],
        vehicles: after.roster.vehicles,
      },
    }),
  )
  expect(renamed.roster.chauffeurs[0]).toEqual({ ...dana, name: "Dana R." })
  expect(renamed.roster.chauffeurs[1].id).not.toBe("ffffffffffff")

  // Another tab still shows the roster before the rename: its save changes nothing and is shown the roster as saved.
  const stale = await saveRoster({ generation: after.generation, roster: { chauffeurs: [], vehicles: [] } })
  expect(stale.status).toBe(409)
  expect(answerOf(stale)).toMatchObject({ error: ROSTER_MESSAGES.stale, generation: renamed.generation, roster: renamed.roster })
  expect(answerOf(await readRoster()).roster).toEqual(renamed.roster)
})

it("two saves at once over the same generation: one wins, the other is told", async () => {
  const { generation, roster } = answerOf(await readRoster())
  const replies = await Promise.all(
    ["Ana", "Bo"].map((name) =>
      saveRoster({ generation, roster: { ...roster, chauffeurs: [{ ...DANA, name, email: `${name.toLowerCase()}@example.com` }] } }),
    ),
  )
  expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409])
  expect(answerOf(await readRoster()).generation).toBe(generation + 1)
})

it("names each field that breaks a rule, and saves nothing", async () => {
  const { generation } = answerOf(await readRoster())
  const reply = await saveRoster({
    generation,
    roster: {
      chauffeurs: [
        { name: " ", mobile: "555-0142", email: "dana@", shareMobile: "yes" },
        { name: "Dana", mobile: "978 555 0142", email: "sam@example.com" },
        { name: "Sam", mobile: "+1 603 555 0199", email: "SAM@example.com" },
      ],
      vehicles: [
        { makeModel: "Lincoln Navigator", colour: "Black", plate: "<b>", vehicleClass: "hovercraft" },
        { makeModel: "x".repeat(81), colour: "Silver", plate: "NH-4410", vehicleClass: "luxury-suv" },
        { makeModel: "Lincoln Navigator L", colour: "Black", plate: "nh 4410", vehicleClass: "luxury-suv" },
      ],
    },
  })
  expect(reply.status).toBe(422)
  expect(answerOf(reply).errors).toEqual({
    "chauffeurs.0.name": ROSTER_MESSAGES.name,
    "chauffeurs.0.mobile": ROSTER_MESSAGES.mobile,
    "chauffeurs.0.email": ROSTER_MESSAGES.email,
    "chauffeurs.2.email": ROSTER_MESSAGES.duplicateEmail,
    "vehicles.0.plate": ROSTER_MESSAGES.plate,
    "vehicles.0.vehicleClass": ROSTER_MESSAGES.vehicleClass,
    "vehicles.1.makeModel": ROSTER_MESSAGES.length,
    "vehicles.2.plate": ROSTER_MESSAGES.duplicatePlate,
  })
  expect(answerOf(await readRoster()).generation).toBe(generation)
  for (const body of [{ roster: { chauffeurs: [], vehicles: [] } }, { generation: -1 }, { generation: 1.5 }]) {
    expect(await saveRoster(body)).toMatchObject({ status: 422, json: { errors: { generation: ROSTER_MESSAGES.generation } } })
  }
  for (const roster of [null, "[]", { chauffeurs: "Dana", vehicles: [] }, { chauffeurs: [1], vehicles: [] }])
    expect(await saveRoster({ generation, roster })).toMatchObject({ status: 422, json: { errors: { roster: ROSTER_MESSAGES.roster } } })
})

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })
type Refused = { error: string; ridesAhead: { list: string; id: string; name: string; message: string; rides: Record<string, string>[] }[] }

it("a chauffeur or a vehicle still on a ride ahead is not removed: the save names those rides and changes nothing, until they are taken off", async () => {
  const before = answerOf(await readRoster())
  const SAM = { ...DANA, name: "Sam Okafor", email: "sam@example.com" }
  const SUV = { ...SEDAN, makeModel: "Lincoln Navigator", plate: "NH 4410", vehicleClass: "luxury-suv" }
  const { roster, generation } = answerOf(
    await saveRoster({ generation: before.generation, roster: { chauffeurs: [DANA, SAM], vehicles: [SEDAN, SUV] } }),
  )
  const [dana, sam] = roster.chauffeurs
  const [sedan, suv] = roster.vehicles
  const tomorrow = dayFromToday(1)
  const ride = await loop.booked({ date: tomorrow, time: "2:30 PM", vehicle: "executive-sedan" })
  expect((await act(ride.dispatch, "confirm")).status).toBe(200)
  expect((await act(ride.dispatch, "assign", { leg: "pickup", chauffeur: dana.id, vehicle: sedan.id })).status).toBe(200)

  // Dana and the sedan removed at once: each is named with the ride, and the roster is as it was.
  const refused = await saveRoster({ generation, roster: { chauffeurs: [sam], vehicles: [suv] } })
  expect(refused.status).toBe(409)
  const rideAhead = { reference: ride.reference, leg: "pickup", date: tomorrow, time: "2:30 PM" }
  expect(refused.json).toEqual({
    error: ROSTER_MESSAGES.ridesAhead,
    ridesAhead: [
      {
        list: "chauffeurs",
        id: dana.id,
        name: "Dana Rivera",
        message: expect.stringContaining(ride.reference),
        rides: [expect.objectContaining(rideAhead)],
      },
      {
        list: "vehicles",
        id: sedan.id,
        name: "Cadillac XTS (MP 1042)",
        message: expect.stringContaining(ride.reference),
        rides: [expect.objectContaining(rideAhead)],
      },
    ],
  } satisfies Refused)
  expect((refused.json as Refused).ridesAhead[0].message).toMatch(/reassign .* or take .* off/i)
  expect((refused.json as Refused).ridesAhead[1].message).toMatch(
    /^The Cadillac XTS \(MP 1042\) is still on .*take the Cadillac XTS \(MP 1042\) off it, in the day view first\.$/,
  )
  expect(answerOf(await readRoster())).toMatchObject({ generation, roster })

  // Sam, with no ride, may go; a rename of Dana is no removal.
  const renamed = answerOf(await saveRoster({ generation, roster: { chauffeurs: [{ ...dana, name: "Dana R." }], vehicles: [sedan, suv] } }))
  expect(renamed.generation).toBe(generation + 1)

  // Taken off the ride, Dana and the sedan may go.
  expect((await act(ride.dispatch, "unassign", { leg: "pickup" })).status).toBe(200)
  const after = await saveRoster({ generation: renamed.generation, roster: { chauffeurs: [], vehicles: [suv] } })
  expect(after.status).toBe(200)
  expect(answerOf(after).roster).toEqual({ chauffeurs: [], vehicles: [suv] })
})

it("a chauffeur whose rides are all past is removed: the ride's history keeps the name and car as assigned", async () => {
  const before = answerOf(await readRoster())
  const LEE = { ...DANA, name: "Lee Chen", email: "lee@example.com" }
  const { roster, generation } = answerOf(
    await saveRoster({ generation: before.generation, roster: { chauffeurs: [LEE], vehicles: before.roster.vehicles } }),
  )
  const [lee] = roster.chauffeurs
  const [car] = roster.vehicles
  const ride = await loop.booked({ date: dayFromToday(2) })
  expect((await act(ride.dispatch, "confirm")).status).toBe(200)
  expect((await act(ride.dispatch, "assign", { leg: "pickup", chauffeur: lee.id, vehicle: car.id })).status).toBe(200)
  await rideWasYesterday(loop.store, ride.reference)

  const saved = await saveRoster({ generation, roster: { chauffeurs: [], vehicles: roster.vehicles } })
  expect(saved.status).toBe(200)
  expect((await loop.recordOf(ride.reference))?.lifecycle?.history.at(-1)).toMatchObject({
    step: "chauffeur-assigned",
    assignment: { chauffeur: { id: lee.id, name: "Lee Chen" }, vehicle: { id: car.id } },
  })
})

it("a round trip whose ride there has passed still holds the chauffeur of its return ahead, named as the return", async () => {
  const before = answerOf(await readRoster())
  const KIM = { ...DANA, name: "Kim Lee", email: "kim@example.com" }
  const { roster, generation } = answerOf(
    await saveRoster({ generation: before.generation, roster: { chauffeurs: [KIM], vehicles: before.roster.vehicles } }),
  )
  const [kim] = roster.chauffeurs
  const ride = await loop.booked(ROUND_TRIP)
  expect((await act(ride.dispatch, "confirm")).status).toBe(200)
  expect((await act(ride.dispatch, "assign", { leg: "return", chauffeur: kim.id, vehicle: roster.vehicles[0].id })).status).toBe(200)
  await rideWasYesterday(loop.store, ride.reference)

  const refused = await saveRoster({ generation, roster: { chauffeurs: [], vehicles: roster.vehicles } })
  expect(refused.status).toBe(409)
  expect((refused.json as Refused).ridesAhead).toEqual([
    {
      list: "chauffeurs",
      id: kim.id,
      name: "Kim Lee",
      message: `Kim Lee is still on the return of ${ride.reference} on ${formatDay(ROUND_TRIP.returnDate)} at 5:00 PM: reassign that ride, or take Kim Lee off it, in the day view first.`,
      rides: [{ reference: ride.reference, leg: "return", date: ROUND_TRIP.returnDate, time: "5:00 PM", pickupAt: expect.any(String) }],
    },
  ])
})
