/**
 * The waiting rule of the terms, applied to one pickup: waiting is free for FREE_WAITING_MINUTES of
 * its kind (15 at an address, 30 after a domestic landing, 60 after an international one), counted
 * from the later of the scheduled pickup and the moment the wait began (the chauffeur on location at
 * an address, the actual landing at an airport): a chauffeur early at the door, or an early landing,
 * never starts the customer's clock before the booked time. After the free time, each started
 * WAITING_STEP_MINUTES is charged at that share of the booked vehicle's hourly rate in
 * data/rates.json (a quarter of it for 15 minutes). A no-show may be recorded only once the free time
 * has passed.
 *
 * Times are counted in whole minutes, in the customer's favour: the wait's start is taken at the
 * next whole minute, and a part minute past the free time is not charged (one whole minute over is
 * one step).
 */
import { dollars } from "../booking/dollars"
import { RATES } from "../booking/rates-data"
import { formatSlot } from "../booking/time-slots"
import { bostonWallClock } from "./pickup"
import { FREE_WAITING_MINUTES, WAITING_KIND_WORDS, WAITING_STEP_MINUTES, type WaitingKind } from "./waiting-figures"

export { FREE_WAITING_MINUTES, WAITING_KINDS, WAITING_KIND_WORDS, WAITING_STEP_MINUTES, type WaitingKind } from "./waiting-figures"

const MINUTE_MS = 60 * 1000

/** One pickup's wait as the rule reads it. */
export interface WaitingStart {
  kind: WaitingKind
  /** The booked pickup time. */
  scheduled: Date
  /** The chauffeur's "on location" at an address; the actual landing at an airport. */
  startsAt: Date
}

/** The wait of one pickup, from its free time to the passenger on board (or the no-show), with what it costs. */
export interface Waiting {
  kind: WaitingKind
  freeMinutes: number
  /** When the free time began: the later of the scheduled pickup and the wait's start, at a whole minute. */
  freeFrom: Date
  freeUntil: Date
  /** The passenger on board, or the no-show. */
  endsAt: Date
  /** Whole minutes waited past the free time. */
  chargedMinutes: number
  /** Started steps of WAITING_STEP_MINUTES in those minutes. */
  steps: number
  /** What one step costs: the vehicle's hourly rate for a step's share of an hour, to the cent. */
  stepDollars: number
  /** steps × stepDollars, to the cent. */
  dollars: number
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/** A moment at the next whole minute (itself when it is one). */
const nextWholeMinute = (at: Date) => new Date(Math.ceil(at.getTime() / MINUTE_MS) * MINUTE_MS)

/** The booked vehicle's hourly rate in data/rates.json, or undefined for a vehicle it does not price by the hour. */
export const hourlyRateOf = (vehicle: string): number | undefined => RATES.hourly.find((rate) => rate.vehicle === vehicle)?.rate

/** What one started step of waiting costs in `vehicle`, to the cent. Throws for a vehicle with no hourly rate (the content check requires one for each). */
export function waitingStepDollars(vehicle: string): number {
  const rate = hourlyRateOf(vehicle)
  if (rate === undefined)
    throw new RangeError(`No hourly rate for the vehicle "${vehicle}" in data/rates.json: its waiting cannot be priced`)
  return cents((rate * WAITING_STEP_MINUTES) / 60)
}

/** When the free time starts: the later of the scheduled pickup and the wait's start (at its next whole minute). */
export const freeWaitingStarts = ({ scheduled, startsAt }: Omit<WaitingStart, "kind">): Date => {
  const start = nextWholeMinute(startsAt)
  return start > scheduled ? start : new Date(scheduled.getTime())
}

/** When the free waiting ends. */
export const freeWaitingEnds = (start: WaitingStart): Date =>
  new Date(freeWaitingStarts(start).getTime() + FREE_WAITING_MINUTES[start.kind] * MINUTE_MS)

/** The wait of a pickup that ended at `endsAt` (on board, or the no-show), and what it costs in `vehicle`. */
export function waitingOf({ endsAt, vehicle, ...start }: WaitingStart & { endsAt: Date; vehicle: string }): Waiting {
  const freeFrom = freeWaitingStarts(start)
  const freeUntil = freeWaitingEnds(start)
  const chargedMinutes = Math.max(0, Math.floor((endsAt.getTime() - freeUntil.getTime()) / MINUTE_MS))
  const steps = Math.ceil(chargedMinutes / WAITING_STEP_MINUTES)
  const stepDollars = waitingStepDollars(vehicle)
  return {
    kind: start.kind,
    freeMinutes: FREE_WAITING_MINUTES[start.kind],
    freeFrom,
    freeUntil,
    endsAt,
    chargedMinutes,
    steps,
    stepDollars,
    dollars: cents(steps * stepDollars),
  }
}

/** Whether a no-show may be recorded at `at`: only once the free waiting has fully passed. */
export const noShowAllowed = (start: WaitingStart, at: Date): boolean => at.getTime() >= freeWaitingEnds(start).getTime()

/** The rule for a kind of pickup, as the terms, a page or an email state it. */
export const waitingSentence = (kind: WaitingKind): string =>
  `Waiting is free for the first ${FREE_WAITING_MINUTES[kind]} minutes ${WAITING_KIND_WORDS[kind]}; after that, it is charged at the vehicle's hourly rate in ${WAITING_STEP_MINUTES}-minute steps, each started step in full.`

/** "8:45 PM" in Boston's time. */
const clock = (at: Date) => formatSlot(bostonWallClock(at).minutes)

/** The rule for this wait, as an email states it: "Waiting is free until 8:45 PM; after that it is charged at $21.25 per 15 minutes." */
export const waitingLine = (start: WaitingStart, vehicle: string): string =>
  `Waiting is free until ${clock(freeWaitingEnds(start))}; after that it is charged at ${dollars(waitingStepDollars(vehicle))} per ${WAITING_STEP_MINUTES} minutes.`
