/** GET /api/chauffeur/calendar/<key>.ics: a chauffeur's calendar feed of their own rides (contract: docs/CHAUFFEURS.md). */
import { gatsbyFunction } from "../../../server/gatsby"

const fn = gatsbyFunction("chauffeur/calendar/[key]")

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
