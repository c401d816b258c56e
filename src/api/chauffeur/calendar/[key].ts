/** GET /api/chauffeur/calendar/<key>.ics: a chauffeur's calendar feed of their own rides (contract: docs/CHAUFFEURS.md). */
import { gatsbyFunction } from "../../../server/gatsby"
import { chauffeurCalendar } from "../../../server/routes/reading"

const fn = gatsbyFunction(chauffeurCalendar)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
