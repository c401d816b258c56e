/**
 * The booking loop's changes by the system, run on a schedule (the sweep: the host's scheduled
 * function, the running server's timer): confirmed rides whose day is over in Boston are marked
 * completed, quotes past their time expire (the request is open again, and dispatch is told), and new
 * fares offered for a change lapse (the booking stands as it was; both sides are told).
 * Until the sweep runs, the page already shows a finished ride as completed and an expired quote as
 * one that can no longer be accepted (nothing is written by a read).
 */
import { decide, type SystemAction } from "../../booking-loop/actions"
import { withChangeOwed } from "../delivery/outcome"
import type { Logger } from "../logger"
import type { RecordStore, StoredRecord } from "../records/store"
import type { BookingState } from "../../booking-loop/model"
import { bookingOf, lifecycleOf } from "./records"

/** The record with the system's `action` (a ride's completion, a quote's expiry) applied at `now`, or null when it is not due (or not a booking). */
async function systemChange(record: StoredRecord, action: SystemAction, now: Date): Promise<StoredRecord | null> {
  const booking = bookingOf(record)
  if (!booking) return null
  const lifecycle = lifecycleOf(record)
  const decision = await decide(action, { booking, lifecycle, by: "system", at: now, input: {} })
  if (!decision.ok) return null
  return { ...record, lifecycle: { state: decision.event.state, history: [...lifecycle.history, decision.event] } }
}

/** The record with the ride completed, or null when it is not due (or not a booking). */
export const completedRecord = (record: StoredRecord, now: Date): Promise<StoredRecord | null> => systemChange(record, "complete", now)

/** The record with its quote expired, or null when the quote still holds (or there is none). */
export const expiredQuoteRecord = (record: StoredRecord, now: Date): Promise<StoredRecord | null> =>
  systemChange(record, "expire-quote", now)

/** The record with its offer lapsed, or null when the offer still holds (or none waits). */
export const lapsedOfferRecord = (record: StoredRecord, now: Date): Promise<StoredRecord | null> =>
  systemChange(record, "expire-offer", now)

export interface SystemChangeOptions {
  logger?: Logger
  /** Hands each change to the channels (the webhook hears it, like every change). */
  deliver?: (name: string, revision: number, leaseId: string | undefined) => Promise<unknown>
  channels?: boolean
}

/**
 * Applies `change` to every booking in `state`, each written owed (a sweep cut off before the send
 * leaves it for the next) and handed to `deliver`; the names changed. A record changed meanwhile is
 * left for the next run.
 */
async function applyToAll(
  store: RecordStore,
  state: BookingState,
  change: (record: StoredRecord, now: Date) => Promise<StoredRecord | null>,
  now: Date,
  { logger, deliver, channels = true }: SystemChangeOptions,
  what: string,
): Promise<string[]> {
  const done: string[] = []
  for (const name of await store.list({ kind: "booking", state })) {
    const current = await store.get(name)
    const changed = current && (await change(current.record, now))
    if (!current || !changed) continue
    const revision = (changed.lifecycle?.history.length ?? 1) - 1
    const { record, leaseId } = withChangeOwed(changed, revision, now.getTime(), channels)
    if ((await store.update(name, record, { ifVersion: current.version })) !== "updated") continue
    done.push(name)
    await deliver?.(name, revision, leaseId)
  }
  if (done.length) logger?.info(`[booking-loop] ${done.length} ${what}`)
  return done
}

/** Completes every due ride; the names completed. */
export const completeRides = (store: RecordStore, now: Date, options: SystemChangeOptions = {}): Promise<string[]> =>
  applyToAll(store, "confirmed", completedRecord, now, options, "ride(s) marked completed")

/** Expires every quote past its time; the names whose quote expired. */
export const expireQuotes = (store: RecordStore, now: Date, options: SystemChangeOptions = {}): Promise<string[]> =>
  applyToAll(store, "quoted", expiredQuoteRecord, now, options, "quote(s) expired unanswered")

/** Lapses every new fare offered and not answered in time; the names whose offer lapsed. */
export const lapseOffers = (store: RecordStore, now: Date, options: SystemChangeOptions = {}): Promise<string[]> =>
  applyToAll(store, "confirmed", lapsedOfferRecord, now, options, "new fare(s) lapsed unanswered")
