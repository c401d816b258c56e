/**
 * Where the /booking page (and a chauffeur's /ride page) finds its link: the fragment a booking email opened (#t=<token>&do=…),
 * or, once read, this tab's copy of it. The token is the key to the booking, so it does not stay in
 * the address bar: once read it moves to sessionStorage (this tab only, gone with the tab) and the
 * history entry becomes plain /booking, out of sight on a shared screen or a screenshot and out of
 * the tab's history, while a reload still opens the booking. A newer link opened in the tab
 * replaces the kept one.
 */
import { useEffect } from "react"
import { readFragment } from "./loop-api"

/** Where a tab keeps a customer's or dispatch's link; a chauffeur's /ride page keeps its own under another key. */
const STORAGE_KEY = "booking-link"

export type Link = ReturnType<typeof readFragment>

/** Whether a fragment is a booking link (an in-page one such as the skip link's #main is not). */
export const carriesLink = (hash: string): boolean => readFragment(hash).token !== ""

/** Keeps the fragment for the tab; false when the browser refuses (storage off, quota, private modes). */
function keep(fragment: string, key: string): boolean {
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

/** The link of the address bar (then taken out of it), or the one this tab kept under `key`. */
export function takeLink(key = STORAGE_KEY): Link {
  const { location, history } = window
  if (!carriesLink(location.hash)) return readFragment(kept(key))
  const fragment = location.hash
  // Replaced, not pushed: the entry that held the token no longer does. A tab that cannot keep the
  // link leaves it in the address instead, so a reload still opens the booking.
  if (keep(fragment, key)) history.replaceState(history.state, "", location.pathname + location.search)
  return readFragment(fragment)
}

/**
 * Opens this tab's link with `load` once the page is in the browser (the fragment and the tab's storage
 * exist only there), and again whenever a new link is opened in the tab; an in-page fragment such as the
 * skip link's #main is not one.
 */
export function useOpenedLink(load: () => Promise<unknown>): void {
  useEffect(() => {
    void load()
    const onHashChange = () => {
      if (carriesLink(window.location.hash)) void load()
    }
    window.addEventListener("hashchange", onHashChange)
    return () => window.removeEventListener("hashchange", onHashChange)
  }, [load])
}
