/** POST /api/booking-requests: a booking request from the form (contract: docs/API.md, "Requests" and "Answers"). */
import { gatsbyFunction } from "../server/gatsby"
import { bookingRequests } from "../server/routes/sending"

const fn = gatsbyFunction(bookingRequests)

// Destructured on purpose: Gatsby's page scanner reads a plain `export const config` in any file
// under src as a page's render-mode config and then builds rendering engines, whose validation
// fails (gatsbyjs/gatsby#38465). The runtime export is the same.
export const { config } = fn

export default fn.handler
