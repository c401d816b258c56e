/** The one delivery of a backing (route.ts), made by the first sending endpoint that needs it. */
import { errorMessage } from "../logger"
import type { Backing } from "../route"
import { sweep } from "../sweep"
import { createDelivery, type Delivery } from "./index"

export function deliveryOf(backing: Backing): Delivery {
  if (backing.delivery) return backing.delivery
  const { config, logger, store, redeliverEveryMs } = backing
  const delivery = createDelivery({ config, logger, store })
  backing.delivery = delivery
  if (redeliverEveryMs !== undefined) {
    const tick = () =>
      void sweep(delivery, logger).catch((error: unknown) => logger.error(`[delivery] the sweep failed: ${errorMessage(error)}`))
    setInterval(tick, redeliverEveryMs).unref()
  }
  return delivery
}
