/**
 * The record store the booking loop reads and changes. The store itself (the local outbox and the
 * host's blob store behind records/store.ts) is chosen at start-up elsewhere; until it is plugged in
 * here, the loop's endpoints answer 503 and say to call.
 */
import type { ServerConfig } from "../config"
import type { RecordStore } from "../records/store"

export function bookingLoopStore(_config: ServerConfig): RecordStore | null {
  return null
}
