import { createHash } from "node:crypto"
import { validate } from "../../forms/field-rules"
import { SUBSCRIPTION_ANSWER } from "../../forms/subscription-answer"
import { subscriptionSchema, type Subscription } from "../../forms/subscription-schema"
import type { EndpointDefinition } from "../endpoint"

/**
 * POST /api/subscriptions: 202 {"message"}, the same bytes whether the email (lower-cased) is new
 * or already on the list, in the same time: a new one is answered once recorded and sent to
 * dispatch after (or by the sweep), so a slow mail server tells nobody who is subscribed. Only the
 * first sign-up of an email is recorded and sent; a repeat sends nothing again.
 */
export const subscriptionEndpoint: EndpointDefinition<Subscription> = {
  name: "subscriptions",
  kind: "subscription",
  fields: Object.keys(subscriptionSchema.fields),
  validate: (fields) => validate(subscriptionSchema, fields),
  idempotencyKey: (subscription) => subscription.email,
  // Named by a hash, not the address, so file names carry no personal data.
  recordName: (subscription) => `subscription-${createHash("sha256").update(subscription.email).digest("hex").slice(0, 32)}`,
  answerFirst: true,
  answer: () => ({ status: SUBSCRIPTION_ANSWER.status, body: { message: SUBSCRIPTION_ANSWER.message } }),
}
