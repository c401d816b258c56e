// Browser entry: the same root provider and page layout as server rendering, with the same
// Emotion cache settings (src/theme/emotion-cache.ts). Fonts come from src/theme/fonts.ts.
import type { ReactElement } from "react"
import type { GatsbyBrowser } from "gatsby"
import { hydrateRoot } from "react-dom/client"
import { CacheProvider } from "@emotion/react"
import { createEmotionCache } from "./src/theme/emotion-cache"
import { wrapRootElement as wrapRoot } from "./src/components/root/wrappers"
import { isFirstView, leaveFirstView } from "./src/lib/first-view"
import { clickHold } from "./src/lib/click-hold"

export { wrapPageElement } from "./src/components/root/wrappers"

const cache = createEmotionCache()

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = (args) => <CacheProvider value={cache}>{wrapRoot(args)}</CacheProvider>

/** A navigation inside the app: pages from now on are rendered in the browser, islands included. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) leaveFirstView()
}

/**
 * Hydrates the server HTML, then clicks again the button a visitor clicked before the code was
 * here (held by src/lib/click-hold.ts). React listens from the moment the root exists and
 * hydrates the part clicked at once, so the click does what it said.
 *
 * The page's parts (layout.tsx) hydrate each in its own low-priority pass. A link followed before
 * they all have (Go Home on the 404 page while the footer is still server HTML) renders the next
 * page around a part React has not hydrated: React throws that part's server HTML away and renders
 * it in the browser (React's recoverable errors #418 and #422). That HTML belongs to the page being
 * left, so nothing a visitor sees is lost: once a navigation has begun such an error is expected and
 * not reported. On the first page itself every one is reported, as React does by default.
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  hydrateRoot(container, element, { onRecoverableError: (error) => isFirstView() && reportError(error) })
  clickHold()?.release()?.click()
}
