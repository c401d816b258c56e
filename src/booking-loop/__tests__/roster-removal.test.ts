/** @jest-environment node */
import { heldEntries, offRosterMessage, removedEntries, withHeldBack, type AssignedRideAhead } from "../roster-removal"
import type { Roster } from "../roster"

const ROSTER: Roster = {
  chauffeurs: [
    { id: "dana", name: "Dana Rivera", mobile: "(978) 555-0142", email: "dana@example.com", shareMobile: true },
    { id: "sam", name: "Sam Okafor", mobile: "(603) 555-0199", email: "sam@example.com", shareMobile: false },
  ],
  vehicles: [{ id: "xts", makeModel: "Cadillac XTS", colour: "Black", plate: "MP 1042", vehicleClass: "executive-sedan" }],
}

const ride = (reference: string, leg: "pickup" | "return", date: string, time: string, pickupAt: string): AssignedRideAhead => ({
  reference,
  leg,
  date,
  time,
  pickupAt,
  chauffeurId: "dana",
  vehicleId: "xts",
})

test("only entries left out are removed: a rename keeps the id, and a roster emptied removes every entry, chauffeurs first", () => {
  const renamed = { ...ROSTER, chauffeurs: [{ ...ROSTER.chauffeurs[0], name: "Dana R." }, ROSTER.chauffeurs[1]] }
  expect(removedEntries(ROSTER, renamed)).toEqual([])
  expect(removedEntries(ROSTER, { chauffeurs: [], vehicles: [] })).toEqual([
    { list: "chauffeurs", id: "dana", name: "Dana Rivera" },
    { list: "chauffeurs", id: "sam", name: "Sam Okafor" },
    { list: "vehicles", id: "xts", name: "Cadillac XTS (MP 1042)" },
  ])
})

test("an entry on several rides ahead is held with them in pickup order; one on none may go", () => {
  const ahead = [
    ride("MP-BBBB-0002", "return", "2026-12-03", "5:00 PM", "2026-12-03T22:00:00.000Z"),
    ride("MP-AAAA-0001", "pickup", "2026-12-01", "2:30 PM", "2026-12-01T19:30:00.000Z"),
  ]
  const held = heldEntries(removedEntries(ROSTER, { chauffeurs: [], vehicles: ROSTER.vehicles }), ahead)
  expect(held).toHaveLength(1)
  expect(held[0]).toMatchObject({ list: "chauffeurs", id: "dana", rides: [{ reference: "MP-AAAA-0001" }, { reference: "MP-BBBB-0002" }] })
  expect(held[0].rides[0]).not.toHaveProperty("chauffeurId")
  expect(held[0].message).toBe(
    "Dana Rivera is still on 2 rides ahead (MP-AAAA-0001 on Tuesday, December 1, 2026 at 2:30 PM; the return of MP-BBBB-0002 on Thursday, December 3, 2026 at 5:00 PM): reassign them, or take Dana Rivera off them, in the day view first.",
  )
  expect(heldEntries(removedEntries(ROSTER, { ...ROSTER, vehicles: [] }), ahead)[0].message).toMatch(
    /^The Cadillac XTS \(MP 1042\) is still on 2 rides ahead .*take the Cadillac XTS \(MP 1042\) off them, in the day view first\.$/,
  )
})

test("entries put back return where the roster before had them, over what was saved since, and never twice", () => {
  const [dana, sam] = ROSTER.chauffeurs
  const lee = { ...sam, id: "lee", name: "Lee Chen", email: "lee@example.com" }
  const since = { chauffeurs: [{ ...sam, name: "Sam O." }, lee], vehicles: [] }
  const held = [
    { list: "chauffeurs" as const, id: "dana" },
    { list: "vehicles" as const, id: "xts" },
  ]
  const back = withHeldBack(since, ROSTER, held)
  expect(back).toEqual({ chauffeurs: [dana, { ...sam, name: "Sam O." }, lee], vehicles: ROSTER.vehicles })
  expect(withHeldBack(back, ROSTER, held)).toEqual(back)
})

test("an assignment whose chauffeur or vehicle the roster no longer holds is named with what to do; one on it is not", () => {
  const assignment = { chauffeur: ROSTER.chauffeurs[0], vehicle: ROSTER.vehicles[0] }
  expect(offRosterMessage(assignment, ROSTER)).toBeUndefined()
  expect(offRosterMessage({ ...assignment, chauffeur: { ...assignment.chauffeur, name: "Dana R." } }, ROSTER)).toBeUndefined()
  expect(offRosterMessage(assignment, { ...ROSTER, chauffeurs: [] })).toBe(
    "Dana Rivera is no longer on the roster: assign this ride again.",
  )
  expect(offRosterMessage(assignment, { ...ROSTER, vehicles: [] })).toBe(
    "The Cadillac XTS (MP 1042) is no longer on the roster: assign this ride again.",
  )
  expect(offRosterMessage(assignment, { chauffeurs: [], vehicles: [] })).toBe(
    "Dana Rivera and the Cadillac XTS (MP 1042) are no longer on the roster: assign this ride again.",
  )
})
