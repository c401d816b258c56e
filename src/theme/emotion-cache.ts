import createCache, { type EmotionCache } from "@emotion/cache"

/** Emotion's default key: the browser adopts the server-rendered styles that carry it when it hydrates. */
export const EMOTION_KEY = "css"

/**
 * Emotion without its vendor-prefixing plugin (server and browser alike). The browsers the site
 * supports read standard CSS; the few properties that still need a prefix somewhere are written
 * out where they are used. Prefixing made each page's inline CSS about a third larger and cost
 * main-thread time while the page hydrated.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, stylisPlugins: [] })
}
