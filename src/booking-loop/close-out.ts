/**
 * How a ride is closed: the statement dispatch sends once every leg is done (or a no-show approved), made from the
 * history alone under the terms (docs/BOOKING-LOOP.md, "The statement"): the agreed fare, each leg's waiting past
 * its free time, the extras the chauffeur entered (or dispatch's corrected list), the gratuity the customer chose.
 * A statement is sent once; a correction is the next number and names the one it replaces.
 */
import { formatDay, type IsoDay } from "../booking/calendar-date"
import { legsOf } from "./assignments"
import { LEG_LABELS } from "./ride-sheet"
import type { Extra as LegExtra } from "./extras"
import { STEP_EFFECTS, type BookingRecord, type LifecycleEvent, type RideLeg, type Statement } from "./model"
import { ridesOver } from "./pickup"
import { agreedFare } from "./quotes"
import { legClosed, legWaiting, rideProgress } from "./ride-progress"
import { statementOf, type Extra } from "./statement"
import type { GratuityPercent } from "./gratuity"

export const CLOSE_MESSAGES = {
  notClosed: "The ride is not closed yet: each leg must be done, or its no-show confirmed, before the day is over.",
  noFare: "This booking has no agreed fare, so it has no statement.",
  sentAlready: "A statement was sent already, and a statement is sent once. To change it, send a correction.",
  noneYet: "No statement was sent yet: there is nothing to correct.",
} as const

/** When a leg picks up, in words: "Tuesday, December 1, 2026 at 6:30 AM". */
export function legMoment(booking: BookingRecord, leg: RideLeg): string {
  const [day, time] = leg === "return" && booking.returnDate ? [booking.returnDate, booking.returnTime ?? ""] : [booking.date, booking.time]
  return `${formatDay(day as IsoDay)} at ${time}`
}

/** The statements sent, in order (the last is the one that stands). */
export const statementsOf = (history: readonly LifecycleEvent[]): Statement[] =>
  history.flatMap((event) => (event.step && STEP_EFFECTS[event.step].statement && event.statement ? [event.statement] : []))

/** The gratuity the customer chose last, if any. */
export function chosenGratuity(history: readonly LifecycleEvent[]): GratuityPercent | null {
  const chosen = history.filter((event) => event.step && STEP_EFFECTS[event.step].gratuity).at(-1)
  return chosen?.gratuityPercent ?? null
}

/** Whether the ride is closed enough for its statement: each leg done or its no-show approved, or the day of its last ride over. */
export function readyForStatement(booking: BookingRecord, history: readonly LifecycleEvent[], at: Date): boolean {
  const progress = rideProgress(history)
  return legsOf(booking).every((leg) => legClosed(progress[leg])) || ridesOver(booking, at)
}

/** The statement the history comes to now: `correction` replaces the last one sent; `extras` (dispatch's list) replaces the chauffeurs'. */
export function statementFor(
  { booking, reference, history, at }: { booking: BookingRecord; reference: string; history: readonly LifecycleEvent[]; at: Date },
  { correction, extras }: { correction: boolean; extras?: Extra[] },
): Statement | string {
  const fare = agreedFare(history)
  if (fare === undefined || fare === null) return CLOSE_MESSAGES.noFare
  const sent = statementsOf(history)
  if (sent.length > 0 && !correction) return CLOSE_MESSAGES.sentAlready
  if (sent.length === 0 && correction) return CLOSE_MESSAGES.noneYet
  if (!readyForStatement(booking, history, at)) return CLOSE_MESSAGES.notClosed
  const progress = rideProgress(history)
  const legs = legsOf(booking)
  const noShow = legs.map((leg) => progress[leg]?.noShow).find((answer) => answer?.state === "approved")
  const entered = (leg: RideLeg): Extra[] => (progress[leg]?.extras ?? []).map((extra: LegExtra) => ({ ...extra, leg }))
  const waiting = legs.flatMap((leg) => {
    const reached = progress[leg]
    const wait = reached && legWaiting(booking, reached)
    return wait
      ? [
          {
            leg,
            freeUntil: wait.freeUntil.toISOString(),
            endsAt: wait.endsAt.toISOString(),
            steps: wait.steps,
            stepDollars: wait.stepDollars,
            dollars: wait.dollars,
          },
        ]
      : []
  })
  const gratuity = chosenGratuity(history)
  return statementOf({
    reference,
    customerName: `${booking.firstName} ${booking.lastName}`,
    issuedAt: at.toISOString(),
    number: sent.length + 1,
    ...(correction ? { replaces: sent[sent.length - 1].number } : {}),
    fare,
    ...(noShow ? { noShow: { at: noShow.at } } : {}),
    waiting,
    extras: extras ?? legs.flatMap(entered),
    gratuity: gratuity ? { percent: gratuity } : null,
    legs: legs.map((leg) => ({ leg, label: LEG_LABELS[leg], when: legMoment(booking, leg) })),
  })
}
