/** GET /api/booking-status: a booking as its link shows it (contract: docs/BOOKING-LOOP.md, "Endpoints"). */
import { gatsbyFunction } from "../server/gatsby"
import { bookingStatus } from "../server/routes/reading"

const fn = gatsbyFunction(bookingStatus)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
