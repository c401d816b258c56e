import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
import cormorantLatin600 from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2"

/**
 * The two web fonts, Latin only (every page is English; accented Latin letters are included), with
 * `font-display: optional`, so text is never redrawn in another face once shown (no layout shift).
 *
 * Only the heading serif is preloaded: it carries the brand in every hero, and Chromium briefly
 * holds the first paint for a preloaded optional font. Holding it for the 48 KB text face as well
 * let the page's JavaScript run before the hero picture was painted (Lighthouse, mobile: LCP
 * 3.4 s with both preloaded, 2.1 s with the serif alone). The text face is found through the CSS
 * a moment later; a connection too slow to bring it within the block period keeps the system
 * sans for that first page, and the cached file serves every page after it.
 */
export const PRELOADED_FONT_FILES = [cormorantLatin600] as const

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
