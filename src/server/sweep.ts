/**
 * The periodic work of the server, one sweep: pending records redelivered (and spam past its 30 days
 * removed), then confirmed rides whose day is over marked completed, quotes past their time expired,
 * and new fares offered for a change lapsed. The running server's timer (npm start) and the host's scheduled function (netlify/functions/redeliver.mts) both run it.
 */
import { completeRides, expireQuotes, lapseOffers } from "./booking-loop/complete"
import type { Delivery, SweepReport } from "./delivery"
import type { Logger } from "./logger"

export interface FullSweepReport extends SweepReport {
  completed: number
  quotesExpired: number
  offersLapsed: number
}

/** `now` stands for the clock in tests; otherwise completion reads the clock after redelivery, which can take minutes of timeouts. */
export async function sweep(delivery: Delivery, logger: Logger, now?: Date): Promise<FullSweepReport> {
  const report = await delivery.redeliverDue(now ?? new Date())
  const at = now ?? new Date()
  const deliver = (name: string, revision: number, leaseId: string | undefined) =>
    delivery.deliverOwed(name, { what: "change", revision }, at, leaseId)
  const options = { logger, deliver, channels: delivery.hasChannels }
  // Offers first: one left unanswered on a ride whose day is over lapses (and both sides hear it) before the ride is completed.
  const lapsed = delivery.store ? await lapseOffers(delivery.store, at, options) : []
  const completed = delivery.store ? await completeRides(delivery.store, at, options) : []
  const expired = delivery.store ? await expireQuotes(delivery.store, at, options) : []
  return { ...report, completed: completed.length, quotesExpired: expired.length, offersLapsed: lapsed.length }
}
