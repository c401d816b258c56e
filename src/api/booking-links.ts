/** POST /api/booking-links: the customer's link emailed again to the booking's own address (contract: docs/BOOKING-LOOP.md, "Endpoints"). */
import { gatsbyFunction } from "../server/gatsby"
import { bookingLinks } from "../server/routes/sending"

const fn = gatsbyFunction(bookingLinks)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
