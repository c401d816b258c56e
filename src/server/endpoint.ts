/**
 * The endpoint factory. Every request goes through the same steps, each with its own answer:
 * method (405) → content type (415) → size (413) → JSON (400) → rate limit (429) → spam (kept as
 * suspected spam, answered like a success) → validation (422) → idempotency → delivery (503 when
 * nothing could record or take it) → the answer.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { FieldErrors } from "../forms/field-rules"
import { MIN_FILL_MS } from "../config/constants"
import { INTERNAL_ERROR_MESSAGE, MAIN_PHONE, UNAVAILABLE_MESSAGE } from "../config/business"
import type { ServerConfig } from "./config"
import type { Delivery } from "./delivery"
import type { RecordKind } from "./records/store"
import { clientAddress, isJsonContentType, readBody, sendJson, type Handler } from "./http"
import { rateKey } from "./client-key"
import { createIdempotencyStore } from "./idempotency"
import { BODY_LIMIT_BYTES, RATE_LIMIT_WINDOW_MS } from "./limits"
import { consoleLogger, type Logger } from "./logger"
import { createRateLimiter, type RateLimiter } from "./rate-limit"

export type EndpointName = "booking-requests" | "contact-messages" | "subscriptions"

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

export interface Answer {
  status: number
  body: Record<string, string>
}

export interface EndpointDefinition<T> {
  name: EndpointName
  kind: RecordKind
  /** The form's field names; nothing else reaches validation. */
  fields: readonly string[]
  /** The form's own schema (shared with the browser): cleaned values or a message per field. */
  validate(fields: Record<string, unknown>): Promise<Validation<T>>
  /**
   * What makes two requests the same one: the client's requestId, or for subscriptions the email.
   * The record store remembers it (by the requestId, or by `recordName`); process memory only
   * stands in when there is no store (OUTBOX=off), and only within one process.
   */
  idempotencyKey(value: T, requestId: string | undefined): string | undefined
  /** A fixed record name, so a duplicate is recognised by the store, at any instance and after a restart. */
  recordName?(value: T): string
  /** Answer once recorded and send after (the answer's timing must not tell a new record from a known one). */
  answerFirst?: boolean
  /** `firstTime` is false when an earlier request already did the work. */
  answer(reference: string, firstTime: boolean): Answer
}

export interface EndpointOptions {
  config: ServerConfig
  logger?: Logger
  /** The delivery the sending endpoints share (delivery/shared.ts). */
  delivery: Delivery
}

/** The envelope around the form's fields (the browser side sends it with every form). */
interface Envelope {
  requestId?: unknown
  fillMs?: unknown
  website?: unknown
}

/** A client's key for one submission: a form's `requestId`, a booking action's `Idempotency-Key`. */
export const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

export const ERRORS = {
  method: "Use POST to send this form.",
  contentType: "Send the form as JSON (Content-Type: application/json).",
  tooLarge: `The request is larger than ${BODY_LIMIT_BYTES / 1024} KiB.`,
  malformed: "The request is not valid JSON.",
  notObject: "The request must be a JSON object.",
  requestId: "requestId must be 8 to 64 letters, digits or hyphens.",
  idempotencyKey: "The Idempotency-Key header must be 8 to 64 letters, digits or hyphens.",
  rateLimited: `Too many requests. Please wait a minute and try again, or call us at ${MAIN_PHONE.display}.`,
  unavailable: UNAVAILABLE_MESSAGE,
  internal: INTERNAL_ERROR_MESSAGE,
} as const

/** Why a request looks automated, or undefined for a person. */
function spamReason({ website, fillMs }: Envelope): string | undefined {
  const honeypotEmpty = website === undefined || website === null || (typeof website === "string" && website.trim() === "")
  if (!honeypotEmpty) return "honeypot filled"
  if (typeof fillMs !== "number" || !Number.isFinite(fillMs)) return "no fill time"
  if (fillMs < MIN_FILL_MS) return `filled in ${Math.max(0, Math.round(fillMs))} ms`
  return undefined
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Only the form's own fields, as own properties, with objects emptied. yup throws instead of
 * answering for two kinds of legal JSON: a key such as "__proto__" or "constructor" (it finds
 * Object.prototype's member in its field map) and an object whose "toString" is not a function (it
 * calls it while casting to a string). Every field is text, so an object is wrong whatever it holds.
 */
function pickFields(input: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {}
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(input, name)) continue
    const value = input[name]
    picked[name] = isPlainObject(value) ? {} : value
  }
  return picked
}

/**
 * The first steps of every JSON endpoint (these forms' and the booking loop's), each with its own
 * answer: method (405) → content type (415) → size (413) → JSON (400) → an object (400) → rate limit
 * (429). The body, or null when an answer has been sent.
 */
