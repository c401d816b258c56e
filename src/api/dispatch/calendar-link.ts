/** GET or POST /api/dispatch/calendar-link: the calendar feed's address, made or replaced (contract: docs/DISPATCH.md). */
import { gatsbyFunction } from "../../server/gatsby"
import { dispatchCalendarLink } from "../../server/routes/reading"

const fn = gatsbyFunction(dispatchCalendarLink)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
