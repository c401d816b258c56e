/**
 * The record store: where every request the site accepts is kept, durably, before the visitor hears
 * "received". One contract, several implementations chosen once at start-up (the local outbox for
 * `npm start` and tests, the host's blob store in production), tested by one shared contract suite.
 * Anything that must last or be shared between short-lived function instances lives here, never in
 * process memory: the records, a repeated requestId, a subscribed email, a booking's state.
 */
import type { BookingState, Lifecycle } from "../../booking-loop/model"

export type RecordKind = "booking" | "contact" | "subscription"

/** What one channel said about one delivery. */
export type ChannelReport = { status: "delivered"; at: string; detail?: string } | { status: "failed"; at: string; error: string }

/** Record and key names: a lower-case kind, a hyphen, then letters, digits and hyphens (safe as file names and blob keys). */
export const RECORD_NAME = /^[a-z]+-[A-Za-z0-9-]{1,100}$/

/**
 * Where a record stands with the business:
 * - `pending`: recorded, and the request (or a later change of a booking's state) has not been
 *   accepted by any channel yet; redelivered automatically with backoff.
 * - `delivered`: a channel (SMTP or the webhook) accepted the request and every change; never delivered again.
 * - `needs-attention`: something in it still undelivered a day after it happened; dispatch must act by hand.
 * - `suspected-spam`: looked automated (honeypot, fill time); kept 30 days, never delivered.
 */
export type RecordStatus = "pending" | "delivered" | "needs-attention" | "suspected-spam"

/** One try at handing a record (or a change of it) to the channels. */
export interface DeliveryAttempt {
  at: string
  /** What was delivered: the request itself, a later change of the booking's state, or the booking's link sent again. */
  subject: "request" | BookingState | "link"
  /** A change only: its place in the booking's history. */
  revision?: number
  channels: Partial<Record<"smtp" | "webhook", ChannelReport>>
}

export interface StoredRecord {
  kind: RecordKind
  reference: string
  receivedAt: string
  status: RecordStatus
  /** The latest report of each channel (what the local outbox has always shown). */
  channels: Partial<Record<"smtp" | "webhook", ChannelReport>>
  /** Every delivery attempt, oldest first. */
  attempts?: DeliveryAttempt[]
  /** When the next automatic redelivery is due (pending records only). */
  nextAttemptAt?: string
  /**
   * A deliverer sending the record now: nobody else sends it before `until`. Taken by a conditional
   * update (the writer of a change, a sweep's claim, a new record's first attempt) and released by its
   * holder's outcome, so every send holds one and nothing is sent twice by two deliverers at once.
   */
  lease?: { id: string; until: string }
  /** Why a suspected-spam record looked automated. */
  spamReason?: string
  /** When a suspected-spam record is removed by the redelivery sweep. */
  expiresAt?: string
  /** Bookings only: the booking loop's state and history. */
  lifecycle?: Lifecycle
  /** Bookings only: the places in `lifecycle.history` of changes no channel has accepted yet (redelivered like a pending request). */
  undeliveredChanges?: number[]
  /** Bookings only: when the customer asked for their link again, the last day's requests (at most LINK_RESENDS_PER_DAY). */
  linkResends?: string[]
  /** Bookings only: when the customer last asked for their link again, while it is owed (sent like a change; one email answers every ask before it). */
  linkOwedSince?: string
  /** The cleaned values of the form. */
  data: unknown
}

/** A record as read, with the version a conditional update must name. */
export interface Versioned {
  record: StoredRecord
  version: string
}

/** A record as a listing reads it, with its name. */
export interface RecordEntry {
  name: string
  record: StoredRecord
}

/** Which records a listing wants: the sweeps ask for `pending`, `suspected-spam` and confirmed bookings. */
export interface RecordFilter {
  status?: RecordStatus
  kind?: RecordKind
  /** A booking's state in the booking loop (a record without a lifecycle is `requested`). */
  state?: BookingState
  /**
   * A day in Boston (YYYY-MM-DD) a booking has a ride on: its pickup day (`date`), or its return's
   * (`returnDate`); what dispatch's day view asks for. The stores keep an index by those days with the
   * records, so such a listing reads only that day's.
   */
  day?: string
}

/** A calendar day as the booking form writes it. */
export const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The days a booking record has a ride on, as the index by day holds them: its pickup day (`date`), and
 * its return's (`returnDate`) when it has a return on another day. None for other records.
 */
export function rideDaysOf(record: StoredRecord): string[] {
  const { kind, data } = record
  if (kind !== "booking" || typeof data !== "object" || data === null) return []
  const dayOf = (field: string): string[] => {
    const value: unknown = Reflect.get(data, field)
    return typeof value === "string" && CALENDAR_DAY.test(value) ? [value] : []
  }
  const days = [...dayOf("date"), ...(Reflect.get(data, "returnTrip") === true ? dayOf("returnDate") : [])]
  return [...new Set(days)]
}

/** Whether a record is one the filter wants. */
export function matchesFilter(record: StoredRecord, { status, kind, state, day }: RecordFilter): boolean {
  if (status && record.status !== status) return false
  if (kind && record.kind !== kind) return false
  if (state && (record.kind !== "booking" || (record.lifecycle?.state ?? "requested") !== state)) return false
  if (day && !rideDaysOf(record).includes(day)) return false
  return true
}

/**
 * How a read sees the writes of other instances. `strong`: every write that has landed, wherever it was made:
 * what every check of a credential that can be used up or revoked reads (a signed-out session, a replaced feed
 * key or booking link). Without it a store may answer from a cache that lags another instance's write a while
 * (the host's Blobs, read through its CDN); a store that cannot read strongly refuses such a read (it throws).
 */
export interface ReadOptions {
  consistency?: "strong"
}

export interface RecordStore {
  /** For logs and docs/API.md's "Listing records": e.g. "local outbox at .data/outbox". */
  readonly description: string
  /** Writes a new record under `name`; "exists" (nothing written) when that name is taken. Atomic. */
  create(name: string, record: StoredRecord): Promise<"created" | "exists">
  /** The record of that name, or null. */
  get(name: string, options?: ReadOptions): Promise<Versioned | null>
  /**
   * Replaces a record. With `ifVersion`, only when nobody changed it since it was read: "conflict"
   * otherwise (two changes at once leave one consistent state and the loser is told).
   */
  update(name: string, record: StoredRecord, options?: { ifVersion?: string }): Promise<"updated" | "conflict">
  /** The names of the records, optionally only those of one status, kind and/or booking state, sorted. */
  list(filter?: RecordFilter): Promise<string[]>
  /**
   * The records `list` names, each with its name, in the same order, read once: for a reader that wants the
   * records themselves (dispatch's day view), without a second read of each. No versions: to update one, `get` it.
   */
  listEntries(filter?: RecordFilter): Promise<RecordEntry[]>
  /** Removes a record (expired suspected spam). */
  remove(name: string): Promise<void>
  /**
   * Binds an idempotency key (e.g. `request-booking-<requestId>`) to a value (a reference) once, for
   * good: the value bound first, and whether this call bound it. Atomic like `create`, so two
   * instances binding one key at once agree on one value.
   */
  bindKey(key: string, value: string): Promise<{ value: string; first: boolean }>
  /** The value a key is bound to, or null when it is bound to none (nothing is bound by reading). */
  boundValue(key: string, options?: ReadOptions): Promise<string | null>
}
