/**
 * Dispatch's endpoints (docs/DISPATCH.md), after the common steps of endpoint.ts (method, type, size,
 * JSON, rate limit):
 * - POST /api/dispatch/sign-in  {email} → 202 {message}, the same for every address in the same time; a
 *   sign-in link is emailed after the answer only to an address allowed to sign in (DISPATCH_SIGN_IN)
 * - POST /api/dispatch/session  {token} → 200 {email, message} and the session cookie; 403 for a wrong,
 *   used, expired or tampered link
 * - POST /api/dispatch/sign-out {}      → 200 {message}, the cookie cleared
 * - GET  /api/dispatch/day?from=YYYY-MM-DD&days=N → 200 {from, today, days, rides} with the session; 401 without
 * - GET  /api/dispatch/calendar-link → 200 {url} (null before one is made) with the session; POST makes or
 *   replaces the feed's key → 200 {url, message}; 401 without the session
 * - GET  /api/dispatch/roster → 200 {generation, roster, savedBy, savedAt} with the session; POST {generation, roster}
 *   saves it over the generation read → 200 {…, message}, 409 {error, …the roster now} when saved since, 409 {error,
 *   ridesAhead} when it removes a chauffeur or vehicle still on rides ahead, 409 {error, ridesAhead, …the roster now}
 *   when saved but such an entry, assigned at the same moment, was put back; 422 {errors}
 * - GET  /api/dispatch/calendar/<key>.ics → 200 text/calendar, the feed (calendar-feed.ts); 404 for any key
 *   but the current one. The key is its credential: calendar apps send no cookie
 * Tokens, keys and cookies are never logged.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { DAY_VIEW_DAYS, DAY_VIEW_MAX_DAYS, SIGN_IN_VALID_MS, type DayViewAnswer } from "../../booking-loop/day-view"
import { ROSTER_MESSAGES } from "../../booking-loop/roster"
import { isIsoDay, todayInBusinessZone } from "../../booking/calendar-date"
import { INTERNAL_ERROR_MESSAGE, MAIN_PHONE } from "../../config/business"
import { LINK_ANSWER_MIN_MS } from "../booking-loop/endpoints"
import type { ServerConfig } from "../config"
import type { smtpTransport } from "../delivery/smtp"
import { readGetRequest, readJsonRequest } from "../endpoint"
import { queryOf, sendBody, sendJson, type Handler } from "../http"
import { RATE_LIMIT_WINDOW_MS } from "../limits"
import { consoleLogger, errorMessage, type Logger } from "../logger"
import { createRateLimiter } from "../rate-limit"
import type { RecordStore } from "../records/store"
import { claimSignInEmail, liveSession, VIEW_LINK_ENDED_MESSAGE, viewLink } from "./access"
import { calendarFeed, currentFeedUrl, isFeedKey, replaceFeedKey } from "./calendar-feed"
import { ridesOfDays } from "./day-rides"
import { currentRoster, saveRoster } from "./roster"
import {
  endedSessionCookie,
  endedSessionKey,
  openSession,
  openSignIn,
  sessionCookie,
  sessionOf,
  sessionToken,
  signInToken,
  usedSignInKey,
  type SessionClaims,
} from "./session"
import { signInLink, signInMail } from "./sign-in-mail"

export type DispatchName =
  | "dispatch/sign-in"
  | "dispatch/session"
  | "dispatch/sign-out"
  | "dispatch/day"
  | "dispatch/calendar-link"
  | "dispatch/calendar/[key]"
  | "dispatch/roster"

const MINUTES = SIGN_IN_VALID_MS / 60_000

export const DISPATCH_MESSAGES = {
  sent: `If that address may sign in to dispatch, a sign-in link is on its way to it. The link works once, within ${MINUTES} minutes.`,
  email: "Enter an email address.",
  invalidLink: `This sign-in link is not valid: it may be mistyped, used already, or older than ${MINUTES} minutes. Ask for a new one below.`,
  signedIn: "You are signed in to dispatch.",
  signedOut: "You are signed out.",
  noSession: "Sign in to see dispatch's day: your session is missing, has ended, or is not valid.",
  viewLinkEnded: VIEW_LINK_ENDED_MESSAGE,
  crossSite: "This request came from another site and is refused.",
  days: `Ask for a day as YYYY-MM-DD and from 1 to ${DAY_VIEW_MAX_DAYS} days.`,
  unavailable: `Dispatch's sign-in is not available just now. Please call ${MAIN_PHONE.display}.`,
  feedMade: "Your calendar link is ready. Subscribe to it in your calendar app.",
  feedReplaced: "Your calendar link is replaced: the old one has stopped working. Subscribe to the new one.",
  noFeed: "This calendar link is not valid: it may be mistyped, or dispatch has replaced it. Ask dispatch's day view for the current one.",
} as const

export interface DispatchOptions {
  config: ServerConfig
  store: RecordStore | null
  logger?: Logger
  now?: () => Date
  /** The least time the sign-in answer takes, so its timing does not tell an allowed address (tests shorten it). */
  answerMinMs?: number
  /** What emails a sign-in link: given by the sign-in's route alone, so the other routes bundle no mail library. */
  mailer?: typeof smtpTransport
}

