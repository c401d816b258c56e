// The browser's wrappers of every page: the server's (wrappers.tsx) inside Emotion's cache for the browser.
// gatsby-browser.tsx evaluates this module, and with it the site's shell (the layout, the header, Emotion), in a
// task of its own after the app's start-up (PERFORMANCE.md, "The app's start-up task").
import type { ReactElement } from "react"
import { CacheProvider } from "@emotion/react"
import { createEmotionCache } from "../../theme/emotion-cache"
import { wrapRootElement as wrapRoot } from "./wrappers"

export { wrapPageElement } from "./wrappers"

const cache = createEmotionCache()

export const wrapRootElement = (args: { element: ReactElement }) => <CacheProvider value={cache}>{wrapRoot(args)}</CacheProvider>
