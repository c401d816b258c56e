// Card grids as islands (src/components/island/island.tsx): the cards' code stays out of their
// pages' first load.
import { island } from "../island/island"

const loadGrids = () => import("./card-grids")

/** Related cards near the end of a page: their code loads as they near the window. */
export const RelatedCards = island("related-cards", () => loadGrids().then((m) => m.MediaCardGrid))

/** /fleet's vehicles: read by many, touched by few; their code loads when a visitor reaches for them. */
export const VehicleCards = island("vehicle-cards", () => loadGrids().then((m) => m.VehicleGrid), "intent")
