/** The Emotion theme: semantic roles built from the raw tokens. */
import { breakpoints, fontFamilies, fontSizes, motion, palette, radii, shadows, space, tracking, zIndices } from "./tokens"

export const theme = {
  colors: {
    background: palette.ivory,
    surface: palette.white,
    surfaceMuted: palette.parchment,
    surfaceRaised: palette.linen,
    text: palette.ink,
    textMuted: palette.slate,
    inverseBackground: palette.charcoal,
    inverseSurface: palette.graphite,
    inverseText: palette.ivory,
    inverseMuted: "#c9c3b8",
    /** Champagne gold: fills, rules, icons and text on dark backgrounds only. */
    accent: palette.gold,
    /** The accent as text or thin lines on light backgrounds (AA on ivory, white and parchment). */
    accentStrong: palette.goldDeep,
    /** The accent as text on dark backgrounds. */
    accentOnDark: palette.goldLight,
    /** Fine gold rules on dark backgrounds. */
    accentHairline: "rgba(200,169,106,0.38)",
    border: "rgba(15,17,19,0.12)",
    borderOnDark: "rgba(247,243,236,0.16)",
    /** The dimmed page behind a dialog. */
    overlay: "rgba(15,17,19,0.72)",
    focus: palette.focus,
    /** Focus rings on dark backgrounds (the blue ring is under 3:1 there). */
    focusOnDark: palette.goldLight,
    success: palette.success,
    danger: palette.danger,
  },
  fonts: { heading: fontFamilies.serif, body: fontFamilies.sans },
  fontSizes,
  tracking,
  space,
  radii,
  shadows,
  motion,
  breakpoints,
  zIndices,
  mq: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
    /** Below the md breakpoint: phones, where the bottom action bar shows. */
    belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
    /** Below the lg breakpoint: the mobile menu replaces the desktop navigation. */
    belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  },
  layout: {
    maxWidth: "1200px",
    gutter: "clamp(1.25rem, 4vw, 2.5rem)",
    /** The whole fixed header: the bar, plus the utility strip above it from lg (set in global-styles). */
    headerHeight: "var(--header-height, 72px)",
    /** The navigation bar itself: 64 px on phones, 76 px from lg. */
    barHeight: "var(--bar-height, 72px)",
    /** The strip of contact details above the bar from lg (0 below); it slides away once scrolled. */
    utilityHeight: "var(--utility-height, 0px)",
    /** The phones' bottom band (the badges, Call and Book Now) with the safe-area inset; 0 from md. */
    actionBarHeight: "var(--action-bar-height, 0px)",
  },
} as const

export type SiteTheme = typeof theme
