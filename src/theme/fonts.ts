import interLatin from "./font-files/inter-wght-400-700-site.woff2"
import cormorantLatin600 from "./font-files/cormorant-garamond-600-site.woff2"
import { FALLBACK_FACE_CSS } from "./fallback-faces"
import { SITE_UNICODES } from "./font-characters"

/**
 * The two web fonts, cut by scripts/subset-fonts.sh to the characters of font-characters.ts and
 * Inter to the weights the site uses, 400–700: 33 KB for both instead of 72 KB, all of it on the way
 * to the largest paint (Inter 20 KB, Cormorant Garamond 13 KB; 43 KB with the whole Latin-1 block,
 * whose other letters no page printed). A character outside the list falls back to the next face in
 * the stack. Each page needs these two files, preloaded (gatsby-ssr) with the HTML instead of
 * discovered through the CSS. `optional` + preload: Chromium holds the first paint briefly for
 * preloaded optional fonts, so text is drawn once, in its real face, and never shifts; a connection
 * too slow for that moment keeps the fallback face for the page (the files are cached for the next
 * one). Without the preload the text face arrived too late even on a fast connection and the body
 * text stayed in the fallback. The page's JavaScript waits for the first paint
 * (src/build/entry-scripts.ts), so holding the paint for the fonts no longer lets scripts run first.
 */
export const FONT_FILES = [interLatin, cormorantLatin600] as const

/**
 * The @font-face rules, with the metric-matched fallbacks (fallback-faces.ts) after the web fonts,
 * written into <head> by gatsby-ssr as a plain <style>. Not through Emotion:
 * when Emotion adopts server styles at hydration it moves their <style> element, the browser
 * re-reads it, and re-created font faces start loading again, which with `swap` shifted the page
 * and with `optional` dropped the fonts.
 */
export const FONT_FACE_CSS =
  `
  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-display: optional;
    font-weight: 400 700;
    src: url(${interLatin}) format("woff2-variations");
    unicode-range: ${SITE_UNICODES};
  }
  @font-face {
    font-family: "Cormorant Garamond";
    font-style: normal;
    font-display: optional;
    font-weight: 600;
    src: url(${cormorantLatin600}) format("woff2");
    unicode-range: ${SITE_UNICODES};
  }
`.replace(/\s*\n\s*/g, "") + FALLBACK_FACE_CSS
