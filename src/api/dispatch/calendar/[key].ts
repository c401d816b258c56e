/** GET /api/dispatch/calendar/<key>.ics: dispatch's calendar feed of booked rides (contract: docs/DISPATCH.md). */
import { gatsbyFunction } from "../../../server/gatsby"
import { dispatchCalendar } from "../../../server/routes/reading"

const fn = gatsbyFunction(dispatchCalendar)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
