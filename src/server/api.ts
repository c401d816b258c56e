/** The endpoints over one delivery setup and one record store, as mounted by Gatsby, the host and the tests. */
import { createBookingLoop, type BookingLoopName } from "./booking-loop/endpoints"
import { createChauffeur, type ChauffeurName } from "./chauffeur/endpoints"
import type { ServerConfig } from "./config"
import { createDelivery, type Delivery } from "./delivery"
import { createDispatch, type DispatchName } from "./dispatch/endpoints"
import { createEndpoint, type EndpointName } from "./endpoint"
import { bookingEndpoint } from "./endpoints/booking"
import { contactEndpoint } from "./endpoints/contact"
import { subscriptionEndpoint } from "./endpoints/subscription"
import type { Handler } from "./http"
import { consoleLogger, type Logger } from "./logger"
import { openRecordStore } from "./records"
import type { RecordStore } from "./records/store"

export type ApiName = EndpointName | BookingLoopName | DispatchName | ChauffeurName
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
  const delivery = createDelivery({ config, logger, store })
  const options = { config, logger, delivery }
  return {
    delivery,
    api: {
      ...createBookingLoop({ config, delivery, logger, linkAnswerMinMs }),
      ...createDispatch({ config, store: delivery.store, logger, answerMinMs: linkAnswerMinMs }),
      ...createChauffeur({ config, store: delivery.store, logger }),
      "booking-requests": createEndpoint(bookingEndpoint, options),
      "contact-messages": createEndpoint(contactEndpoint, options),
      subscriptions: createEndpoint(subscriptionEndpoint, options),
    },
  }
}

export function createApi(config: ServerConfig, options: BackendOptions = {}): Api {
  return createBackend(config, options).api
}
