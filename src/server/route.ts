/**
 * An endpoint of the API: its path under /api (the path of its file in src/api) and how its handler is made.
 * Each Gatsby Function imports its own route and so bundles its own endpoint's code: a route that never sends
 * imports nothing of the delivery (SMTP, the emails, the statement's PDF); a sending route makes the one delivery
 * of its backing the first time (delivery/shared.ts).
 */
import type { ServerConfig } from "./config"
import type { Delivery } from "./delivery"
import type { Handler } from "./http"
import type { Logger } from "./logger"
import type { RecordStore } from "./records/store"

/** What every endpoint of a process is made over: one per process (Gatsby's functions) or per API (the tests' server). */
export interface Backing {
  config: ServerConfig
  logger: Logger
  /** The record store; null when none is configured (OUTBOX=off on a machine that is not the host). */
  store: RecordStore | null
  /** The least time the link-resend and dispatch's sign-in answers take (tests shorten it); the deployed floor when absent. */
  linkAnswerMinMs?: number
  /** The delivery over `store`, shared by the sending endpoints: made by the first of them (delivery/shared.ts) or given. */
  delivery?: Delivery
  /** When set, the delivery, once made, is swept every that many milliseconds (the running server's redelivery). */
  redeliverEveryMs?: number
}

export interface Route<N extends string = string> {
  /** The path under /api, which is also the path of its file in src/api. */
  readonly name: N
  readonly make: (backing: Backing) => Handler
}

export function route<N extends string>(name: N, make: (backing: Backing) => Handler): Route<N> {
  return { name, make }
}
