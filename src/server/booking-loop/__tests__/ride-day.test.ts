/** @jest-environment node */
/**
 * The ride's day over real HTTP with SMTP on loopback (docs/CHAUFFEURS.md, "On the day"): the chauffeur taps
 * through the statuses and the customer is emailed at on the way and on location; dispatch's day view flags a ride
 * nobody set out for once its pickup is ON_THE_WAY_BY_MS away (read with the process's date moved, the clock the
 * server reads). A no-show is neither offered on the chauffeur's page nor taken before the free waiting is over, and
 * both after it, for an address (15 minutes), a domestic landing (30) and an international one (60), counted from
 * the later of the pickup time and the wait's start; dispatch refuses it (the chauffeur waits on) or confirms it
 * (the customer is told the fee in dollars). Dispatch records an airport pickup's landing from its day view's row
 * (the view's own link beside the session's cookie), and the free waiting counts from it; refused at an address, in
 * the future, once the passenger is on board and by the customer's link. A ride done closes with its statement: the
 * waiting in 15-minute steps from the right start, tolls and parking, the gratuity chosen, the total; sent once by
 * two instances of the API over one record store, asked at once or again after an answer lost mid-send, corrected
 * by a numbered statement, and its PDF, read back with pdf.js, says what the email says.
 */
import { GRATUITY_MESSAGES } from "../../../booking-loop/gratuity"
import type { BookingRecord, LoopStep } from "../../../booking-loop/model"
import { endOfDay, legPickup } from "../../../booking-loop/pickup"
import type { DayRide, DayViewAnswer } from "../../../booking-loop/day-view"
import { ON_THE_WAY_BY_MS, PROGRESS_MESSAGES } from "../../../booking-loop/ride-progress"
import { CLOSE_MESSAGES } from "../../../booking-loop/close-out"
import type { RideSheet } from "../../../booking-loop/ride-sheet"
import { bostonClock, pickupIn, pickupWasAgo, stepWasEarlier } from "../../test-support/bookings"
import { CUSTOMER, DISPATCH, errorOf, loopWorld, tokenOf, viewOf } from "../../test-support/loop-world"
import { header, partText, type MimePart } from "../../test-support/mime"
import { request, TEST_LINK_SECRET, type ApiPeer } from "../../test-support/peers"
import { DANA, seedRoster } from "../../test-support/roster"
import { SESSION_COOKIE, sessionToken } from "../../dispatch/session"
import { readStatementMail } from "../../test-support/statement-mail"
import { until } from "../../test-support/until"

const loop = loopWorld()

