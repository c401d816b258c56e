import { validate } from "../../forms/field-rules"
import { contactSchema, type ContactMessage } from "../../forms/contact-schema"
import type { EndpointDefinition } from "../endpoint"

/** POST /api/contact-messages: 201 {"reference"}, one email to dispatch. */
export const contactEndpoint: EndpointDefinition<ContactMessage> = {
  name: "contact-messages",
  kind: "contact",
  fields: Object.keys(contactSchema.fields),
  validate: (fields) => validate(contactSchema, fields),
  idempotencyKey: (_message, requestId) => requestId,
  answer: (reference) => ({ status: 201, body: { reference } }),
}
