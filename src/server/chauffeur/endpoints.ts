/**
 * A chauffeur's endpoints (docs/CHAUFFEURS.md, "Your day and your calendar"), after the common steps of
 * endpoint.ts (method, type, size, JSON, rate limit). A chauffeur has no account: any of their ride links
 * (`Authorization: Bearer <token>`, never in a URL) speaks for them while its assignment holds its leg (access.ts).
 * - GET  /api/chauffeur/day → 200 {chauffeur, from, days, rides}: their legs on confirmed bookings from Boston's
 *   today for CHAUFFEUR_DAY_DAYS days, in pickup order, each with its own ride link; no fare, no customer email
 * - GET  /api/chauffeur/calendar-link → 200 {url} (null before one is made); POST makes or replaces their feed's
 *   key → 200 {url, message}
 * - GET  /api/chauffeur/calendar/<key>.ics → 200 text/calendar, their feed (calendar-feed.ts); 404 for any key but
 *   their current one, or once they are off the roster. The key is its credential: calendar apps send no cookie
 * 403 for a link that is not a valid chauffeur's link (INVALID_LINK_MESSAGE) or whose assignment no longer holds
 * (RIDE_MESSAGES.ended). Tokens and keys are never logged.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { CHAUFFEUR_DAY_DAYS, CHAUFFEUR_MESSAGES, type ChauffeurDayAnswer } from "../../booking-loop/chauffeur-day"
import { RIDE_MESSAGES } from "../../booking-loop/ride-sheet"
import { todayInBusinessZone } from "../../booking/calendar-date"
import { INTERNAL_ERROR_MESSAGE } from "../../config/business"
import { bearerToken, INVALID_LINK_MESSAGE, STORE_UNAVAILABLE_MESSAGE } from "../booking-loop/endpoints"
import { linkKeysOf, type LinkKeys } from "../booking-loop/links"
import type { ServerConfig } from "../config"
import { feedKeyOf } from "../dispatch/endpoints"
import { readGetRequest, readJsonRequest } from "../endpoint"
import { sendBody, sendJson, type Handler } from "../http"
import { RATE_LIMIT_WINDOW_MS } from "../limits"
import { consoleLogger, errorMessage, type Logger } from "../logger"
import { createRateLimiter } from "../rate-limit"
import type { RecordStore } from "../records/store"
import { rideHolder, type RideHolder } from "./access"
import { chauffeurFeed, currentChauffeurFeedUrl, feedHolder, replaceChauffeurFeedKey } from "./calendar-feed"
import { chauffeurRides } from "./day"

export type ChauffeurName = "chauffeur/day" | "chauffeur/calendar-link" | "chauffeur/calendar/[key]"

export interface ChauffeurOptions {
  config: ServerConfig
  store: RecordStore | null
  logger?: Logger
  now?: () => Date
}

interface Chauffeurs {
  keys: LinkKeys
  store: RecordStore
  logger: Logger
  now: () => Date
}

/** A route's work; `holder` is the chauffeur of the request's ride link, for the routes that need one (null for the feed). */
type Route = (c: Chauffeurs, req: IncomingMessage, res: ServerResponse, holder: RideHolder | null) => Promise<void>

/** Their legs of the next days, each with its own link. */
async function day(c: Chauffeurs, _req: IncomingMessage, res: ServerResponse, holder: RideHolder | null): Promise<void> {
  if (!holder) return
  const now = c.now()
  const asked = { from: todayInBusinessZone(now), days: CHAUFFEUR_DAY_DAYS }
  const answer: ChauffeurDayAnswer = {
    chauffeur: holder.name,
    ...asked,
    rides: await chauffeurRides(c.store, c.keys, holder.id, asked, now),
  }
  sendJson(res, 200, answer)
}

