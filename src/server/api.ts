/** The endpoints over one delivery setup and one record store, as mounted by Gatsby and by the tests. */
import { createBookingLoop, type BookingLoopName } from "./booking-loop/endpoints"
import { bookingLoopStore } from "./booking-loop/record-store"
import type { ServerConfig } from "./config"
import { createDelivery } from "./delivery"
import { createEndpoint, type EndpointName } from "./endpoint"
import { bookingEndpoint, bookingEndpointWithLinks } from "./endpoints/booking"
import { contactEndpoint } from "./endpoints/contact"
import { subscriptionEndpoint } from "./endpoints/subscription"
import type { Handler } from "./http"
import { consoleLogger, type Logger } from "./logger"
import type { RecordStore } from "./records/store"

export type ApiName = EndpointName | BookingLoopName
export type Api = Record<ApiName, Handler>

export interface ApiOptions {
  logger?: Logger
  /** The record store of the booking loop; the configured one when absent. */
  store?: RecordStore | null
  /** The least time the link-resend answer takes (tests shorten it). */
  linkAnswerMinMs?: number
}

export function createApi(config: ServerConfig, { logger = consoleLogger, store = bookingLoopStore(config), linkAnswerMinMs }: ApiOptions = {}): Api {
  const delivery = createDelivery({ config, logger })
  const options = { config, logger, delivery }
  return {
    ...createBookingLoop({ config, store, logger, linkAnswerMinMs }),
    // Links only when the loop can open them: a store is where their booking is found.
    "booking-requests": createEndpoint(store ? bookingEndpointWithLinks(config) : bookingEndpoint, options),
    "contact-messages": createEndpoint(contactEndpoint, options),
    subscriptions: createEndpoint(subscriptionEndpoint, options),
  }
}
