/**
 * What may act for dispatch, checked on every request (docs/DISPATCH.md, "What ends dispatch's access"):
 * - a session: its cookie sealed and unexpired, its address on the sign-in list this instance was deployed
 *   with, and not signed out (read with strong consistency: a sign-out on one instance holds on all at once);
 * - a ride's link from the day view: sealed with its session's id, it acts only beside that session's cookie
 *   while the session is live, so sign-out, removal from the list or the session's expiry ends it too;
 * - the sign-in emails to one address: at most SIGN_IN_EMAILS_PER_PERIOD in each period, counted in the record
 *   store (each one binds a slot there, atomically), so the cap holds across clients and instances.
 * The links in dispatch's emails are the booking loop's own (booking-loop/links.ts) and none of this touches them.
 */
import { SIGN_IN_EMAIL_PERIOD_MS, SIGN_IN_EMAILS_PER_PERIOD } from "../../booking-loop/day-view"
import type { BookingRecord } from "../../booking-loop/model"
import { BOOKING_PAGE_PATH, linkExpiry, type LinkKeys } from "../booking-loop/links"
import type { LinkClaims } from "../booking-loop/tokens"
import type { RecordStore } from "../records/store"
import { endedSessionKey, openSession, openViewLink, signInSentKey, viewLinkToken, type SessionClaims } from "./session"

/** The words for a day view's link whose session has ended, or that came without it. */
export const VIEW_LINK_ENDED_MESSAGE =
  "This link from dispatch's day view works only while the session that opened it lasts, in the same browser: sign in again at /dispatch, or use the link in dispatch's email."

export interface DispatchAccess {
  secret: string
  store: RecordStore
  /** Who may sign in (DISPATCH_SIGN_IN), as this instance was deployed with it. */
  allowed: readonly string[]
  now: Date
}

/** The session of a request's cookie while it is live: sealed, unexpired, its address allowed, not signed out. */
export async function liveSession(
  { secret, store, allowed, now }: DispatchAccess,
  cookie: string | undefined,
): Promise<SessionClaims | null> {
  const session = openSession(secret, cookie, now)
  if (!session || !allowed.includes(session.email)) return null
  return (await store.boundValue(endedSessionKey(session.id), { consistency: "strong" })) === null ? session : null
}

/** A ride's link in the day view of `session`: dispatch's page for the booking, as long as the session lives. */
export const viewLink = (
  keys: LinkKeys,
  session: SessionClaims,
  reference: string,
  booking: Pick<BookingRecord, "date" | "returnTrip" | "returnDate">,
  version: number,
): string =>
  `${keys.siteUrl}${BOOKING_PAGE_PATH}#t=${viewLinkToken(keys.bookingLinkSecret, { reference, expiresAt: linkExpiry(booking), version, session: session.id })}`

/**
 * What a day view's link may do: dispatch's claims on its booking (as a booking link's) while it comes beside the
 * live session it was made for; "ended" when it does not (signed out, expired, taken off the list, another
 * session's cookie or none); null when the token is no day view link at all.
 */
export async function viewLinkClaims(
  access: DispatchAccess,
  cookie: string | undefined,
  token: unknown,
): Promise<LinkClaims | "ended" | null> {
  const link = openViewLink(access.secret, token, access.now)
  if (!link) return null
  const session = openSession(access.secret, cookie, access.now)
  if (session?.id !== link.session || !(await liveSession(access, cookie))) return "ended"
  return { role: "dispatch", reference: link.reference, expiresAt: link.expiresAt, version: link.version }
}

/** Takes one of the period's sign-in emails to `email`: false when they are all taken (nothing is to be sent). */
export async function claimSignInEmail(store: RecordStore, email: string, now: Date): Promise<boolean> {
  const period = Math.floor(now.getTime() / SIGN_IN_EMAIL_PERIOD_MS)
  for (let slot = 1; slot <= SIGN_IN_EMAILS_PER_PERIOD; slot += 1)
    if ((await store.bindKey(signInSentKey(email, period, slot), now.toISOString())).first) return true
  return false
}