/** Their feed's address (GET), or a new one made in place of any earlier (POST). */
async function calendarLink(c: Chauffeurs, req: IncomingMessage, res: ServerResponse, holder: RideHolder | null): Promise<void> {
  if (!holder) return
  const { store, keys } = c
  if (req.method === "GET")
    return sendJson(res, 200, { url: await currentChauffeurFeedUrl(store, keys.bookingLinkSecret, keys.siteUrl, holder.id) })
  const { url, replaced } = await replaceChauffeurFeedKey(store, keys.bookingLinkSecret, keys.siteUrl, holder.id)
  c.logger.info(
    `[chauffeur/calendar-link] a chauffeur ${replaced ? "replaced their calendar feed's key" : "made their calendar feed's key"}`,
  )
  sendJson(res, 200, { url, message: replaced ? CHAUFFEUR_MESSAGES.feedReplaced : CHAUFFEUR_MESSAGES.feedMade })
}

async function calendar(c: Chauffeurs, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const holder = await feedHolder(c.store, c.keys.bookingLinkSecret, feedKeyOf(req))
  if (!holder) return sendJson(res, 404, { error: CHAUFFEUR_MESSAGES.noFeed })
  // Never kept by the CDN or a proxy: a replaced key ends the feed at once.
  sendBody(res, 200, "text/calendar; charset=utf-8", await chauffeurFeed(c.store, todayInBusinessZone(c.now()), holder), {
    "Content-Disposition": 'inline; filename="my-rides.ics"',
  })
}

/** Each route: its work, the methods it takes, and whether it needs a ride link (the feed's key is its own credential). */
const ROUTES: Readonly<Record<ChauffeurName, { run: Route; methods: readonly ("GET" | "POST")[]; link: boolean }>> = {
  "chauffeur/day": { run: day, methods: ["GET"], link: true },
  "chauffeur/calendar-link": { run: calendarLink, methods: ["GET", "POST"], link: true },
  "chauffeur/calendar/[key]": { run: calendar, methods: ["GET"], link: false },
}

/** The steps before a route: a GET's method and rate limit, or a POST's body. Whether the request may go on. */
async function admitted(
  config: ServerConfig,
  name: ChauffeurName,
  req: IncomingMessage,
  res: ServerResponse,
  limiter: ReturnType<typeof createRateLimiter>,
): Promise<boolean> {
  const { methods } = ROUTES[name]
  if (methods.includes("GET") && (req.method === "GET" || !methods.includes("POST"))) return readGetRequest(req, res, config, limiter)
  return (await readJsonRequest(req, res, config, limiter)) !== null
}

/** The handler of one of the chauffeurs' routes. */
export function chauffeurHandler(
  name: ChauffeurName,
  { config, store, logger = consoleLogger, now = () => new Date() }: ChauffeurOptions,
): Handler {
  const keys = linkKeysOf(config)
  const chauffeurs: Chauffeurs | null = store && keys ? { keys, store, logger, now } : null
  const limiter = createRateLimiter({ limit: config.rateLimitPerMinute, windowMs: RATE_LIMIT_WINDOW_MS })
  return async (req, res) => {
    try {
      if (ROUTES[name].link) res.setHeader("Vary", "Authorization")
      if (!(await admitted(config, name, req, res, limiter))) return
      if (!chauffeurs) {
        logger.error(
          `[${name}] ${keys ? "no record store is configured" : "BOOKING_LINK_SECRET is not set on the host"}: chauffeurs' days are unavailable`,
        )
        return sendJson(res, 503, { error: STORE_UNAVAILABLE_MESSAGE })
      }
      let holder: RideHolder | null = null
      if (ROUTES[name].link) {
        const found = await rideHolder(chauffeurs.store, chauffeurs.keys.bookingLinkSecret, bearerToken(req.headers.authorization), now())
        if (found === "invalid") return sendJson(res, 403, { error: INVALID_LINK_MESSAGE })
        if (found === "ended") return sendJson(res, 403, { error: RIDE_MESSAGES.ended })
        holder = found
      }
      await ROUTES[name].run(chauffeurs, req, res, holder)
    } catch (error) {
      // The error's message only: a token is never logged.
      logger.error(`[${name}] unexpected error: ${errorMessage(error)}`)
      sendJson(res, 500, { error: INTERNAL_ERROR_MESSAGE })
    }
  }
}
