/**
 * The /ride page's calls to the booking loop's endpoints, with the chauffeur's token in a header or the
 * JSON body, never in a URL: their ride (`GET booking-status`) and their answer to it (`POST booking-actions`).
 */
import { ApiError, getJson, postJson } from "../../lib/api-client"
import type { RideAction, RideSheet } from "../../booking-loop/ride-sheet"
import type { RideStatus } from "../../booking-loop/model"
import { LOOP_ENDPOINTS, outcomeOf } from "../booking-loop/loop-api"

export type RideOutcome =
  /** The ride as it now is; none once the answer took the chauffeur off it (a ride given back). */
  | { kind: "ok"; ride: RideSheet | null; message?: string }
  /** The ride had changed since the page showed it: the ride as it is now, and what happened. */
  | { kind: "conflict"; ride: RideSheet; error: string }
  /** The link opens no ride (not valid, or the chauffeur is off the ride). */
  | { kind: "invalid"; error: string }
  | { kind: "fields"; errors: Record<string, string> }
  | { kind: "failed"; error: string }

/** A refusal as the page shows it: a 409 carries the ride as it is now; the others read as /booking reads them. */
function refusalOf(error: unknown, fallback: string): RideOutcome {
  const changed = error instanceof ApiError && error.status === 409 ? error.json<{ error?: string; ride?: RideSheet }>() : undefined
  if (changed?.ride) return { kind: "conflict", ride: changed.ride, error: changed.error ?? fallback }
  const outcome = outcomeOf(error, fallback)
  return outcome.kind === "ok" || outcome.kind === "conflict" ? { kind: "failed", error: fallback } : outcome
}

export async function fetchRide(token: string, fallback: string): Promise<RideOutcome> {
  try {
    const answer = await getJson<{ ride?: RideSheet }>([LOOP_ENDPOINTS.status], { headers: { Authorization: `Bearer ${token}` } })
    // A link of another party opens a booking, not a ride: this page has nothing to show for it.
    return answer?.ride ? { kind: "ok", ride: answer.ride } : { kind: "failed", error: fallback }
  } catch (error) {
    return refusalOf(error, fallback)
  }
}

/**
 * What an answer carries besides the action: a reason given back, the status tapped, an airport pickup's landing
 * (ISO, and whether the flight was domestic or international), the extras entered at Done (each as typed).
 */
export interface RideInput {
  note?: string
  status?: Exclude<RideStatus, "done">
  landedAt?: string
  kind?: "domestic" | "international"
  extras?: { kind: string; note: string; amount?: string }[]
}

/**
 * The chauffeur's answer to the ride as the page `shown` it: accepting or giving it back names its revision (a ride
 * changed since is refused with 409, to be read first); a tap of the day does not, since it says what happens now and the
 * server refuses one out of order on its own (a landing or a gratuity recorded in between must not bounce it).
 */
export async function answerRide(
  token: string,
  action: RideAction,
  input: RideInput,
  shown: RideSheet,
  fallback: string,
): Promise<RideOutcome> {
  try {
    const answersTheRide = action === "accept-ride" || action === "decline-ride"
    const body = { token, action, ...input, note: input.note || undefined, revision: answersTheRide ? shown.revision : undefined }
    const { ride, message } = await postJson<{ ride: RideSheet | null; message: string }>(LOOP_ENDPOINTS.actions, body)
    return { kind: "ok", ride, message }
  } catch (error) {
    return refusalOf(error, fallback)
  }
}

/** An answer sent for the ride shown: the field errors the server named, if any (the page shows the rest). */
export type AnswerRide = (action: RideAction, input?: RideInput) => Promise<Record<string, string> | undefined>
