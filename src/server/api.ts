/** The three endpoints over one delivery setup, as mounted by Gatsby and by the tests. */
import type { ServerConfig } from "./config"
import { createDelivery } from "./delivery"
import { createEndpoint, type EndpointName } from "./endpoint"
import { bookingEndpoint } from "./endpoints/booking"
import { contactEndpoint } from "./endpoints/contact"
import { subscriptionEndpoint } from "./endpoints/subscription"
import type { Handler } from "./http"
import { consoleLogger, type Logger } from "./logger"

export type Api = Record<EndpointName, Handler>

export function createApi(config: ServerConfig, { logger = consoleLogger }: { logger?: Logger } = {}): Api {
  const delivery = createDelivery({ config, logger })
  const options = { config, logger, delivery }
  return {
    "booking-requests": createEndpoint(bookingEndpoint, options),
    "contact-messages": createEndpoint(contactEndpoint, options),
    subscriptions: createEndpoint(subscriptionEndpoint, options),
  }
}
