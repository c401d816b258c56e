// The host's scheduled sweep (a native Netlify function beside the Gatsby Functions): every five
// minutes, pending records whose next attempt is due are delivered again, records undelivered for
// a day are marked needs-attention, suspected spam past its 30 days is removed, and confirmed rides
// whose day is over are marked completed. It runs only on
// the host, so its records are always in the host's Blobs store.
import { loadConfig, runtimeEnv } from "../../src/server/config"
import { createDelivery } from "../../src/server/delivery"
import { consoleLogger } from "../../src/server/logger"
import { openRecordStore } from "../../src/server/records"
import { sweep } from "../../src/server/sweep"

export default async (): Promise<Response> => {
  const config = { ...loadConfig(runtimeEnv()), blobs: true }
  const delivery = createDelivery({ config, logger: consoleLogger, store: openRecordStore(config) })
  const report = await sweep(delivery, consoleLogger)
  consoleLogger.info(
    `[delivery] sweep: ${report.delivered} delivered, ${report.pending} still pending, ${report.needsAttention} now need attention, ${report.expiredSpam} expired suspected spam removed, ${report.completed} rides completed`,
  )
  return Response.json(report)
}

export const config = { schedule: "*/5 * * * *" }
