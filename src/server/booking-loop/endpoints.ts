/**
 * The booking loop's endpoints, over one record store:
 * - GET  /api/booking-status  Authorization: Bearer <token> → 200 {booking}: the booking as its link shows it
 * - POST /api/booking-actions {token, action, note?, terms?, fare?, includes?, validHours?, quote?, changes?, change?} → 200 {booking, message}; 409 {error, booking} when
 *   the booking had moved on (the loser of two changes at once is told what happened), or when a
 *   cancellation's `terms` (the policy kind the page showed) are no longer the terms that apply
 * - POST /api/booking-links   {reference, email}         → 202 {message} always, in the same time: the
 *   customer's link is written owed to the booking's own address when both match (at most 3 a day), and
 *   emailed after the answer (or by the sweep)
 * After the common steps (readJsonRequest of endpoint.ts; readGetRequest for the GET): the store (503 when none) → the token (403, one answer for
 * every bad link; a link of dispatch's day view acts only beside its live session's cookie, dispatch/access.ts) → the fields, as the action's entry reads them (422) → the decision of the table of actions
 * (src/booking-loop/actions.ts: 403 wrong person, 409 not now) → a conditional update (decided again on a lost
 * race) → delivery of the change (SMTP, webhook) → the answer. No action's rule lives here. Tokens are never logged.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { answerWords, decide, needsRoster, readAction } from "../../booking-loop/actions"
import { currentRoster } from "../dispatch/roster"
import { nearbyAssignments } from "../dispatch/nearby-assignments"
import { LINK_SENT_MESSAGE, LOOP_MESSAGES } from "../../booking-loop/messages"
import { linkVersion, type BookingRecord, type Lifecycle, type LinkRole } from "../../booking-loop/model"
import { INTERNAL_ERROR_MESSAGE, MAIN_PHONE, UNAVAILABLE_MESSAGE } from "../../config/business"
import type { ServerConfig } from "../config"
import type { Delivery } from "../delivery"
import { withChangeOwed, withLinkOwed } from "../delivery/outcome"
import { ERRORS, readGetRequest, readJsonRequest, REQUEST_ID } from "../endpoint"
import { sendJson, type Handler } from "../http"
import { RATE_LIMIT_WINDOW_MS } from "../limits"
import { consoleLogger, errorMessage, type Logger } from "../logger"
import { createRateLimiter } from "../rate-limit"
import { VIEW_LINK_ENDED_MESSAGE, viewLinkClaims } from "../dispatch/access"
import { sessionOf } from "../dispatch/session"
import { mutate } from "../records/mutate"
import type { RecordStore, StoredRecord, Versioned } from "../records/store"
import { REFERENCE_PATTERN } from "../reference"
import { redacted } from "../redaction"
import { completedRecord } from "./complete"
import { linkExpiry, linkKeysOf, type LinkKeys } from "./links"
import { publicView } from "./public-view"
import { rideSheet } from "./ride-view"
import { legHeldAt } from "../../booking-loop/assignments"
import { RIDE_MESSAGES, type RideSheet } from "../../booking-loop/ride-sheet"
import type { BookingView } from "../../booking-loop/view"
import { bookingOf, bookingRecordName, lifecycleOf } from "./records"
import { verifyLink, type LinkClaims } from "./tokens"

export type BookingLoopName = "booking-status" | "booking-actions" | "booking-links"

/** The one answer to every link that does not open a booking: wrong, expired, tampered, or its booking gone. */
export const LINK_REPLACED_MESSAGE = `This link was replaced by a newer one: the links to this booking were renewed, and a fresh one was emailed. Use the newest email from us, ask for your link again below, or call us at ${MAIN_PHONE.display}.`
export const INVALID_LINK_MESSAGE = `This booking link is not valid: it may be mistyped, or it has expired after the ride. Please call us at ${MAIN_PHONE.display} and quote your reference, or ask for a new link.`
export const LINK_UNAVAILABLE_MESSAGE = `We cannot email booking links just now. Please call us at ${MAIN_PHONE.display} and quote your reference.`
export const STORE_UNAVAILABLE_MESSAGE = `We cannot show bookings just now. Please call us at ${MAIN_PHONE.display}.`

/** How long the link-resend answer takes at least, so its timing does not tell whether the booking exists. */
export const LINK_ANSWER_MIN_MS = 1500
/** Conditional updates tried before giving up (each after re-reading). */
const UPDATE_ATTEMPTS = 4

export interface BookingLoopOptions {
  config: ServerConfig
  /** The record store (null: the loop answers 503). */
  store: RecordStore | null
  /** The delivery over `store`, which delivers each change and keeps it owed until a channel takes it: asked for by the routes that send. */
  delivery: () => Delivery
  logger?: Logger
  now?: () => Date
  linkAnswerMinMs?: number
}

