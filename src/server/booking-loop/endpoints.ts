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
 * every bad link) → the fields (422) → the rules (403 wrong person, 409 wrong state) → a conditional
 * update → delivery of the change (SMTP, webhook) → the answer. Tokens are never logged.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { CancellationTerms } from "../../booking-loop/cancellation"
import { checkTransition } from "../../booking-loop/states"
import { AGREEABLE_TERMS, LINK_SENT_MESSAGE, LOOP_MESSAGES, NOTE_MAX_LENGTH } from "../../booking-loop/messages"
import { PAGE_ACTIONS, STATE_LABELS, type LinkRole, type PageAction } from "../../booking-loop/view"
import { INTERNAL_ERROR_MESSAGE, MAIN_PHONE, UNAVAILABLE_MESSAGE } from "../../config/business"
import type { ServerConfig } from "../config"
import type { Delivery } from "../delivery"
import { withChangeOwed, withLinkOwed } from "../delivery/outcome"
import { mutate } from "../records/mutate"
import { formatReceived } from "../delivery/emails"
import { sendJson, type Handler } from "../http"
import { RATE_LIMIT_WINDOW_MS } from "../limits"
import { consoleLogger, errorMessage, type Logger } from "../logger"
import { createRateLimiter } from "../rate-limit"
import type { StoredRecord, Versioned } from "../records/store"
import type { BookingRecord, LifecycleEvent, LoopStep } from "../../booking-loop/model"
import { REFERENCE_PATTERN } from "../reference"
import { bodyText } from "../text"
import { completedRecord } from "./complete"
import { readGetRequest, readJsonRequest } from "../endpoint"
import { linkExpiry, linkKeysOf, type LinkKeys } from "./links"
import { cancellationNow, policyOf, publicView, termsNow } from "./public-view"
import { bookingOf, bookingRecordName, lifecycleOf } from "./records"
import { quoteAddition, quoteFields, type QuoteInput } from "./quote-actions"
import { changeAddition, changeFields, type ChangeInput } from "./change-actions"
import { verifyLink, type LinkClaims } from "./tokens"

export type BookingLoopName = "booking-status" | "booking-actions" | "booking-links"

/** The one answer to every link that does not open a booking: wrong, expired, tampered, or its booking gone. */
export const INVALID_LINK_MESSAGE = `This booking link is not valid: it may be mistyped, or it has expired after the ride. Please call us at ${MAIN_PHONE.display} and quote your reference, or ask for a new link.`
export const LINK_UNAVAILABLE_MESSAGE = `We cannot email booking links just now. Please call us at ${MAIN_PHONE.display} and quote your reference.`
export const STORE_UNAVAILABLE_MESSAGE = `We cannot show bookings just now. Please call us at ${MAIN_PHONE.display}.`

/** How long the link-resend answer takes at least, so its timing does not tell whether the booking exists. */
export const LINK_ANSWER_MIN_MS = 1500
/** Conditional updates tried before giving up (each after re-reading). */
const UPDATE_ATTEMPTS = 4

export interface BookingLoopOptions {
  config: ServerConfig
  /** Delivers each change and keeps it owed until a channel takes it; its record store (null: the loop answers 503) is the loop's. */
  delivery: Delivery
  logger?: Logger
  now?: () => Date
  linkAnswerMinMs?: number
}

interface Loaded {
  name: string
  versioned: Versioned
  booking: BookingRecord
}

const SUCCESS: Record<PageAction, { customer: string; dispatch: string }> = {
  confirm: { customer: "", dispatch: "Confirmed. The customer is being emailed the confirmation and your note." },
  quote: { customer: "", dispatch: "Quote sent. The customer is being emailed it, with one click to accept." },
  "accept-quote": {
    customer:
      "Quote accepted: your booking is confirmed. Dispatch has been told, and your confirmation and calendar invite are on their way to your email.",
    dispatch: "",
  },
  "decline-quote": { customer: "You declined the quote. Dispatch has been told, and may send you another or call you.", dispatch: "" },
  decline: { customer: "", dispatch: "Declined. The customer is being emailed your reason." },
  cancel: {
    customer: "Your booking is cancelled. Dispatch has been told, and a confirmation is on its way to your email.",
    dispatch: "Cancelled. The customer is being emailed.",
  },
  "request-change": {
    customer: "Your change is sent to dispatch. Your booking stays as it was until they accept it; you will hear by email.",
    dispatch: "",
  },
  "accept-change": {
    customer: "",
    dispatch: "Change accepted. The customer is being emailed the new details and an updated calendar invite.",
  },
  "decline-change": { customer: "", dispatch: "Change declined. The customer is being emailed your reason; the booking stands as it was." },
  "withdraw-change": { customer: "Your change is withdrawn: your booking stands as it was. Dispatch has been told.", dispatch: "" },
}