interface Dispatch {
  config: ServerConfig
  secret: string
  store: RecordStore
  logger: Logger
  now: () => Date
  answerMinMs: number
  mailer?: typeof smtpTransport
}

/** A route's work; `session` is the live session of a route that needs one (null for the others). */
type Route = (
  d: Dispatch,
  req: IncomingMessage,
  res: ServerResponse,
  body: Record<string, unknown>,
  session: SessionClaims | null,
) => Promise<void>

async function signIn(d: Dispatch, _req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>): Promise<void> {
  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : ""
  if (email.length > 254 || !/^[^\s@|,]+@[^\s@|,]+$/.test(email)) return sendJson(res, 422, { errors: { email: DISPATCH_MESSAGES.email } })
  const { smtp, siteUrl, mailFrom, dispatchSignIn } = d.config
  if (!d.mailer) throw new Error("the sign-in route was made without its mailer")
  const { mailer } = d
  if (!smtp) return sendJson(res, 503, { error: DISPATCH_MESSAGES.unavailable })
  const started = Date.now()
  const mail = dispatchSignIn.includes(email)
    ? signInMail(mailFrom, email, signInLink(siteUrl, signInToken(d.secret, email, d.now())))
    : null
  const wait = d.answerMinMs - (Date.now() - started)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  sendJson(res, 202, { message: DISPATCH_MESSAGES.sent })
  // After the answer, so neither a slow mail server nor the count of emails tells anything about the address.
  if (!mail) return
  if (!(await claimSignInEmail(d.store, email, d.now())))
    return d.logger.warn("[dispatch/sign-in] no sign-in link sent: this period's sign-in emails to the address are all sent")
  await mailer(smtp)
    .sendMail(mail)
    .then(
      () => d.logger.info("[dispatch/sign-in] a sign-in link was emailed to an allowed address"),
      (error: unknown) => d.logger.error(`[dispatch/sign-in] the sign-in link was not sent: ${errorMessage(error)}`),
    )
}

async function openSessionRoute(d: Dispatch, _req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>): Promise<void> {
  const claims = openSignIn(d.secret, body.token, d.now())
  // Allowed when asked and still allowed now; its id bound once: a second use finds it taken.
  const fresh = claims && d.config.dispatchSignIn.includes(claims.email) && (await d.store.bindKey(usedSignInKey(claims.id), "used")).first
  if (!claims || !fresh) return sendJson(res, 403, { error: DISPATCH_MESSAGES.invalidLink })
  d.logger.info("[dispatch/session] dispatch signed in")
  sendJson(
    res,
    200,
    { email: claims.email, message: DISPATCH_MESSAGES.signedIn },
    { "Set-Cookie": sessionCookie(sessionToken(d.secret, claims, d.now())) },
  )
}

/** Ends the session for good (a copy of its cookie is refused too) and clears the cookie. */
async function signOut(d: Dispatch, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const session = openSession(d.secret, sessionOf(req), d.now())
  if (session) await d.store.bindKey(endedSessionKey(session.id), "signed-out")
  sendJson(res, 200, { message: DISPATCH_MESSAGES.signedOut }, { "Set-Cookie": endedSessionCookie() })
}

