/**
 * Where each leg of a ride stands on the day (docs/CHAUFFEURS.md, "On the day"): the chauffeur's taps (on the way,
 * on location, passenger on board, done), an airport pickup's actual landing, a no-show asked and dispatch's answer,
 * and what the wait came to under the terms (src/booking-loop/waiting.ts). Read from the history alone, for the
 * assignment that holds the leg now: a chauffeur put on the leg afterwards starts from nothing. Pure, for the
 * pages and the server.
 */
import { heldAssignments } from "./assignments"
import type { Extra } from "./extras"
import { pickupAirport, type MeetingRide } from "./meeting-point"
import { STEP_EFFECTS, type BookingRecord, type LifecycleEvent, type RideLeg, type RideStatus } from "./model"
import { legDayOver, legPickup } from "./pickup"
import { freeWaitingEnds, noShowAllowed, waitingOf, type Waiting, type WaitingStart } from "./waiting"
import { LEG_LABELS } from "./ride-sheet"
import type { WaitingKind } from "./waiting-figures"

/** The statuses in the order the chauffeur taps through them. */
export const RIDE_STATUSES: readonly RideStatus[] = ["on-the-way", "on-location", "on-board", "done"]

/** Each status in words, on every page and email. */
export const RIDE_STATUS_LABELS: Readonly<Record<RideStatus, string>> = {
  "on-the-way": "On the way",
  "on-location": "On location",
  "on-board": "Passenger on board",
  done: "Done",
}

/** From how long before a leg's pickup its chauffeur may set out (and the day's taps open). */
export const SET_OUT_FROM_MS = 4 * 60 * 60 * 1000
/** Dispatch's day view flags a leg whose chauffeur is not on the way this long before its pickup. */
export const ON_THE_WAY_BY_MS = 45 * 60 * 1000

export const PROGRESS_MESSAGES = {
  status: "Choose the ride's next status: on the way, on location or passenger on board.",
  notAccepted: "Accept the ride first: then its status can be set.",
  tooEarly: "It is too early to set out for this ride: its status opens 4 hours before the pickup.",
  backwards: "The ride is past this status already: nothing was changed.",
  finished: "This ride is closed already: nothing was changed.",
  notOnBoard: "The passenger is not on board yet: the ride can be done only after pickup.",
  landing: "Enter the time the flight landed.",
  landingKind: "Say whether the flight was domestic or international.",
  landingFuture: "The landing time cannot be in the future.",
  notAirport: "This leg does not pick up at an airport: there is no landing to record.",
  landedAlready: "The passenger is on board already: the landing no longer changes anything.",
  noShowEarly: "A no-show can be reported only once the free waiting has passed, with you on location.",
  noShowAsked: "A no-show is already waiting for dispatch's answer.",
  noShowNone: "No no-show is waiting for an answer.",
} as const

/** A leg's day so far. */
export interface LegProgress {
  leg: RideLeg
  /** The latest status reached, or null before the chauffeur sets out. */
  status: RideStatus | null
  /** When each status reached was tapped (ISO). */
  at: Partial<Record<RideStatus, string>>
  /** An airport pickup's actual landing, once recorded. */
  landing: { at: string; kind: Exclude<WaitingKind, "address"> } | null
  /** A no-show: asked and waiting for dispatch, approved (the ride ended there) or refused (the chauffeur waits on). */
  noShow: { state: "asked" | "approved" | "refused"; step: number; at: string } | null
  /** What the chauffeur entered when the leg was done. */
  extras: Extra[]
}

const NOTHING_YET = (leg: RideLeg): LegProgress => ({ leg, status: null, at: {}, landing: null, noShow: null, extras: [] })

/** Each leg's progress, for the assignment holding it now (legs nobody holds have none). */
export function rideProgress(history: readonly LifecycleEvent[]): Partial<Record<RideLeg, LegProgress>> {
  const held = heldAssignments(history)
  const progress: Partial<Record<RideLeg, LegProgress>> = {}
  for (const assignment of Object.values(held)) progress[assignment.leg] = NOTHING_YET(assignment.leg)
  history.forEach((event, step) => {
    const leg = event.leg
    const now = leg ? progress[leg] : undefined
    if (!leg || !now || step <= (held[leg]?.step ?? Infinity) || !event.step) return
    const effect = STEP_EFFECTS[event.step]
    if (effect.status) {
      now.status = effect.status
      now.at[effect.status] = event.at
      if (event.extras) now.extras = event.extras
    }
    if (effect.landing && event.landing) now.landing = event.landing
    if (effect.noShow === "asks") now.noShow = { state: "asked", step, at: event.at }
    if (effect.noShow === "approves") now.noShow = { state: "approved", step, at: event.at }
    if (effect.noShow === "refuses") now.noShow = { state: "refused", step, at: event.at }
  })
  return progress
}

/** Whether the leg is over for its chauffeur: done, or a no-show dispatch approved. */
export const legClosed = (progress: LegProgress | undefined): boolean =>
  progress?.status === "done" || progress?.noShow?.state === "approved"

/** The statuses the chauffeur may tap next (each later one; a skipped one stays unrecorded), until on board ("done" asks the extras: finish-ride). */
export function nextStatuses(progress: LegProgress): RideStatus[] {
  if (legClosed(progress) || progress.noShow?.state === "asked") return []
  const from = progress.status ? RIDE_STATUSES.indexOf(progress.status) + 1 : 0
  return RIDE_STATUSES.slice(from, RIDE_STATUSES.indexOf("done"))
}

