/** The one place the record store is chosen: the host's Blobs store on the host, else the local outbox (or none with OUTBOX=off). */
import type { ServerConfig } from "../config"
import { createBlobsStore } from "./blobs"
import { createOutboxStore } from "./local-outbox"
import type { RecordStore } from "./store"

export function openRecordStore(config: Pick<ServerConfig, "blobs" | "outboxDir">): RecordStore | null {
  if (config.blobs) return createBlobsStore()
  return config.outboxDir ? createOutboxStore(config.outboxDir) : null
}
