/**
 * The routes that send through the delivery (route.ts): the forms and the booking loop's changes and link requests.
 * Their functions bundle the delivery and share the backing's one delivery (delivery/shared.ts).
 */
import { bookingLoopHandler } from "../booking-loop/endpoints"
import { deliveryOf } from "../delivery/shared"
import { createEndpoint, type EndpointDefinition } from "../endpoint"
import { bookingEndpoint } from "../endpoints/booking"
import { contactEndpoint } from "../endpoints/contact"
import { subscriptionEndpoint } from "../endpoints/subscription"
import { route, type Backing } from "../route"

const loopRoute = <N extends "booking-actions" | "booking-links">(name: N) =>
  route(name, (b: Backing) => bookingLoopHandler(name, { ...b, delivery: () => deliveryOf(b) }))

/** A form's route, at its definition's name. */
const formRoute = <T>(definition: EndpointDefinition<T>) =>
  route(definition.name, (b: Backing) => createEndpoint(definition, { ...b, delivery: deliveryOf(b) }))

export const bookingRequests = formRoute(bookingEndpoint)
export const contactMessages = formRoute(contactEndpoint)
export const subscriptions = formRoute(subscriptionEndpoint)
export const bookingActions = loopRoute("booking-actions")
export const bookingLinks = loopRoute("booking-links")
