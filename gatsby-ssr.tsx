// Server rendering: the same root provider and page layout as the browser, and Emotion's styles
// collected into <head> (instead of <style> tags scattered through <body>) so the HTML is valid
// and the first paint has all its CSS. The browser keeps those style elements where they are
// (src/theme/emotion-cache.ts).
// Pictures are plain <picture> markup (src/components/ui/responsive-image.tsx), so the image
// plugin's head style and loader script are left out.
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import { createEmotionCache, SERVER_STYLES_ATTRIBUTE } from "./src/theme/emotion-cache"
import { FONT_FACE_CSS, FONT_FILES } from "./src/theme/fonts"
import { loadAllIslands } from "./src/components/island/island"
import { clickHoldScript } from "./src/lib/click-hold-script"
import { imageFailureScript } from "./src/lib/image-failure-script"
import { BELOW_FOLD_CSS } from "./src/theme/below-fold"
import { GLOBAL_CSS } from "./src/theme/global-styles"
import { FIRST_SCREEN_END_ID } from "./src/theme/first-screen"

export { wrapRootElement, wrapPageElement } from "./src/components/root/wrappers"

export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  // Islands (src/components/island/island.tsx) are code-split; the HTML has them in full.
  await loadAllIslands()
  const cache = createEmotionCache()
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
        <style
          key={`${style.key}-${style.ids.join("-")}`}
          {...{ [SERVER_STYLES_ATTRIBUTE]: `${style.key} ${style.ids.join(" ")}` }}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  )
}

/**
 * The two font files every page uses, fetched with the HTML instead of after the CSS is read, and
 * their faces; the click hold, so a click made before the page's code runs is not lost; the
 * mark of a picture that failed to load, so its placeholder shows before any code runs; and the
 * parts below the first screen, left undrawn until they near the window (src/theme/below-fold.ts); and the
 * first drawing held until the first screen's HTML has been read (src/theme/first-screen.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="click-hold" dangerouslySetInnerHTML={{ __html: clickHoldScript() }} />,
    <script key="image-failure" dangerouslySetInnerHTML={{ __html: imageFailureScript() }} />,
    ...FONT_FILES.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: FONT_FACE_CSS }} />,
    <style key="below-fold" dangerouslySetInnerHTML={{ __html: BELOW_FOLD_CSS }} />,
    <link key="first-screen" rel="expect" href={`#${FIRST_SCREEN_END_ID}`} {...{ blocking: "render" }} />,
  ])
}

/** gatsby-plugin-image's head style and loader script serve GatsbyImage markup, which no page renders. */
const IMAGE_PLUGIN_HEAD = /^gatsby-image-style/

/**
 * Code the page may need later (the booking form's, marked for prefetching) is fetched by the
 * page's own code once it runs, after the first view; Gatsby would also list it in the HTML, where
 * it competes with the first view (and `as` on a prefetch link is not valid HTML).
 */
const isPrefetchLink = (component: unknown): boolean => {
  const element = component as { type?: unknown; props?: { rel?: unknown } } | null
  return element?.type === "link" && element.props?.rel === "prefetch"
}

/**
 * The document-wide styles (src/theme/global-styles.ts) go first, before the components' styles,
 * which may override them.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents([
    <style key="global-styles" dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />,
    ...getHeadComponents().filter((component) => {
      const key = (component as { key?: unknown } | null)?.key
      return !(typeof key === "string" && IMAGE_PLUGIN_HEAD.test(key)) && !isPrefetchLink(component)
    }),
  ])
}
