/**
 * The one answer to a newsletter sign-up, whether the address is new to the list or already on it.
 * Two answers would let anyone learn whether an address is subscribed by signing it up, so the
 * server sends this for both (202: taken, with nothing said about the list) and the footer's toast
 * reads the same either way. A known address triggers nothing new; only dispatch's records tell.
 */
export const SUBSCRIPTION_ANSWER = {
  status: 202,
  message:
    "If that address is new to us, it is on the list now: seasonal notes on airport traffic, prom and wedding season, and holiday travel. No spam.",
} as const
