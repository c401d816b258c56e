/** @jest-environment node */
/**
 * Dispatch's roster over real HTTP: read and saved only with the session, each field checked with its
 * message, ids kept across edits, and two saves from pages that read the same roster never both win.
 */
import { ROSTER_MESSAGES, type RosterAnswer } from "../../../booking-loop/roster"
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
