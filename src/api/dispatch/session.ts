/** POST /api/dispatch/session: a sign-in link's one-time token for dispatch's session cookie (contract: docs/DISPATCH.md). */
import { gatsbyFunction } from "../../server/gatsby"
import { dispatchSession } from "../../server/routes/reading"

const fn = gatsbyFunction(dispatchSession)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
