import createCache, { type EmotionCache } from "@emotion/cache"

/** Emotion's default key: the class names of the site's styles are `css-<name>`. */
export const EMOTION_KEY = "css"

/**
 * The attribute of the style elements the server writes into <head> (gatsby-ssr.tsx): the key of
 * their chunk and the names of the styles they hold, as in "css a1b2 c3d4" or "css-global e5f6".
 * Not Emotion's own `data-emotion`: every cache Emotion creates in the browser (its default one and
 * the site's) takes elements marked so out of <head> and appends them again, and the browser then
 * processes each of those stylesheets again and restyles the whole page while it starts up. These
 * are left where the server put them; the site's cache only learns which styles they hold.
 */
export const SERVER_STYLES_ATTRIBUTE = "data-server-styles"

/** The server's style elements of a chunk key, in the page's head (none outside a browser). */
function serverStyles(key: string): Element[] {
  if (typeof document === "undefined") return []
  return Array.from(document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}^="${key} "]`))
}

/**
 * Emotion without its vendor-prefixing plugin (server and browser alike). The browsers the site
 * supports read standard CSS; the few properties that still need a prefix somewhere are written
 * out where they are used. Prefixing made each page's inline CSS about a third larger and cost
 * main-thread time while the page hydrated.
 *
 * In the browser the cache counts the styles the server wrote as inserted, so a component rendering
 * one of them adds nothing: the server's stylesheets are the page's, paid once.
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [] })
  for (const style of serverStyles(EMOTION_KEY))
    for (const name of style.getAttribute(SERVER_STYLES_ATTRIBUTE)!.split(" ").slice(1)) cache.inserted[name] = true
  return cache
}
