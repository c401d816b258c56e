/** What the Gatsby Functions in src/api export: their body-parser config and their handler. */
import type { IncomingMessage } from "node:http"
import type { GatsbyFunctionConfig } from "gatsby"
import { loadConfig, runtimeEnv } from "./config"
import { hostSummary } from "./host"
import { sendJson, type Handler } from "./http"
import { REDELIVERY_INTERVAL_MS } from "./limits"
import { consoleLogger, errorMessage } from "./logger"
import { openRecordStore } from "./records"
import { connectLambdaBlobs } from "./records/blobs"
import type { Backing, Route } from "./route"
import { UNAVAILABLE_MESSAGE } from "../config/business"

const NEVER = "application/x-never-parsed"

/**
 * Gatsby's body parsers answer malformed or oversized bodies with an HTML error page; giving each
 * a content type that never matches leaves the body stream to our handler.
 */
export const gatsbyFunctionConfig: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: NEVER },
    text: { type: NEVER },
    raw: { type: NEVER },
    urlencoded: { type: NEVER, extended: false },
  },
}

interface Registry {
  backing?: Backing
  configError?: string
  /** Each route's handler, made on its first request (with its own rate limiter). */
  handlers: Partial<Record<string, Handler>>
}

// Gatsby re-requires a function's bundle on every request, which would reset the rate limits and
// start a redelivery timer each time; the one backing of the process and its handlers live on globalThis.
// (So under `gatsby develop`, restart after editing src/server.)
const holder = globalThis as typeof globalThis & { __merrimackPremierApi?: Registry }

function registry(): Registry {
  const current = (holder.__merrimackPremierApi ??= { handlers: {} })
  if (!current.backing && !current.configError) {
    try {
      const config = loadConfig(runtimeEnv())
      // On this machine (npm start) the running server redelivers, from the first delivery a sending endpoint
      // makes; on the host a scheduled function does (netlify/functions/redeliver.mts): its instances do not live long enough.
      const redeliverEveryMs = config.blobs ? undefined : REDELIVERY_INTERVAL_MS
      current.backing = { config, logger: consoleLogger, store: openRecordStore(config), redeliverEveryMs }
      consoleLogger.info(hostSummary(config.host, config.clientAddress))
      if (config.bookingLinkSecret === null)
        consoleLogger.warn(
          "[api] WARNING: BOOKING_LINK_SECRET is not set on the host: the booking loop is off (no links in emails, /booking asks to call); the forms work. Set it (docs/DEPLOYING.md: Deploy on Netlify).",
        )
    } catch (error) {
      current.configError = errorMessage(error)
    }
  }
  return current
}

/** The invocation's event, which the host's adapter hands over on the request (Lambda-style functions). */
function hostEvent(req: IncomingMessage): unknown {
  const params: unknown = Reflect.get(req, "netlifyFunctionParams")
  return typeof params === "object" && params !== null ? Reflect.get(params, "event") : undefined
}

export function gatsbyHandler({ name, make }: Route): Handler {
  const handler: Handler = async (req, res) => {
    connectLambdaBlobs(hostEvent(req))
    const current = registry()
    if (current.backing) return (current.handlers[name] ??= make(current.backing))(req, res)
    consoleLogger.error(`[${name}] the server is misconfigured, every request is refused: ${current.configError}`)
    sendJson(res, 503, { error: UNAVAILABLE_MESSAGE })
  }
  // Named for its route, so a function file's route can be checked against the file's path.
  return Object.defineProperty(handler, "name", { value: name })
}

/** Everything a file in src/api exports: `export const { config } = fn` and `export default fn.handler`. */
export function gatsbyFunction(route: Route): { config: GatsbyFunctionConfig; handler: Handler } {
  return { config: gatsbyFunctionConfig, handler: gatsbyHandler(route) }
}
