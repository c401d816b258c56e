import { BOOKING_DAYS_AHEAD, BUSINESS_TIME_ZONE } from "../config/constants"

/** A calendar day as "YYYY-MM-DD", the form the booking request carries. */
export type IsoDay = string

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Today's date where the business is, whatever the visitor's or server's zone. */
export function todayInBusinessZone(now: Date = new Date()): IsoDay {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ""
  return `${get("year")}-${get("month")}-${get("day")}`
}

/** The day `count` days after `day` (YYYY-MM-DD, calendar arithmetic, no time zone involved). */
export function addDays(day: string, count: number): string {
  const [y, m, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y, m - 1, d + count)).toISOString().slice(0, 10)
}

/** The last day a ride may be booked for, judged in Boston: BOOKING_DAYS_AHEAD after today. */
export const lastBookableDay = (now: Date = new Date()): IsoDay => addDays(todayInBusinessZone(now), BOOKING_DAYS_AHEAD)

/** True for a real calendar day written as YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text)
  if (!match) return false
  const [, y, m, d] = match.map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** The local-midnight Date of a day, for the calendar widget. */
export function dayToDate(day: IsoDay): Date {
  const [y, m, d] = day.split("-").map(Number)
  return new Date(y, m - 1, d)
}

/** The day of a calendar widget's Date (its local date parts). */
export function dateToDay(date: Date): IsoDay {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`
}

/** "Tuesday, November 24, 2026" for a day. */
export function formatDay(day: IsoDay): string {
  return new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  )
}

const MOMENT_FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
})

/** A moment in Boston's time, whatever the reader's zone, as emails, answers and the history state it: "Sunday, November 22, 2026 at 4:42 AM EST" */
export function formatMoment(date: Date): string {
  return MOMENT_FORMAT.format(date)
}
