/** The endpoints over one delivery setup and one record store, as mounted by the tests and the benchmark (each Gatsby Function mounts its own route: gatsby.ts). */
import type { ServerConfig } from "./config"
import type { Delivery } from "./delivery"
import { deliveryOf } from "./delivery/shared"
import type { Handler } from "./http"
import { consoleLogger, type Logger } from "./logger"
import { openRecordStore } from "./records"
import type { RecordStore } from "./records/store"
import type { Backing } from "./route"
import * as reading from "./routes/reading"
import * as sending from "./routes/sending"
import * as signIn from "./routes/sign-in"

/** Every route of the API, each once. */
const ROUTES = [...Object.values(reading), ...Object.values(sending), ...Object.values(signIn)]

export type ApiName = (typeof ROUTES)[number]["name"]
export type Api = Record<ApiName, Handler>

export interface BackendOptions {
  logger?: Logger
  /** The record store; the configured one (records/index.ts) when absent. */
  store?: RecordStore | null
  /** The least time the link-resend and dispatch's sign-in answers take (tests shorten it). */
  linkAnswerMinMs?: number
}

export interface Backend {
  api: Api
  /** Its `redeliverDue` is what the redelivery timer and the host's scheduled function run. */
  delivery: Delivery
}

export function createBackend(
  config: ServerConfig,
  { logger = consoleLogger, store = openRecordStore(config), linkAnswerMinMs }: BackendOptions = {},
): Backend {
  const backing: Backing = { config, logger, store, linkAnswerMinMs }
  // Made now, not at the first sending request: the caller runs its redelivery (Backend.delivery).
  const delivery = deliveryOf(backing)
  const api = Object.fromEntries(ROUTES.map(({ name, make }) => [name, make(backing)])) as Api
  return { delivery, api }
}

export function createApi(config: ServerConfig, options: BackendOptions = {}): Api {
  return createBackend(config, options).api
}
