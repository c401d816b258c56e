/** POST /api/booking-actions: dispatch confirms or declines, the customer or dispatch cancels (contract: docs/BOOKING-LOOP.md, "Endpoints"). */
import { gatsbyFunction } from "../server/gatsby"

const fn = gatsbyFunction("booking-actions")

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
