/** GET /api/dispatch/day: the rides of some days, for dispatch's day view (contract: docs/DISPATCH.md). */
import { gatsbyFunction } from "../../server/gatsby"
import { dispatchDay } from "../../server/routes/reading"

const fn = gatsbyFunction(dispatchDay)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
