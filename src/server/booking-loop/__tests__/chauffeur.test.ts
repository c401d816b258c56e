/** @jest-environment node */
/**
 * The chauffeur, the loop's third party, over real HTTP with SMTP on loopback: dispatch assigns a leg → the
 * chauffeur's email and link (the leg alone: no fare, no customer email, no other party's link) → the chauffeur
 * accepts → the customer is told who comes (email, page, invite again); a ride given back is flagged and dispatch
 * told; a reassignment ends the first chauffeur's link and tells the customer who comes instead; a change accepted
 * and a cancellation reach the chauffeur.
 */
import type { DayViewAnswer } from "../../../booking-loop/day-view"
import { RIDE_MESSAGES, type RideSheet } from "../../../booking-loop/ride-sheet"
import type { BookingView } from "../../../booking-loop/view"
import { dayFromToday } from "../../test-support/forms"
import { CUSTOMER, DISPATCH, errorOf, loopWorld, SITE, tokenOf, viewOf } from "../../test-support/loop-world"
import { header, icsEvents, partText, unfoldIcs, type MimePart } from "../../test-support/mime"
import { request, TEST_LINK_SECRET } from "../../test-support/peers"
import { DANA, SAM, seedRoster } from "../../test-support/roster"
import { linkRolesIn } from "../tokens"
import { SESSION_COOKIE, sessionToken } from "../../dispatch/session"

const loop = loopWorld()

const act = (token: string, action: string, body: Record<string, unknown> = {}) =>
  loop.api.post("booking-actions", { token, action, ...body })
const rideOf = (reply: { json: unknown }) => (reply.json as { ride: RideSheet }).ride
const roster = () => seedRoster(loop.store, DISPATCH)
const session = () => `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, { email: DISPATCH, id: "e".repeat(32) }, new Date())}`
const readDay = async (day: string) =>
  (await request(`${loop.api.url("dispatch/day")}?from=${day}&days=1`, { method: "GET", headers: { Cookie: session() } }))
    .json as DayViewAnswer

/** The chauffeur's link in their email. */
const rideLinkIn = (mail: MimePart) => /https:\/\/\S+\/ride#t=[A-Za-z0-9_-]+/.exec(partText(mail, "text/plain") ?? "")?.[0] ?? ""

/** A confirmed airport ride for the Cadillac's class, `days` away (each test its own day, so no assignment overlaps another test's). */
async function confirmedRide(days: number) {
  const booked = await loop.booked({
    serviceType: "airport",
    vehicle: "executive-sedan",
    date: dayFromToday(days),
    time: "6:30 AM",
    pickupLocation: "Logan Airport, Terminal B",
    dropoffLocation: "12 Elm Street, Andover, MA",
    flightNumber: "B6 1234",
    phone: "6175550123",
  })
  expect((await act(booked.dispatch, "confirm")).status).toBe(200)
  // The customer's invite with their confirmation: every later one is the same event, sent again.
  const [confirmed] = loop.mailTo(CUSTOMER)
  const [invite] = icsEvents(partText(confirmed, "text/calendar") ?? "")
  loop.smtp.mails.length = 0
  return { ...booked, invite }
}

/** Dispatch assigns `who` and the Cadillac (or the roster's `car`) to the ride there: the chauffeur's link from their email. */
async function assign(dispatch: string, who: typeof DANA, note?: string, car = 0) {
  const { chauffeurs, vehicles } = await roster()
  const chauffeur = chauffeurs.find((entry) => entry.email === who.email)!.id
  const assigned = await act(dispatch, "assign", { leg: "pickup", chauffeur, vehicle: vehicles[car].id, ...(note ? { note } : {}) })
  expect(assigned.status).toBe(200)
  const mails = loop.mailTo(who.email)
  expect(mails).toHaveLength(1)
  return { mail: mails[0], token: tokenOf(rideLinkIn(mails[0])) }
}