/**
 * How the leg's free waiting counts: from the chauffeur on location at an address; at an airport pickup from its landing,
 * or from the chauffeur's arrival when they came after it (nobody waits for a passenger before the chauffeur is there);
 * null until what it counts from is known.
 */
export function waitingStart(booking: BookingRecord, progress: LegProgress): WaitingStart | null {
  const scheduled = legPickup(booking, progress.leg)
  const onLocation = progress.at["on-location"]
  if (!scheduled || !onLocation) return null
  if (!isAirportLeg(booking, progress.leg)) return { kind: "address", scheduled, startsAt: new Date(onLocation) }
  if (!progress.landing) return null
  const [landed, arrived] = [new Date(progress.landing.at), new Date(onLocation)]
  return { kind: progress.landing.kind, scheduled, startsAt: arrived > landed ? arrived : landed }
}

/** Whether a leg picks up at an airport (its free waiting counts from the landing, which is recorded). */
export const isAirportLeg = (booking: MeetingRide, leg: RideLeg): boolean => pickupAirport(booking, leg) !== undefined

/**
 * Whether an airport pickup's actual landing may be recorded at `at` (by its chauffeur or by dispatch): from the time
 * the day's taps open before the pickup, until the passenger is on board or the leg is closed.
 */
export function landingOpen(booking: BookingRecord, progress: LegProgress, at: Date): boolean {
  const pickup = legPickup(booking, progress.leg)
  if (!pickup || at.getTime() < pickup.getTime() - SET_OUT_FROM_MS) return false
  return isAirportLeg(booking, progress.leg) && !progress.at["on-board"] && !legClosed(progress)
}

/** Whether the chauffeur may report a no-show at `at`: on location, nobody on board, and the free waiting over. */
export function noShowOpen(booking: BookingRecord, progress: LegProgress, at: Date): boolean {
  if (progress.status !== "on-location" || progress.noShow?.state === "asked" || legClosed(progress)) return false
  const start = waitingStart(booking, progress)
  return start !== null && noShowAllowed(start, at)
}

/** What the wait of a leg came to, once the passenger is on board (none before, and none for a no-show: its fee is the trip). */
export function legWaiting(booking: BookingRecord, progress: LegProgress): Waiting | null {
  const start = waitingStart(booking, progress)
  const onBoard = progress.at["on-board"]
  return start && onBoard ? waitingOf({ ...start, endsAt: new Date(onBoard), vehicle: booking.vehicle }) : null
}

/** What the chauffeur reads after each tap. */
export const STATUS_WORDS: Readonly<Record<Exclude<RideStatus, "done">, { sent: string; done: string }>> = {
  "on-the-way": { sent: "On the way. The customer is being emailed who is coming, in which car.", done: "On the way" },
  "on-location": {
    sent: "On location. The customer is being emailed where you wait, and from when waiting is charged.",
    done: "On location",
  },
  "on-board": { sent: "Passenger on board. Tap Done at the dropoff, with any tolls or parking.", done: "Passenger on board" },
}

/** A leg's day as the customer's and dispatch's pages show it. */
export interface RideLegView {
  leg: RideLeg
  /** "Ride there" or "Return". */
  label: string
  status: RideStatus | null
  statusLabel: string
  /** When each status was reached (ISO). */
  at: Partial<Record<RideStatus, string>>
  /** Until when waiting is free (ISO), once it counts. */
  freeUntil: string | null
  /** A no-show: reported and waiting for dispatch, confirmed, or not confirmed. */
  noShow: "asked" | "approved" | "refused" | null
  /** Dispatch's flag: the pickup is near (or past) and the chauffeur has not set out, while the leg's day lasts. */
  late: boolean
  /** An airport pickup's actual landing, once recorded. */
  landing: LegProgress["landing"]
  /** Whether the landing may be recorded (or corrected) now: `landingOpen`. */
  landingOpen: boolean
}

/**
 * Dispatch's flag on a leg: its chauffeur has not set out and the pickup is `ON_THE_WAY_BY_MS` away or less (or past),
 * while the leg's day lasts: a ride of a day gone by is no longer one to call the chauffeur about.
 */
function notOnTheWay(booking: BookingRecord, progress: LegProgress, now: Date): boolean {
  const pickup = legPickup(booking, progress.leg)
  if (progress.status !== null || !pickup || legDayOver(booking, progress.leg, now)) return false
  return now.getTime() >= pickup.getTime() - ON_THE_WAY_BY_MS
}

/** Each leg's day as the customer's and dispatch's pages show it, in the ride's order (legs nobody holds show nothing). */
export function rideLegViews(booking: BookingRecord, history: readonly LifecycleEvent[], now: Date): RideLegView[] {
  const progress = rideProgress(history)
  return (["pickup", "return"] as const).flatMap((leg) => {
    const reached = progress[leg]
    if (!reached) return []
    const start = waitingStart(booking, reached)
    return [
      {
        leg,
        label: LEG_LABELS[leg],
        status: reached.status,
        statusLabel: reached.status ? RIDE_STATUS_LABELS[reached.status] : "Not set out yet",
        at: reached.at,
        freeUntil: start ? freeWaitingEnds(start).toISOString() : null,
        noShow: reached.noShow?.state ?? null,
        late: notOnTheWay(booking, reached, now),
        landing: reached.landing,
        landingOpen: landingOpen(booking, reached, now),
      },
    ]
  })
}
