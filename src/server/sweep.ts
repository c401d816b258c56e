/**
 * The periodic work of the server, one sweep: pending records redelivered (and spam past its 30 days
 * removed), then confirmed rides whose day is over marked completed. The running server's timer
 * (npm start) and the host's scheduled function (netlify/functions/redeliver.mts) both run it.
 */
import { completeRides } from "./booking-loop/complete"
import type { Delivery, SweepReport } from "./delivery"
import type { Logger } from "./logger"

export interface FullSweepReport extends SweepReport {
  completed: number
}

export async function sweep(delivery: Delivery, logger: Logger, now = new Date()): Promise<FullSweepReport> {
  const report = await delivery.redeliverDue(now)
  const completed = delivery.store ? await completeRides(delivery.store, now, { logger, deliver: (name, revision, holder) => delivery.deliverChange(name, revision, now, holder) }) : []
  return { ...report, completed: completed.length }
}
