import { createHash } from "node:crypto"
import { validate } from "../../forms/field-rules"
import { subscriptionSchema, type Subscription } from "../../forms/subscription-schema"
import type { EndpointDefinition } from "../endpoint"

/**
 * POST /api/subscriptions: 201 {"status": "subscribed"} the first time an email (lower-cased)
 * is seen, 200 {"status": "already-subscribed"} after that, with nothing sent again.
 */
export const subscriptionEndpoint: EndpointDefinition<Subscription> = {
  name: "subscriptions",
  kind: "subscription",
  fields: Object.keys(subscriptionSchema.fields),
  validate: (fields) => validate(subscriptionSchema, fields),
  idempotencyKey: (subscription) => subscription.email,
  // Named by a hash, not the address, so file names carry no personal data.
  recordName: (subscription) => `subscription-${createHash("sha256").update(subscription.email).digest("hex").slice(0, 32)}`,
  answer: (_reference, firstTime) => (firstTime ? { status: 201, body: { status: "subscribed" } } : { status: 200, body: { status: "already-subscribed" } }),
}
