/** What the Gatsby Functions in src/api export: their body-parser config and their handler. */
import type { IncomingMessage } from "node:http"
import type { GatsbyFunctionConfig } from "gatsby"
import { createBackend, type Api, type ApiName } from "./api"
import { loadConfig, runtimeEnv } from "./config"
import { hostSummary } from "./host"
import { sendJson, type Handler } from "./http"
import { REDELIVERY_INTERVAL_MS } from "./limits"
import { consoleLogger, errorMessage } from "./logger"
import { connectLambdaBlobs } from "./records/blobs"
import { sweep } from "./sweep"
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
  api?: Api
  configError?: string
}

// Gatsby re-requires a function's bundle on every request, which would reset the rate limits and
// start a redelivery timer each time; the one Api of the process lives on globalThis.
// (So under `gatsby develop`, restart after editing src/server.)
const holder = globalThis as typeof globalThis & { __merrimackPremierApi?: Registry }

function registry(): Registry {
  const current = (holder.__merrimackPremierApi ??= {})
  if (!current.api && !current.configError) {
    try {
      const config = loadConfig(runtimeEnv())
      const { api, delivery } = createBackend(config)
      current.api = api
      consoleLogger.info(hostSummary(config.host, config.clientAddress))
      if (config.bookingLinkSecret === null)
        consoleLogger.warn(
          "[api] WARNING: BOOKING_LINK_SECRET is not set on the host: the booking loop is off (no links in emails, /booking asks to call); the forms work. Set it (docs/DEPLOYING.md: Deploy on Netlify).",
        )
      // On this machine (npm start) the running server redelivers; on the host a scheduled
      // function does (netlify/functions/redeliver.mts): its instances do not live long enough.
      if (!config.blobs) {
        const tick = () =>
          void sweep(delivery, consoleLogger).catch((error: unknown) =>
            consoleLogger.error(`[delivery] the sweep failed: ${errorMessage(error)}`),
          )
        setInterval(tick, REDELIVERY_INTERVAL_MS).unref()
      }
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

export function gatsbyHandler(name: ApiName): Handler {
  return async (req, res) => {
    connectLambdaBlobs(hostEvent(req))
    const { api, configError } = registry()
    if (api) return api[name](req, res)
    consoleLogger.error(`[${name}] the server is misconfigured, every request is refused: ${configError}`)
    sendJson(res, 503, { error: UNAVAILABLE_MESSAGE })
  }
}

/** Everything a file in src/api exports: `export const { config } = fn` and `export default fn.handler`. */
export function gatsbyFunction(name: ApiName): { config: GatsbyFunctionConfig; handler: Handler } {
  return { config: gatsbyFunctionConfig, handler: gatsbyHandler(name) }
}
