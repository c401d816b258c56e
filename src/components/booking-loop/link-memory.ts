/**
 * Where the /booking page finds its link: the fragment a booking email opened (#t=<token>&do=…),
 * or, once read, this tab's copy of it. The token is the key to the booking, so it does not stay in
 * the address bar: once read it moves to sessionStorage (this tab only, gone with the tab) and the
 * history entry becomes plain /booking, out of sight on a shared screen or a screenshot and out of
 * the tab's history, while a reload still opens the booking. A newer link opened in the tab
 * replaces the kept one.
 */
import { readFragment } from "./loop-api"

const STORAGE_KEY = "booking-link"

export type Link = ReturnType<typeof readFragment>

/** Whether a fragment is a booking link (an in-page one such as the skip link's #main is not). */
export const carriesLink = (hash: string): boolean => readFragment(hash).token !== ""

/** Keeps the fragment for the tab; false when the browser refuses (storage off, quota, private modes). */
function keep(key: string, fragment: string): boolean {
  try {
    window.sessionStorage.setItem(key, fragment)
    return true
  } catch {
    return false
  }
}

function kept(key: string): string {
  try {
    return window.sessionStorage.getItem(key) ?? ""
  } catch {
    return ""
  }
}

/** The link of the address bar (then taken out of it), or the one this tab kept under `key` (a page of its own keeps its own: /chauffeur's). */
export function takeLink(key = STORAGE_KEY): Link {
  const { location, history } = window
  if (!carriesLink(location.hash)) return readFragment(kept(key))
  const fragment = location.hash
  // Replaced, not pushed: the entry that held the token no longer does. A tab that cannot keep the
  // link leaves it in the address instead, so a reload still opens the booking.
  if (keep(key, fragment)) history.replaceState(history.state, "", location.pathname + location.search)
  return readFragment(fragment)
}
