// Browser entry: the same root provider and page layout as server rendering, with the same
// Emotion cache settings (src/theme/emotion-cache.ts). Fonts come from src/theme/fonts.ts.
import type { GatsbyBrowser } from "gatsby"
import { CacheProvider } from "@emotion/react"
import { createEmotionCache } from "./src/theme/emotion-cache"
import { wrapRootElement as wrapRoot } from "./src/components/root/wrappers"
import { leaveFirstView } from "./src/lib/first-view"

export { wrapPageElement } from "./src/components/root/wrappers"

const cache = createEmotionCache()

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = (args) => <CacheProvider value={cache}>{wrapRoot(args)}</CacheProvider>

/** A navigation inside the app: pages from now on are rendered in the browser, islands included. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) leaveFirstView()
}