interface Loaded {
  name: string
  versioned: Versioned
  booking: BookingRecord
}

/**
 * The answer when the change is made but its emails were not sent now: owed behind another
 * deliverer's send (`queued`: the sweep sends them within minutes), refused by every channel
 * (`retrying`: sent when one is back), or with no channel configured at all (`none`: nobody is told yet).
 */
function unsentMessage(done: string, role: LinkRole, unsent: "queued" | "retrying" | "none"): string {
  if (role === "customer") {
    if (unsent === "queued")
      return `${done}. Dispatch will be emailed within a few minutes; to be sure they know at once, please call us at ${MAIN_PHONE.display}.`
    return unsent === "retrying"
      ? `${done}. We could not email dispatch just now and will keep trying; to be sure they know at once, please call us at ${MAIN_PHONE.display}.`
      : `${done}. Dispatch has not been told yet: please call us at ${MAIN_PHONE.display} so they know at once.`
  }
  if (unsent === "queued")
    return `${done}. The customer will be emailed within a few minutes; to be sure they know at once, please call them.`
  return unsent === "retrying"
    ? `${done}. The customer's email could not be sent just now and will be tried again; please call the customer so they know at once.`
    : `${done}. No email is set up to tell the customer: please call them so they know.`
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")
  return match?.[1]
}

/** What every route of the loop works with: the configuration, the delivery and its record store, the link keys, the clock. */
interface Loop {
  config: ServerConfig
  delivery: () => Delivery
  store: RecordStore
  keys: LinkKeys
  logger: Logger
  now: () => Date
  linkAnswerMinMs: number
}

const invalidLink = (res: ServerResponse, error = INVALID_LINK_MESSAGE) => sendJson(res, 403, { error })

async function load({ store }: Loop, reference: string): Promise<Loaded | null> {
  const name = bookingRecordName(reference)
  // Strongly consistent: the booking's link version, which a replacement of its links raises, is a link's revocation.
  const versioned = await store.get(name, { consistency: "strong" })
  const booking = versioned && bookingOf(versioned.record)
  return versioned && booking ? { name, versioned, booking } : null
}

/**
 * Why a validly signed link may not open its booking now: one of a later version than the booking's
 * (none is ever signed) is not valid; one of an earlier version was replaced by dispatch since it was sent.
 */
function staleLink(claims: LinkClaims, history: Lifecycle["history"]): string | null {
  // A chauffeur's link opens the leg while the assignment it was sent for holds it: taken off, reassigned or given back, it ends.
  if (claims.role === "chauffeur") return claims.step !== undefined && legHeldAt(history, claims.step) ? null : RIDE_MESSAGES.ended
  const version = linkVersion(history)
  if (claims.version > version) return INVALID_LINK_MESSAGE
  return claims.version < version ? LINK_REPLACED_MESSAGE : null
}

/** The link's claims and its booking, or the one answer to every link that opens none. */
async function opened(
  loop: Loop,
  req: IncomingMessage,
  res: ServerResponse,
  body: Record<string, unknown>,
): Promise<{ claims: LinkClaims; loaded: Loaded } | null> {
  const now = loop.now()
  const access = { secret: loop.keys.bookingLinkSecret, store: loop.store, allowed: loop.config.dispatchSignIn, now }
  const link = verifyLink(loop.keys.bookingLinkSecret, body.token, now) ?? (await viewLinkClaims(access, sessionOf(req), body.token))
  if (link === "ended") {
    invalidLink(res, VIEW_LINK_ENDED_MESSAGE)
    return null
  }
  const claims = link
  const loaded = claims && (await load(loop, claims.reference))
  const stale = claims && loaded ? staleLink(claims, lifecycleOf(loaded.versioned.record).history) : INVALID_LINK_MESSAGE
  if (!claims || !loaded || stale) {
    invalidLink(res, stale ?? INVALID_LINK_MESSAGE)
    return null
  }
  return { claims, loaded }
}

/**
 * The booking as the link's holder sees it, every key in its typed text redacted (the customer's notes to dispatch,
 * dispatch's to the customer): `{booking}` for the customer and dispatch, `{ride}` (the leg alone, no price) for a chauffeur.
 */
function viewOf(
  loop: Loop,
  loaded: Loaded,
  record: StoredRecord,
  claims: LinkClaims,
): { booking: BookingView } | { ride: RideSheet | null } {
  const lifecycle = lifecycleOf(record)
  if (claims.role === "chauffeur")
    return { ride: redacted(rideSheet(loaded.booking, claims.reference, lifecycle, claims.step ?? -1, loop.now())) }
  return {
    booking: redacted(publicView(loaded.booking, claims.reference, new Date(record.receivedAt), lifecycle, claims.role, loop.now())),
  }
}

