/** The /chauffeur page's calls: the chauffeur's day and their calendar feed, the ride link's token in a header, never in a URL. */
import { answered, getJson, postJson } from "../../lib/api-client"
import type { ChauffeurDayAnswer } from "../../booking-loop/chauffeur-day"
import type { FeedApi } from "../dispatch/calendar-feed"

export const CHAUFFEUR_ENDPOINTS = {
  day: "/api/chauffeur/day",
  calendarLink: "/api/chauffeur/calendar-link",
} as const

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

/** The chauffeur's rides of the next days, from any of their ride links. */
export const fetchDay = (token: string, fallback: string) =>
  answered(() => getJson<ChauffeurDayAnswer>([CHAUFFEUR_ENDPOINTS.day], bearer(token)), fallback)

/** Their calendar feed's address (read, or made and replaced) through their ride link. */
export const feedApiOf = (token: string): FeedApi => ({
  read: (fallback) => answered(() => getJson<{ url: string | null }>([CHAUFFEUR_ENDPOINTS.calendarLink], bearer(token)), fallback),
  make: (fallback) =>
    answered(() => postJson<{ url: string; message: string }>(CHAUFFEUR_ENDPOINTS.calendarLink, {}, bearer(token)), fallback),
})
