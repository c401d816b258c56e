/** The booking links in emails: the site's address, the one page, and the token in the fragment (never sent to any server). */
import type { ServerConfig } from "../config"
import type { BookingRecord } from "../../booking-loop/model"
import { endOfDay, lastRideDay } from "../../booking-loop/pickup"
import { BOOKING_PAGE_PATH } from "../../booking-loop/view"
import { RIDE_PAGE_PATH } from "../../booking-loop/ride-sheet"
import { CHAUFFEUR_PAGE_PATH } from "../../lib/working-pages"
import { signLink, type LinkRole } from "./tokens"

export { BOOKING_PAGE_PATH }
/** How long after the ride's day (the return's, when there is one) its links still open the booking. */
export const LINK_VALID_DAYS_AFTER_RIDE = 7

const DAY_MS = 24 * 60 * 60 * 1000

/** When a booking's links stop working: a week after the end of its last ride's day in Boston. */
export function linkExpiry(booking: Pick<BookingRecord, "date" | "returnTrip" | "returnDate">): Date {
  return new Date(endOfDay(lastRideDay(booking)).getTime() + LINK_VALID_DAYS_AFTER_RIDE * DAY_MS)
}

/** What a link opens the page ready to do: dispatch's Confirm and Decline links preselect their choice. */
export type LinkIntent = "confirm" | "decline"

/** What signing a link needs: the secret (set, so the loop is on) and the site's address. */
export interface LinkKeys {
  bookingLinkSecret: string
  siteUrl: string
}

/** The link keys of a configuration, or null when the booking loop is off (no secret on the host). */
export const linkKeysOf = (config: Pick<ServerConfig, "bookingLinkSecret" | "siteUrl">): LinkKeys | null =>
  config.bookingLinkSecret === null ? null : { bookingLinkSecret: config.bookingLinkSecret, siteUrl: config.siteUrl }

declare const linkRole: unique symbol
/** A booking link that acts for `R`: only the emails of R's audience may hold it (src/server/delivery/emails.ts). */
export type RoleLink<R extends LinkRole> = string & { readonly [linkRole]: R }

export function bookingLink<R extends LinkRole>(
  config: LinkKeys,
  role: R,
  reference: string,
  booking: Pick<BookingRecord, "date" | "returnTrip" | "returnDate">,
  version: number,
  intent?: LinkIntent,
): RoleLink<R> {
  const token = signLink(config.bookingLinkSecret, { role, reference, expiresAt: linkExpiry(booking), version })
  return `${config.siteUrl}${BOOKING_PAGE_PATH}#t=${token}${intent ? `&do=${intent}` : ""}` as RoleLink<R>
}

/** The same link opening the page ready for one step: `&do=accept-change&c=2`. It acts for the same person. */
export const linkTo = <R extends LinkRole>(link: RoleLink<R>, params: Readonly<Record<string, string | number>>): RoleLink<R> =>
  `${link}${Object.entries(params)
    .map(([name, value]) => `&${name}=${value}`)
    .join("")}` as RoleLink<R>

export interface BookingLinks {
  customer: RoleLink<"customer">
  confirm: RoleLink<"dispatch">
  decline: RoleLink<"dispatch">
  /** Dispatch's link with no choice made (a change's Accept and Decline add theirs). */
  dispatch: RoleLink<"dispatch">
  /** The chauffeur's link to the leg of the assignment at `step` of the history: it opens /ride while that assignment holds. */
  ride: (step: number) => RoleLink<"chauffeur">
  /** The same chauffeur's day (/chauffeur): all their rides and their calendar, opened by the same token. */
  day: (step: number) => RoleLink<"chauffeur">
}

/** A chauffeur's link to the leg of the assignment at `step`: the ride's page, valid as long as the booking's other links. */
export function rideLink(
  config: LinkKeys,
  reference: string,
  booking: Pick<BookingRecord, "date" | "returnTrip" | "returnDate">,
  step: number,
  page: typeof RIDE_PAGE_PATH | typeof CHAUFFEUR_PAGE_PATH = RIDE_PAGE_PATH,
): RoleLink<"chauffeur"> {
  const token = signLink(config.bookingLinkSecret, { role: "chauffeur", reference, expiresAt: linkExpiry(booking), step })
  return `${config.siteUrl}${page}#t=${token}` as RoleLink<"chauffeur">
}

/** A booking's links, through its last ride and at its link version (linkVersion(): 0 until dispatch first replaces them). */
export function bookingLinks(
  config: LinkKeys,
  reference: string,
  booking: Pick<BookingRecord, "date" | "returnTrip" | "returnDate">,
  version = 0,
): BookingLinks {
  return {
    customer: bookingLink(config, "customer", reference, booking, version),
    confirm: bookingLink(config, "dispatch", reference, booking, version, "confirm"),
    decline: bookingLink(config, "dispatch", reference, booking, version, "decline"),
    dispatch: bookingLink(config, "dispatch", reference, booking, version),
    ride: (step) => rideLink(config, reference, booking, step),
    day: (step) => rideLink(config, reference, booking, step, CHAUFFEUR_PAGE_PATH),
  }
}
