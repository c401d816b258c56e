/** GET /api/chauffeur/day: a chauffeur's rides of the next days, from any of their ride links (contract: docs/CHAUFFEURS.md). */
import { gatsbyFunction } from "../../server/gatsby"
import { chauffeurDay } from "../../server/routes/reading"

const fn = gatsbyFunction(chauffeurDay)

// Destructured on purpose, as in booking-requests.ts (gatsbyjs/gatsby#38465).
export const { config } = fn

export default fn.handler