/** An action of a link, at one instance of the API (the loop's own unless told). */
const actAt = (api: ApiPeer, token: string, action: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  api.post("booking-actions", { token, action, ...body }, { headers })
const act = (token: string, action: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  actAt(loop.api, token, action, body, headers)
const MINUTE = 60_000
/** Moves the date of the whole process (the server's included) to `now`, from where it goes on; sockets and timers run as ever. */
const dateFrom = (now: number) =>
  jest.useFakeTimers({
    now,
    advanceTimers: true,
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  })
/** Logan, where an airport pickup's free waiting counts from the landing. */
const FROM_LOGAN = { pickupLocation: "Logan International Airport, Terminal B", dropoffLocation: "12 Elm Street, Andover, MA" }

const textOf = (mail: MimePart) => partText(mail, "text/plain") ?? ""
const only = (mails: MimePart[]): MimePart => {
  expect(mails).toHaveLength(1)
  return mails[0]
}

async function recordOf(reference: string) {
  const record = await loop.recordOf(reference)
  if (!record?.lifecycle) throw new Error(`No booking ${reference}`)
  return { booking: record.data as BookingRecord, history: record.lifecycle.history }
}

/** The booked pickup instant of the ride there. */
const pickupOf = async (reference: string): Promise<Date> => legPickup((await recordOf(reference)).booking, "pickup")!

/** Sets the time of the booking's latest `step` to `at`. */
async function stepAt(reference: string, step: LoopStep, at: Date): Promise<void> {
  const event = (await recordOf(reference)).history.filter((entry) => entry.step === step).at(-1)!
  await stepWasEarlier(loop.store, reference, step, (new Date(event.at).getTime() - at.getTime()) / MINUTE)
}

/**
 * A confirmed ride (the Navigator's class, pickup within the hour unless told) with Dana and the Navigator assigned to
 * the ride there, accepted unless told not: its links, its agreed fare and Dana's ride token from her email.
 */
async function rideWithDana(overrides: Record<string, unknown> = {}, { accept = true } = {}) {
  const booked = await loop.booked({ ...pickupIn(1), ...overrides })
  const confirmed = await act(booked.dispatch, "confirm")
  expect(confirmed.status).toBe(200)
  const { chauffeurs, vehicles } = await seedRoster(loop.store, DISPATCH)
  const chauffeur = chauffeurs.find((entry) => entry.email === DANA.email)!.id
  const vehicle = vehicles.find((entry) => entry.vehicleClass === "luxury-suv")!.id
  expect((await act(booked.dispatch, "assign", { leg: "pickup", chauffeur, vehicle, despite: true })).status).toBe(200)
  const link = /https:\/\/\S+\/ride#t=[A-Za-z0-9_-]+/.exec(textOf(loop.mailTo(DANA.email).at(-1)!))?.[0] ?? ""
  const ride = tokenOf(link)
  if (accept) expect((await act(ride, "accept-ride")).status).toBe(200)
  loop.smtp.mails.length = 0
  return { ...booked, ride, fare: viewOf(confirmed).fare as number }
}

/** The chauffeur's tap of a status, answered 200. */
async function tap(ride: string, status: string) {
  const reply = await act(ride, "ride-status", { status })
  expect([status, reply.status, reply.status === 200 ? "" : errorOf(reply)]).toEqual([status, 200, ""])
}

/** Rides on `day` and the next as dispatch's day view reads them, with a live session (its link's rides are one's own). */
async function dayView(day: string): Promise<DayViewAnswer["rides"]> {
  const session = `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, { email: DISPATCH, id: "d".repeat(32) }, new Date())}`
  const reply = await request(`${loop.api.url("dispatch/day")}?from=${day}&days=2`, { method: "GET", headers: { Cookie: session } })
  expect(reply.status).toBe(200)
  return (reply.json as DayViewAnswer).rides
}

const refusedWith = async (reply: Promise<{ status: number; json: unknown }>, error: string) => {
  const answer = await reply
  expect([answer.status, errorOf(answer)]).toEqual([409, error])
}

/** Whether the chauffeur's page offers "Report a no-show": its link's view, as the server answers it now. */
const noShowOffered = async (ride: string): Promise<boolean> =>
  ((await loop.api.readBooking(ride)).json as { ride: RideSheet }).ride.actions.includes("report-no-show")

/** Before the free waiting is over: the page offers no no-show, and one asked all the same is refused in words. */
async function noShowNotYet(ride: string) {
  expect(await noShowOffered(ride)).toBe(false)
  await refusedWith(act(ride, "report-no-show"), PROGRESS_MESSAGES.noShowEarly)
}

/** Once the free waiting is over: the page offers the no-show, and reporting it is taken. */
async function noShowReported(ride: string) {
  expect(await noShowOffered(ride)).toBe(true)
  expect((await act(ride, "report-no-show")).status).toBe(200)
  expect(await noShowOffered(ride)).toBe(false)
}

it("each status and its emails: on the way (who, which car, the plate), on location (where, and until when waiting is free); taps before the accept, too early or out of order are refused", async () => {
  const booked = await rideWithDana({ ...pickupIn(5) }, { accept: false })
  await refusedWith(act(booked.ride, "ride-status", { status: "on-the-way" }), PROGRESS_MESSAGES.notAccepted)
  expect((await act(booked.ride, "accept-ride")).status).toBe(200)
  // Between 4½ and 5 hours before the pickup: too early to set out.
  await refusedWith(act(booked.ride, "ride-status", { status: "on-the-way" }), PROGRESS_MESSAGES.tooEarly)
  expect((await act(booked.ride, "ride-status", { status: "arrived" })).status).toBe(422)
  await pickupWasAgo(loop.store, booked.reference, -1) // the pickup now within the hour ahead
  loop.smtp.mails.length = 0

  await tap(booked.ride, "on-the-way")
  const way = only(loop.mailTo(CUSTOMER))
  expect(header(way, "subject")).toBe(`Your chauffeur is on the way: ${booked.reference}`)
  expect(textOf(way)).toContain("Dana Rivera has set out for your ride on")
  expect(textOf(way)).toContain(`Dana Rivera, Black Lincoln Navigator, plate NH 4410; their mobile: ${DANA.mobile}`)
  await refusedWith(act(booked.ride, "ride-status", { status: "on-the-way" }), PROGRESS_MESSAGES.backwards)

  loop.smtp.mails.length = 0
  await tap(booked.ride, "on-location")
  const here = only(loop.mailTo(CUSTOMER))
  expect(header(here, "subject")).toBe(`Your chauffeur is here: ${booked.reference}`)
  const hereText = textOf(here)
  expect(hereText).toContain("Dana Rivera is waiting for your ride on")
  expect(hereText).toMatch(/Where: .+/)
  // On location before the pickup: the free 15 minutes count from the booked time, at the Navigator's $115 an hour.
  const freeUntil = new Date((await pickupOf(booked.reference)).getTime() + 15 * MINUTE)
  expect(hereText).toContain(`Waiting is free until ${bostonClock(freeUntil)}; after that it is charged at $28.75 per 15 minutes.`)
  await refusedWith(act(booked.ride, "ride-status", { status: "on-the-way" }), PROGRESS_MESSAGES.backwards)
  await refusedWith(act(booked.ride, "finish-ride"), PROGRESS_MESSAGES.notOnBoard)
  const page = viewOf(await loop.api.readBooking(booked.customer))
  expect(page.ride).toEqual([expect.objectContaining({ leg: "pickup", statusLabel: "On location", freeUntil: freeUntil.toISOString() })])
})

it("dispatch's day view flags a ride whose chauffeur has not set out once its pickup is ON_THE_WAY_BY_MS away, until its day is over, as the server reads its clock and the history", async () => {
  // Three accepted rides, set hours ahead: two at one time (one chauffeur will set out), one half an hour after.
  const hours = Math.ceil(ON_THE_WAY_BY_MS / (60 * MINUTE)) + 2
  const idle = await rideWithDana(pickupIn(hours))
  const setOut = await rideWithDana(pickupIn(hours))
  const after = await rideWithDana(pickupIn(hours + 0.5))
  const pickup = (await pickupOf(idle.reference)).getTime()
  expect((await pickupOf(after.reference)).getTime() - pickup).toBe(30 * MINUTE)
  const { date } = (await recordOf(idle.reference)).booking
  /** Each ride's leg as the day view returns it, read with the server's clock (the whole process's) at `at`. */
  const legsAt = async (at: number) => {
    jest.setSystemTime(at)
    const rides = await dayView(date)
    return [idle, setOut, after].map(({ reference }) => {
      const ride = rides.find((entry) => entry.reference === reference)
      return ride && { leg: ride.leg, status: ride.day?.status, statusLabel: ride.day?.statusLabel, late: ride.day?.late }
    })
  }
  const waiting = { leg: "pickup", status: null, statusLabel: "Not set out yet", late: false }
  const onTheWay = { leg: "pickup", status: "on-the-way", statusLabel: "On the way", late: false }
  dateFrom(pickup - ON_THE_WAY_BY_MS - 5 * MINUTE)
  try {
    await tap(setOut.ride, "on-the-way")
    // 50 minutes before the pickup (the flag's 45 and 5), nobody is late; 40 minutes before, the one not on the way is.
    expect(await legsAt(pickup - ON_THE_WAY_BY_MS - 5 * MINUTE)).toEqual([waiting, onTheWay, waiting])
    expect(await legsAt(pickup - ON_THE_WAY_BY_MS + 5 * MINUTE)).toEqual([{ ...waiting, late: true }, onTheWay, waiting])
    // Past the pickup, still late; once the rides' day is over, a ride nobody set out for is flagged no more.
    expect(await legsAt(pickup + 5 * MINUTE)).toEqual([{ ...waiting, late: true }, onTheWay, { ...waiting, late: true }])
    const { date: lastDay } = (await recordOf(after.reference)).booking
    expect(await legsAt(endOfDay(lastDay).getTime() + MINUTE)).toEqual([waiting, onTheWay, waiting])
  } finally {
    jest.useRealTimers()
  }
})

it("no-show at an address: refused before the free 15 minutes (an early chauffeur starts no clock), reported after; dispatch refuses (the chauffeur waits on), then confirms (the customer is told the fee in dollars)", async () => {
  const booked = await rideWithDana()
  await tap(booked.ride, "on-the-way")
  expect(await noShowOffered(booked.ride)).toBe(false)
  await tap(booked.ride, "on-location")
  // On location 40 minutes ago, the pickup still ahead: the clock starts at the booked time, not at the chauffeur's arrival.
  await stepWasEarlier(loop.store, booked.reference, "ride-on-location", 40)
  await noShowNotYet(booked.ride)
  // The pickup an hour ago, the chauffeur there since after it: 14 minutes on location is not enough, 16 is.
  await pickupWasAgo(loop.store, booked.reference, 1)
  await stepAt(booked.reference, "ride-on-location", new Date(Date.now() - 14 * MINUTE))
  await noShowNotYet(booked.ride)
  await stepAt(booked.reference, "ride-on-location", new Date(Date.now() - 16 * MINUTE))
  loop.smtp.mails.length = 0
  await noShowReported(booked.ride)
  expect(loop.subjectsTo(DISPATCH)).toEqual([`No-show reported on ${booked.reference}: answer it`])
  await refusedWith(act(booked.ride, "report-no-show"), PROGRESS_MESSAGES.noShowAsked)

  loop.smtp.mails.length = 0
  expect((await act(booked.dispatch, "refuse-no-show", { note: "The passenger called: five minutes." })).status).toBe(200)
  const waitOn = only(loop.mailTo(DANA.email))
  expect(header(waitOn, "subject")).toBe(`Please wait on: ${booked.reference}`)
  expect(textOf(waitOn)).toContain("The passenger called: five minutes.")
  expect(loop.mailTo(CUSTOMER)).toEqual([])

  // Refused, the chauffeur waits on: the page offers the no-show again.
  await noShowReported(booked.ride)
  loop.smtp.mails.length = 0
  expect((await act(booked.dispatch, "approve-no-show")).status).toBe(200)
  const missed = only(loop.mailTo(CUSTOMER))
  expect(header(missed, "subject")).toBe(`Missed pickup: ${booked.reference}`)
  expect(textOf(missed)).toContain(`Under our terms a no-show is charged the full trip price: $${booked.fare}.`)
  expect(header(only(loop.mailTo(DANA.email)), "subject")).toBe(`No-show confirmed: ${booked.reference}`)
  await refusedWith(act(booked.ride, "ride-status", { status: "on-board" }), PROGRESS_MESSAGES.finished)
  expect(await noShowOffered(booked.ride)).toBe(false)
})

it.each([
  ["domestic", 30],
  ["international", 60],
] as const)(
  "no-show after a %s landing: refused before %i free minutes from the landing (an early landing starts no clock), confirmed after",
  async (kind, free) => {
    const booked = await rideWithDana(FROM_LOGAN)
    await tap(booked.ride, "on-location")
    const here = textOf(only(loop.mailTo(CUSTOMER)))
    expect(here).toContain("Waiting is free for 30 minutes after a domestic landing and 60 after an international one")
    const landed = (minutesAgo: number) =>
      act(booked.ride, "record-landing", { landedAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString(), kind })
    // Landed long before the pickup, which is still ahead: the free time counts from the booked time.
    await noShowNotYet(booked.ride) // on location, no landing recorded: no clock has started
    expect((await landed(free + 10)).status).toBe(200)
    await noShowNotYet(booked.ride)
    // The pickup two hours ago, the chauffeur there since; the flight late: the free time counts from the landing.
    await pickupWasAgo(loop.store, booked.reference, 2)
    await stepAt(booked.reference, "ride-on-location", await pickupOf(booked.reference))
    expect((await landed(free - 1)).status).toBe(200)
    await noShowNotYet(booked.ride)
    expect((await landed(free + 1)).status).toBe(200)
    await noShowReported(booked.ride)
    loop.smtp.mails.length = 0
    expect((await act(booked.dispatch, "approve-no-show")).status).toBe(200)
    expect(textOf(only(loop.mailTo(CUSTOMER)))).toContain(`a no-show is charged the full trip price: $${booked.fare}.`)
  },
)

describe("dispatch records the landing from its day view", () => {
  const session = { Cookie: `${SESSION_COOKIE}=${sessionToken(TEST_LINK_SECRET, { email: DISPATCH, id: "d".repeat(32) }, new Date())}` }
  /** The ride's row in dispatch's day view, read as the page reads it, with the session's cookie. */
  const rowOf = async (reference: string): Promise<DayRide> => {
    const { date } = (await recordOf(reference)).booking
    const day = await request(`${loop.api.url("dispatch/day")}?from=${date}&days=1`, { method: "GET", headers: session })
    return (day.json as DayViewAnswer).rides.find((ride) => ride.reference === reference)!
  }
  /** What the row's form sends: `record-landing` through the row's own link, beside the session's cookie. */
  const recordFromRow = async (row: DayRide, body: Record<string, unknown>) =>
    act(tokenOf(row.link), "record-landing", { leg: row.leg, ...body }, session)

  it("at an airport pickup: the free waiting counts from the landing dispatch records, which the row, the customer's page and a no-show follow", async () => {
    const booked = await rideWithDana(FROM_LOGAN)
    await tap(booked.ride, "on-the-way")
    await tap(booked.ride, "on-location")
    // The pickup two hours ago, the chauffeur there since; the flight late.
    await pickupWasAgo(loop.store, booked.reference, 2)
    await stepAt(booked.reference, "ride-on-location", await pickupOf(booked.reference))
    const before = await rowOf(booked.reference)
    expect(before.day).toMatchObject({ status: "on-location", landing: null, landingOpen: true, freeUntil: null })

    // A landing in the future, or without its kind of flight: named beside the field; nothing recorded.
    const future = await recordFromRow(before, { landedAt: new Date(Date.now() + 10 * MINUTE).toISOString(), kind: "domestic" })
    expect([future.status, future.json]).toEqual([422, { errors: { landedAt: PROGRESS_MESSAGES.landingFuture } }])
    const kindless = await recordFromRow(before, { landedAt: new Date().toISOString() })
    expect([kindless.status, kindless.json]).toEqual([422, { errors: { kind: PROGRESS_MESSAGES.landingKind } }])
    // The customer's link may not record it.
    expect((await act(booked.customer, "record-landing", { landedAt: new Date().toISOString(), kind: "domestic" })).status).toBe(403)
    expect((await recordOf(booked.reference)).history.some((entry) => entry.step === "flight-landed")).toBe(false)

    // Landed 20 minutes ago, an international flight: free for 60 minutes from the landing.
    loop.smtp.mails.length = 0
    const landedAt = new Date(Math.floor(Date.now() / MINUTE) * MINUTE - 20 * MINUTE)
    const recorded = await recordFromRow(before, { landedAt: landedAt.toISOString(), kind: "international" })
    expect([recorded.status, (recorded.json as { message: string }).message]).toEqual([200, "Landing recorded."])
    expect(viewOf(recorded).history.at(-1)?.title).toBe("Flight landed for the ride by you")
    expect((await recordOf(booked.reference)).history.at(-1)).toMatchObject({
      step: "flight-landed",
      by: "dispatch",
      leg: "pickup",
      landing: { at: landedAt.toISOString(), kind: "international" },
    })
    const freeUntil = new Date(landedAt.getTime() + 60 * MINUTE).toISOString()
    expect((await rowOf(booked.reference)).day).toMatchObject({
      landing: { at: landedAt.toISOString(), kind: "international" },
      landingOpen: true,
      freeUntil,
    })
    expect(viewOf(await loop.api.readBooking(booked.customer)).ride).toEqual([expect.objectContaining({ freeUntil })])
    // The chauffeur, there two hours, may not report a no-show: the free hour counts from the landing.
    await refusedWith(act(booked.ride, "report-no-show"), PROGRESS_MESSAGES.noShowEarly)
    // Nobody is emailed a landing.
    expect(loop.smtp.mails).toEqual([])

    // Corrected: landed 70 minutes ago, so the free hour is over and the no-show may be reported.
    const earlier = new Date(landedAt.getTime() - 50 * MINUTE)
    expect((await recordFromRow(before, { landedAt: earlier.toISOString(), kind: "international" })).status).toBe(200)
    expect((await rowOf(booked.reference)).day?.freeUntil).toBe(new Date(earlier.getTime() + 60 * MINUTE).toISOString())
    expect((await act(booked.ride, "report-no-show")).status).toBe(200)
  })

  it("refused at an address, and once the passenger is on board; the row offers it only while it may be recorded", async () => {
    const atAddress = await rideWithDana()
    await tap(atAddress.ride, "on-location")
    const row = await rowOf(atAddress.reference)
    expect(row.day).toMatchObject({ landing: null, landingOpen: false })
    await refusedWith(recordFromRow(row, { landedAt: new Date().toISOString(), kind: "domestic" }), PROGRESS_MESSAGES.notAirport)

    const boarded = await rideWithDana(FROM_LOGAN)
    await tap(boarded.ride, "on-location")
    await tap(boarded.ride, "on-board")
    const aboard = await rowOf(boarded.reference)
    expect(aboard.day).toMatchObject({ landing: null, landingOpen: false })
    await refusedWith(recordFromRow(aboard, { landedAt: new Date().toISOString(), kind: "domestic" }), PROGRESS_MESSAGES.landedAlready)
  })
})

it("a chauffeur late to the airport: the free time counts from their arrival, so no no-show and no waiting for time nobody waited", async () => {
  const booked = await rideWithDana(FROM_LOGAN)
  await tap(booked.ride, "on-location")
  await pickupWasAgo(loop.store, booked.reference, 2)
  const landedAt = new Date(Date.now() - 60 * MINUTE)
  expect((await act(booked.ride, "record-landing", { landedAt: landedAt.toISOString(), kind: "domestic" })).status).toBe(200)
  // Landed an hour ago, the chauffeur there only 40 minutes after it: the 30 free minutes count from their arrival, 20 minutes ago.
  await stepAt(booked.reference, "ride-on-location", new Date(Date.now() - 20 * MINUTE))
  await noShowNotYet(booked.ride)
  // There 20 minutes after the landing, 40 before the passenger boards: 30 free from the arrival, 10 charged (one step);
  // counted from the landing, the 30 minutes after the landing's free time would have been charged (two steps).
  const arrived = new Date(Date.now() - 40 * MINUTE)
  await stepAt(booked.reference, "ride-on-location", arrived)
  await tap(booked.ride, "on-board")
  expect((await act(booked.ride, "finish-ride")).status).toBe(200)
  const sent = await act(booked.dispatch, "send-statement")
  expect(sent.status).toBe(200)
  const onBoard = new Date((await recordOf(booked.reference)).history.find((entry) => entry.step === "ride-on-board")!.at)
  const freeUntil = new Date(Math.ceil(arrived.getTime() / MINUTE) * MINUTE + 30 * MINUTE)
  expect(viewOf(sent).statement!.lines.find((line) => line.kind === "waiting")).toEqual({
    kind: "waiting",
    label: "Waiting, ride there",
    detail: `${bostonClock(freeUntil)} to ${bostonClock(onBoard)}, 1 × $28.75`,
    dollars: 28.75,
  })
})

/** Holds the next two writes to the store until both have come: two requests that read the same record write at one moment. */
function writesMeet() {
  let come = 0
  let meet = () => undefined as void
  const met = new Promise<void>((resolve) => (meet = resolve))
  loop.store.beforeUpdate = async () => {
    come += 1
    if (come === 2) {
      loop.store.beforeUpdate = undefined
      meet()
    }
    await met
  }
}

/** The statements the webhook heard sent. */
const statementsPosted = () =>
  loop.webhook.calls
    .map((call) => JSON.parse(call.body))
    .filter((body) => body.change === "statement-sent")
    .map((body) => body.event.statement)

/** The redelivery sweeps of the loop's instance and `other` at once, an hour from now (any lease taken now has run out). */
async function sweepBoth(other: ApiPeer) {
  const later = new Date(Date.now() + 60 * MINUTE)
  await Promise.all([loop.api.redeliver(later), other.redeliver(later)])
}

it("closed with its statement: waiting in 15-minute steps from the right start, a toll and parking, the gratuity chosen, the total; sent once under two requests at once and a retry; a numbered correction; the PDF says what the email says", async () => {
  const booked = await rideWithDana()
  await tap(booked.ride, "on-location")
  await tap(booked.ride, "on-board")
  const extras = [
    { kind: "toll", note: "Tobin Bridge, inbound", amount: "2.05" },
    { kind: "parking", note: "Logan Central Parking, 40 minutes", amount: "$14.50" },
  ]
  // An extra's note naming a gratuity is refused: the statement shows the gratuity on a line of its own, as the customer chose it.
  const tipped = await act(booked.ride, "finish-ride", { extras: [extras[0], { ...extras[1], note: "Logan garage, gratuity included" }] })
  expect([tipped.status, (tipped.json as { errors?: object }).errors]).toEqual([422, { "extras[1].note": GRATUITY_MESSAGES.added.extra }])
  expect((await act(booked.ride, "finish-ride", { extras })).status).toBe(200)
  expect((await act(booked.customer, "choose-gratuity", { percent: 20 })).status).toBe(200)
  // The pickup an hour ago; the chauffeur on location 47 minutes before the passenger was on board: 15 free, 32 charged = 3 steps.
  await pickupWasAgo(loop.store, booked.reference, 1)
  const onBoard = new Date((await recordOf(booked.reference)).history.find((entry) => entry.step === "ride-on-board")!.at)
  await stepAt(booked.reference, "ride-on-location", new Date(onBoard.getTime() - 47 * MINUTE))
  loop.smtp.mails.length = 0

  // Two at once, each from one of dispatch's tabs to one of two instances over the one record store: one statement.
  const instances = { a: loop.api, b: await loop.secondInstance() }
  const keyOf = (tab: "a" | "b") => ({ "Idempotency-Key": `statement-${booked.reference}-${tab}` })
  // Each has read the booking before either writes: their writes are held until both have come to them.
  writesMeet()
  const [first, second] = await Promise.all([
    actAt(instances.a, booked.dispatch, "send-statement", {}, keyOf("a")),
    actAt(instances.b, booked.dispatch, "send-statement", {}, keyOf("b")),
  ])
  expect([first.status, second.status].sort()).toEqual([200, 409])
  const [won, winner] = first.status === 200 ? (["a", first] as const) : (["b", second] as const)
  const loser = first.status === 200 ? second : first
  expect(errorOf(loser)).toBe(CLOSE_MESSAGES.sentAlready)
  const mail = only(loop.mailTo(CUSTOMER))
  expect(header(mail, "subject")).toBe(`Statement 1 for ${booked.reference}`)

  const statement = viewOf(winner).statement!
  const fare = booked.fare
  const gratuity = (fare * 20) / 100
  expect(statement.lines).toEqual([
    { kind: "fare", label: "Agreed fare", dollars: fare },
    {
      kind: "waiting",
      label: "Waiting, ride there",
      detail: `${bostonClock(new Date(Math.ceil((onBoard.getTime() - 47 * MINUTE) / MINUTE) * MINUTE + 15 * MINUTE))} to ${bostonClock(onBoard)}, 3 × $28.75`,
      dollars: 86.25,
    },
    { kind: "toll", label: "Toll, ride there", detail: "Tobin Bridge, inbound", dollars: 2.05 },
    { kind: "parking", label: "Parking, ride there", detail: "Logan Central Parking, 40 minutes", dollars: 14.5 },
    { kind: "gratuity", label: "Gratuity, 20% of the fare, as you chose", dollars: gratuity },
  ])
  expect(statement.total).toBe(Math.round((fare + 86.25 + 2.05 + 14.5 + gratuity) * 100) / 100)
  // Every line of the statement is in the email's text, and in the PDF attached to it.
  const read = await readStatementMail(mail, statement)
  expect(read.lines).toEqual(expect.arrayContaining(["Waiting, ride there $86.25", "Toll, ride there $2.05", "Parking, ride there $14.50"]))
  expect([read.notInText, read.notInPdf]).toEqual([[], []])
  expect(read.pdf.disposition).toContain(`${booked.reference}-statement-1.pdf`)
  expect(read.pdf.lines).toContain(`Total $${statement.total.toFixed(2)}`)

  // A retry of the request that won, with its Idempotency-Key, at the other instance: answers the same and sends nothing more.
  const retry = await actAt(instances[won === "a" ? "b" : "a"], booked.dispatch, "send-statement", {}, keyOf(won))
  expect([retry.status, (retry.json as { message: string }).message]).toEqual([200, (winner.json as { message: string }).message])
  expect(viewOf(retry).statement).toEqual(statement)
  // The request that lost is refused again; a key that is not one is a 400.
  await refusedWith(act(booked.dispatch, "send-statement", {}, keyOf(won === "a" ? "b" : "a")), CLOSE_MESSAGES.sentAlready)
  expect((await act(booked.dispatch, "send-statement", {}, { "Idempotency-Key": "short" })).status).toBe(400)
  // Both instances' redelivery sweeps, at once and later: the statement was delivered, nothing is sent again.
  await sweepBoth(instances.b)
  expect(loop.mailTo(CUSTOMER)).toHaveLength(1)
  expect(statementsPosted()).toEqual([statement])
  await refusedWith(act(booked.customer, "choose-gratuity", { percent: 25 }), GRATUITY_MESSAGES.sent)

  // A correction's extras are on the ride's own legs: a one-way ride has no return to charge a toll on.
  const noReturn = await act(booked.dispatch, "send-statement", { correction: true, extras: [{ ...extras[0], leg: "return" }] })
  expect([noReturn.status, Object.keys((noReturn.json as { errors?: object }).errors ?? {})]).toEqual([422, ["extras[0].leg"]])
  const tip = await act(booked.dispatch, "send-statement", {
    correction: true,
    extras: [{ ...extras[0], note: "Tobin Bridge and the 20% tip" }],
  })
  expect([tip.status, (tip.json as { errors?: object }).errors]).toEqual([422, { "extras[0].note": GRATUITY_MESSAGES.added.extra }])
  // A correction (the toll was $1.55) is statement 2, and says which it replaces.
  const corrected = await act(booked.dispatch, "send-statement", {
    correction: true,
    extras: [{ ...extras[0], amount: "1.55" }, extras[1]],
  })
  expect(corrected.status).toBe(200)
  const correction = loop.mailTo(CUSTOMER)[1]
  expect(header(correction, "subject")).toBe(`Statement 2 for ${booked.reference}, replaces statement 1`)
  expect(textOf(correction)).toContain("Statement 1 no longer applies.")
  expect(viewOf(corrected).statement).toMatchObject({ number: 2, replaces: 1, total: Math.round((statement.total - 0.5) * 100) / 100 })
  expect(loop.mailTo(CUSTOMER)).toHaveLength(2)
})

it("a statement whose answer was lost mid-send, asked again at the other instance: answered as sent, emailed and posted once; the correction is statement 2", async () => {
  const booked = await rideWithDana()
  await tap(booked.ride, "on-board")
  expect(
    (await act(booked.ride, "finish-ride", { extras: [{ kind: "toll", note: "Tobin Bridge, inbound", amount: "2.05" }] })).status,
  ).toBe(200)
  const other = await loop.secondInstance()
  const key = { "Idempotency-Key": `statement-${booked.reference}-lost` }
  loop.smtp.mails.length = 0
  loop.webhook.calls.length = 0

  // The other instance writes the statement and is mid-send (the mail server slow to answer) when the connection
  // drops: dispatch's page never hears back.
  let answer = () => undefined as void
  loop.smtp.hold = new Promise<void>((resolve) => (answer = resolve))
  const heldBefore = loop.smtp.held
  const dropped = new AbortController()
  const lost = fetch(other.url("booking-actions"), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...key },
    body: JSON.stringify({ token: booked.dispatch, action: "send-statement" }),
    signal: dropped.signal,
  }).then(
    () => "answered",
    () => "dropped",
  )
  try {
    await until(() => loop.smtp.held > heldBefore)
    dropped.abort()
    expect(await lost).toBe("dropped")
    // The page asks again with the same key, at the loop's instance; its sweep runs meanwhile: the other still holds the send.
    const retry = await act(booked.dispatch, "send-statement", {}, key)
    expect(retry.status).toBe(200)
    expect(viewOf(retry).statement).toMatchObject({ number: 1 })
    await loop.api.redeliver(new Date())
  } finally {
    loop.smtp.hold = undefined
    answer()
  }
  // The other instance's send ends: the statement emailed and posted, and the outcome written (its lease released).
  await until(async () => statementsPosted().length > 0 && (await loop.recordOf(booked.reference))?.lease === undefined)
  await sweepBoth(other)
  expect(loop.subjectsTo(CUSTOMER)).toEqual([`Statement 1 for ${booked.reference}`])
  const [statement] = statementsPosted()
  expect(statementsPosted()).toEqual([expect.objectContaining({ number: 1 })])
  expect(statement.lines).toContainEqual({ kind: "toll", label: "Toll, ride there", detail: "Tobin Bridge, inbound", dollars: 2.05 })

  // The correction (the toll was $1.55), at the other instance: statement 2, which says it replaces statement 1.
  const corrected = await actAt(other, booked.dispatch, "send-statement", {
    correction: true,
    extras: [{ kind: "toll", note: "Tobin Bridge, inbound", amount: "1.55" }],
  })
  expect(corrected.status).toBe(200)
  expect(viewOf(corrected).statement).toMatchObject({ number: 2, replaces: 1 })
  expect(loop.subjectsTo(CUSTOMER)).toEqual([
    `Statement 1 for ${booked.reference}`,
    `Statement 2 for ${booked.reference}, replaces statement 1`,
  ])
  expect(textOf(loop.mailTo(CUSTOMER)[1])).toContain("Statement 1 no longer applies.")
  expect(statementsPosted().map((posted) => [posted.number, posted.replaces])).toEqual([
    [1, undefined],
    [2, 1],
  ])
})
