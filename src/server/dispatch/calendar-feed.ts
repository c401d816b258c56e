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
import { randomBytes } from "node:crypto"
import { addDays, daysFrom } from "../../booking-loop/day-view"
import { inviteRevision, wasConfirmed } from "../../booking-loop/invites"
import type { Assignment, BookingRecord } from "../../booking-loop/model"
import { assignmentText, currentAssignments } from "../../booking-loop/assignments"
import { BUSINESS_NAME } from "../../config/business"
import { oneLine } from "../../lib/text"
import { bookingOf, lifecycleOf } from "../booking-loop/records"
import { openToken, sealToken } from "../booking-loop/tokens"
import { fullName, legEvent, legLines, rideLegs, serviceLabel, vehicleLabel, type InviteRevision } from "../delivery/emails"
import { buildIcs, type CalendarEvent } from "../delivery/ics"
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
const generationKey = (n: number) => `dispatch-calendar-${n}`
/** A generation's id, read with strong consistency: a replacement on one instance ends the old key on all at once. */
const generationId = (store: RecordStore, n: number) => store.boundValue(generationKey(n), { consistency: "strong" })

interface Generation {
  n: number
  id: string
}

/** The feed key's generation now, or null before dispatch first made one (replacements are rare: a short walk). */
async function currentGeneration(store: RecordStore): Promise<Generation | null> {
  let found: Generation | null = null
  for (let n = 1; ; n += 1) {
    const id = await generationId(store, n)
    if (id === null) return found
    found = { n, id }
  }
}

const feedUrl = (siteUrl: string, secret: string, { n, id }: Generation) =>
  `${siteUrl}${FEED_PATH}${sealToken(secret, "dispatch-calendar/v1", `${n}|${id}`)}.ics`

/** The feed's address now, or null while dispatch has made none. */
export async function currentFeedUrl(store: RecordStore, secret: string, siteUrl: string): Promise<string | null> {
  const generation = await currentGeneration(store)
  return generation && feedUrl(siteUrl, secret, generation)
}

/** Makes the feed's first key, or replaces it (the old address answers 404 from now on): the new address, and whether there was one. */
export async function replaceFeedKey(store: RecordStore, secret: string, siteUrl: string): Promise<{ url: string; replaced: boolean }> {
  const n = ((await currentGeneration(store))?.n ?? 0) + 1
  // Two replacements at once agree on the one bound first.
  const { value } = await store.bindKey(generationKey(n), randomBytes(16).toString("hex"))
  return { url: feedUrl(siteUrl, secret, { n, id: value }), replaced: n > 1 }
}

/** Whether `key` (the address's last part, without `.ics`) is the feed's current key. */
export async function isFeedKey(store: RecordStore, secret: string, key: unknown): Promise<boolean> {
  const payload = KEY_PAYLOAD.exec(openToken(secret, "dispatch-calendar/v1", key) ?? "")
  if (!payload) return false
  const n = Number(payload[1])
  return (await generationId(store, n)) === payload[2] && (await generationId(store, n + 1)) === null
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

/** A booking's events in the feed: each leg of a confirmed ride, or of a cancelled one that was confirmed; keys in its typed text redacted. */
export function feedEvents(stored: StoredRecord): CalendarEvent[] {
  const record = redacted(stored)
  const booking = bookingOf(record)
  const { state, history } = lifecycleOf(record)
  const shown =
    state === "confirmed" || state === "completed" ? "confirmed" : state === "cancelled" && wasConfirmed(history) ? "cancelled" : null
  if (!booking || !shown) return []
  const sequence = inviteRevision(history)
  const revision: InviteRevision = { state: shown, sequence, stamp: new Date(history[sequence]?.at ?? record.receivedAt) }
  const service = serviceLabel(booking.serviceType)
  const drivers = currentAssignments(history)
  return rideLegs(booking).map((leg) =>
    legEvent(booking, record.reference, leg, revision, {
      summary: `${shown === "cancelled" ? "Cancelled: " : ""}${fullName(booking)}, ${service}${leg.name === "return" ? ", return" : ""} (${record.reference})`,
      description: [
        ...legLines(booking, leg),
        ...driverLines(booking),
        chauffeurLine(drivers[leg.name === "return" ? "return" : "pickup"]),
      ],
    }),
  )
}

/** The feed over Boston's `today`: every booked ride of its window, each booking once (a return may share it). */
export async function calendarFeed(store: RecordStore, today: string): Promise<string> {
  const days = daysFrom(addDays(today, -FEED_DAYS_BEFORE), FEED_DAYS_BEFORE + FEED_DAYS_AFTER + 1)
  const records = new Map<string, StoredRecord>()
  for (const { records: ofDay } of await recordsByDay(store, days)) for (const record of ofDay) records.set(record.reference, record)
  const events = [...records.values()].flatMap(feedEvents)
  return buildIcs(events, `-//${BUSINESS_NAME}//Dispatch calendar//EN`, {
    name: `${BUSINESS_NAME} rides`,
    refreshMinutes: FEED_REFRESH_MINUTES,
  })
}
