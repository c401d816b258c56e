/** The /dispatch page's calls: sign-in, the session (the one-time token in the body, never in a URL), the day's rides. */
import { answered, ApiError, getJson, postJson, type Answer } from "../../lib/api-client"
import type { DayRide, DayViewAnswer } from "../../booking-loop/day-view"
import type { Roster, RosterAnswer } from "../../booking-loop/roster"
import type { HeldEntry } from "../../booking-loop/roster-removal"
import { LOOP_ENDPOINTS, readFragment } from "../booking-loop/loop-api"

export const DISPATCH_ENDPOINTS = {
  signIn: "/api/dispatch/sign-in",
  session: "/api/dispatch/session",
  signOut: "/api/dispatch/sign-out",
  day: "/api/dispatch/day",
  calendarLink: "/api/dispatch/calendar-link",
  roster: "/api/dispatch/roster",
} as const

export type { Answer }

export const askSignIn = (email: string, fallback: string) =>
  answered(() => postJson<{ message: string }>(DISPATCH_ENDPOINTS.signIn, { email }), fallback)

export const openSession = (token: string, fallback: string) =>
  answered(() => postJson<{ email: string; message: string }>(DISPATCH_ENDPOINTS.session, { token }), fallback)

export const signOut = (fallback: string) => answered(() => postJson<{ message: string }>(DISPATCH_ENDPOINTS.signOut, {}), fallback)

/** The rides of `days` days from `from` (YYYY-MM-DD; none: Boston's today); a 401 (no session) comes back as status 401. */
export const fetchDays = (days: number, fallback: string, from?: string) =>
  answered(
    () => getJson<DayViewAnswer>([`${DISPATCH_ENDPOINTS.day}?days=${days}${from ? `&from=${from}` : ""}`], { on401: "returnNull" }),
    fallback,
  )

/** The calendar feed's address (null before one is made). */
export const fetchFeedUrl = (fallback: string) =>
  answered(() => getJson<{ url: string | null }>([DISPATCH_ENDPOINTS.calendarLink], { on401: "returnNull" }), fallback)

/** Makes the calendar feed's address, or replaces it (the old one stops working). */
export const replaceFeedUrl = (fallback: string) =>
  answered(() => postJson<{ url: string; message: string }>(DISPATCH_ENDPOINTS.calendarLink, {}), fallback)

/** The roster of chauffeurs and vehicles, with its generation. */
export const fetchRoster = (fallback: string) =>
  answered(() => getJson<RosterAnswer>([DISPATCH_ENDPOINTS.roster], { on401: "returnNull" }), fallback)

export type RosterSaved =
  | { kind: "ok"; value: RosterAnswer & { message: string } }
  | { kind: "fields"; errors: Record<string, string> }
  | { kind: "stale"; value: RosterAnswer; error: string }
  | { kind: "held"; held: HeldEntry[]; error: string }
  | { kind: "put-back"; value: RosterAnswer; held: HeldEntry[]; error: string }
  | { kind: "failed"; error: string }

/**
 * Saves the roster over the generation the page read: its field errors, the roster as saved since when another save
 * came first, or the removed entries still on rides ahead, with those rides (and the roster now when it was saved and
 * they were put back, assigned at the same moment).
 */
export async function saveRoster(generation: number, roster: Partial<Roster> | object, fallback: string): Promise<RosterSaved> {
  try {
    return { kind: "ok", value: await postJson<RosterAnswer & { message: string }>(DISPATCH_ENDPOINTS.roster, { generation, roster }) }
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: "failed", error: fallback }
    const body = error.json<Partial<RosterAnswer> & { error?: string; errors?: Record<string, string>; ridesAhead?: HeldEntry[] }>() ?? {}
    if (error.status === 422 && body.errors) return { kind: "fields", errors: body.errors }
    const now = body.roster && body.generation !== undefined ? (body as RosterAnswer) : undefined
    if (error.status === 409 && body.ridesAhead)
      return now
        ? { kind: "put-back", value: now, held: body.ridesAhead, error: body.error ?? fallback }
        : { kind: "held", held: body.ridesAhead, error: body.error ?? fallback }
    if (error.status === 409 && now) return { kind: "stale", value: now, error: body.error ?? fallback }
    return { kind: "failed", error: body.error ?? fallback }
  }
}

/** A step taken from a ride's row: done (with its words), or refused with its message and a message per field. */
export type RideActed = { ok: true; message: string } | { ok: false; error: string; errors: Record<string, string> }

/**
 * The loop's `action` on the leg of a ride's row (assigning, recording a landing...), through the ride's own link in the
 * view, which acts only beside the session's cookie (docs/DISPATCH.md).
 */
export async function actOnRide(
  ride: Pick<DayRide, "link" | "leg">,
  action: string,
  input: Record<string, unknown>,
  fallback: string,
): Promise<RideActed> {
  try {
    const { token } = readFragment(new URL(ride.link, "https://dispatch.invalid").hash)
    const { message } = await postJson<{ message: string }>(LOOP_ENDPOINTS.actions, { token, action, leg: ride.leg, ...input })
    return { ok: true, message }
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, error: fallback, errors: {} }
    const body = error.json<{ error?: string; errors?: Record<string, string> }>() ?? {}
    return { ok: false, error: body.error ?? (body.errors ? "" : fallback), errors: body.errors ?? {} }
  }
}
