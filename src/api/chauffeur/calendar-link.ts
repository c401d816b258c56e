/** GET or POST /api/chauffeur/calendar-link: a chauffeur's calendar feed address, made or replaced (contract: docs/CHAUFFEURS.md). */
import { gatsbyFunction } from "../../server/gatsby"

const fn = gatsbyFunction("chauffeur/calendar-link")

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
