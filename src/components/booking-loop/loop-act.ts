/**
 * The page's changes to a booking, loaded with its forms (a change is made from one), never in /booking's
 * first load: the page reads a booking with loop-api.ts alone.
 */
import { postJson } from "../../lib/api-client"
import type { BookingView, PageAction } from "../../booking-loop/view"
import { LOOP_ENDPOINTS, outcomeOf, type ActInput, type Outcome } from "./loop-api"

/**
 * A change as the page shows the booking: a cancellation, and a yes to a quote or a new fare, agree to
 * the terms `shown` states (409 with the terms now if they changed since), an
 * answer to a quote names the quote shown (the server answers 409 if a newer one replaced it), and
 * dispatch's answers name the booking's revision shown (409 if it changed since).
 */
export async function changeBooking(
  token: string,
  action: PageAction,
  input: ActInput,
  shown: BookingView,
  fallback: string,
): Promise<Outcome> {
  try {
    // The server reads each only for the action it belongs to (JSON leaves out what is undefined).
    // Dispatch answers the booking it was shown: a change since (the customer's, at once) is refused with the booking as it is now.
    const revision = shown.role === "dispatch" ? shown.revision : undefined
    // The terms a cancellation or a yes agrees to, as the page showed them: a yes to a quote or a new fare binds the terms it comes with.
    const agreed =
      action === "accept-quote" ? shown.quote?.policyOnAccept : action === "accept-offer" ? shown.offer?.policyOnAccept : shown.policy
    const body = {
      token,
      action,
      ...input,
      terms: agreed?.kind,
      fee: agreed?.fee ?? undefined,
      quote: shown.quote?.step,
      change: shown.change?.step,
      offer: shown.offer?.step,
      revision,
    }
    const { booking, message } = await postJson<{ booking: BookingView; message: string }>(LOOP_ENDPOINTS.actions, body)
    return { kind: "ok", booking, message }
  } catch (error) {
    return outcomeOf(error, fallback)
  }
}