/** What was done, as the first words of an answer whose emails were not sent now. */
function doneLine(action: PageAction, to: LifecycleEvent["state"], role: LinkRole): string {
  const change: Partial<Record<PageAction, string>> = {
    "request-change": "Your change is recorded",
    "accept-change": "Change accepted",
    "decline-change": "Change declined",
    "withdraw-change": "Your change is withdrawn",
  }
  return change[action] ?? (role === "customer" ? `Your booking is ${to}` : STATE_LABELS[to])
}

/** A change to a request dispatch has not answered yet is made at once, and says so. */
const CHANGE_APPLIED = {
  sent: "Your request is changed. Dispatch has been told, and will confirm it as it is now.",
  done: "Your request is changed",
}

/** An answer's words: `sent` when its emails went now, `done` (what was done) to begin one whose emails did not. */
function answerWords(
  action: PageAction,
  step: LoopStep | undefined,
  to: LifecycleEvent["state"],
  role: LinkRole,
): { sent: string; done: string } {
  if (step === "change-applied") return CHANGE_APPLIED
  return { sent: SUCCESS[action][role], done: doneLine(action, to, role) }
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

const VERB: Record<string, string> = {
  confirmed: "confirmed",
  quoted: "sent a quote for",
  declined: "declined",
  cancelled: "cancelled",
  completed: "marked completed",
  requested: "requested",
  "quote-accepted": "accepted the quote for",
  "quote-declined": "declined the quote for",
  "quote-expired": "let the quote expire for",
  "change-requested": "asked to change",
  "change-applied": "changed",
  "change-accepted": "accepted the change to",
  "change-declined": "declined the change to",
  "change-withdrawn": "withdrew the change to",
}

/** What happened before the loser's change (`justBefore`: at the same moment), in a sentence. */
function whatHappened(event: LifecycleEvent | undefined, justBefore = true): string {
  if (!event) return "The booking changed while you were deciding."
  const who = event.by === "customer" ? "The customer" : event.by === "dispatch" ? "Dispatch" : "The system"
  return `${who} ${VERB[event.step ?? event.state]} this booking on ${formatReceived(new Date(event.at))}${justBefore ? ", just before your change" : ""}.`
}

export function createBookingLoop({
  config,
  delivery,
  logger = consoleLogger,
  now = () => new Date(),
  linkAnswerMinMs = LINK_ANSWER_MIN_MS,
}: BookingLoopOptions): Record<BookingLoopName, Handler> {
  // Without a link secret (on the host, BOOKING_LINK_SECRET unset) the loop is off, as without a store.
  const keys = linkKeysOf(config)
  const store = keys ? delivery.store : null
  const limiter = (name: BookingLoopName) => ({
    name,
    limiter: createRateLimiter({ limit: config.rateLimitPerMinute, windowMs: RATE_LIMIT_WINDOW_MS }),
  })

  const invalidLink = (res: ServerResponse) => sendJson(res, 403, { error: INVALID_LINK_MESSAGE })

  async function load(reference: string): Promise<Loaded | null> {
    if (!store) return null
    const name = bookingRecordName(reference)
    const versioned = await store.get(name)
    const booking = versioned && bookingOf(versioned.record)
    return versioned && booking ? { name, versioned, booking } : null
  }

  async function claimsOf(
    res: ServerResponse,
    body: Record<string, unknown>,
    keys: LinkKeys,
  ): Promise<{ claims: LinkClaims; loaded: Loaded } | null> {
    const claims = verifyLink(keys.bookingLinkSecret, body.token, now())
    const loaded = claims && (await load(claims.reference))
    if (!claims || !loaded) {
      invalidLink(res)
      return null
    }
    return { claims, loaded }
  }

  const viewOf = (loaded: Loaded, record: StoredRecord, claims: LinkClaims) =>
    publicView(loaded.booking, claims.reference, new Date(record.receivedAt), lifecycleOf(record), claims.role, now())

  async function status(res: ServerResponse, body: Record<string, unknown>, keys: LinkKeys): Promise<void> {
    const opened = await claimsOf(res, body, keys)
    if (!opened || !store) return
    const { loaded, claims } = opened
    // A confirmed ride whose day is over shows as completed, even before the sweep records (and delivers) it: a read writes nothing.
    const record = completedRecord(loaded.versioned.record, now()) ?? loaded.versioned.record
    sendJson(res, 200, { booking: viewOf(loaded, record, claims) })
  }

  type Fields = { action: PageAction; note: string; terms?: CancellationTerms["kind"]; quote: QuoteInput; change: ChangeInput }

  function fields(body: Record<string, unknown>): { ok: true; input: Fields } | { ok: false; errors: Record<string, string> } {
    const errors: Record<string, string> = {}
    const action =
      typeof body.action === "string" && (PAGE_ACTIONS as readonly string[]).includes(body.action) ? (body.action as PageAction) : undefined
    if (!action) errors.action = LOOP_MESSAGES.action
    let note = ""
    if (body.note !== undefined && body.note !== null && typeof body.note !== "string") errors.note = LOOP_MESSAGES.note
    else if (typeof body.note === "string") note = bodyText(body.note).trim()
    if (note.length > NOTE_MAX_LENGTH) errors.note = LOOP_MESSAGES.noteLength
    else if ((action === "decline" || action === "decline-change") && !note) errors.note = LOOP_MESSAGES.declineReason
    // A cancellation names the terms its maker agreed to, as the page showed them: nobody is charged under terms they never saw.
    // None named (a page older than this rule) is answered like terms that changed, with the terms now; a malformed value is a 422.
    const terms =
      typeof body.terms === "string" && (AGREEABLE_TERMS as readonly string[]).includes(body.terms)
        ? (body.terms as CancellationTerms["kind"])
        : undefined
    if (action === "cancel" && body.terms !== undefined && !terms) errors.terms = LOOP_MESSAGES.terms
    const quote = quoteFields(action, body)
    const change = changeFields(action, body)
    Object.assign(errors, quote.errors, change.errors)
    return action && Object.keys(errors).length === 0
      ? { ok: true, input: { action, note, quote: quote.input, change: change.input, ...(terms ? { terms } : {}) } }
      : { ok: false, errors }
  }

  async function act(res: ServerResponse, body: Record<string, unknown>, keys: LinkKeys): Promise<void> {
    const opened = await claimsOf(res, body, keys)
    if (!opened || !store) return
    const { claims } = opened
    const checked = fields(body)
    if (!checked.ok) return sendJson(res, 422, { errors: checked.errors })
    const { action, note } = checked.input

    let loaded = opened.loaded
    let lost = false
    for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
      const { record, version } = loaded.versioned
      const lifecycle = lifecycleOf(record)
      const at = now()
      const check = checkTransition(lifecycle.state, action, claims.role, loaded.booking, at)
      const happened = lost ? whatHappened(lifecycle.history.at(-1)) : ""
      if (!check.ok) {
        if (check.refusal === "person") return sendJson(res, 403, { error: check.reason })
        return sendJson(res, 409, {
          error: lost ? `Your change was not made. ${happened}` : check.reason,
          booking: viewOf(loaded, record, claims),
        })
      }
      const terms = action === "cancel" ? termsNow(loaded.booking, lifecycle, at, claims.role) : undefined
      if (terms && terms.kind !== checked.input.terms) {
        // The booking or the clock moved on since the page was read (dispatch confirmed, a deadline passed): the terms that apply now are shown and asked for again.
        const { sentence } = policyOf(loaded.booking, terms)
        // A request agreed to as free that is free no more was confirmed since the page was read: say so.
        const since = happened || (checked.input.terms === "free" ? whatHappened(lifecycle.history.at(-1), false) : "")
        const why = checked.input.terms
          ? "The cancellation terms changed since this page was opened:"
          : "Please read the cancellation terms that apply now:"
        const error = `Nothing was cancelled. ${since ? `${since} ` : ""}${why} ${sentence} Cancel again to accept them.`
        return sendJson(res, 409, { error, booking: viewOf(loaded, record, claims) })
      }
      // The fare a confirmation settles at, a quote's terms, the quote answered: read from the record, never from the request.
      const added = quoteAddition(action, checked.input.quote, loaded.booking, lifecycle.history, at)
      if (!added.ok) return sendJson(res, added.status, { error: added.error, booking: viewOf(loaded, record, claims) })
      // A change of the trip: judged by the booking form's own schema, applied at once to a request, pending otherwise (its values change when dispatch accepts).
      const trip = await changeAddition(action, checked.input.change, loaded.booking, lifecycle.state, lifecycle.history, at)
      if (!trip.ok)
        return trip.status === 422
          ? sendJson(res, 422, { errors: trip.errors })
          : sendJson(res, 409, { error: trip.error, booking: viewOf(loaded, record, claims) })
      // Closed terms never reach here: a cancellation after the pickup time is refused by checkTransition.
      const cost = terms && terms.kind !== "closed" ? cancellationNow(loaded.booking, terms, at) : undefined
      const event: LifecycleEvent = {
        state: check.to,
        at: at.toISOString(),
        by: claims.role,
        ...added.addition,
        ...trip.addition,
        ...(cost ?? {}),
        ...(note ? { note } : {}),
      }
      const history = [...lifecycle.history, event]
      const data = trip.booking ?? record.data
      // Written already owed to the channels: a change is never lost to an instance that stops before sending it.
      const { record: changed, leaseId } = withChangeOwed(
        { ...record, data, lifecycle: { state: check.to, history } },
        history.length - 1,
        at.getTime(),
        delivery.hasChannels,
      )
      if ((await store.update(loaded.name, changed, { ifVersion: version })) === "updated") {
        logger.info(`[booking-actions] ${claims.reference}: ${check.to} by ${claims.role}`)
        // A change no channel takes now stays owed: the redelivery sweep sends it when one is back.
        const reached = await delivery.deliverOwed(loaded.name, { what: "change", revision: history.length - 1 }, at, leaseId)
        // Told the truth: sent now; owed behind another deliverer's send (the sweep sends it within minutes); not taken by any channel; or no channel configured at all.
        const unsent = !delivery.hasChannels ? "none" : leaseId ? "retrying" : "queued"
        const words = answerWords(action, event.step, check.to, claims.role)
        const message = reached ? words.sent : unsentMessage(words.done, claims.role, unsent)
        const after = trip.booking ? { ...loaded, booking: trip.booking } : loaded
        return sendJson(res, 200, { booking: viewOf(after, changed, claims), message })
      }
      lost = true
      const fresh = await load(claims.reference)
      if (!fresh) return invalidLink(res)
      loaded = fresh
    }
    sendJson(res, 503, { error: UNAVAILABLE_MESSAGE })
  }

  async function resendLink(res: ServerResponse, body: Record<string, unknown>): Promise<void> {
    const errors: Record<string, string> = {}
    const reference = typeof body.reference === "string" ? body.reference.trim().toUpperCase() : ""
    const email = typeof body.email === "string" ? body.email.trim() : ""
    if (!REFERENCE_PATTERN.test(reference)) errors.reference = LOOP_MESSAGES.reference
    if (email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) errors.email = LOOP_MESSAGES.email
    if (Object.keys(errors).length > 0) return sendJson(res, 422, { errors })
    // Links go out by email only; without SMTP every request hears the same, so nothing tells whether the booking exists.
    if (!config.smtp) return sendJson(res, 503, { error: LINK_UNAVAILABLE_MESSAGE })

    // The answer takes the same time whatever happens: no email is sent before it (the link is written
    // owed and sent after the answer, or by the sweep), so a slow SMTP server tells nothing.
    const started = Date.now()
    let owedUnder: { name: string; leaseId: string } | undefined
    const loaded = await load(reference)
    if (store && loaded && loaded.booking.email.toLowerCase() === email.toLowerCase() && now() < linkExpiry(loaded.booking)) {
      let leaseId: string | undefined
      // At most LINK_RESENDS_PER_DAY a day to the booking's address: past that, nothing is written and the asker hears the same.
      const written = await mutate(store, loaded.name, (record) => {
        const owing = withLinkOwed(record, now().getTime(), delivery.hasChannels)
        leaseId = owing?.leaseId
        return owing?.record ?? null
      })
      logger.info(
        `[booking-links] ${reference}: ${written ? "the customer's link is owed to their email again" : "asked for again past the day's limit; nothing sent"}`,
      )
      if (written && leaseId) owedUnder = { name: loaded.name, leaseId }
    }
    const wait = linkAnswerMinMs - (Date.now() - started)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    sendJson(res, 202, { message: LINK_SENT_MESSAGE })
    // After the answer: sent now under the writer's lease; if this instance stops first, the sweep sends it.
    if (owedUnder) await delivery.deliverOwed(owedUnder.name, { what: "link" }, now(), owedUnder.leaseId)
  }

  const routes: Record<BookingLoopName, (res: ServerResponse, body: Record<string, unknown>, keys: LinkKeys) => Promise<void>> = {
    "booking-status": status,
    "booking-actions": act,
    "booking-links": resendLink,
  }

  const handler = (name: BookingLoopName): Handler => {
    const { limiter: rate } = limiter(name)
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
        if (!store || !keys) {
          logger.error(
            `[${name}] ${keys ? "no record store is configured" : "BOOKING_LINK_SECRET is not set on the host"}: the booking loop is unavailable`,
          )
          return sendJson(res, 503, { error: STORE_UNAVAILABLE_MESSAGE })
        }
        await routes[name](res, body, keys)
      } catch (error) {
        // The error's message only: a request body (and its token) is never logged.
        logger.error(`[${name}] unexpected error: ${errorMessage(error)}`)
        sendJson(res, 500, { error: INTERNAL_ERROR_MESSAGE })
      }
    }
  }

  return {
    "booking-status": handler("booking-status"),
    "booking-actions": handler("booking-actions"),
    "booking-links": handler("booking-links"),
  }
}
