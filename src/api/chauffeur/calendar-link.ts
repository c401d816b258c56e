/** GET or POST /api/chauffeur/calendar-link: a chauffeur's calendar feed address, made or replaced (contract: docs/CHAUFFEURS.md). */
import { gatsbyFunction } from "../../server/gatsby"
import { chauffeurCalendarLink } from "../../server/routes/reading"

const fn = gatsbyFunction(chauffeurCalendarLink)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
