/** @jest-environment node */
import { BOOKING_ACTIONS, checkTransition, openActions, type BookingAction } from "../actions"
import type { Actor, BookingState } from "../model"
import { PICKUP_PASSED } from "../states"

const RIDE = { date: "2026-12-10", time: "6:30 AM" } // 11:30 UTC
const BEFORE = new Date("2026-12-08T12:00:00Z")
const AFTER_PICKUP = new Date("2026-12-10T11:31:00Z")
const AFTER_DAY = new Date("2026-12-11T05:00:00Z") // midnight in Boston

const STATES: BookingState[] = ["requested", "quoted", "confirmed", "declined", "cancelled", "completed"]
/** Every actor: the compiler adds a new one here, so its rows below are checked too. */
const EVERY_ACTOR: Readonly<Record<Actor, true>> = { customer: true, dispatch: true, chauffeur: true, system: true }
const ACTORS = Object.keys(EVERY_ACTOR) as Actor[]

/** Every allowed change, with the moment it is made; everything else is refused. */
const ALLOWED: [BookingState, BookingAction, Actor, BookingState, Date][] = [
  ["requested", "confirm", "dispatch", "confirmed", BEFORE],
  ["requested", "quote", "dispatch", "quoted", BEFORE],
  ["requested", "decline", "dispatch", "declined", BEFORE],
  ["requested", "cancel", "customer", "cancelled", BEFORE],
  ["requested", "cancel", "dispatch", "cancelled", BEFORE],
  // A quote: revised by dispatch, accepted or declined by the customer, expired by the system; until accepted, cancelled freely.
  ["quoted", "quote", "dispatch", "quoted", BEFORE],
  ["quoted", "accept-quote", "customer", "confirmed", BEFORE],
  ["quoted", "decline-quote", "customer", "requested", BEFORE],
  ["quoted", "expire-quote", "system", "requested", BEFORE],
  ["quoted", "decline", "dispatch", "declined", BEFORE],
  ["quoted", "cancel", "customer", "cancelled", BEFORE],
  ["quoted", "cancel", "dispatch", "cancelled", BEFORE],
  ["confirmed", "cancel", "customer", "cancelled", BEFORE],
  ["confirmed", "cancel", "dispatch", "cancelled", BEFORE],
  ["confirmed", "complete", "system", "completed", AFTER_DAY],
  // A new fare offered for a change: accepted or declined by the customer, lapsed by the system; the booking stays confirmed.
  ["confirmed", "accept-offer", "customer", "confirmed", BEFORE],
  ["confirmed", "decline-offer", "customer", "confirmed", BEFORE],
  ["confirmed", "expire-offer", "system", "confirmed", BEFORE],
  // Dispatch assigns a chauffeur and a vehicle to a booked ride, or takes them off it; the booking stays confirmed.
  ["confirmed", "assign", "dispatch", "confirmed", BEFORE],
  ["confirmed", "unassign", "dispatch", "confirmed", BEFORE],
  // The chauffeur assigned accepts the ride or gives it back; the booking stays confirmed.
  ["confirmed", "accept-ride", "chauffeur", "confirmed", BEFORE],
  ["confirmed", "decline-ride", "chauffeur", "confirmed", BEFORE],
  // On the day, at any time (each decision checks the leg's own times): the chauffeur's taps, the landing, a no-show and
  // dispatch's answer, the customer's gratuity and dispatch's statement; Done, the gratuity and the statement after completion too.
  ...(
    [
      ["ride-status", "chauffeur"],
      ["record-landing", "chauffeur"],
      ["record-landing", "dispatch"],
      ["finish-ride", "chauffeur"],
      ["report-no-show", "chauffeur"],
      ["approve-no-show", "dispatch"],
      ["refuse-no-show", "dispatch"],
      ["choose-gratuity", "customer"],
      ["send-statement", "dispatch"],
    ] as const
  ).map(([action, actor]): [BookingState, BookingAction, Actor, BookingState, Date] => [
    "confirmed",
    action,
    actor,
    "confirmed",
    AFTER_DAY,
  ]),
  ...(
    [
      ["finish-ride", "chauffeur"],
      ["choose-gratuity", "customer"],
      ["send-statement", "dispatch"],
    ] as const
  ).map(([action, actor]): [BookingState, BookingAction, Actor, BookingState, Date] => [
    "completed",
    action,
    actor,
    "completed",
    AFTER_DAY,
  ]),
  // Dispatch replaces a booking's links in any state, at any time (its history stays readable through them).
  ...STATES.map((state): [BookingState, BookingAction, Actor, BookingState, Date] => [
    state,
    "replace-links",
    "dispatch",
    state,
    AFTER_DAY,
  ]),
  // A change of the trip leaves the booking in its state: asked by the customer, answered by dispatch, withdrawn by the customer.
  ...(["requested", "quoted", "confirmed"] as const).flatMap((state): [BookingState, BookingAction, Actor, BookingState, Date][] => [
    [state, "request-change", "customer", state, BEFORE],
    [state, "accept-change", "dispatch", state, BEFORE],
    [state, "decline-change", "dispatch", state, BEFORE],
    [state, "withdraw-change", "customer", state, BEFORE],
  ]),
]

