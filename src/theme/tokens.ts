/** Raw design scales. Components use the semantic theme (theme.ts), not these directly. */
export const palette = {
  ink: "#0f1113",
  charcoal: "#1a1d21",
  graphite: "#2a2e34",
  slate: "#4a515b",
  mist: "#8a919b",
  ivory: "#f7f3ec",
  parchment: "#ede6da",
  white: "#ffffff",
  gold: "#c8a96a",
  goldLight: "#e6cf9a",
  goldDeep: "#7a5f2c",
  success: "#1f6b45",
  danger: "#a3262a",
} as const

export const fontFamilies = {
  serif: '"Cormorant Garamond", Georgia, "Times New Roman", serif',
  sans: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const

/** Type sizes in rem, mobile first; `clamp` grows the large ones on wider screens. */
export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "1.25rem",
  xl: "clamp(1.5rem, 1.2rem + 1.2vw, 1.875rem)",
  xxl: "clamp(2rem, 1.4rem + 2.4vw, 2.875rem)",
  display: "clamp(2.5rem, 1.6rem + 3.8vw, 4.25rem)",
} as const

export const space = [0, "0.25rem", "0.5rem", "0.75rem", "1rem", "1.5rem", "2rem", "3rem", "4rem", "6rem", "8rem"] as const

export const radii = { sm: "4px", md: "10px", lg: "18px", pill: "999px" } as const

export const shadows = {
  soft: "0 1px 2px rgba(15,17,19,0.06), 0 8px 24px rgba(15,17,19,0.08)",
  lifted: "0 2px 4px rgba(15,17,19,0.08), 0 18px 48px rgba(15,17,19,0.16)",
} as const

export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const

export const motion = { fast: "140ms", base: "220ms", slow: "420ms", easing: "cubic-bezier(0.2, 0.7, 0.2, 1)" } as const
