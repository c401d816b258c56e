/** The Emotion theme: semantic roles built from the raw tokens. */
import { breakpoints, fontFamilies, fontSizes, motion, palette, radii, shadows, space } from "./tokens"

export const theme = {
  colors: {
    background: palette.ivory,
    surface: palette.white,
    surfaceMuted: palette.parchment,
    text: palette.ink,
    textMuted: palette.slate,
    inverseBackground: palette.charcoal,
    inverseSurface: palette.graphite,
    inverseText: palette.ivory,
    inverseMuted: "#c9c3b8",
    accent: palette.gold,
    accentStrong: palette.goldDeep,
    accentOnDark: palette.goldLight,
    border: "rgba(15,17,19,0.12)",
    borderOnDark: "rgba(247,243,236,0.16)",
    focus: "#1d5fd1",
    success: palette.success,
    danger: palette.danger,
  },
  fonts: { heading: fontFamilies.serif, body: fontFamilies.sans },
  fontSizes,
  space,
  radii,
  shadows,
  motion,
  breakpoints,
  mq: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
  },
  layout: { maxWidth: "1200px", gutter: "clamp(1.25rem, 4vw, 2.5rem)", headerHeight: "72px" },
} as const

export type SiteTheme = typeof theme