async function status(loop: Loop, res: ServerResponse, body: Record<string, unknown>, req: IncomingMessage): Promise<void> {
  const link = await opened(loop, req, res, body)
  if (!link) return
  const { loaded, claims } = link
  // A confirmed ride whose day is over shows as completed, even before the sweep records (and delivers) it: a read writes nothing.
  const record = (await completedRecord(loaded.versioned.record, loop.now())) ?? loaded.versioned.record
  sendJson(res, 200, viewOf(loop, loaded, record, claims))
}

/** The request's `Idempotency-Key`: undefined when it sent none, null when it is not 8 to 64 letters, digits or hyphens. */
function idempotencyKeyOf(req: IncomingMessage): string | undefined | null {
  const key = req.headers["idempotency-key"]
  if (key === undefined) return undefined
  return typeof key === "string" && REQUEST_ID.test(key) ? key : null
}

/**
 * An action on a booking: read by its entry of the table (422), decided (403, 409), written if nobody changed the booking
 * meanwhile (otherwise decided again), delivered, answered. A request whose `Idempotency-Key` a step of the history
 * already carries (a retry, or a duplicate that lost the race) is answered as that step was, and nothing is done again.
 */
async function act(loop: Loop, res: ServerResponse, body: Record<string, unknown>, req: IncomingMessage): Promise<void> {
  const requestKey = idempotencyKeyOf(req)
  if (requestKey === null) return sendJson(res, 400, { error: ERRORS.idempotencyKey })
  const link = await opened(loop, req, res, body)
  if (!link) return
  const { claims } = link
  const read = readAction(body, claims.role)
  if (!read.ok) return sendJson(res, 422, { errors: read.errors })
  const { store, logger } = loop
  const delivery = loop.delivery()

  let loaded = link.loaded
  let lost = false
  for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
    const { record, version } = loaded.versioned
    const lifecycle = lifecycleOf(record)
    // Checked again on every round: the step that won a race may have replaced this booking's links.
    const stale = staleLink(claims, lifecycle.history)
    if (stale) return invalidLink(res, stale)
    const taken = requestKey && lifecycle.history.find((step) => step.requestKey === requestKey && step.by === claims.role)
    if (taken)
      return sendJson(res, 200, { ...viewOf(loop, loaded, record, claims), message: answerWords(read.action, taken, claims.role).sent })
    const at = loop.now()
    const roster = needsRoster(read.action) ? (await currentRoster(store)).roster : undefined
    const nearby = roster ? await nearbyAssignments(store, loaded.booking, { reference: claims.reference, leg: read.input.leg }) : undefined
    const decision = await decide(read.action, {
      booking: loaded.booking,
      lifecycle,
      by: claims.role,
      at,
      input: read.input,
      lost,
      ...(roster ? { roster, nearby } : {}),
      ...(claims.step === undefined ? {} : { assignmentStep: claims.step }),
      reference: claims.reference,
    })
    if (!decision.ok) {
      if (decision.status === 422) return sendJson(res, 422, { errors: decision.errors })
      if (decision.status === 403) return sendJson(res, 403, { error: decision.error })
      return sendJson(res, 409, { error: decision.error, ...viewOf(loop, loaded, record, claims) })
    }
    const event = requestKey ? { ...decision.event, requestKey } : decision.event
    const history = [...lifecycle.history, event]
    // Written already owed to the channels: a change is never lost to an instance that stops before sending it.
    const { record: changed, leaseId } = withChangeOwed(
      { ...record, data: decision.booking ?? record.data, lifecycle: { state: event.state, history } },
      history.length - 1,
      at.getTime(),
      delivery.hasChannels,
    )
    if ((await store.update(loaded.name, changed, { ifVersion: version })) === "updated") {
      logger.info(`[booking-actions] ${claims.reference}: ${event.state} by ${claims.role}`)
      // A change no channel takes now stays owed: the redelivery sweep sends it when one is back.
      const reached = await delivery.deliverOwed(loaded.name, { what: "change", revision: history.length - 1 }, at, leaseId)
      // Told the truth: sent now; owed behind another deliverer's send (the sweep sends it within minutes); not taken by any channel; or no channel configured at all.
      const unsent = !delivery.hasChannels ? "none" : leaseId ? "retrying" : "queued"
      const words = answerWords(read.action, event, claims.role)
      const message = reached ? words.sent : unsentMessage(words.done, claims.role, unsent)
      const after = decision.booking ? { ...loaded, booking: decision.booking } : loaded
      return sendJson(res, 200, { ...viewOf(loop, after, changed, claims), message })
    }
    lost = true
    const fresh = await load(loop, claims.reference)
    if (!fresh) return invalidLink(res)
    loaded = fresh
  }
  sendJson(res, 503, { error: UNAVAILABLE_MESSAGE })
}

