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
