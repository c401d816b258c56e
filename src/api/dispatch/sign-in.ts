/** POST /api/dispatch/sign-in: emails a sign-in link to an address allowed to sign in (contract: docs/DISPATCH.md). */
import { gatsbyFunction } from "../../server/gatsby"
import { dispatchSignIn } from "../../server/routes/sign-in"

const fn = gatsbyFunction(dispatchSignIn)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
