/**
 * Whether the browser is still showing the page it loaded from the server. Islands use it to
 * tell hydration (their HTML is on screen and can wait) from a page opened by client-side
 * navigation (nothing on screen: render at once). gatsby-browser ends it on the first navigation.
 */
let firstView = true

export const isFirstView = () => firstView

export function leaveFirstView(): void {
  firstView = false
}

/**
 * The parts of the first page (layout.tsx) hydrate each in its own low-priority pass. A navigation
 * inside the app that starts before they all have (a link in the page followed while the footer is
 * still server HTML) re-renders the layout around a part React has not hydrated yet: React then
 * finds the part's server HTML unlike the new page, throws it away and reports a hydration error
 * (#418, then #422). So gatsby-browser holds such a navigation until every part has hydrated.
 */
const hydratedParts = new Set<string>()
let partsHydrated: () => void = () => undefined
const allPartsHydrated = new Promise<void>((resolve) => (partsHydrated = resolve))

/** A part of the first page has hydrated (its effects run); `of` is how many parts the page has. */
export function partHydrated(name: string, of: number): void {
  hydratedParts.add(name)
  if (hydratedParts.size >= of) partsHydrated()
}

/** Resolves once every part of the first page has hydrated. */
export const firstViewHydrated = (): Promise<void> => allPartsHydrated
