/** POST /api/dispatch/sign-out: ends dispatch's session in the browser (contract: docs/DISPATCH.md). */
import { gatsbyFunction } from "../../server/gatsby"
import { dispatchSignOut } from "../../server/routes/reading"

const fn = gatsbyFunction(dispatchSignOut)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
