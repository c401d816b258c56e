/**
 * The cancellation policy of the FAQ (docs/REQUIREMENTS.md §9, cancellation), applied to one
 * booking at one moment: 24 hours or more before pickup, a full refund; under that, a 50% fee;
 * weddings and special events need 72 hours for a full refund; emergencies case by case; after the
 * pickup time, only by phone.
 *
 * Who pays: only the customer, and only for their own late cancellation. A cancellation by the
 * company (dispatch) never charges the customer, whatever the hour: nothing to pay, and anything
 * already paid is refunded in full.
 */
import { BUSINESS_TIME_ZONE } from "../config/constants"
import { dollars } from "../booking/rates"
import { hoursUntil, lastPickup, pickupInstant, type RideLegs } from "./pickup"
import type { Actor, BookingState, PickupTime } from "./model"

export const FULL_REFUND_HOURS = 24
/**
 * The change policy of the FAQ: a change of the trip asked this many hours or more before pickup is
 * free. Dispatch may price a change that moves the fare (another vehicle, more hours, a longer trip),
 * or a later one, only as an offer the customer accepts (src/booking-loop/offers.ts).
 */
export const FREE_CHANGE_HOURS = 24
export const EVENT_FULL_REFUND_HOURS = 72
export const LATE_CANCELLATION_FEE_PERCENT = 50
/** The service types the FAQ calls "weddings and special events" (data/booking-services.json). */
export const EVENT_SERVICE_TYPES: readonly string[] = ["wedding", "event"]

export type CancellationTerms =
  /** A request dispatch has not confirmed yet: nothing was booked, so nothing is charged. */
  | { kind: "free" }
  | { kind: "full-refund"; hoursNeeded: number; deadline: Date; fromEarlier?: true; keptFrom?: Date }
  | { kind: "fee"; feePercent: number; hoursNeeded: number; feeDollars?: number; fromEarlier?: true; keptFrom?: Date }
  /** A confirmed booking cancelled by the company: the customer pays nothing and is refunded in full. */
  | { kind: "by-company" }
  /** The pickup time has passed (or the booking has none): call dispatch. */
  | { kind: "closed" }

/** The booking's rides (its pickup, and its return's when one is booked), its service, its state and who would cancel. */
export interface CancellationInput extends RideLegs {
  serviceType: string
  state: BookingState
  /** Who would cancel: the customer (who may owe a fee) or dispatch (the company, who never charges one). */
  by: Actor
  /** The fare agreed when the booking was confirmed, in dollars: the fee is stated in dollars of it. */
  fare?: number
  /**
   * The pickup a change waiting for dispatch asks for: until dispatch accepts it, the refund deadline
   * counts from the earlier of the two pickups, so moving a ride never turns a late cancellation into a free one.
   */
  pendingPickup?: PickupTime
  /**
   * The pickup a move accepted inside the late-cancellation window replaced: the booking keeps that
   * pickup's window (unless dispatch waived it), so the deadline counts from the earlier of it and the booked one.
   */
  keptPickup?: PickupTime
}

/** The late-cancellation fee in dollars of an agreed fare, to the cent. */
export const lateCancellationFee = (fare: number): number => Math.round(fare * LATE_CANCELLATION_FEE_PERCENT) / 100

export function fullRefundHours(serviceType: string): number {
  return EVENT_SERVICE_TYPES.includes(serviceType) ? EVENT_FULL_REFUND_HOURS : FULL_REFUND_HOURS
}

export function cancellationTerms(input: CancellationInput, now: Date): CancellationTerms {
  const { serviceType, date, time, state, by, fare, pendingPickup, keptPickup } = input
  const booked = pickupInstant(date, time)
  // Once the ride there has begun the customer calls; the company may cancel what is left of a round trip until its return's pickup.
  const closes = by === "customer" ? booked : lastPickup(input)
  if (!booked || !closes || now >= closes) return { kind: "closed" }
  // Nothing was booked before dispatch confirmed it, or while the customer has a quote to answer.
  if (state === "requested" || state === "quoted") return { kind: "free" }
  if (by !== "customer") return { kind: "by-company" }
  const asked = pendingPickup && pickupInstant(pendingPickup.date, pendingPickup.time)
  const kept = keptPickup ? pickupInstant(keptPickup.date, keptPickup.time) : null
  const keeps = kept && kept < booked ? kept : null
  const countedFrom = { ...(asked ? { fromEarlier: true as const } : {}), ...(keeps ? { keptFrom: keeps } : {}) }
  const pickup = [booked, asked, keeps].reduce<Date>(
    (earliest, candidate) => (candidate && candidate < earliest ? candidate : earliest),
    booked,
  )
  const hoursNeeded = fullRefundHours(serviceType)
  const left = hoursUntil(pickup, now)
  if (left >= hoursNeeded)
    return { kind: "full-refund", hoursNeeded, deadline: new Date(pickup.getTime() - hoursNeeded * 60 * 60 * 1000), ...countedFrom }
  const feeDollars = fare === undefined ? undefined : lateCancellationFee(fare)
  return {
    kind: "fee",
    feePercent: LATE_CANCELLATION_FEE_PERCENT,
    hoursNeeded,
    ...(feeDollars === undefined ? {} : { feeDollars }),
    ...countedFrom,
  }
}

