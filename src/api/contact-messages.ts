/** POST /api/contact-messages: the short contact form on /contact. */
import { gatsbyFunctionConfig, gatsbyHandler } from "../server/gatsby"

export const config = gatsbyFunctionConfig

export default gatsbyHandler("contact-messages")
