// Browser entry: the same root provider and page layout as server rendering (src/components/root/browser-wrappers.tsx),
// with the same Emotion cache settings (src/theme/emotion-cache.ts). Fonts come from src/theme/fonts.ts.
import type { ReactElement } from "react"
import type { GatsbyBrowser } from "gatsby"
import { hydrateRoot } from "react-dom/client"
import { isFirstView, leaveFirstView } from "./src/lib/first-view"
import { clickHold } from "./src/lib/click-hold"

type BrowserWrappers = typeof import("./src/components/root/browser-wrappers")

/**
 * The site's shell (the layout, the header, Emotion and the modules they import), evaluated when first asked for
 * (webpack keeps a module once run). Imported at the top, webpack would run it in the app's start-up task, the one
 * in which it runs every entry module once the last entry script has arrived: at 4× CPU that task was up to 53 ms
 * with it, at most 41 without. It is needed only when the page renders, after the page's data and chunk have
 * arrived. A require, not an import: it stays in the app's chunk (no chunk of its own to fetch) and runs when called.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const browserWrappers = (): BrowserWrappers => require("./src/components/root/browser-wrappers")

// The shell is evaluated in the task after the start-up, while the page's data is on its way (this module runs
// in the start-up, just before Gatsby asks for the data). If the page renders first (a tab in the background,
// whose timers wait), rendering evaluates it. A timer set here rather than from onClientEntry, which runs at
// the same moment: one export less in the app's chunk, which every page loads.
setTimeout(browserWrappers)

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = (args) => browserWrappers().wrapRootElement(args)

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = (args) => browserWrappers().wrapPageElement(args)

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
