import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
import cormorantLatin600 from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2"

/**
 * The two web fonts, Latin only (every page is English; accented Latin letters are included), so
 * each page needs exactly two files, preloaded (gatsby-ssr) with the HTML instead of discovered
 * through the CSS. `optional` + preload: Chromium holds the first paint briefly for preloaded
 * optional fonts, so text is drawn once, in its real face, and never shifts; a connection too slow
 * for that moment keeps the fallback face for the page (the files are cached for the next one).
 * Without the preload the text face arrived too late even on a fast connection and the body text
 * stayed in the fallback. The page's JavaScript waits for the first paint (src/build/entry-scripts.ts),
 * so holding the paint for the fonts no longer lets scripts run first.
 */
export const FONT_FILES = [interLatin, cormorantLatin600] as const

const LATIN = "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD"

/**
 * The @font-face rules, written into <head> by gatsby-ssr as a plain <style>. Not through Emotion:
 * when Emotion adopts server styles at hydration it moves their <style> element, the browser
 * re-reads it, and re-created font faces start loading again, which with `swap` shifted the page
 * and with `optional` dropped the fonts.
 */
export const FONT_FACE_CSS = `
  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-display: optional;
    font-weight: 100 900;
    src: url(${interLatin}) format("woff2-variations");
    unicode-range: ${LATIN};
  }
  @font-face {
    font-family: "Cormorant Garamond";
    font-style: normal;
    font-display: optional;
    font-weight: 600;
    src: url(${cormorantLatin600}) format("woff2");
    unicode-range: ${LATIN};
  }
`.replace(/\s*\n\s*/g, "")
