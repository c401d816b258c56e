/** When a ride starts, as an instant: its day and time slot read in Boston's time zone, whatever the reader's zone. */
import { BUSINESS_TIME_ZONE } from "../config/constants"
import { isIsoDay, type IsoDay } from "../booking/calendar-date"
import { slotMinutes } from "../booking/time-slots"
import type { RideLeg } from "./model"

const HOUR_MS = 60 * 60 * 1000

/**
 * Boston's wall clock, made once: making an Intl.DateTimeFormat costs far more than using one (about
 * half a millisecond against microseconds), and a day view reads the clock for every ride it lists.
 */
let bostonClock: Intl.DateTimeFormat | undefined
const clock = () =>
  (bostonClock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }))

/** How far the business zone's clock is ahead of UTC at `instant`, in milliseconds (negative in Boston). */
function zoneOffsetMs(instant: number): number {
  const parts = clock().formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"))
  return asUtc - (instant - (instant % 1000))
}

/**
 * The instant of a wall-clock time in Boston. A time that the spring change skips (2:30 AM) is read
 * as the same time of the day before the change plus the gap (3:30 AM EDT); a time the autumn change
 * repeats is the first of the two.
 */
export function bostonInstant(day: IsoDay, minutesAfterMidnight: number): Date {
  const [y, m, d] = day.split("-").map(Number)
  const wall = Date.UTC(y, m - 1, d) + minutesAfterMidnight * 60 * 1000
  // Read with the offset in force before any change that day: right for every ordinary time, the
  // first of a repeated one, and (for a skipped one) the time the clocks show after the gap.
  const before = wall - zoneOffsetMs(wall - 12 * HOUR_MS)
  if (before + zoneOffsetMs(before) === wall) return new Date(before)
  const after = wall - zoneOffsetMs(before)
  return new Date(after + zoneOffsetMs(after) === wall ? after : before)
}

/** What Boston's clock shows at `instant`: its day and the minutes after that day's midnight. */
export function bostonWallClock(instant: Date): { day: IsoDay; minutes: number } {
  const wall = new Date(instant.getTime() + zoneOffsetMs(instant.getTime()))
  return { day: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() }
}

/**
 * A moment as a datetime-local field's `value` on Boston's clock, to the minute ("2026-12-01T18:25"): a time entered
 * on a page (a flight's landing) reads as every time of the ride is shown, whatever zone the device is set to.
 */
export function bostonInput(at: Date): string {
  const { day, minutes } = bostonWallClock(at)
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** The moment a datetime-local field's `value` names on Boston's clock; null when it names none. */
export function fromBostonInput(value: string): Date | null {
  const found = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value)
  return found ? bostonInstant(found[1], Number(found[2]) * 60 + Number(found[3])) : null
}

/** The pickup instant of a booking's day and time ("2026-11-24", "6:30 AM"), or null when either is not one. */
export function pickupInstant(day: string, time: string): Date | null {
  const minutes = slotMinutes(time)
  if (!isIsoDay(day) || minutes === null) return null
  return bostonInstant(day, minutes)
}

/** Midnight at the end of a day in Boston: when a ride of that day counts as over. */
export function endOfDay(day: IsoDay): Date {
  return bostonInstant(day, 24 * 60)
}

/** A booking's rides as the rules read their times: the ride there, and the return when one is booked. */
export interface RideLegs {
  date: string
  time: string
  returnTrip?: boolean
  returnDate?: string
  returnTime?: string
}

/** The day of a booking's last ride: its return's, when one is booked, otherwise its pickup's. */
export const lastRideDay = ({ date, returnTrip, returnDate }: Pick<RideLegs, "date" | "returnTrip" | "returnDate">): IsoDay =>
  returnTrip && returnDate && returnDate > date ? returnDate : date

/** The pickup of a booking's last ride (its return's, when one is booked), or null when it has none. */
export const lastPickup = (ride: RideLegs): Date | null =>
  ride.returnTrip && ride.returnDate && ride.returnTime
    ? pickupInstant(ride.returnDate, ride.returnTime)
    : pickupInstant(ride.date, ride.time)

/** The pickup of one leg of a booking: the ride there, or its return (null when none is booked or its time cannot be read). */
export const legPickup = (ride: RideLegs, leg: RideLeg): Date | null =>
  leg === "pickup"
    ? pickupInstant(ride.date, ride.time)
    : ride.returnTrip && ride.returnDate && ride.returnTime
      ? pickupInstant(ride.returnDate, ride.returnTime)
      : null

/** Whether one leg's day is over: the day of its pickup (legPickup) has ended in Boston (a leg with no pickup is never over). */
export const legDayOver = (ride: RideLegs, leg: RideLeg, now: Date): boolean => {
  const pickup = legPickup(ride, leg)
  return pickup !== null && now >= endOfDay(bostonWallClock(pickup).day)
}

/** Whether a booking's rides are over: the day of its last one has ended in Boston (a round trip completes after its return). */
export const ridesOver = (ride: RideLegs, now: Date): boolean => now >= endOfDay(lastRideDay(ride))

/** Whole and fractional hours from `now` until `instant` (negative once it has passed). */
export function hoursUntil(instant: Date, now: Date): number {
  return (instant.getTime() - now.getTime()) / HOUR_MS
}
