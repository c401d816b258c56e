/**
 * The booking loop's limits and messages, checked by the /booking page's forms and by the endpoints
 * alike. Apart from view.ts so the page's first load carries none of them: only its forms (loaded
 * when needed) and the server use them.
 */
import type { CancellationTerms } from "./cancellation"

export const NOTE_MAX_LENGTH = 500

export const LOOP_MESSAGES = {
  action: "Choose what to do: confirm, quote, accept or decline the quote, decline, or cancel.",
  declineReason: "Please tell the customer why the booking is declined.",
  noteLength: `Please keep the note under ${NOTE_MAX_LENGTH} characters.`,
  note: "The note must be text.",
  reference: "Please enter your booking reference, for example MP-7KQ4-XZ9B.",
  email: "Please enter the email address the booking was made with.",
  terms: "Reload the page to see the cancellation terms that apply now, then cancel again.",
  fee: "Send the cancellation fee you agreed to in dollars, as the page showed it.",
  revision: "Reload the page to see the booking as it is now, then answer it.",
} as const

/** The cancellation terms a person can agree to when cancelling (not "closed": nothing is cancelled then). */
export const AGREEABLE_TERMS: readonly CancellationTerms["kind"][] = ["free", "full-refund", "fee", "by-company"]

/** The answer to a link-resend request, whatever was asked: it never tells whether a booking exists. */
export const LINK_SENT_MESSAGE =
  "If that reference and email match a booking, its link is on its way to that address. It can take a few minutes to arrive."
