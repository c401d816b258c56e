/**
 * The record store: where every request the site accepts is kept, durably, before the visitor hears
 * "received". One contract, several implementations chosen once at start-up (the local outbox for
 * `npm start` and tests, the host's blob store in production), tested by one shared contract suite.
 * Anything that must last or be shared between short-lived function instances lives here, never in
 * process memory: the records, a repeated requestId, a subscribed email, a booking's state.
 */
import type { BookingRequest } from "../../booking/booking-schema"
import type { Estimate } from "../../booking/fare"

export type RecordKind = "booking" | "contact" | "subscription"

/** A booking as recorded and delivered (a booking record's `data`): the visitor's fields and the estimate the server computed. */
export type BookingRecord = BookingRequest & { estimate: Estimate }

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

/** A booking's place in the booking loop (requested → quoted → confirmed/declined → cancelled → completed). */
export type BookingState = "requested" | "quoted" | "confirmed" | "declined" | "cancelled" | "completed"

/** The steps of the loop named apart from the state they lead to (the webhook's event names; otherwise the state is the name). */
export type QuoteStep = "quote-accepted" | "quote-declined" | "quote-expired"
/**
 * A change of the trip asked from the customer's link: applied at once to a request dispatch has not
 * answered (`change-applied`), otherwise pending (`change-requested`) until dispatch accepts or
 * declines it, or the customer withdraws it.
 */
export type ChangeStep = "change-requested" | "change-applied" | "change-accepted" | "change-declined" | "change-withdrawn"
export type LoopStep = QuoteStep | ChangeStep

/** The trip's values a customer may change from their link (src/booking-loop/changes.ts names them). */
export type TripValues = Pick<
  BookingRequest,
  | "date"
  | "time"
  | "pickupLocation"
  | "dropoffLocation"
  | "stops"
  | "passengers"
  | "vehicle"
  | "flightNumber"
  | "luggage"
  | "hours"
  | "returnDate"
  | "returnTime"
  | "specialRequests"
>

/** A change of the trip: the values before and after (every changeable field, so each side reads whole), and the new trip's estimate. */
export interface TripChange {
  from: TripValues
  to: TripValues
  /** The estimate of the trip before, and of the trip asked for (computed by the server). */
  estimateBefore: Estimate
  estimate: Estimate
}

/** A fare dispatch offers: dollars, what they include, an optional note, and until when the customer may accept. */
export interface QuoteTerms {
  fare: number
  includes: string
  note?: string
  expiresAt: string
}

export type Actor = "customer" | "dispatch" | "system"

/** One change of a booking's state, as its history shows it. */
export interface LifecycleEvent {
  state: BookingState
  at: string
  by: Actor
  /** A quote's answer or expiry: the step's own name (its state alone would not tell a declined quote from a new request). */
  step?: LoopStep
  /** A change asked or applied (`change-requested`, `change-applied`): the trip before and after. */
  change?: TripChange
  /** A change answered (`change-accepted`, `change-declined`, `change-withdrawn`): the place in the history of the change it answers. */
  answers?: number
  /** A quote (state `quoted`): the fare offered and its terms. */
  quote?: QuoteTerms
  /** A confirmation (or a change dispatch accepted at a new fare): the fare agreed, in dollars (the quote accepted, or the estimate for the chosen vehicle). */
  fare?: number
  /** The person's words: dispatch's note to the customer, the reason for a decline or a cancellation. */
  note?: string
  /** A cancellation only: what it came to under the policy ("Cancelled 30 hours before pickup: a full refund."). */
  policy?: string
  /** A cancellation only: the terms it was made under and who pays what, for the webhook and the books. */
  charge?: CancellationCharge
}

/**
 * What a cancellation costs the customer: the terms it was made under (free: never confirmed;
 * full-refund: in time; fee: the customer's own late cancellation; by-company: cancelled by dispatch,
 * which never charges the customer) and the fee as a percentage of the fare (0: nothing to pay).
 */
export interface CancellationCharge {
  terms: "free" | "full-refund" | "fee" | "by-company"
  feePercent: number
  /** The fee in dollars, when a fare was agreed (feePercent of it). */
  feeDollars?: number
}

export interface Lifecycle {
  state: BookingState
  history: LifecycleEvent[]
}

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

/** Which records a listing wants: the sweeps ask for `pending`, `suspected-spam` and confirmed bookings. */
export interface RecordFilter {
  status?: RecordStatus
  kind?: RecordKind
  /** A booking's state in the booking loop (a record without a lifecycle is `requested`). */
  state?: BookingState
}

/** Whether a record is one the filter wants. */
export function matchesFilter(record: StoredRecord, { status, kind, state }: RecordFilter): boolean {
  if (status && record.status !== status) return false
  if (kind && record.kind !== kind) return false
  if (state && (record.kind !== "booking" || (record.lifecycle?.state ?? "requested") !== state)) return false
  return true
}

export interface RecordStore {
  /** For logs and docs/API.md's "Listing records": e.g. "local outbox at .data/outbox". */
  readonly description: string
  /** Writes a new record under `name`; "exists" (nothing written) when that name is taken. Atomic. */
  create(name: string, record: StoredRecord): Promise<"created" | "exists">
  /** The record of that name, or null. */
  get(name: string): Promise<Versioned | null>
  /**
   * Replaces a record. With `ifVersion`, only when nobody changed it since it was read: "conflict"
   * otherwise (two changes at once leave one consistent state and the loser is told).
   */
  update(name: string, record: StoredRecord, options?: { ifVersion?: string }): Promise<"updated" | "conflict">
  /** The names of the records, optionally only those of one status, kind and/or booking state, sorted. */
  list(filter?: RecordFilter): Promise<string[]>
  /** Removes a record (expired suspected spam). */
  remove(name: string): Promise<void>
  /**
   * Binds an idempotency key (e.g. `request-booking-<requestId>`) to a value (a reference) once, for
   * good: the value bound first, and whether this call bound it. Atomic like `create`, so two
   * instances binding one key at once agree on one value.
   */
  bindKey(key: string, value: string): Promise<{ value: string; first: boolean }>
}
