/** The three endpoints over one delivery setup and one record store, as mounted by Gatsby, the host and the tests. */
import type { ServerConfig } from "./config"
import { createDelivery, type Delivery } from "./delivery"
import { createEndpoint, type EndpointName } from "./endpoint"
import { bookingEndpoint } from "./endpoints/booking"
import { contactEndpoint } from "./endpoints/contact"
import { subscriptionEndpoint } from "./endpoints/subscription"
import type { Handler } from "./http"
import { consoleLogger, type Logger } from "./logger"
import { openRecordStore } from "./records"

export type Api = Record<EndpointName, Handler>

export interface Backend {
  api: Api
  /** Its `redeliverDue` is what the redelivery timer and the host's scheduled function run. */
  delivery: Delivery
}

export function createBackend(config: ServerConfig, { logger = consoleLogger }: { logger?: Logger } = {}): Backend {
  const delivery = createDelivery({ config, logger, store: openRecordStore(config) })
  const options = { config, logger, delivery }
  return {
    delivery,
    api: {
      "booking-requests": createEndpoint(bookingEndpoint, options),
      "contact-messages": createEndpoint(contactEndpoint, options),
      subscriptions: createEndpoint(subscriptionEndpoint, options),
    },
  }
}

export function createApi(config: ServerConfig, options: { logger?: Logger } = {}): Api {
  return createBackend(config, options).api
}