test.each(ALLOWED)("%s: %s by %s → %s", (state, action, actor, to, now) => {
  expect(checkTransition(state, action, actor, RIDE, now)).toEqual({ ok: true, to })
})

const refused = STATES.flatMap((state) =>
  BOOKING_ACTIONS.flatMap((action) =>
    ACTORS.filter((actor) => !ALLOWED.some(([s, a, b]) => s === state && a === action && b === actor)).map(
      (actor) => [state, action, actor] as const,
    ),
  ),
)

test.each(refused)("%s: %s by %s is refused with a reason, at any time", (state, action, actor) => {
  for (const now of [BEFORE, AFTER_PICKUP, AFTER_DAY]) {
    const result = checkTransition(state, action, actor, RIDE, now)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toMatch(/\w+ \w+/)
  }
})

test("the refusal says why: the wrong person, or the state the booking is already in", () => {
  expect(checkTransition("requested", "confirm", "customer", RIDE, BEFORE)).toEqual({
    ok: false,
    refusal: "person",
    reason: "Only dispatch can confirm a booking.",
  })
  expect(checkTransition("cancelled", "confirm", "dispatch", RIDE, BEFORE)).toEqual({
    ok: false,
    refusal: "state",
    reason: "This booking was cancelled.",
  })
  expect(checkTransition("confirmed", "decline", "dispatch", RIDE, BEFORE)).toEqual({
    ok: false,
    refusal: "state",
    reason: "This booking is already confirmed.",
  })
})

test("after the pickup time nothing is confirmed or cancelled here; a request can still be declined", () => {
  expect(checkTransition("confirmed", "cancel", "customer", RIDE, AFTER_PICKUP)).toEqual({
    ok: false,
    refusal: "time",
    reason: PICKUP_PASSED,
  })
  expect(checkTransition("requested", "confirm", "dispatch", RIDE, AFTER_PICKUP)).toEqual({
    ok: false,
    refusal: "time",
    reason: PICKUP_PASSED,
  })
  expect(checkTransition("requested", "decline", "dispatch", RIDE, AFTER_PICKUP)).toEqual({ ok: true, to: "declined" })
})

test("after the pickup time no change of the trip is asked or accepted here (call); one waiting can still be declined or withdrawn", () => {
  expect(checkTransition("confirmed", "request-change", "customer", RIDE, AFTER_PICKUP)).toEqual({
    ok: false,
    refusal: "time",
    reason: PICKUP_PASSED,
  })
  expect(checkTransition("confirmed", "accept-change", "dispatch", RIDE, AFTER_PICKUP)).toEqual({
    ok: false,
    refusal: "time",
    reason: PICKUP_PASSED,
  })
  expect(checkTransition("confirmed", "decline-change", "dispatch", RIDE, AFTER_PICKUP)).toEqual({ ok: true, to: "confirmed" })
  expect(checkTransition("confirmed", "withdraw-change", "customer", RIDE, AFTER_PICKUP)).toEqual({ ok: true, to: "confirmed" })
  expect(checkTransition("confirmed", "accept-change", "customer", RIDE, BEFORE)).toEqual({
    ok: false,
    refusal: "person",
    reason: "Only dispatch can accept a change.",
  })
})

test("a ride is completed only once its day is over in Boston", () => {
  expect(checkTransition("confirmed", "complete", "system", RIDE, new Date("2026-12-11T04:59:00Z")).ok).toBe(false)
  expect(checkTransition("confirmed", "complete", "system", RIDE, AFTER_DAY).ok).toBe(true)
})

test("the actions open to each person now", () => {
  expect(openActions("requested", "dispatch", RIDE, BEFORE)).toEqual([
    "confirm",
    "quote",
    "decline",
    "cancel",
    "accept-change",
    "decline-change",
    "replace-links",
  ])
  expect(openActions("quoted", "dispatch", RIDE, BEFORE)).toEqual([
    "quote",
    "decline",
    "cancel",
    "accept-change",
    "decline-change",
    "replace-links",
  ])
  expect(openActions("quoted", "customer", RIDE, BEFORE)).toEqual([
    "accept-quote",
    "decline-quote",
    "cancel",
    "request-change",
    "withdraw-change",
  ])
  expect(openActions("quoted", "customer", RIDE, AFTER_PICKUP)).toEqual(["withdraw-change"])
  expect(openActions("requested", "customer", RIDE, BEFORE)).toEqual(["cancel", "request-change", "withdraw-change"])
  expect(openActions("confirmed", "customer", RIDE, BEFORE)).toEqual([
    "cancel",
    "request-change",
    "withdraw-change",
    "accept-offer",
    "decline-offer",
    "choose-gratuity",
  ])
  expect(openActions("confirmed", "customer", RIDE, AFTER_PICKUP)).toEqual(["withdraw-change", "decline-offer", "choose-gratuity"])
  expect(openActions("declined", "dispatch", RIDE, BEFORE)).toEqual(["replace-links"])
})

test("a booking without a valid pickup time cannot change", () => {
  expect(checkTransition("requested", "confirm", "dispatch", { date: "2026-02-30", time: "6:30 AM" }, BEFORE).ok).toBe(false)
  expect(checkTransition("requested", "confirm", "dispatch", { date: "2026-12-10", time: "6:31 AM" }, BEFORE).ok).toBe(false)
})
