/** @jest-environment node */
/**
 * A roster save and an assignment at the same moment, over real HTTP with SMTP on loopback, each order forced by
 * pausing one party between its check and its write (the memory store's hooks): whichever order they land in, a ride
 * is never left silently with a chauffeur or vehicle the roster no longer holds. A save whose removal an assignment
 * lands on before its binding puts the entry back and names the ride; an assignment that lands after the save's last
 * read is flagged on dispatch's day view for reassignment, and the chauffeur's link and the customer's emails and page
 * work as for any assignment. A put-back that another save overtakes is made again over that save.
 */
import type { DayRide, DayViewAnswer } from "../../../booking-loop/day-view"
import { ROSTER_MESSAGES, type RosterAnswer } from "../../../booking-loop/roster"
import type { RideSheet } from "../../../booking-loop/ride-sheet"
import { bookingRecordName } from "../../booking-loop/records"
import { dayFromToday } from "../../test-support/forms"
import { CUSTOMER, DISPATCH, loopWorld, tokenOf, viewOf } from "../../test-support/loop-world"
import { header, partText } from "../../test-support/mime"
import { request, TEST_LINK_SECRET, type Reply } from "../../test-support/peers"
import { DANA, SAM } from "../../test-support/roster"
import { SESSION_COOKIE, sessionToken } from "../session"

const loop = loopWorld()

const session = () => `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, { email: DISPATCH, id: "c".repeat(32) }, new Date())}`
const readRoster = async () =>
  (await request(loop.api.url("dispatch/roster"), { method: "GET", headers: { Cookie: session() } })).json as RosterAnswer
const saveRoster = (body: unknown) => request(loop.api.url("dispatch/roster"), { method: "POST", body, headers: { Cookie: session() } })
const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })
const rowOf = async (reference: string, day: string): Promise<DayRide | undefined> => {
  const answer = (await request(`${loop.api.url("dispatch/day")}?from=${day}&days=1`, { method: "GET", headers: { Cookie: session() } }))
    .json as DayViewAnswer
  return answer.rides.find((ride) => ride.reference === reference && ride.leg === "pickup")
}
const rideLinkIn = (text: string) => /https:\/\/\S+\/ride#t=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? ""

const SEDAN = { makeModel: "Cadillac XTS", colour: "Black", plate: "MP 1042", vehicleClass: "executive-sedan" }
const SUV = { makeModel: "Lincoln Navigator", colour: "Black", plate: "NH 4410", vehicleClass: "luxury-suv" }
const LEE = { name: "Lee Chen", mobile: "(617) 555-0177", email: "lee@example.com", shareMobile: true }
const SUBURBAN = { makeModel: "Chevrolet Suburban", colour: "Silver", plate: "MA 7731", vehicleClass: "luxury-suv" }
type Sent<T> = T & { id?: string }

/**
 * Dana, Sam, both cars and `who` and `car` on the roster (each keeping its id there), and a confirmed ride `days` away
 * for the class of `car`: each test removes its own pair, and none is held by another test's ride.
 */
async function rosterAndRide(days: number, who: typeof DANA, car: typeof SEDAN) {
  const before = await readRoster()
  const kept = <T extends { id: string }>(list: readonly T[], same: (entry: T) => boolean) => {
    const found = list.find(same)
    return found ? { id: found.id } : {}
  }
  const chauffeurs = [...new Set([DANA, SAM, who])].map((one) => ({
    ...one,
    ...kept(before.roster.chauffeurs, (e) => e.email === one.email),
  }))
  const vehicles = [...new Set([SEDAN, SUV, car])].map((one) => ({ ...one, ...kept(before.roster.vehicles, (e) => e.plate === one.plate) }))
  const saved = await saveRoster({ generation: before.generation, roster: { chauffeurs, vehicles } })
  expect(saved.status).toBe(200)
  const { generation, roster } = saved.json as RosterAnswer
  const chauffeur = roster.chauffeurs.find((entry) => entry.email === who.email)!
  const vehicle = roster.vehicles.find((entry) => entry.plate === car.plate)!
  const date = dayFromToday(days)
  const ride = await loop.booked({ date, time: "2:30 PM", vehicle: car.vehicleClass })
  expect((await act(ride.dispatch, "confirm")).status).toBe(200)
  loop.smtp.mails.length = 0
  return { generation, roster, chauffeur, vehicle, ride, date }
}
const without = <T extends { id: string }>(list: readonly T[], gone: { id: string }): Sent<T>[] => list.filter(({ id }) => id !== gone.id)

