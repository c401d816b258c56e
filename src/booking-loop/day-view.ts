/**
 * Dispatch's day view (/dispatch): what its endpoint answers and how the page orders it. Pure data and
 * functions, shared by the page and the server (nothing here reads the store or the clock).
 */
import { addDays } from "../booking/calendar-date"
import type { BookingState, RideLeg } from "./model"

export { DISPATCH_PAGE_PATH } from "../lib/working-pages"
/** The fragment key of a sign-in link's one-time token on /dispatch (`#s=`): never sent to a server by the browser. */
export const SIGN_IN_FRAGMENT = "s"
/** How long a sign-in link works (once), and how long the session it opens lasts. */
export const SIGN_IN_VALID_MS = 15 * 60_000
export const SESSION_SECONDS = 12 * 60 * 60
/**
 * At most this many sign-in emails go to one address in each period of SIGN_IN_EMAIL_PERIOD_MS (counted in the
 * record store, so on every instance at once), however many clients ask.
 */
export const SIGN_IN_EMAILS_PER_PERIOD = 5
export const SIGN_IN_EMAIL_PERIOD_MS = 60 * 60_000

/** The most days one request of the day view may cover. */
export const DAY_VIEW_MAX_DAYS = 31
/** What the page shows: today and the next seven days. */
export const DAY_VIEW_DAYS = 8

/** What a ride waits for, and since when: a request, a change (dispatch's answer), an offer (the customer's). */
export type WaitingFor = "request" | "change" | "offer"

export const WAITING_LABELS: Readonly<Record<WaitingFor, string>> = {
  request: "Request waiting",
  change: "Change waiting",
  offer: "Offer waiting",
}

/** The fare as the booking stands: agreed (confirmed), quoted (a quote sent), or estimated from the rates. */
export interface DayFare {
  kind: "agreed" | "quoted" | "estimated"
  label: string
  text: string
}

/** Which ride of a booking: the one at its pickup, or its return, listed on the return's own day. */
export type { RideLeg }
import type { RideLegView } from "./ride-progress"

export interface DayRide {
  reference: string
  leg: RideLeg
  /** Dispatch's link to the booking's page (/booking#t=…): the same actions as the emailed link. */
  link: string
  /** The ride's day (YYYY-MM-DD, Boston) and pickup time ("6:30 AM"): the return's own, for a return. */
  date: string
  time: string
  /** The pickup as an instant (ISO), for ordering; absent when the time cannot be read. */
  pickupAt?: string
  name: string
  /** The customer's phone for reading ("(617) 555-0123") and for tapping ("tel:+16175550123"). */
  phone: string
  tel: string
  service: string
  vehicle: string
  passengers: string
  /** Pickup, the stops in order, dropoff; a return: from its pickup back to its dropoff. */
  route: string[]
  /** The return in words, when the booking has one (the ride at pickup only). */
  returnTrip?: string
  /** The ride there in words (a return only): its day, time and route. */
  outbound?: string
  /** The customer's special requests, as typed; absent when there are none. */
  requests?: string
  fare: DayFare
  state: BookingState
  stateLabel: string
  /** Set when the ride needs an answer: what waits, and since when (ISO). */
  waiting?: { for: WaitingFor; label: string; since: string }
  /**
   * Who drives this leg, in words ("Dana Rivera, black Cadillac XTS, MP 1042"), with the roster's ids and whether the
   * chauffeur has accepted it; null when nobody does yet (a ride given back by its chauffeur is flagged again).
   */
  chauffeur: {
    text: string
    chauffeurId: string
    vehicleId: string
    accepted: boolean
    /** Set on a leg still ahead whose chauffeur or vehicle is no longer on the roster: what dispatch reads of it. */
    offRoster?: string
  } | null
  /** A booked ride (confirmed) whose leg has no chauffeur yet: flagged on the view. */
  needsChauffeur: boolean
  /** The leg's day once a chauffeur holds it: its status, a no-show, and `late` when the pickup nears and nobody set out. */
  day: RideLegView | null
}

export interface DayViewAnswer {
  /** The first day shown and Boston's today when answered (YYYY-MM-DD). */
  from: string
  today: string
  days: number
  rides: DayRide[]
}

/** What puts rides in pickup order: dispatch's rows and a chauffeur's rides alike. */
type Ordered = Pick<DayRide, "reference" | "leg" | "date" | "pickupAt">

/** One day's rides in pickup order. */
export interface DayGroup<R extends Ordered = DayRide> {
  day: string
  rides: R[]
}

const byPickup = (a: Ordered, b: Ordered) =>
  a.date.localeCompare(b.date) ||
  (a.pickupAt ?? "").localeCompare(b.pickupAt ?? "") ||
  a.reference.localeCompare(b.reference) ||
  a.leg.localeCompare(b.leg)

/** A leg in words: "MP-…", or "the return of MP-…". */
export const rideName = ({ reference, leg }: Pick<DayRide, "reference" | "leg">): string =>
  leg === "return" ? `the return of ${reference}` : reference

/** A ride's own key among the view's rides: its booking's reference and its leg. */
export const rideKey = (ride: Pick<DayRide, "reference" | "leg">): string => `${ride.reference}-${ride.leg}`

/** The bookings that need an answer, each once (by its ride at pickup when the view holds it), oldest wait first. */
export function needingAnswer(rides: readonly DayRide[]): DayRide[] {
  const once = new Map<string, DayRide>()
  for (const ride of rides.filter((r) => r.waiting).sort((a, b) => a.leg.localeCompare(b.leg)))
    if (!once.has(ride.reference)) once.set(ride.reference, ride)
  return [...once.values()].sort((a, b) => (a.waiting?.since ?? "").localeCompare(b.waiting?.since ?? ""))
}

/** The rides by day, each day in pickup order; days without rides are left out. */
export function groupByDay<R extends Ordered>(rides: readonly R[]): DayGroup<R>[] {
  const groups = new Map<string, R[]>()
  for (const ride of [...rides].sort(byPickup)) groups.set(ride.date, [...(groups.get(ride.date) ?? []), ride])
  return [...groups].map(([day, dayRides]) => ({ day, rides: dayRides }))
}

export { addDays } from "../booking/calendar-date"

/** `count` days in a row from `day` (YYYY-MM-DD), `day` first. */
export const daysFrom = (day: string, count: number): string[] => Array.from({ length: count }, (_, i) => addDays(day, i))

/** How long something has waited, in words: "12 min", "3 h 5 min", "2 days". */
export function waitedFor(since: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  return `${Math.floor(hours / 24)} days`
}
