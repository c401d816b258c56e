/** Raw design scales. Components use the semantic theme (theme.ts), not these directly. */
import { SANS_FALLBACKS, SERIF_FALLBACKS } from "./fallback-faces"

export const palette = {
  ink: "#0f1113",
  /** The near-black of the header, footer and dark bands. */
  charcoal: "#16181b",
  graphite: "#23262b",
  slate: "#4a515b",
  mist: "#8a919b",
  /** Muted text on charcoal (7:1 on charcoal). */
  fog: "#b9b3a8",
  ivory: "#f7f3ec",
  parchment: "#ede6da",
  linen: "#fbf9f5",
  white: "#ffffff",
  /** Champagne gold: fills, rules and text on dark only (2:1 on ivory, never text on light). */
  gold: "#c8a96a",
  goldLight: "#e6cf9a",
  /** Deep gold: the accent as text on light backgrounds (5.4:1 on ivory). */
  goldDeep: "#7a5f2c",
  success: "#1f6b45",
  danger: "#a3262a",
  focus: "#1d5fd1",
} as const

const families = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ")

/**
 * The web fonts, then their metric-matched stand-ins (fallback-faces.ts: system fonts scaled to
 * the web fonts' widths, so the layout holds while the fonts load or when they never do), then
 * the plain system fonts for systems that have none of those.
 */
export const fontFamilies = {
  serif: `"Cormorant Garamond", ${families(SERIF_FALLBACKS)}, Georgia, "Times New Roman", serif`,
  sans: `"Inter Variable", Inter, ${families(SANS_FALLBACKS)}, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
} as const

/** Type sizes in rem, mobile first; `clamp` grows the large ones on wider screens. */
export const fontSizes = {
  xxs: "0.75rem",
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "1.25rem",
  xl: "clamp(1.5rem, 1.2rem + 1.2vw, 1.875rem)",
  xxl: "clamp(2rem, 1.4rem + 2.4vw, 2.875rem)",
  display: "clamp(2.5rem, 1.6rem + 3.8vw, 4.25rem)",
} as const

/** Letter spacing: the small caps "eyebrow" labels of a luxury brand, and tight display type. */
export const tracking = { tight: "-0.01em", normal: "0", wide: "0.06em", caps: "0.16em" } as const

export const space = [0, "0.25rem", "0.5rem", "0.75rem", "1rem", "1.5rem", "2rem", "3rem", "4rem", "6rem", "8rem"] as const

export const radii = { sm: "4px", md: "10px", lg: "18px", pill: "999px" } as const

export const shadows = {
  soft: "0 1px 2px rgba(15,17,19,0.06), 0 8px 24px rgba(15,17,19,0.08)",
  lifted: "0 2px 4px rgba(15,17,19,0.08), 0 18px 48px rgba(15,17,19,0.16)",
  /** Under the navigation bar once the page has scrolled. */
  bar: "0 1px 0 rgba(200,169,106,0.22), 0 10px 30px rgba(0,0,0,0.28)",
  /** Floating elements over the page: the badges' tab and its labels. */
  float: "0 6px 18px rgba(15,17,19,0.22), 0 1px 3px rgba(15,17,19,0.18)",
} as const

export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const

export const motion = { fast: "140ms", base: "220ms", slow: "420ms", easing: "cubic-bezier(0.2, 0.7, 0.2, 1)" } as const

/** Stacking order of the fixed layers, lowest first. */
export const zIndices = {
  /** The bottom band: the phones' Call and Book Now with the badges; from md the badges' tab. */
  bottomDock: 60,
  header: 70,
  dialog: 80,
  toast: 90,
  skipLink: 100,
} as const
