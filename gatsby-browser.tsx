// Browser entry: the same root provider and page layout as server rendering, with the same
// Emotion cache settings (src/theme/emotion-cache.ts). Fonts come from src/theme/fonts.ts.
import type { ReactElement } from "react"
import type { GatsbyBrowser } from "gatsby"
import { hydrateRoot } from "react-dom/client"
import { CacheProvider } from "@emotion/react"
import { createEmotionCache } from "./src/theme/emotion-cache"
import { wrapRootElement as wrapRoot } from "./src/components/root/wrappers"
import { firstViewHydrated, leaveFirstView } from "./src/lib/first-view"
import { clickHold } from "./src/lib/click-hold"

export { wrapPageElement } from "./src/components/root/wrappers"

const cache = createEmotionCache()

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = (args) => <CacheProvider value={cache}>{wrapRoot(args)}</CacheProvider>

/** A navigation inside the app: pages from now on are rendered in the browser, islands included. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) leaveFirstView()
}

/** Gatsby's own navigation, which its Link calls (an internal of Gatsby 5's browser runtime). */
type NavigatingWindow = Window & { ___navigate?: (to: string, options?: unknown) => void }

/**
 * A navigation inside the app waits until the first page's parts have hydrated (src/lib/first-view.ts):
 * started earlier, it would re-render a part React has not hydrated yet, which React then throws away
 * with a hydration error. The wait is a few hundred milliseconds at most on a slow phone; a part that
 * never hydrates (its code failed) holds a navigation no longer than NAVIGATION_WAIT_LIMIT_MS.
 */
const NAVIGATION_WAIT_LIMIT_MS = 3000

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const win = window as NavigatingWindow
  const navigate = win.___navigate
  if (!navigate) return
  win.___navigate = (to, options) => {
    const limit = new Promise<void>((resolve) => setTimeout(resolve, NAVIGATION_WAIT_LIMIT_MS))
    void Promise.race([firstViewHydrated(), limit]).then(() => navigate(to, options))
  }
}

/**
 * Hydrates the server HTML, then clicks again the button a visitor clicked before the code was
 * here (held by src/lib/click-hold.ts). React listens from the moment the root exists and
 * hydrates the part clicked at once, so the click does what it said.
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  hydrateRoot(container, element)
  clickHold()?.release()?.click()
}
