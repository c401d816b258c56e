/** POST /api/subscriptions: the footer newsletter form, idempotent per email. */
import { gatsbyFunctionConfig, gatsbyHandler } from "../server/gatsby"

export const config = gatsbyFunctionConfig

export default gatsbyHandler("subscriptions")