it("the assignment lands between the save's check of rides ahead and its binding: the save puts the chauffeur back and names the ride; the rest of it is saved", async () => {
  const { generation, roster, chauffeur: dana, vehicle: sedan, ride, date } = await rosterAndRide(3, DANA, SEDAN)
  // The save has read the rides ahead (none) and is about to bind its generation when dispatch's assignment lands.
  let assigned: Reply | undefined
  loop.store.beforeBind = async (key) => {
    if (key !== `dispatch-roster-${generation + 1}`) return
    loop.store.beforeBind = undefined
    assigned = await act(ride.dispatch, "assign", { leg: "pickup", chauffeur: dana.id, vehicle: sedan.id })
  }
  // Dana removed and Sam renamed in one save.
  const chauffeurs = without(roster.chauffeurs, dana).map((entry) => (entry.email === SAM.email ? { ...entry, name: "Sam O." } : entry))
  const saved = await saveRoster({ generation, roster: { chauffeurs, vehicles: roster.vehicles } })
  expect(assigned?.status).toBe(200)

  expect(saved.status).toBe(409)
  const now = { chauffeurs: [dana, ...chauffeurs], vehicles: roster.vehicles }
  expect(saved.json).toEqual({
    error: ROSTER_MESSAGES.putBack,
    ridesAhead: [
      {
        list: "chauffeurs",
        id: dana.id,
        name: "Dana Rivera",
        message: expect.stringContaining(ride.reference),
        rides: [{ reference: ride.reference, leg: "pickup", date, time: "2:30 PM", pickupAt: expect.any(String) }],
      },
    ],
    generation: generation + 2,
    roster: now,
    savedBy: DISPATCH,
    savedAt: expect.any(String),
  })
  expect(await readRoster()).toMatchObject({ generation: generation + 2, roster: now })
  expect((await rowOf(ride.reference, date))?.chauffeur).toEqual({
    text: "Dana Rivera, Black Cadillac XTS, MP 1042",
    chauffeurId: dana.id,
    vehicleId: sedan.id,
    accepted: false,
  })
})

