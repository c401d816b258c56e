import { validate } from "../../forms/field-rules"
import { contactSchema, type ContactMessage } from "../../forms/contact-schema"
import { contactEmails } from "../delivery/emails"
import type { EndpointDefinition } from "../endpoint"

/** POST /api/contact-messages: 201 {"reference"}, one email to dispatch. */
export const contactEndpoint: EndpointDefinition<ContactMessage> = {
  name: "contact-messages",
  kind: "contact",
  fields: Object.keys(contactSchema.fields),
  validate: (fields) => validate(contactSchema, fields),
  compose: contactEmails,
  idempotencyKey: (_message, requestId) => requestId,
  answer: (reference) => ({ status: 201, body: { reference } }),
}
