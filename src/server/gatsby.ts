/** What the Gatsby Functions in src/api export: their body-parser config and their handler. */
import type { GatsbyFunctionConfig } from "gatsby"
import { createApi, type Api, type ApiName } from "./api"
import { loadConfig, runtimeEnv } from "./config"
import { sendJson, type Handler } from "./http"
import { consoleLogger, errorMessage } from "./logger"
import { UNAVAILABLE_MESSAGE } from "./business"

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

// Gatsby re-requires a function's bundle on every request, which would reset the rate limits,
// the remembered requestIds and subscriptions; the one Api of the process lives on globalThis.
// (So under `gatsby develop`, restart after editing src/server.)
const holder = globalThis as typeof globalThis & { __merrimackPremierApi?: Registry }

function registry(): Registry {
  const current = (holder.__merrimackPremierApi ??= {})
  if (!current.api && !current.configError) {
    try {
      current.api = createApi(loadConfig(runtimeEnv()))
    } catch (error) {
      current.configError = errorMessage(error)
    }
  }
  return current
}

export function gatsbyHandler(name: ApiName): Handler {
  return async (req, res) => {
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
