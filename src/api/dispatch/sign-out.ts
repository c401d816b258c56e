/** POST /api/dispatch/sign-out: ends dispatch's session in the browser (contract: docs/DISPATCH.md). */
import { gatsbyFunction } from "../../server/gatsby"

const fn = gatsbyFunction("dispatch/sign-out")

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