export async function readJsonRequest(
  req: IncomingMessage,
  res: ServerResponse,
  config: Pick<ServerConfig, "clientAddress">,
  limiter: RateLimiter,
): Promise<Record<string, unknown> | null> {
  const refuse = (status: number, error: string, headers: Record<string, string> = {}) => {
    sendJson(res, status, { error }, headers)
    return null
  }
  if (req.method !== "POST") return refuse(405, ERRORS.method, { Allow: "POST" })
  if (!isJsonContentType(req.headers["content-type"])) return refuse(415, ERRORS.contentType)

  const body = await readBody(req, BODY_LIMIT_BYTES)
  if (body.kind === "aborted") return null
  if (body.kind === "too-large") return refuse(413, ERRORS.tooLarge, body.close ? { Connection: "close" } : {})
  if (body.kind === "not-utf8") return refuse(400, ERRORS.malformed)

  let parsed: unknown
  try {
    parsed = JSON.parse(body.text)
  } catch {
    return refuse(400, ERRORS.malformed)
  }
  if (!isPlainObject(parsed)) return refuse(400, ERRORS.notObject)
  return withinRateLimit(req, res, config, limiter) ? parsed : null
}

/** The rate limit's step (429 with Retry-After): whether the request may go on. */
function withinRateLimit(
  req: IncomingMessage,
  res: ServerResponse,
  config: Pick<ServerConfig, "clientAddress">,
  limiter: RateLimiter,
): boolean {
  const limit = limiter.hit(rateKey(clientAddress(req, config.clientAddress)))
  if (!limit.allowed) sendJson(res, 429, { error: ERRORS.rateLimited }, { "Retry-After": String(limit.retryAfterSeconds) })
  return limit.allowed
}

/**
 * The first steps of a read (GET) endpoint: method (405) → rate limit (429). Whether the request
 * may go on; when not, the answer has been sent.
 */
export function readGetRequest(
  req: IncomingMessage,
  res: ServerResponse,
  config: Pick<ServerConfig, "clientAddress">,
  limiter: RateLimiter,
): boolean {
  if (req.method !== "GET") {
    sendJson(res, 405, { error: "Use GET to read this." }, { Allow: "GET" })
    return false
  }
  return withinRateLimit(req, res, config, limiter)
}

class Unavailable extends Error {}

interface Accepted {
  reference: string
  /** False when the work had been done before (a subscription already on record). */
  fresh: boolean
  /** The first send, still under way when the definition answers first. */
  sent?: Promise<void>
}

export function createEndpoint<T>(
  definition: EndpointDefinition<T>,
  { config, logger = consoleLogger, delivery }: EndpointOptions,
): Handler {
  // Per instance: on the host each short-lived instance counts its own (docs/API.md says so).
  const limiter = createRateLimiter({ limit: config.rateLimitPerMinute, windowMs: RATE_LIMIT_WINDOW_MS })
  // Only without a record store; with one, the store recognises repeats across instances.
  const recent = delivery.store ? null : createIdempotencyStore<Accepted>()
  const tag = `[${definition.name}]`

  const accept = async (value: T, requestId: string | undefined): Promise<Accepted> => {
    const recordName = definition.recordName?.(value)
    const result = await delivery.deliver({
      kind: definition.kind,
      data: value,
      recordName,
      requestId: recordName ? undefined : requestId,
      answerFirst: definition.answerFirst,
    })
    if (result.outcome === "failed") throw new Unavailable()
    if (result.outcome === "duplicate") return { reference: "", fresh: false }
    return { reference: result.reference, fresh: result.fresh, sent: result.sent }
  }

  const respond = (res: ServerResponse, { status, body }: Answer) => sendJson(res, status, body)

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const parsed = await readJsonRequest(req, res, config, limiter)
    if (!parsed) return

    const { requestId, fillMs, website } = parsed
    const spam = spamReason({ fillMs, website })
    if (spam) {
      // Kept, not delivered: a real customer whose browser filled the form for them can be recovered.
      const kept = await delivery.keepSuspectedSpam({ kind: definition.kind, data: pickFields(parsed, definition.fields), reason: spam })
      if (kept === "failed") return sendJson(res, 503, { error: ERRORS.unavailable })
      logger.info(`${tag} not delivered, looks automated: ${spam}${kept.kept ? ` (kept as suspected spam ${kept.reference})` : ""}`)
      return respond(res, definition.answer(kept.reference, true))
    }
    if (requestId !== undefined && requestId !== null && (typeof requestId !== "string" || !REQUEST_ID.test(requestId))) {
      return sendJson(res, 400, { error: ERRORS.requestId })
    }

    const validation = await definition.validate(pickFields(parsed, definition.fields))
    if (!validation.ok) return sendJson(res, 422, { errors: validation.errors })
    const value = validation.value

    const id = typeof requestId === "string" ? requestId : undefined
    const key = recent && definition.idempotencyKey(value, id)
    try {
      const { value: accepted, replay } =
        recent && key ? await recent.run(key, () => accept(value, id)) : { value: await accept(value, id), replay: false }
      respond(res, definition.answer(accepted.reference, accepted.fresh && !replay))
      // Sent after the answer (answerFirst): its outcome is written on the record, and the sweep retries it.
      await accepted.sent?.catch((error: unknown) => logger.error(`${tag} the send after the answer failed; the sweep retries it`, error))
      return
    } catch (error) {
      if (error instanceof Unavailable) return sendJson(res, 503, { error: ERRORS.unavailable })
      throw error
    }
  }

  return async (req, res) => {
    try {
      await handle(req, res)
    } catch (error) {
      logger.error(`${tag} unexpected error`, error)
      sendJson(res, 500, { error: ERRORS.internal })
    }
  }
}
