/** Limits of the request endpoints: how much we read, how long we keep and wait. */

/** Largest request body read; a booking form filled to every field's maximum is about 3 KiB. */
export const BODY_LIMIT_BYTES = 16 * 1024

/** Requests per client and endpoint per minute when RATE_LIMIT_PER_MINUTE is not set. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 20
export const RATE_LIMIT_WINDOW_MS = 60_000
/** Clients tracked at once per endpoint; past this the oldest are forgotten first. */
export const RATE_LIMIT_MAX_CLIENTS = 10_000

/** How long a requestId (or a subscribed email) is remembered, and how many at most. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
export const IDEMPOTENCY_MAX_ENTRIES = 10_000

/** Outbound calls: a slow peer must not hold the visitor's request for long. */
export const WEBHOOK_TIMEOUT_MS = 5_000
export const SMTP_CONNECTION_TIMEOUT_MS = 10_000
export const SMTP_SOCKET_TIMEOUT_MS = 20_000

/** A reference that collides with a record already on disk is drawn again, at most this often. */
export const REFERENCE_ATTEMPTS = 5

/** The local outbox's lock on one record: how long a writer waits for it, and when one left by a crash is taken over. */
/**
 * Records a listing reads side by side (each a file, or a request to the Blobs service): a day of dispatch's
 * view waits for the slowest few instead of the sum of all, without opening thousands at once.
 */
export const STORE_READS_AT_ONCE = 16
export const OUTBOX_LOCK_WAIT_MS = 5_000
export const OUTBOX_LOCK_STALE_MS = 30_000

/**
 * Redelivery. A record being delivered is left alone by other deliverers for the lease (longer than
 * the channels' timeouts together); after a failed attempt the next waits REDELIVERY_FIRST_DELAY_MS,
 * doubling to at most REDELIVERY_MAX_DELAY_MS; a record still undelivered this long after it arrived
 * needs dispatch's attention and is no longer retried.
 */
export const DELIVERY_LEASE_MS = 5 * 60_000
export const REDELIVERY_FIRST_DELAY_MS = 60_000
export const REDELIVERY_MAX_DELAY_MS = 60 * 60_000
export const NEEDS_ATTENTION_AFTER_MS = 24 * 60 * 60_000
/** How often the running server (npm start) looks for records due for redelivery. */
export const REDELIVERY_INTERVAL_MS = 60_000
/** A booking's link is emailed again at most this often a day (a pair of reference and email cannot flood the booking's inbox). */
export const LINK_RESENDS_PER_DAY = 3
export const LINK_RESEND_WINDOW_MS = 24 * 60 * 60_000

/** How long a request that looked automated is kept for dispatch to recover a false positive. */
export const SUSPECTED_SPAM_KEPT_MS = 30 * 24 * 60 * 60_000