/** The request's session while it is live (access.ts): checked against the sign-in list and the store on every request. */
const signedIn = (d: Dispatch, req: IncomingMessage) =>
  liveSession({ secret: d.secret, store: d.store, allowed: d.config.dispatchSignIn, now: d.now() }, sessionOf(req))

/** The days asked for: `from` (Boston's today when absent) and how many, or null when they make no sense. */
function daysAsked(req: IncomingMessage, now: Date): { from: string; days: number } | null {
  const query = queryOf(req)
  const from = query.get("from") ?? todayInBusinessZone(now)
  const days = Number(query.get("days") ?? DAY_VIEW_DAYS)
  return isIsoDay(from) && Number.isInteger(days) && days >= 1 && days <= DAY_VIEW_MAX_DAYS ? { from, days } : null
}

/** The days' rides, each with a link of this session's own (access.ts): it dies with the session, whatever days were asked. */
async function day(d: Dispatch, req: IncomingMessage, res: ServerResponse, _body: unknown, session: SessionClaims | null): Promise<void> {
  const now = d.now()
  const asked = daysAsked(req, now)
  if (!session) return sendJson(res, 401, { error: DISPATCH_MESSAGES.noSession })
  if (!asked) return sendJson(res, 422, { error: DISPATCH_MESSAGES.days })
  const keys = { bookingLinkSecret: d.secret, siteUrl: d.config.siteUrl }
  const answer: DayViewAnswer = {
    ...asked,
    today: todayInBusinessZone(now),
    rides: await ridesOfDays(d.store, (...ride) => viewLink(keys, session, ...ride), asked.from, asked.days, d.now()),
  }
  sendJson(res, 200, answer)
}

/** The feed key's address (GET), or a new one made in place of any earlier (POST). */
async function calendarLink(d: Dispatch, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { siteUrl } = d.config
  if (req.method === "GET") return sendJson(res, 200, { url: await currentFeedUrl(d.store, d.secret, siteUrl) })
  const { url, replaced } = await replaceFeedKey(d.store, d.secret, siteUrl)
  d.logger.info(`[dispatch/calendar-link] dispatch ${replaced ? "replaced the calendar feed's key" : "made the calendar feed's key"}`)
  sendJson(res, 200, { url, message: replaced ? DISPATCH_MESSAGES.feedReplaced : DISPATCH_MESSAGES.feedMade })
}

/** The roster (GET), or a save of it over the generation the page read (POST). */
async function roster(
  d: Dispatch,
  req: IncomingMessage,
  res: ServerResponse,
  body: Record<string, unknown>,
  session: SessionClaims | null,
): Promise<void> {
  if (!session) return sendJson(res, 401, { error: DISPATCH_MESSAGES.noSession })
  if (req.method === "GET") return sendJson(res, 200, await currentRoster(d.store))
  const seen = body.generation
  if (typeof seen !== "number" || !Number.isInteger(seen) || seen < 0)
    return sendJson(res, 422, { errors: { generation: ROSTER_MESSAGES.generation } })
  const by = session.email
  const saved = await saveRoster(d.store, seen, body.roster, by, d.now())
  if (saved.kind === "invalid") return sendJson(res, 422, { errors: saved.errors })
  if (saved.kind === "stale") return sendJson(res, 409, { error: ROSTER_MESSAGES.stale, ...saved.answer })
  if (saved.kind === "held") return sendJson(res, 409, { error: ROSTER_MESSAGES.ridesAhead, ridesAhead: saved.held })
  if (saved.kind === "put-back") {
    d.logger.warn(`[dispatch/roster] the roster was saved, and entries assigned meanwhile put back (generation ${saved.answer.generation})`)
    return sendJson(res, 409, { error: ROSTER_MESSAGES.putBack, ridesAhead: saved.held, ...saved.answer })
  }
  d.logger.info(`[dispatch/roster] the roster was saved (generation ${saved.answer.generation})`)
  sendJson(res, 200, { ...saved.answer, message: ROSTER_MESSAGES.saved })
}

/**
 * The key of a feed request: the route's parameter where the host gives it, else the path's last part; without
 * `.ics`. A key is base64url and never needs decoding: a part that does not decode is no key (null, answered 404).
 */
