/**
 * A chauffeur's day (docs/CHAUFFEURS.md, "Your day and your calendar"): from any of their ride links, their rides
 * of the next days in pickup order, one printable sheet, and a calendar feed of their own rides. What the
 * /chauffeur page and the server say to each other; like the ride sheet, it has no field for a fare, an estimate,
 * the customer's email or a link of another party.
 */
import { MAIN_PHONE } from "../config/business"
import { CHAUFFEUR_PAGE_PATH } from "../lib/working-pages"
import type { RideSheet } from "./ride-sheet"

/** The page of a chauffeur's day (noindex, out of the sitemap; their ride link's token rides after #, as on /ride). */
export { CHAUFFEUR_PAGE_PATH }

/** The chauffeur's day opened with one of their ride links' token: what the /ride page links to. */
export const chauffeurDayHref = (token: string): string => `${CHAUFFEUR_PAGE_PATH}#t=${token}`

/** How many days a chauffeur's day lists, from Boston's today. */
export const CHAUFFEUR_DAY_DAYS = 14

/**
 * One leg a chauffeur holds, as their day lists it and their sheet prints it: the ride sheet's own fields (the
 * rows: pickup, stops, dropoff, passengers, flight, luggage, hours, special requests), the route's ends on their
 * own for the list, and the ride's own link (/ride, for that assignment).
 */
export type ChauffeurRide = Omit<RideSheet, "actions" | "revision" | "state" | "chauffeur"> & {
  /** The pickup as an instant (ISO), for ordering; absent when the time cannot be read. */
  pickupAt?: string
  pickup: string
  stops: readonly string[]
  dropoff: string
  /** The chauffeur's link to this leg: /ride#t=… */
  link: string
}

export interface ChauffeurDayAnswer {
  /** The chauffeur's name, as dispatch assigned them. */
  chauffeur: string
  /** The first day listed (Boston's today, YYYY-MM-DD) and how many. */
  from: string
  days: number
  rides: ChauffeurRide[]
}

export const CHAUFFEUR_MESSAGES = {
  feedMade: "Your calendar link is ready. Subscribe to it in your calendar app.",
  feedReplaced: "Your calendar link is replaced: the old one has stopped working. Subscribe to the new one.",
  noFeed: `This calendar link is not valid: it may be mistyped, or it was replaced. Open your day from a ride's link for the current one, or call dispatch at ${MAIN_PHONE.display}.`,
} as const
