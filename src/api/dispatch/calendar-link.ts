/** GET or POST /api/dispatch/calendar-link: the calendar feed's address, made or replaced (contract: docs/DISPATCH.md). */
import { gatsbyFunction } from "../../server/gatsby"

const fn = gatsbyFunction("dispatch/calendar-link")

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
