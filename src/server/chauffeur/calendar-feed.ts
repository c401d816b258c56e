/**
 * A chauffeur's calendar feed (docs/CHAUFFEURS.md, "Your day and your calendar"): their own legs as one iCalendar
 * file at /api/chauffeur/calendar/<key>.ics, on dispatch's feed's model (dispatch/calendar-feed.ts):
 *
 * - the same window of pickup days, read through the index by day, and the same events: one per leg they hold,
 *   with the UID and SEQUENCE of the customer's invite (a moved ride moves; a cancelled one that was confirmed
 *   stays, marked CANCELLED); a leg they are taken off leaves the feed. Each holds the ride sheet's rows
 *   (ride-view.ts): no fare, no email address, no link;
 * - the key is the feed's only credential: a sealed token (its own purpose) of the chauffeur's roster id and a
 *   generation bound in the record store under `chauffeur-calendar-<id>-<n>` (records/key-generations.ts), so
 *   replacing it ends the old address at once, on every instance; a chauffeur no longer on the roster has no feed.
 */
import { heldAssignments } from "../../booking-loop/assignments"
import type { RideLeg } from "../../booking-loop/model"
import { BUSINESS_NAME } from "../../config/business"
import { oneLine } from "../../lib/text"
import { rideRows } from "../booking-loop/ride-view"
import { openToken, sealToken } from "../booking-loop/tokens"
import { fullName, legEvent, rideLegs, serviceLabel } from "../delivery/emails"
import { buildIcs, type CalendarEvent } from "../delivery/ics"
import { feedBooking, feedWindowRecords, FEED_REFRESH_MINUTES } from "../dispatch/calendar-feed"
import { currentRoster } from "../dispatch/roster"
import { keyGenerations, type Generation } from "../records/key-generations"
import type { RecordStore, StoredRecord } from "../records/store"
import type { RideHolder } from "./access"

/** The path of a chauffeur's feed, before its key. */
export const CHAUFFEUR_FEED_PATH = "/api/chauffeur/calendar/"

/** A roster id (hex, as the roster gives them), the generation and its id. */
const KEY_PAYLOAD = /^([0-9a-f]{8,32})\|([1-9][0-9]{0,5})\|([0-9a-f]{32})$/
const generationsOf = (chauffeurId: string) => keyGenerations(`chauffeur-calendar-${chauffeurId}`)

const feedUrl = (siteUrl: string, secret: string, chauffeurId: string, { n, id }: Generation) =>
  `${siteUrl}${CHAUFFEUR_FEED_PATH}${sealToken(secret, "chauffeur-calendar/v1", `${chauffeurId}|${n}|${id}`)}.ics`

/** The chauffeur's feed address now, or null while they have made none. */
export async function currentChauffeurFeedUrl(
  store: RecordStore,
  secret: string,
  siteUrl: string,
  chauffeurId: string,
): Promise<string | null> {
  const generation = await generationsOf(chauffeurId).current(store)
  return generation && feedUrl(siteUrl, secret, chauffeurId, generation)
}

/** Makes the chauffeur's first feed key, or replaces it (the old address answers 404 from now on). */
export async function replaceChauffeurFeedKey(
  store: RecordStore,
  secret: string,
  siteUrl: string,
  chauffeurId: string,
): Promise<{ url: string; replaced: boolean }> {
  const { generation, replaced } = await generationsOf(chauffeurId).next(store)
  return { url: feedUrl(siteUrl, secret, chauffeurId, generation), replaced }
}

/** The chauffeur whose current feed key `key` is, while they are on the roster; null for any other key. */
export async function feedHolder(store: RecordStore, secret: string, key: unknown): Promise<RideHolder | null> {
  const payload = KEY_PAYLOAD.exec(openToken(secret, "chauffeur-calendar/v1", key) ?? "")
  if (!payload) return null
  const [, chauffeurId, n, id] = payload
  if (!(await generationsOf(chauffeurId).isCurrent(store, { n: Number(n), id }))) return null
  const onRoster = (await currentRoster(store)).roster.chauffeurs.find((entry) => entry.id === chauffeurId)
  return onRoster ? { id: onRoster.id, name: onRoster.name } : null
}

/** The legs of a booking the chauffeur holds, as events of their feed: the ride sheet's rows, and dispatch's note to them. */
function chauffeurEvents(stored: StoredRecord, chauffeurId: string): CalendarEvent[] {
  const booked = feedBooking(stored)
  if (!booked) return []
  const { booking, history, shown, revision } = booked
  const held = heldAssignments(history)
  const service = serviceLabel(booking.serviceType)
  return rideLegs(booking).flatMap((leg) => {
    const name: RideLeg = leg.name === "return" ? "return" : "pickup"
    const assignment = held[name]
    if (assignment?.chauffeur.id !== chauffeurId) return []
    const note = history[assignment.step]?.note?.trim()
    return [
      legEvent(booking, stored.reference, leg, revision, {
        summary: `${shown === "cancelled" ? "Cancelled: " : ""}${fullName(booking)}, ${service}${name === "return" ? ", return" : ""} (${stored.reference})`,
        description: [
          ...rideRows(booking, name, assignment).map(([label, value]) => `${label}: ${oneLine(value)}`),
          ...(note ? [`Dispatch's note: ${oneLine(note)}`] : []),
        ],
      }),
    ]
  })
}

/** The chauffeur's feed over Boston's `today`: every leg they hold in the feed's window. */
export async function chauffeurFeed(store: RecordStore, today: string, chauffeur: RideHolder): Promise<string> {
  const events = (await feedWindowRecords(store, today)).flatMap((record) => chauffeurEvents(record, chauffeur.id))
  return buildIcs(events, `-//${BUSINESS_NAME}//Chauffeur calendar//EN`, {
    name: `${BUSINESS_NAME}: ${chauffeur.name}'s rides`,
    refreshMinutes: FEED_REFRESH_MINUTES,
  })
}
