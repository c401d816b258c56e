/**
 * Dispatch's sign-in links and sessions (how long each lasts: src/booking-loop/day-view.ts), sealed with BOOKING_LINK_SECRET by the booking links' own token
 * code (booking-loop/tokens.ts), each for its own purpose, so neither is ever a booking link nor the other:
 * - a sign-in link's token: the address, a one-time id and an expiry 15 minutes on; its id is bound in the
 *   record store when used, so it works once;
 * - a session: the address, the link's id and an expiry 12 hours on, in an HttpOnly, Secure, SameSite=Strict
 *   cookie; signing out binds the id as ended in the record store, so a copy of the cookie is refused too;
 * - a ride's link in the day view: dispatch's claims on one booking (as a booking link's) and the id of the
 *   session it was made for, which must come with it (access.ts).
 */
import { createHash, randomBytes } from "node:crypto"
import type { IncomingMessage } from "node:http"
import { SESSION_SECONDS, SIGN_IN_VALID_MS } from "../../booking-loop/day-view"
import { REFERENCE_PATTERN } from "../reference"
import { expiryOf, expirySeconds, openToken, sealToken } from "../booking-loop/tokens"

/** `__Host-`: the browser keeps it only when it is Secure, for the whole site and no other domain. */
export const SESSION_COOKIE = "__Host-mp-dispatch"
/** An address and an expiry fit well within this; anything longer is not looked at. */
const TOKEN_MAX = 400

export interface SignInClaims {
  email: string
  /** The link's one-time id (hex): the key its use is bound under. */
  id: string
  expiresAt: Date
}

const SIGN_IN = /^([^\s|]{3,254})\|([0-9a-f]{32})\|([0-9a-z]{1,9})$/
const SESSION = /^([^\s|]{3,254})\|([0-9a-f]{32})\|([0-9a-z]{1,9})$/

/** A new sign-in link's token for `email`, valid SIGN_IN_VALID_MS from `now`. */
export function signInToken(secret: string, email: string, now: Date): string {
  const id = randomBytes(16).toString("hex")
  return sealToken(secret, "dispatch-sign-in/v1", `${email}|${id}|${expirySeconds(new Date(now.getTime() + SIGN_IN_VALID_MS))}`)
}

/** The claims of a valid, unexpired sign-in token, or null (used or not: the store tells that). */
export function openSignIn(secret: string, token: unknown, now: Date): SignInClaims | null {
  const match = SIGN_IN.exec(openToken(secret, "dispatch-sign-in/v1", token, TOKEN_MAX) ?? "")
  if (!match) return null
  const expiresAt = expiryOf(match[3])
  return now < expiresAt ? { email: match[1], id: match[2], expiresAt } : null
}

/** The record-store key a used sign-in link is bound under. */
export const usedSignInKey = (id: string): string => `dispatch-sign-in-${id}`

/** The record-store key a session is bound under once signed out. */
export const endedSessionKey = (id: string): string => `dispatch-signed-out-${id}`

/**
 * The record-store key of the `slot`-th sign-in email to `email` in the period numbered `period` (access.ts): the
 * address is hashed, so no key names it.
 */
export const signInSentKey = (email: string, period: number, slot: number): string =>
  `dispatch-sign-in-sent-${createHash("sha256").update(email).digest("hex").slice(0, 32)}-${period.toString(36)}-${slot}`

export interface SessionClaims {
  email: string
  /** The id of the sign-in link that opened it. */
  id: string
}

/** A session's cookie value, valid SESSION_SECONDS from `now`. */
export const sessionToken = (secret: string, { email, id }: SessionClaims, now: Date): string =>
  sealToken(secret, "dispatch-session/v1", `${email}|${id}|${expirySeconds(new Date(now.getTime() + SESSION_SECONDS * 1000))}`)

/** The claims of a valid, unexpired session cookie, or null (signed out or not: the store tells that). */
export function openSession(secret: string, token: unknown, now: Date): SessionClaims | null {
  const match = SESSION.exec(openToken(secret, "dispatch-session/v1", token, TOKEN_MAX) ?? "")
  return match && now < expiryOf(match[3]) ? { email: match[1], id: match[2] } : null
}

/** A ride's link in the day view: dispatch's on one booking, at its link version, until `expiresAt`, for one session. */
export interface ViewLinkClaims {
  reference: string
  expiresAt: Date
  version: number
  /** The id of the session it was made for. */
  session: string
}

/** Starts as dispatch's booking links do (`d|`), so the audience guard of emails reads it as dispatch's. */
const VIEW_LINK = /^d\|([^|]{1,20})\|([0-9a-z]{1,9})\|([0-9a-z]{1,6})\|([0-9a-f]{32})$/

/** A ride's link token for the day view of one session. */
export const viewLinkToken = (secret: string, { reference, expiresAt, version, session }: ViewLinkClaims): string =>
  sealToken(secret, "dispatch-view/v1", `d|${reference}|${expirySeconds(expiresAt)}|${version.toString(36)}|${session}`)

/** The claims of a valid, unexpired day view link, or null (whether its session is live: access.ts). */
export function openViewLink(secret: string, token: unknown, now: Date): ViewLinkClaims | null {
  const match = VIEW_LINK.exec(openToken(secret, "dispatch-view/v1", token) ?? "")
  if (!match || !REFERENCE_PATTERN.test(match[1])) return null
  const expiresAt = expiryOf(match[2])
  return now < expiresAt ? { reference: match[1], expiresAt, version: parseInt(match[3], 36), session: match[4] } : null
}

const cookie = (value: string, maxAge: number) => `${SESSION_COOKIE}=${value}; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=${maxAge}`
/** The Set-Cookie of a new session. */
export const sessionCookie = (token: string): string => cookie(token, SESSION_SECONDS)
/** The Set-Cookie that ends the session in the browser. */
export const endedSessionCookie = (): string => cookie("", 0)

/** The session cookie's value in a request, if any. */
export function sessionOf(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=")
    if (name === SESSION_COOKIE) return value.join("=")
  }
  return undefined
}