it("the assignment lands after the save: its row is flagged for reassignment, and the chauffeur's link and the customer's emails and page still work", async () => {
  const { generation, roster, chauffeur: lee, vehicle: suburban, ride, date } = await rosterAndRide(4, LEE, SUBURBAN)
  // The assignment has read the roster with Lee and the Suburban in it and is about to write its step when a save
  // without them lands whole: its check and its second look at the rides ahead both come before the step.
  const after = { chauffeurs: without(roster.chauffeurs, lee), vehicles: without(roster.vehicles, suburban) }
  let saved: Reply | undefined
  loop.store.beforeUpdate = async (name) => {
    if (name !== bookingRecordName(ride.reference)) return
    loop.store.beforeUpdate = undefined
    saved = await saveRoster({ generation, roster: after })
  }
  expect((await act(ride.dispatch, "assign", { leg: "pickup", chauffeur: lee.id, vehicle: suburban.id })).status).toBe(200)
  expect(saved?.status).toBe(200)
  expect((await readRoster()).roster).toEqual(after)

  expect((await rowOf(ride.reference, date))?.chauffeur).toEqual({
    text: "Lee Chen, Silver Chevrolet Suburban, MA 7731",
    chauffeurId: lee.id,
    vehicleId: suburban.id,
    accepted: false,
    offRoster: "Lee Chen and the Chevrolet Suburban (MA 7731) are no longer on the roster: assign this ride again.",
  })

  // Lee's link works as any chauffeur's: they accept, and the customer is told who comes, by email and on their page.
  const [mail] = loop.mailTo(LEE.email)
  const token = tokenOf(rideLinkIn(partText(mail, "text/plain") ?? ""))
  const sheet = (await loop.api.readBooking(token)).json as { ride: RideSheet }
  expect(sheet.ride).toMatchObject({ reference: ride.reference, chauffeur: "Lee Chen", actions: ["accept-ride", "decline-ride"] })
  expect((await act(token, "accept-ride", { revision: sheet.ride.revision })).status).toBe(200)
  expect(loop.subjectsTo(CUSTOMER)).toEqual([`Your chauffeur for ${ride.reference}: Lee Chen`])
  expect(viewOf(await loop.api.readBooking(ride.customer)).chauffeurs).toEqual([
    expect.objectContaining({ leg: "pickup", name: "Lee Chen", vehicle: "Silver Chevrolet Suburban", plate: "MA 7731" }),
  ])
  expect((await rowOf(ride.reference, date))?.chauffeur).toMatchObject({ accepted: true, offRoster: expect.any(String) })

  // Assigned again from the roster: Lee is told the ride is no longer theirs, and the flag goes.
  const sam = roster.chauffeurs.find((entry) => entry.email === SAM.email)!
  const suv = roster.vehicles.find((entry) => entry.plate === SUV.plate)!
  loop.smtp.mails.length = 0
  expect((await act(ride.dispatch, "assign", { leg: "pickup", chauffeur: sam.id, vehicle: suv.id })).status).toBe(200)
  expect(header(loop.mailTo(LEE.email)[0], "subject")).toMatch(new RegExp(`^Off ride ${ride.reference}: `))
  expect((await rowOf(ride.reference, date))?.chauffeur).toEqual({
    text: "Sam Okafor, Black Lincoln Navigator, NH 4410",
    chauffeurId: sam.id,
    vehicleId: suv.id,
    accepted: false,
  })
})

it("the put-back is itself overtaken by a save from a page that read the roster without the chauffeur: the chauffeur is put back over that save", async () => {
  const KIM = { name: "Kim Park", mobile: "(617) 555-0166", email: "kim@example.com", shareMobile: true }
  const VAN = { makeModel: "Mercedes Sprinter", colour: "White", plate: "MA 2205", vehicleClass: "luxury-suv" }
  const { generation, roster, chauffeur: kim, vehicle: suv, ride } = await rosterAndRide(5, KIM, SUV)
  const removed = { chauffeurs: without(roster.chauffeurs, kim), vehicles: roster.vehicles }
  const added = { ...removed, vehicles: [...removed.vehicles, VAN] }
  // Kim's assignment lands before the save binds; then, before the save can put Kim back, another tab that read the
  // roster the save bound (without Kim) adds a van.
  let assigned: Reply | undefined
  let other: Reply | undefined
  loop.store.beforeBind = async (key) => {
    if (key === `dispatch-roster-${generation + 1}`) {
      assigned = await act(ride.dispatch, "assign", { leg: "pickup", chauffeur: kim.id, vehicle: suv.id })
    } else if (key === `dispatch-roster-${generation + 2}` && !other) {
      loop.store.beforeBind = undefined
      other = await saveRoster({ generation: generation + 1, roster: added })
    }
  }
  const saved = await saveRoster({ generation, roster: removed })
  expect([assigned?.status, other?.status, saved.status]).toEqual([200, 200, 409])
  const now = await readRoster()
  expect(now.generation).toBe(generation + 3)
  expect(now.roster.chauffeurs.map(({ name }) => name)).toEqual(roster.chauffeurs.map(({ name }) => name))
  expect(now.roster.vehicles.map(({ plate }) => plate)).toEqual([...roster.vehicles.map(({ plate }) => plate), VAN.plate])
  expect(saved.json).toMatchObject({
    error: ROSTER_MESSAGES.putBack,
    ridesAhead: [{ id: kim.id }],
    generation: now.generation,
    roster: now.roster,
  })
})
