/** The /booking page's calls to the booking-loop endpoints: the token in a header or the JSON body, never in a URL. */
import { ApiError, getJson } from "../../lib/api-client"
import type { LegProgress } from "../../booking-loop/ride-progress"
import type { BookingView, PageAction } from "../../booking-loop/view"

export const LOOP_ENDPOINTS = {
  status: "/api/booking-status",
  actions: "/api/booking-actions",
  links: "/api/booking-links",
} as const

export type Outcome =
  | { kind: "ok"; booking: BookingView; message?: string }
  /** The booking had moved on: its current view and what happened. */
  | { kind: "conflict"; booking: BookingView; error: string }
  | { kind: "invalid"; error: string }
  | { kind: "fields"; errors: Record<string, string> }
  | { kind: "failed"; error: string }

export function outcomeOf(error: unknown, fallback: string): Outcome {
  if (!(error instanceof ApiError)) return { kind: "failed", error: fallback }
  const body = error.json<{ error?: string; errors?: Record<string, string>; booking?: BookingView }>() ?? {}
  if (error.status === 409 && body.booking) return { kind: "conflict", booking: body.booking, error: body.error ?? fallback }
  if (error.status === 422 && body.errors) return { kind: "fields", errors: body.errors }
  if (error.status === 403) return { kind: "invalid", error: body.error ?? fallback }
  return { kind: "failed", error: body.error ?? fallback }
}

export async function fetchBooking(token: string, fallback: string): Promise<Outcome> {
  try {
    const answer = await getJson<{ booking: BookingView }>([LOOP_ENDPOINTS.status], { headers: { Authorization: `Bearer ${token}` } })
    if (!answer) return { kind: "failed", error: fallback }
    return { kind: "ok", booking: answer.booking }
  } catch (error) {
    return outcomeOf(error, fallback)
  }
}

/** What a person sends with a change: a note, and for a quote its fare, what it includes and how long it holds. */
export interface ActInput {
  note: string
  fare?: string
  /** Accepting a move inside the late-cancellation window: the customer's window counts from the new pickup. */
  waiveFee?: boolean
  includes?: string
  validHours?: string
  /** A change of the trip: the fields that changed, as the form holds them. */
  changes?: Record<string, unknown>
  /** Dispatch's answer to a no-show: the leg it waits on. */
  leg?: string
  /** The customer's gratuity, in percent of the fare (0: none). */
  percent?: number
  /** Dispatch's statement: a correction of the one sent. */
  correction?: boolean
  /** An airport pickup's landing, as dispatch records it (landing-form.tsx). */
  landedAt?: string
  kind?: NonNullable<LegProgress["landing"]>["kind"]
}

/** Shows the booking of `token` as read again, unless the page has opened another link since. */
export type Show = (token: string, booking: BookingView) => void

/** A change from the page: the field errors the server named, if any (the page shows the rest itself). */
export type Act = (action: PageAction, input: ActInput) => Promise<Record<string, string> | undefined>

/** What a link opens the page ready to do: dispatch's Confirm or Decline, the customer's Accept of a quote or a new fare, dispatch's answer to a change. */
const INTENTS = ["confirm", "decline", "accept", "accept-offer", "accept-change", "decline-change"] as const
export type LinkIntent = (typeof INTENTS)[number]

/**
 * The token, the preselected choice and the quote, change or offer a link's fragment names:
 * `#t=<token>&do=confirm`, `#t=<token>&do=accept&q=3`, `…&do=accept-change&c=4`, `…&do=accept-offer&o=5`.
 */
export function readFragment(hash: string): { token: string; intent?: LinkIntent; quote?: number; change?: number; offer?: number } {
  const params = new URLSearchParams(hash.replace(/^#/, ""))
  const step = (key: string) => Number(params.get(key)) || undefined
  return {
    token: params.get("t") ?? "",
    intent: INTENTS.find((intent) => intent === params.get("do")),
    quote: step("q"),
    change: step("c"),
    offer: step("o"),
  }
}
