/** The calendar invite attached to the customer's confirmation (RFC 5545). */
import { BUSINESS_TIME_ZONE } from "../../config/constants"
import type { IsoDay } from "../../booking/calendar-date"

export interface CalendarEvent {
  uid: string
  /** When the invite was made (DTSTAMP). */
  stamp: Date
  day: IsoDay
  startMinutes: number
  durationMinutes: number
  summary: string
  location: string
  description: string
  /** TENTATIVE while requested (the default); CONFIRMED or CANCELLED once dispatch or the customer decided. */
  status?: "TENTATIVE" | "CONFIRMED" | "CANCELLED"
  /** Raised with every revision of the same UID, so calendars replace the earlier invite. */
  sequence?: number
}

const CRLF = "\r\n"
const MAX_LINE_OCTETS = 75

/** TEXT values: backslash, semicolon, comma and newline escaped; other control characters dropped. */
export function escapeIcsText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\n/g, "\\n")
  )
}

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const lines: string[] = []
  let current = ""
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current)
      current = " "
      octets = 1
    }
    current += character
    octets += size
  }
  lines.push(current)
  return lines.join(CRLF)
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0")

/** Wall-clock date-time in the business zone, minutes after the day's midnight (may pass midnight). */
export function localDateTime(day: IsoDay, minutes: number): string {
  const [y, m, d] = day.split("-").map(Number)
  const at = new Date(Date.UTC(y, m - 1, d, 0, minutes))
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}00`
}

export function utcDateTime(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
}

// The zone's rules since 2007, so calendars without a zone database still place the ride right.
const NEW_YORK_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${BUSINESS_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
]

/** A subscribed calendar's name and how often its apps should read it again. */
export interface FeedHeading {
  name: string
  refreshMinutes: number
}

/**
 * A VCALENDAR with a VEVENT per ride: tentative while requested, then confirmed or cancelled. With `feed`, a
 * calendar to subscribe to: its name (X-WR-CALNAME, which Google, Outlook and Apple show) and refresh interval.
 */
export function buildIcs(events: readonly CalendarEvent[], productId: string, feed?: FeedHeading): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(feed
      ? [
          `X-WR-CALNAME:${escapeIcsText(feed.name)}`,
          `X-WR-TIMEZONE:${BUSINESS_TIME_ZONE}`,
          `REFRESH-INTERVAL;VALUE=DURATION:PT${feed.refreshMinutes}M`,
          `X-PUBLISHED-TTL:PT${feed.refreshMinutes}M`,
        ]
      : []),
    ...NEW_YORK_TIMEZONE,
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${utcDateTime(event.stamp)}`,
      `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${localDateTime(event.day, event.startMinutes)}`,
      `DTEND;TZID=${BUSINESS_TIME_ZONE}:${localDateTime(event.day, event.startMinutes + event.durationMinutes)}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
      `LOCATION:${escapeIcsText(event.location)}`,
      `DESCRIPTION:${escapeIcsText(event.description)}`,
      `STATUS:${event.status ?? "TENTATIVE"}`,
      `TRANSP:${event.status === "CANCELLED" ? "TRANSPARENT" : "OPAQUE"}`,
      `SEQUENCE:${event.sequence ?? 0}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ]
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}