/** The reference and email of a link-resend request, or a message per field. */
function linkRequest(
  body: Record<string, unknown>,
): { ok: true; reference: string; email: string } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const reference = typeof body.reference === "string" ? body.reference.trim().toUpperCase() : ""
  const email = typeof body.email === "string" ? body.email.trim() : ""
  if (!REFERENCE_PATTERN.test(reference)) errors.reference = LOOP_MESSAGES.reference
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) errors.email = LOOP_MESSAGES.email
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, reference, email }
}

async function resendLink(loop: Loop, res: ServerResponse, body: Record<string, unknown>): Promise<void> {
  const asked = linkRequest(body)
  if (!asked.ok) return sendJson(res, 422, { errors: asked.errors })
  const { store, logger, now } = loop
  const delivery = loop.delivery()
  // Links go out by email only; without SMTP every request hears the same, so nothing tells whether the booking exists.
  if (!loop.config.smtp) return sendJson(res, 503, { error: LINK_UNAVAILABLE_MESSAGE })

  // The answer takes the same time whatever happens: no email is sent before it (the link is written
  // owed and sent after the answer, or by the sweep), so a slow SMTP server tells nothing.
  const started = Date.now()
  let owedUnder: { name: string; leaseId: string } | undefined
  const loaded = await load(loop, asked.reference)
  if (loaded && loaded.booking.email.toLowerCase() === asked.email.toLowerCase() && now() < linkExpiry(loaded.booking)) {
    let leaseId: string | undefined
    // At most LINK_RESENDS_PER_DAY a day to the booking's address: past that, nothing is written and the asker hears the same.
    const written = await mutate(store, loaded.name, (record) => {
      const owing = withLinkOwed(record, now().getTime(), delivery.hasChannels)
      leaseId = owing?.leaseId
      return owing?.record ?? null
    })
    logger.info(
      `[booking-links] ${asked.reference}: ${written ? "the customer's link is owed to their email again" : "asked for again past the day's limit; nothing sent"}`,
    )
    if (written && leaseId) owedUnder = { name: loaded.name, leaseId }
  }
  const wait = loop.linkAnswerMinMs - (Date.now() - started)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  sendJson(res, 202, { message: LINK_SENT_MESSAGE })
  // After the answer: sent now under the writer's lease; if this instance stops first, the sweep sends it.
  if (owedUnder) await delivery.deliverOwed(owedUnder.name, { what: "link" }, now(), owedUnder.leaseId)
}

/** Each route's work; the request is read for its cookies only (a day view's link acts beside its session's). */
const ROUTES: Readonly<
  Record<BookingLoopName, (loop: Loop, res: ServerResponse, body: Record<string, unknown>, req: IncomingMessage) => Promise<void>>
> = {
  "booking-status": status,
  "booking-actions": act,
  "booking-links": resendLink,
}

/** The handler of one of the loop's routes. */
export function bookingLoopHandler(
  name: BookingLoopName,
  {
    config,
    store: configured,
    delivery,
    logger = consoleLogger,
    now = () => new Date(),
    linkAnswerMinMs = LINK_ANSWER_MIN_MS,
  }: BookingLoopOptions,
): Handler {
  // Without a link secret (on the host, BOOKING_LINK_SECRET unset) the loop is off, as without a store.
  const keys = linkKeysOf(config)
  const store = keys ? configured : null
  const loop: Loop | null = store && keys ? { config, delivery, store, keys, logger, now, linkAnswerMinMs } : null
  const rate = createRateLimiter({ limit: config.rateLimitPerMinute, windowMs: RATE_LIMIT_WINDOW_MS })
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (name === "booking-status") res.setHeader("Vary", "Authorization")
      // The read is a GET with the token in its Authorization header (never in the URL); changes are POSTs with it in the body.
      const body =
        name === "booking-status"
          ? readGetRequest(req, res, config, rate)
            ? { token: bearerToken(req.headers.authorization) }
            : null
          : await readJsonRequest(req, res, config, rate)
      if (!body) return
      if (!loop) {
        logger.error(
          `[${name}] ${keys ? "no record store is configured" : "BOOKING_LINK_SECRET is not set on the host"}: the booking loop is unavailable`,
        )
        return sendJson(res, 503, { error: STORE_UNAVAILABLE_MESSAGE })
      }
      await ROUTES[name](loop, res, body, req)
    } catch (error) {
      // The error's message only: a request body (and its token) is never logged.
      logger.error(`[${name}] unexpected error: ${errorMessage(error)}`)
      sendJson(res, 500, { error: INTERNAL_ERROR_MESSAGE })
    }
  }
}
