/** POST /api/booking-actions: dispatch confirms or declines, the customer or dispatch cancels (contract: docs/BOOKING-LOOP.md, "Endpoints"). */
import { gatsbyFunction } from "../server/gatsby"
import { bookingActions } from "../server/routes/sending"

const fn = gatsbyFunction(bookingActions)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