/** Said after the terms while a change waits: which pickup the deadline counts from. */
export const EARLIER_PICKUP_SENTENCE = "While your change waits for dispatch, this counts from the earlier of the two pickup times."

const WHEN = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
})

/** What a move accepted inside the late-cancellation window keeps, as the history, the emails and the terms say it. */
export const keptWindowSentence = (replaced: Date) =>
  `Moved inside the late-cancellation window: a cancellation still counts from the pickup it replaced, ${WHEN.format(replaced)}.`

/** The fee as said: "50% fee", and in dollars of the agreed fare when there is one ("50% fee, $155,"). */
const feeText = (terms: Extract<CancellationTerms, { kind: "fee" }>) =>
  `${terms.feePercent}% fee${terms.feeDollars === undefined ? "" : ` (${dollars(terms.feeDollars)} of the agreed fare)`}`

/** The rule that applies to this service, as a clause. */
const rule = (serviceType: string, hours: number) =>
  EVENT_SERVICE_TYPES.includes(serviceType)
    ? `weddings and special events cancelled ${hours} hours or more before pickup are refunded in full`
    : `cancellations ${hours} hours or more before pickup are refunded in full`

/** What the customer pays when a booking is cancelled under these terms, as a percentage of the fare (the webhook's figure). */
export function feePercentOf(terms: CancellationTerms): number {
  return terms.kind === "fee" ? terms.feePercent : 0
}

/** What cancelling under `terms` costs, in dollars: 0 when nothing is owed; null when closed, or for a fee whose fare was never agreed (an older record). */
export function feeDollarsOf(terms: CancellationTerms): number | null {
  if (terms.kind === "closed") return null
  return terms.kind === "fee" ? (terms.feeDollars ?? null) : 0
}

/** Which pickup the deadline counts from, when it is not the booked one. */
const whichPickup = (terms: Extract<CancellationTerms, { kind: "full-refund" | "fee" }>) =>
  `${terms.fromEarlier ? ` ${EARLIER_PICKUP_SENTENCE}` : ""}${terms.keptFrom ? ` ${keptWindowSentence(terms.keptFrom)}` : ""}`

/** The policy as one sentence for this booking now, as the page and the cancellation email state it. */
export function cancellationSentence(terms: CancellationTerms, serviceType: string, phone: string): string {
  switch (terms.kind) {
    case "free":
      return "Dispatch has not confirmed this request yet, so cancelling it now costs nothing."
    case "full-refund":
      return `Cancelling now gets a full refund, until ${WHEN.format(terms.deadline)}: ${rule(serviceType, terms.hoursNeeded)}. After that, a ${LATE_CANCELLATION_FEE_PERCENT}% fee applies.${whichPickup(terms)}`
    case "fee":
      return `Cancelling now costs a ${feeText(terms)}: ${terms.keptFrom ? `the ride was moved inside the late-cancellation window, so the deadline counts from the pickup it replaced, ${WHEN.format(terms.keptFrom)},` : `pickup is less than ${terms.hoursNeeded} hours away,`} and ${rule(serviceType, terms.hoursNeeded)}.${terms.fromEarlier ? ` ${EARLIER_PICKUP_SENTENCE}` : ""} For an emergency, call us at ${phone} and we will work with you.`
    case "by-company":
      return "A cancellation by the company never costs the customer anything: they pay nothing, and anything already paid is refunded in full, however close the pickup."
    case "closed":
      return `The pickup time has passed, so this booking can no longer be cancelled here. Please call us at ${phone}.`
  }
}

const hoursText = (hours: number) =>
  hours >= 48 ? `${Math.floor(hours / 24)} days` : `${Math.max(1, Math.floor(hours))} hour${Math.floor(hours) === 1 ? "" : "s"}`

/**
 * What a cancellation came to, in the past tense: kept in the booking's history and told to both
 * sides ("Cancelled 30 hours before pickup: a full refund."). `hoursBefore` is the time left then.
 */
export function cancellationOutcome(terms: CancellationTerms, hoursBefore: number): string {
  switch (terms.kind) {
    case "free":
      return "Cancelled before dispatch confirmed it: no charge."
    case "full-refund":
      return `Cancelled ${hoursText(hoursBefore)} before pickup: a full refund.`
    case "fee":
      return `Cancelled ${hoursText(hoursBefore)} before pickup, under the ${terms.hoursNeeded} hours needed for a full refund: a ${feeText(terms)}.`
    case "by-company":
      return `Cancelled by the company ${hoursText(hoursBefore)} before pickup: nothing to pay, and anything already paid is refunded in full.`
    case "closed":
      return "Cancelled after the pickup time."
  }
}