export function feedKeyOf(req: IncomingMessage): string | null {
  const param = (req as IncomingMessage & { params?: Record<string, string | undefined> }).params?.key
  const last = param ?? new URL(req.url ?? "/", "http://localhost").pathname.split("/").pop() ?? ""
  try {
    return decodeURIComponent(last).replace(/\.ics$/, "")
  } catch {
    return null
  }
}

async function calendar(d: Dispatch, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!(await isFeedKey(d.store, d.secret, feedKeyOf(req)))) return sendJson(res, 404, { error: DISPATCH_MESSAGES.noFeed })
  // Like every answer, never kept by the CDN or a proxy: a replaced key ends the feed at once.
  sendBody(res, 200, "text/calendar; charset=utf-8", await calendarFeed(d.store, todayInBusinessZone(d.now())), {
    "Content-Disposition": 'inline; filename="rides.ics"',
  })
}

/** Each route: its work, the methods it takes, and whether it needs the session (the feed's key is its own credential). */
const ROUTES: Readonly<Record<DispatchName, { run: Route; methods: readonly ("GET" | "POST")[]; session: boolean }>> = {
  "dispatch/sign-in": { run: signIn, methods: ["POST"], session: false },
  "dispatch/session": { run: openSessionRoute, methods: ["POST"], session: false },
  "dispatch/sign-out": { run: signOut, methods: ["POST"], session: false },
  "dispatch/day": { run: day, methods: ["GET"], session: true },
  "dispatch/calendar-link": { run: calendarLink, methods: ["GET", "POST"], session: true },
  "dispatch/calendar/[key]": { run: calendar, methods: ["GET"], session: false },
  "dispatch/roster": { run: roster, methods: ["GET", "POST"], session: true },
}

/** The steps before a route: the request's origin, method and body (or the GET's). The body, or null when answered. */
async function admitted(
  d: DispatchOptions,
  name: DispatchName,
  req: IncomingMessage,
  res: ServerResponse,
  limiter: ReturnType<typeof createRateLimiter>,
) {
  // A browser says where a request comes from; a page of another site never reaches these (besides SameSite=Strict).
  // The feed is read by calendar apps and opened from anywhere: its key alone decides.
  if (name !== "dispatch/calendar/[key]" && req.headers["sec-fetch-site"] === "cross-site") {
    sendJson(res, 403, { error: DISPATCH_MESSAGES.crossSite })
    return null
  }
  const { methods } = ROUTES[name]
  if (methods.includes("GET") && (req.method === "GET" || !methods.includes("POST"))) {
    return readGetRequest(req, res, d.config, limiter) ? {} : null
  }
  return readJsonRequest(req, res, d.config, limiter)
}

/** The handler of one of dispatch's routes. */
export function dispatchHandler(
  name: DispatchName,
  { config, store, logger = consoleLogger, now = () => new Date(), answerMinMs = LINK_ANSWER_MIN_MS, mailer }: DispatchOptions,
): Handler {
  const secret = config.bookingLinkSecret
  const dispatch: Dispatch | null = store && secret !== null ? { config, secret, store, logger, now, answerMinMs, mailer } : null
  const limiter = createRateLimiter({ limit: config.rateLimitPerMinute, windowMs: RATE_LIMIT_WINDOW_MS })
  return async (req, res) => {
    try {
      const body = await admitted({ config, store }, name, req, res, limiter)
      if (!body) return
      if (!dispatch) {
        logger.error(
          `[${name}] ${secret === null ? "BOOKING_LINK_SECRET is not set on the host" : "no record store is configured"}: dispatch's sign-in is unavailable`,
        )
        return sendJson(res, 503, { error: DISPATCH_MESSAGES.unavailable })
      }
      const session = ROUTES[name].session ? await signedIn(dispatch, req) : null
      if (ROUTES[name].session && !session) return sendJson(res, 401, { error: DISPATCH_MESSAGES.noSession })
      await ROUTES[name].run(dispatch, req, res, body, session)
    } catch (error) {
      logger.error(`[${name}] unexpected error: ${errorMessage(error)}`)
      sendJson(res, 500, { error: INTERNAL_ERROR_MESSAGE })
    }
  }
}
