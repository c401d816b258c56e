// Server rendering: the same root provider and page layout as the browser, and Emotion's styles
// collected into <head> (instead of <style> tags scattered through <body>) so the HTML is valid
// and the first paint has all its CSS.
// Pictures are plain <picture> markup (src/components/ui/responsive-image.tsx), so the image
// plugin's head style and loader script are left out.
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"

export { wrapRootElement, wrapPageElement } from "./src/components/root/wrappers"

/** Emotion's default key, so the browser adopts these server styles when it hydrates. */
const EMOTION_KEY = "css"

export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: EMOTION_KEY })
  // Compat mode stops Emotion writing <style> tags inline; they are collected below instead.
  cache.compat = true
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  const { styles } = extractCriticalToChunks(html)
  replaceBodyHTMLString(html)
  setHeadComponents(
    styles
      .filter((style) => style.css)
      .map((style) => (
        <style key={`${style.key}-${style.ids.join("-")}`} data-emotion={`${style.key} ${style.ids.join(" ")}`} dangerouslySetInnerHTML={{ __html: style.css }} />
      )),
  )
}

/** gatsby-plugin-image's head style and loader script serve GatsbyImage markup, which no page renders. */
const IMAGE_PLUGIN_HEAD = /^gatsby-image-style/

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter((component) => {
      const key = (component as { key?: unknown } | null)?.key
      return !(typeof key === "string" && IMAGE_PLUGIN_HEAD.test(key))
    }),
  )
}
