/** The contact form's checks in the browser: a chunk of their own, fetched when the form is first used. */
import { yupResolver } from "@hookform/resolvers/yup"
import { contactSchema } from "./contact-schema"

export const contactResolver = yupResolver(contactSchema)
