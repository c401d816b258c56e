/**
 * The keys of the booking links: HMAC-SHA256 over role, reference, expiry and the booking's link version
 * with BOOKING_LINK_SECRET, base64url, one token per role (customer or dispatch). The version grows each
 * time dispatch replaces a booking's links, which ends every earlier one (the endpoints compare it). A
 * chauffeur's token names, instead of a version, the assignment it was sent for (its place in the history):
 * it opens the booking only while that assignment holds its leg.
 * Every refusal looks the same: a tampered, expired, malformed, other-role or other-reference token is
 * simply not valid.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import type { LinkRole } from "../../booking-loop/model"
import { REFERENCE_PATTERN } from "../reference"

export type { LinkRole }

export interface LinkClaims {
  role: LinkRole
  reference: string
  expiresAt: Date
  /** The booking's link version the token was signed under (0, and left out of the token, until its links are first replaced). */
  version: number
  /** A chauffeur's token: the place in the booking's history of the assignment it was sent for. */
  step?: number
}

const ROLE_CODES: Readonly<Record<LinkRole, string>> = { customer: "c", dispatch: "d", chauffeur: "h" }
/** The role each code in a token's payload stands for. */
const CODE_ROLES: Readonly<Record<string, LinkRole>> = Object.fromEntries(
  (Object.entries(ROLE_CODES) as [LinkRole, string][]).map(([role, code]) => [code, role]),
)
const MAC_BYTES = 32
/** A token is far shorter than this; anything longer is not looked at. */
export const TOKEN_MAX_LENGTH = 200
const BASE64URL = /^[A-Za-z0-9_-]+$/
const PAYLOAD = /^([cd])\|(MP-[A-Z0-9]{4}-[A-Z0-9]{4})\|([0-9a-z]{1,9})(?:\|([1-9a-z][0-9a-z]{0,5}))?$/
/** A chauffeur's: its last field is the assignment's place in the history, always there (0 is a place too). */
const CHAUFFEUR_PAYLOAD = /^h\|(MP-[A-Z0-9]{4}-[A-Z0-9]{4})\|([0-9a-z]{1,9})\|(0|[1-9a-z][0-9a-z]{0,5})$/

/**
 * What a token is for, signed with its payload: a token made for one purpose is never valid for another
 * (a customer's booking link is no dispatch session).
 */
export type TokenPurpose =
  | "booking-link/v1"
  | "dispatch-sign-in/v1"
  | "dispatch-session/v1"
  | "dispatch-calendar/v1"
  /** A ride's link in dispatch's day view: acts only beside the live session it was made for (dispatch/session.ts). */
  | "dispatch-view/v1"
  /** A chauffeur's calendar feed key: their roster id and a generation bound in the store (chauffeur/calendar-feed.ts). */
  | "chauffeur-calendar/v1"

/** Every purpose's payload: two or more fields of printable characters joined by `|`. What makes a token known by its own bytes. */
const SEALED_PAYLOAD = /^[^\s|\p{Cc}\uFFFD]+(?:\|[^\s|\p{Cc}\uFFFD]+)+$/u

const mac = (secret: string, purpose: TokenPurpose, payload: Buffer) =>
  createHmac("sha256", secret).update(`${purpose}\n`).update(payload).digest()

/** `payload` and its MAC for `purpose`, base64url: readable by anyone, made only with the secret. */
export function sealToken(secret: string, purpose: TokenPurpose, payload: string): string {
  if (!SEALED_PAYLOAD.test(payload)) throw new Error(`Not a token's payload (fields joined by "|"): ${payload}`)
  const bytes = Buffer.from(payload, "utf8")
  return Buffer.concat([bytes, mac(secret, purpose, bytes)]).toString("base64url")
}

/** A token's payload and the MAC it carries, or null when `token` is not the canonical base64url of more than a MAC. */
function unseal(token: string, maxLength: number): { payload: Buffer; given: Buffer } | null {
  if (token.length > maxLength || !BASE64URL.test(token)) return null
  const bytes = Buffer.from(token, "base64url")
  // Only the canonical spelling of those bytes: a token is one string, not several.
  if (bytes.length <= MAC_BYTES || bytes.toString("base64url") !== token) return null
  return { payload: bytes.subarray(0, bytes.length - MAC_BYTES), given: bytes.subarray(bytes.length - MAC_BYTES) }
}

