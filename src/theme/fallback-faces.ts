/**
 * Metric-matched fallbacks for the two web fonts. The fonts are `font-display: optional`, so a
 * first visit on a slow connection keeps the fallback faces for the whole page view; drawn
 * unadjusted, DejaVu Serif Bold set the header's wordmark 40 % wider than Cormorant (Georgia Bold
 * about 30 %) and ran it into the navigation. Each face below is a font visitors already have (`local()` only,
 * nothing is downloaded), scaled so that text takes the web font's width (`size-adjust`), with
 * the web font's line metrics (`ascent-override`, `descent-override`, `line-gap-override`, which
 * the browser also scales by `size-adjust`). A face whose font is missing is skipped and the
 * stack (tokens.ts) moves on to the next, so every visitor gets the first one their system has.
 *
 * The figures come from `npx tsx scripts/fallback-font-metrics.ts`, which reads the web fonts in
 * font-files/ (Cormorant Garamond 600: ascent 0.924 em, descent 0.287 em, no line gap, average
 * width 0.3916 em; Inter: 0.9688, 0.2412, 0, 0.4736 em at 400) and compares average widths
 * (a–z and the space, weighted by their frequency in English) with each fallback's: measured
 * from the files for DejaVu, and for the fonts of Windows and macOS, which are not on a build
 * machine, from published figures for both sides. For example Georgia: Cormorant 0.396 em ÷
 * Georgia 0.4458 em = 88.83 %; ascent 0.924 em ÷ 0.8883 = 104.02 %.
 * Run it again after changing the font files.
 */

export interface FallbackFace {
  family: string
  /** local() names: full names and PostScript names of the same design and metrics. */
  local: readonly string[]
  weight: string
  sizeAdjust: string
  ascent: string
  descent: string
  lineGap: string
}

/** Stand-ins for Cormorant Garamond 600 (headings and wordmarks), one per system font. */
export const SERIF_FALLBACKS = ["Cormorant Fallback Georgia", "Cormorant Fallback Times", "Cormorant Fallback DejaVu"] as const

/** Stand-ins for Inter, a regular (400–500) and a bold (600–700) face each. */
export const SANS_FALLBACKS = ["Inter Fallback Arial", "Inter Fallback DejaVu"] as const

/**
 * The serif faces cover every weight with the system font's regular: Cormorant's semibold is a
 * light face, closer in colour to Georgia than Georgia Bold is, and declaring the range keeps the
 * browser from thickening it artificially. The sans faces use the real bold from 600 up, sized
 * to Inter's semibold width.
 */
export const FALLBACK_FACES: readonly FallbackFace[] = [
  // Windows, macOS, iOS.
  {
    family: SERIF_FALLBACKS[0],
    local: ["Georgia"],
    weight: "400 700",
    sizeAdjust: "88.83%",
    ascent: "104.02%",
    descent: "32.31%",
    lineGap: "0%",
  },
  // Times New Roman and the fonts made to its widths (Liberation Serif, Tinos) on Linux and ChromeOS.
  {
    family: SERIF_FALLBACKS[1],
    local: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif", "Tinos"],
    weight: "400 700",
    sizeAdjust: "97.48%",
    ascent: "94.79%",
    descent: "29.44%",
    lineGap: "0%",
  },
  // Linux with DejaVu only.
  {
    family: SERIF_FALLBACKS[2],
    local: ["DejaVu Serif", "DejaVuSerif"],
    weight: "400 700",
    sizeAdjust: "76.52%",
    ascent: "120.75%",
    descent: "37.51%",
    lineGap: "0%",
  },
  // Arial, Helvetica and the fonts made to their widths (Liberation Sans, Arimo).
  {
    family: SANS_FALLBACKS[0],
    local: ["Arial", "ArialMT", "Helvetica", "Liberation Sans", "LiberationSans", "Arimo"],
    weight: "400 500",
    sizeAdjust: "107.12%",
    ascent: "90.44%",
    descent: "22.52%",
    lineGap: "0%",
  },
  {
    family: SANS_FALLBACKS[0],
    local: ["Arial Bold", "Arial-BoldMT", "Helvetica Bold", "Helvetica-Bold", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold"],
    weight: "600 700",
    sizeAdjust: "101.53%",
    ascent: "95.42%",
    descent: "23.76%",
    lineGap: "0%",
  },
  {
    family: SANS_FALLBACKS[1],
    local: ["DejaVu Sans", "DejaVuSans"],
    weight: "400 500",
    sizeAdjust: "93.51%",
    ascent: "103.6%",
    descent: "25.8%",
    lineGap: "0%",
  },
  {
    family: SANS_FALLBACKS[1],
    local: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
    weight: "600 700",
    sizeAdjust: "84.51%",
    ascent: "114.63%",
    descent: "28.54%",
    lineGap: "0%",
  },
]

/** The faces as @font-face rules, for the <style> of fonts.ts. */
export const FALLBACK_FACE_CSS = FALLBACK_FACES.map(
  (face) =>
    `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${face.weight};src:${face.local.map((name) => `local("${name}")`).join(",")};` +
    `size-adjust:${face.sizeAdjust};ascent-override:${face.ascent};descent-override:${face.descent};line-gap-override:${face.lineGap}}`,
).join("")
