/**
 * Dispatch's calendar feed (docs/DISPATCH.md, "The calendar feed"): the booked rides as one iCalendar file that
 * Google Calendar, Outlook and Apple Calendar subscribe to, at /api/dispatch/calendar/<key>.ics.
 *
 * - Each confirmed ride is an event per leg with the UID and SEQUENCE of the customer's invite (a moved ride
 *   moves, a cancelled one that was confirmed stays, marked CANCELLED), holding what a driver needs: the
 *   customer's name and phone, the route, passengers, vehicle, flight, bags, hours and special requests; never
 *   an email address, a fare or a link.
 * - The key is the feed's only credential (calendar apps send no cookie): a sealed token of a generation
 *   number and a random id bound in the record store under `dispatch-calendar-<n>`. Replacing the key binds
 *   generation n + 1; a key is valid while its own generation holds its id and the next one is unbound, so
 *   a replacement ends the old feed at once, on every instance.
 * - The feed reads only its window of pickup days (FEED_DAYS_BEFORE before Boston's today to FEED_DAYS_AFTER
 *   after) through the index by pickup day.
 */
import { addDays, daysFrom } from "../../booking-loop/day-view"
import { inviteRevision, wasConfirmed } from "../../booking-loop/invites"
import type { Assignment, BookingRecord, Lifecycle } from "../../booking-loop/model"
import { assignmentText, currentAssignments } from "../../booking-loop/assignments"
import { BUSINESS_NAME } from "../../config/business"
import { oneLine } from "../../lib/text"
import { bookingOf, lifecycleOf } from "../booking-loop/records"
import { openToken, sealToken } from "../booking-loop/tokens"
import { fullName, legEvent, legLines, rideLegs, serviceLabel, vehicleLabel, type InviteRevision } from "../delivery/emails"
import { buildIcs, type CalendarEvent } from "../delivery/ics"
import { keyGenerations, type Generation } from "../records/key-generations"
import type { RecordStore, StoredRecord } from "../records/store"
import { redacted } from "../redaction"
import { recordsByDay } from "./days-read"

/** The feed's window of pickup days around Boston's today: the last month, and the next six. */
export const FEED_DAYS_BEFORE = 31
export const FEED_DAYS_AFTER = 183
/** How often calendar apps are asked to read the feed again (Google reads subscribed calendars on its own schedule). */
export const FEED_REFRESH_MINUTES = 30
/** The path of the feed, before its key. */
export const FEED_PATH = "/api/dispatch/calendar/"

const KEY_PAYLOAD = /^([1-9][0-9]{0,5})\|([0-9a-f]{32})$/
const generations = keyGenerations("dispatch-calendar")

const feedUrl = (siteUrl: string, secret: string, { n, id }: Generation) =>
  `${siteUrl}${FEED_PATH}${sealToken(secret, "dispatch-calendar/v1", `${n}|${id}`)}.ics`

/** The feed's address now, or null while dispatch has made none. */
export async function currentFeedUrl(store: RecordStore, secret: string, siteUrl: string): Promise<string | null> {
  const generation = await generations.current(store)
  return generation && feedUrl(siteUrl, secret, generation)
}

/** Makes the feed's first key, or replaces it (the old address answers 404 from now on): the new address, and whether there was one. */
export async function replaceFeedKey(store: RecordStore, secret: string, siteUrl: string): Promise<{ url: string; replaced: boolean }> {
  const { generation, replaced } = await generations.next(store)
  return { url: feedUrl(siteUrl, secret, generation), replaced }
}

/** Whether `key` (the address's last part, without `.ics`) is the feed's current key. */
export async function isFeedKey(store: RecordStore, secret: string, key: unknown): Promise<boolean> {
  const payload = KEY_PAYLOAD.exec(openToken(secret, "dispatch-calendar/v1", key) ?? "")
  return payload !== null && generations.isCurrent(store, { n: Number(payload[1]), id: payload[2] })
}

/** What a driver needs of the ride, one line each. */
function driverLines(booking: BookingRecord): string[] {
  return [
    `Customer: ${fullName(booking)}, ${booking.phone}`,
    `Vehicle: ${vehicleLabel(booking)}`,
    ...(booking.hours ? [`Hours: ${booking.hours}`] : []),
    ...(booking.luggage ? [`Bags: ${booking.luggage}`] : []),
    ...(booking.specialRequests.trim() ? [`Special requests: ${oneLine(booking.specialRequests)}`] : []),
  ]
}

/** Who drives the leg, or that nobody does yet. */
const chauffeurLine = (assignment: Assignment | undefined) => `Chauffeur: ${assignment ? assignmentText(assignment) : "no chauffeur yet"}`

/**
 * How a booking stands in a calendar feed, keys in its typed text redacted: a confirmed ride (or one completed
 * since), or a cancelled one that was confirmed, at the SEQUENCE of the customer's invite; null for any other.
 */
export function feedBooking(
  stored: StoredRecord,
): { booking: BookingRecord; history: Lifecycle["history"]; shown: "confirmed" | "cancelled"; revision: InviteRevision } | null {
  const record = redacted(stored)
  const booking = bookingOf(record)
  const { state, history } = lifecycleOf(record)
  const shown =
    state === "confirmed" || state === "completed" ? "confirmed" : state === "cancelled" && wasConfirmed(history) ? "cancelled" : null
  if (!booking || !shown) return null
  const sequence = inviteRevision(history)
  return { booking, history, shown, revision: { state: shown, sequence, stamp: new Date(history[sequence]?.at ?? record.receivedAt) } }
}

/** A booking's events in the feed: each leg of a confirmed ride, or of a cancelled one that was confirmed; keys in its typed text redacted. */
export function feedEvents(stored: StoredRecord): CalendarEvent[] {
  const booked = feedBooking(stored)
  if (!booked) return []
  const { booking, history, shown, revision } = booked
  const service = serviceLabel(booking.serviceType)
  const drivers = currentAssignments(history)
  return rideLegs(booking).map((leg) =>
    legEvent(booking, stored.reference, leg, revision, {
      summary: `${shown === "cancelled" ? "Cancelled: " : ""}${fullName(booking)}, ${service}${leg.name === "return" ? ", return" : ""} (${stored.reference})`,
      description: [
        ...legLines(booking, leg),
        ...driverLines(booking),
        chauffeurLine(drivers[leg.name === "return" ? "return" : "pickup"]),
      ],
    }),
  )
}

/** The booking records of the feed's window of pickup days around Boston's `today`, each once (a return may share the window). */
export async function feedWindowRecords(store: RecordStore, today: string): Promise<StoredRecord[]> {
  const days = daysFrom(addDays(today, -FEED_DAYS_BEFORE), FEED_DAYS_BEFORE + FEED_DAYS_AFTER + 1)
  const records = new Map<string, StoredRecord>()
  for (const { records: ofDay } of await recordsByDay(store, days)) for (const record of ofDay) records.set(record.reference, record)
  return [...records.values()]
}

/** The feed over Boston's `today`: every booked ride of its window. */
export async function calendarFeed(store: RecordStore, today: string): Promise<string> {
  const events = (await feedWindowRecords(store, today)).flatMap(feedEvents)
  return buildIcs(events, `-//${BUSINESS_NAME}//Dispatch calendar//EN`, {
    name: `${BUSINESS_NAME} rides`,
    refreshMinutes: FEED_REFRESH_MINUTES,
  })
}