/** The payload of a token sealed with `secret` for `purpose`, or null for anything else, whatever was wrong with it. */
export function openToken(secret: string, purpose: TokenPurpose, token: unknown, maxLength = TOKEN_MAX_LENGTH): string | null {
  const parts = typeof token === "string" ? unseal(token, maxLength) : null
  return parts && timingSafeEqual(parts.given, mac(secret, purpose, parts.payload)) ? parts.payload.toString("utf8") : null
}

/**
 * Whether `text` has the shape of a sealed token of any purpose, read from its own bytes (no secret: a forged or
 * expired key is recognised all the same): a payload of fields joined by `|`, then a MAC.
 */
export function isSealedToken(text: string): boolean {
  const parts = unseal(text, Number.POSITIVE_INFINITY)
  return parts !== null && SEALED_PAYLOAD.test(parts.payload.toString("utf8"))
}

/** Seconds since 1970 in base 36, as tokens carry their expiry. */
export const expirySeconds = (at: Date): string => Math.floor(at.getTime() / 1000).toString(36)
/** The time a token's base-36 expiry stands for. */
export const expiryOf = (seconds: string): Date => new Date(parseInt(seconds, 36) * 1000)

/**
 * A token for `role` on `reference`, valid until `expiresAt` (to the second) while the booking's links are at
 * `version`; a chauffeur's, while the assignment at `step` holds its leg.
 */
export function signLink(
  secret: string,
  { role, reference, expiresAt, version = 0, step }: Omit<LinkClaims, "version"> & { version?: number },
): string {
  if (!REFERENCE_PATTERN.test(reference)) throw new Error(`Not a booking reference: ${reference}`)
  if (!Number.isInteger(version) || version < 0) throw new Error(`Not a link version: ${version}`)
  if ((role === "chauffeur") !== (step !== undefined) || (step !== undefined && !(Number.isInteger(step) && step >= 0)))
    throw new Error(`A chauffeur's link, and only theirs, names the assignment's place: ${role}, ${step}`)
  const suffix = step !== undefined ? `|${step.toString(36)}` : version > 0 ? `|${version.toString(36)}` : ""
  return sealToken(secret, "booking-link/v1", `${ROLE_CODES[role]}|${reference}|${expirySeconds(expiresAt)}${suffix}`)
}

/** What a token's payload claims, before its expiry is checked: a chauffeur's (with its assignment's place) or another's. */
function claimsOf(payload: string): LinkClaims | null {
  const chauffeur = CHAUFFEUR_PAYLOAD.exec(payload)
  if (chauffeur) {
    const [, reference, seconds, step] = chauffeur
    return { role: "chauffeur", reference, expiresAt: expiryOf(seconds), version: 0, step: parseInt(step, 36) }
  }
  const match = PAYLOAD.exec(payload)
  if (!match) return null
  const [, code, reference, seconds, version] = match
  return { role: CODE_ROLES[code], reference, expiresAt: expiryOf(seconds), version: version ? parseInt(version, 36) : 0 }
}

/** The claims of a valid, unexpired token, or null for anything else, whatever was wrong with it. */
export function verifyLink(secret: string, token: unknown, now: Date): LinkClaims | null {
  const payload = openToken(secret, "booking-link/v1", token)
  const claims = payload === null ? null : claimsOf(payload)
  return claims && now < claims.expiresAt && REFERENCE_PATTERN.test(claims.reference) ? claims : null
}

/** A token valid for this role and this reference, or null. */
export function verifyLinkFor(
  secret: string,
  token: unknown,
  now: Date,
  expected: { role?: LinkRole; reference?: string },
): LinkClaims | null {
  const claims = verifyLink(secret, token, now)
  if (!claims) return null
  if (expected.role && claims.role !== expected.role) return null
  if (expected.reference && claims.reference !== expected.reference) return null
  return claims
}

/** A booking link's token, wherever it stands in a text or an HTML attribute: `#t=` and the token. */
const LINK_TOKEN = /#t=([A-Za-z0-9_-]+)/g

/**
 * The role of every booking link in `text`, read from the tokens' own bytes (no secret needed: a signed
 * or a forged token of dispatch's is refused all the same). What guards an email's audience before it is sent.
 */
export function linkRolesIn(text: string): LinkRole[] {
  return [...text.matchAll(LINK_TOKEN)].flatMap(([, token]) => {
    const role = CODE_ROLES[Buffer.from(token, "base64url").toString("latin1").charAt(0)]
    return role ? [role] : []
  })
}