it("assigned → the chauffeur's email and page hold the leg alone → accepted → the customer's email, page and invite say who comes", async () => {
  const booked = await confirmedRide(8)
  const { mail, token } = await assign(booked.dispatch, DANA, "Meet at the south end; the passenger walks with a cane.")
  expect(header(mail, "subject")).toMatch(new RegExp(`^New ride ${booked.reference}: the ride there on .* at 6:30 AM — Accept$`))
  expect(header(mail, "reply-to")).toContain(DISPATCH)
  const text = partText(mail, "text/plain") ?? ""
  expect(text).toContain("Dispatch has assigned you the ride there")
  expect(text).toContain("the Black Cadillac XTS (plate MP 1042)")
  expect(text).toContain("Meet at the south end; the passenger walks with a cane.")
  expect(text).toContain("Name on the sign: Maria Lopez")
  expect(text).toContain("Passenger's phone: (617) 555-0123")
  expect(text).toContain("Pickup location: Logan Airport, Terminal B")
  expect(text).toContain("Flight number: B6 1234")
  expect(loop.mailTo(CUSTOMER)).toEqual([])
  // Their day, from the same email: /chauffeur with the same token.
  expect(text).toContain(`Your day: ${SITE}/chauffeur#t=${token}`)

  const opened = await loop.api.readBooking(token)
  expect(opened.status).toBe(200)
  const sheet = rideOf(opened)
  expect(sheet).toMatchObject({
    reference: booked.reference,
    leg: "pickup",
    state: "confirmed",
    answer: "waiting",
    time: "6:30 AM",
    signName: "Maria Lopez",
    passengerPhone: { display: "(617) 555-0123", tel: "tel:+16175550123" },
    dispatchNote: "Meet at the south end; the passenger walks with a cane.",
    chauffeur: "Dana Rivera",
    vehicle: { makeModel: "Cadillac XTS", colour: "Black", plate: "MP 1042" },
    actions: ["accept-ride", "decline-ride"],
  })
  expect(JSON.stringify(opened.json)).not.toMatch(/\$|fare|estimate|maria\.lopez@|#t=/i)
  // A chauffeur's link acts for the chauffeur alone.
  expect((await act(token, "cancel", { terms: "full-refund" })).status).toBe(403)
  expect((await act(token, "assign", { leg: "pickup" })).status).toBe(403)

  const yes = await act(token, "accept-ride", { revision: sheet.revision })
  expect(yes.status).toBe(200)
  expect((yes.json as { message: string }).message).toBe(
    "Ride accepted. Dispatch has been told, and the customer is being emailed who is coming.",
  )
  expect(rideOf(yes)).toMatchObject({ answer: "accepted", actions: [] })
  expect(errorOf(await act(token, "accept-ride"))).toBe(RIDE_MESSAGES.accepted)

  const [told] = loop.mailTo(CUSTOMER)
  expect(header(told, "subject")).toBe(`Your chauffeur for ${booked.reference}: Dana Rivera`)
  const toldText = partText(told, "text/plain") ?? ""
  expect(toldText).toContain("Dana Rivera will drive you for the ride there")
  expect(toldText).toContain("Your car: Black Cadillac XTS, plate MP 1042.")
  expect(toldText).toContain(`Your chauffeur's mobile: ${DANA.mobile}.`)
  expect(toldText).toMatch(/Where to meet: Terminal B has a baggage claim at each end/)
  const invite = unfoldIcs(partText(told, "text/calendar") ?? "")
  const history = (await loop.recordOf(booked.reference))!.lifecycle!.history
  expect(invite).toContain(`SEQUENCE:${history.length - 1}`)
  // The same event as the invite sent with the confirmation, updated: its UID, a higher SEQUENCE.
  const [again] = icsEvents(partText(told, "text/calendar") ?? "")
  expect(again.UID).toBe(booked.invite.UID)
  expect(Number(again.SEQUENCE)).toBeGreaterThan(Number(booked.invite.SEQUENCE))
  expect(invite.join("\n")).toContain("Your chauffeur: Dana Rivera\\, Black Cadillac XTS\\, plate MP 1042\\; (978) 555-0142.")
  expect(loop.subjectsTo(DISPATCH)).toEqual([expect.stringMatching(new RegExp(`^Chauffeur accepted ${booked.reference}: Dana Rivera, `))])

  const page: BookingView = viewOf(await loop.api.readBooking(booked.customer))
  expect(page.chauffeurs).toEqual([
    {
      leg: "pickup",
      name: "Dana Rivera",
      phone: { display: DANA.mobile, tel: "tel:+19785550142", whose: "chauffeur" },
      vehicle: "Black Cadillac XTS",
      plate: "MP 1042",
      meetingPoint: expect.stringMatching(/^Terminal B has a baggage claim/),
    },
  ])
  const day = await readDay(page.request.date)
  expect(day.rides.find((ride) => ride.reference === booked.reference)?.chauffeur).toMatchObject({ accepted: true })
})

it("given back with a reason → flagged again, dispatch told in an email no reply carries to the customer; the link then ends", async () => {
  const booked = await confirmedRide(9)
  const { token } = await assign(booked.dispatch, DANA)
  const sheet = rideOf(await loop.api.readBooking(token))
  const missing = await act(token, "decline-ride", { revision: sheet.revision })
  expect(missing.status).toBe(422)
  expect(missing.json).toEqual({ errors: { note: RIDE_MESSAGES.declineReason } })
  const back = await act(token, "decline-ride", { revision: sheet.revision, note: "My car is in the shop that morning." })
  expect(back.status).toBe(200)
  const [told] = loop.mailTo(DISPATCH)
  expect(header(told, "subject")).toMatch(new RegExp(`^Ride given back: ${booked.reference}, .* needs a chauffeur$`))
  expect(header(told, "reply-to")).toBeUndefined()
  expect(partText(told, "text/plain")).toContain("My car is in the shop that morning.")
  expect(loop.mailTo(CUSTOMER)).toEqual([])
  const day = await readDay(viewOf(await loop.api.readBooking(booked.dispatch)).request.date)
  expect(day.rides.find((ride) => ride.reference === booked.reference)).toMatchObject({ chauffeur: null, needsChauffeur: true })
  const after = await loop.api.readBooking(token)
  expect([after.status, errorOf(after)]).toEqual([403, RIDE_MESSAGES.ended])
})

/** What the customer's /booking page says of who comes: each leg's chauffeur who accepted, and each leg whose chauffeur is changing. */
const customerPage = async (booked: { customer: string }) => {
  const page = viewOf(await loop.api.readBooking(booked.customer))
  return { comes: page.chauffeurs.map((who) => who.name), changing: page.chauffeursChanging, fare: page.fare }
}

/** The customer's email that their chauffeur (or car) is changing: told at once, with their invite again, their links, fare and terms as they were. */
function expectToldItChanges(booked: Awaited<ReturnType<typeof confirmedRide>>, what: "chauffeur" | "car", words: string) {
  const mails = loop.mailTo(CUSTOMER)
  expect(mails.map((mail) => header(mail, "subject"))).toEqual([`Your ${what} for ${booked.reference} is changing`])
  const text = partText(mails[0], "text/plain") ?? ""
  expect(text).toContain(words)
  expect(text).toContain("Your booking, your fare and your terms are unchanged.")
  expect(linkRolesIn(text)).toEqual([])
  // The invite again, the same event at a higher SEQUENCE, naming no chauffeur now.
  const [invite] = icsEvents(partText(mails[0], "text/calendar") ?? "")
  expect([invite.UID, Number(invite.SEQUENCE) > Number(booked.invite.SEQUENCE)]).toEqual([booked.invite.UID, true])
  expect(invite.DESCRIPTION).not.toContain("Your chauffeur:")
}

it("accepted → reassigned: the first chauffeur is told and their link ends, the customer is told at once it is changing (their page too) → the new one accepts → the customer hears who now comes instead", async () => {
  const booked = await confirmedRide(10)
  const first = await assign(booked.dispatch, DANA)
  expect((await act(first.token, "accept-ride")).status).toBe(200)
  const fare = (await customerPage(booked)).fare
  loop.smtp.mails.length = 0
  const second = await assign(booked.dispatch, SAM)
  const [off] = loop.mailTo(DANA.email)
  expect(header(off, "subject")).toMatch(new RegExp(`^Off ride ${booked.reference}: the ride there on `))
  expect(partText(off, "text/plain")).toContain("your link to it no longer opens it")
  expect(rideLinkIn(off)).toBe("")
  const ended = await loop.api.readBooking(first.token)
  expect([ended.status, errorOf(ended)]).toEqual([403, RIDE_MESSAGES.ended])
  // The customer waiting for Dana hears at once that she no longer comes; their page says a new chauffeur is being arranged.
  expectToldItChanges(booked, "chauffeur", "Dana Rivera will no longer drive you for the ride there on")
  expect(await customerPage(booked)).toEqual({ comes: [], changing: [{ leg: "pickup", was: "Dana Rivera", carOnly: false }], fare })

  loop.smtp.mails.length = 0
  expect((await act(second.token, "accept-ride")).status).toBe(200)
  const [told] = loop.mailTo(CUSTOMER)
  expect(header(told, "subject")).toBe(`Your chauffeur for ${booked.reference}: Sam Okafor`)
  const text = partText(told, "text/plain") ?? ""
  expect(text).toContain("Sam Okafor will drive you for the ride there on")
  expect(text).toContain("Sam Okafor now comes instead of Dana Rivera.")
  // Sam's mobile is not shared: the customer is given dispatch's number.
  expect(text).toMatch(/To reach your chauffeur on the day, call dispatch at \(\d{3}\) \d{3}-\d{4}/)
  expect(text).not.toContain(SAM.mobile)
  const [invite] = icsEvents(partText(told, "text/calendar") ?? "")
  expect([invite.UID, invite.DESCRIPTION]).toEqual([booked.invite.UID, expect.stringContaining("Your chauffeur: Sam Okafor")])
  expect(await customerPage(booked)).toEqual({ comes: ["Sam Okafor"], changing: [], fare })
  // The customer's link still opens their booking: their links did not change.
  expect((await loop.api.readBooking(booked.customer)).status).toBe(200)
})

it("accepted → reassigned → the new chauffeur gives it back: the customer, told at once, is not told again, and their page still says a new one is being arranged", async () => {
  const booked = await confirmedRide(13)
  const first = await assign(booked.dispatch, DANA)
  expect((await act(first.token, "accept-ride")).status).toBe(200)
  loop.smtp.mails.length = 0
  const second = await assign(booked.dispatch, SAM)
  expectToldItChanges(booked, "chauffeur", "Dana Rivera will no longer drive you")
  loop.smtp.mails.length = 0
  expect((await act(second.token, "decline-ride", { note: "I am at the dentist that morning." })).status).toBe(200)
  expect(loop.subjectsTo(CUSTOMER)).toEqual([])
  expect(await customerPage(booked)).toMatchObject({ comes: [], changing: [{ leg: "pickup", was: "Dana Rivera", carOnly: false }] })
})

it("accepted → the same chauffeur assigned in another car: the customer is told the car is changing, then which car once she accepts it", async () => {
  const booked = await confirmedRide(14)
  const first = await assign(booked.dispatch, DANA)
  expect((await act(first.token, "accept-ride")).status).toBe(200)
  loop.smtp.mails.length = 0
  const again = await assign(booked.dispatch, DANA, undefined, 1)
  expect(loop.subjectsTo(DANA.email)).toEqual([expect.stringMatching(new RegExp(`^New ride ${booked.reference}: `))])
  expectToldItChanges(booked, "car", "Dana Rivera still drives you for the ride there on")
  expect(await customerPage(booked)).toMatchObject({ comes: [], changing: [{ leg: "pickup", was: "Dana Rivera", carOnly: true }] })
  loop.smtp.mails.length = 0
  expect((await act(again.token, "accept-ride")).status).toBe(200)
  const [told] = loop.mailTo(CUSTOMER)
  const text = partText(told, "text/plain") ?? ""
  expect(text).toContain("Your car: Black Lincoln Navigator, plate NH 4410.")
  expect(text).not.toContain("instead of")
  expect(await customerPage(booked)).toMatchObject({ comes: ["Dana Rivera"], changing: [] })
})

it("accepted → taken off with nobody in their place: the customer is told at once it is changing, and their page says so; a chauffeur taken off before accepting tells the customer nothing", async () => {
  const booked = await confirmedRide(12)
  const { token } = await assign(booked.dispatch, DANA)
  expect((await act(token, "accept-ride")).status).toBe(200)
  loop.smtp.mails.length = 0
  expect((await act(booked.dispatch, "unassign", { leg: "pickup" })).status).toBe(200)
  expectToldItChanges(booked, "chauffeur", "Dana Rivera will no longer drive you for the ride there on")
  expect(await customerPage(booked)).toMatchObject({ comes: [], changing: [{ leg: "pickup", was: "Dana Rivera", carOnly: false }] })
  // Never told who comes, never told it changes: a chauffeur taken off before accepting (the customer heard of Dana's going already).
  const later = await assign(booked.dispatch, SAM)
  expect(later.token).not.toBe("")
  loop.smtp.mails.length = 0
  expect((await act(booked.dispatch, "unassign", { leg: "pickup" })).status).toBe(200)
  expect(loop.mailTo(CUSTOMER)).toEqual([])
  expect((await customerPage(booked)).changing).toEqual([{ leg: "pickup", was: "Dana Rivera", carOnly: false }])
})

it("a change dispatch accepts and a cancellation reach the chauffeur on the ride, never with a price", async () => {
  const booked = await confirmedRide(11)
  const { token } = await assign(booked.dispatch, DANA)
  expect((await act(token, "accept-ride")).status).toBe(200)
  const asked = await act(booked.customer, "request-change", { changes: { time: "8:30 AM", flightNumber: "DL 2210" } })
  expect(asked.status).toBe(200)
  const change = viewOf(asked).change!.step
  loop.smtp.mails.length = 0
  expect((await act(booked.dispatch, "accept-change", { change })).status).toBe(200)
  const [moved] = loop.mailTo(DANA.email)
  expect(header(moved, "subject")).toMatch(new RegExp(`^Changed: ride ${booked.reference}, now the ride there on .* at 8:30 AM$`))
  const text = partText(moved, "text/plain") ?? ""
  expect(text).toContain("Pickup time: 6:30 AM → 8:30 AM")
  expect(text).toContain("Flight number: B6 1234 → DL 2210")
  expect(tokenOf(rideLinkIn(moved))).toBe(token)
  expect(rideOf(await loop.api.readBooking(token))).toMatchObject({ time: "8:30 AM", answer: "accepted" })

  loop.smtp.mails.length = 0
  const policy = viewOf(await loop.api.readBooking(booked.customer)).policy
  expect((await act(booked.customer, "cancel", { terms: policy?.kind, fee: policy?.fee })).status).toBe(200)
  const [cancelled] = loop.mailTo(DANA.email)
  expect(header(cancelled, "subject")).toMatch(new RegExp(`^Cancelled: ride ${booked.reference}, the ride there on `))
  expect(rideOf(await loop.api.readBooking(token))).toMatchObject({ state: "cancelled", actions: [] })
})

// Last in the file: the world checked every email the tests above sent a chauffeur (no price, no customer's email, no
// customer or dispatch link: test-support/chauffeur-text.ts), each kind of them among those.
it("every kind of email to a chauffeur was checked for what a chauffeur must never be sent", () => {
  const kinds = ["New ride", "Off ride", "Changed", "Cancelled"]
  expect(kinds.filter((kind) => !loop.chauffeurMailsChecked.some((subject) => subject.startsWith(kind)))).toEqual([])
})
