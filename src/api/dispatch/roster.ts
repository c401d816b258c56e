/** GET and POST /api/dispatch/roster: dispatch's chauffeurs and vehicles, read and saved (contract: docs/DISPATCH.md). */
import { gatsbyFunction } from "../../server/gatsby"
import { dispatchRoster } from "../../server/routes/reading"

const fn = gatsbyFunction(dispatchRoster)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
