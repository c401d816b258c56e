import styled from "@emotion/styled"

export interface CardMediaProps {
  /** Width / height of the picture area: "3 / 2" unless given. */
  aspect?: string
  /** The ground shown while the picture loads: the muted surface, or dark (the home page's carousels). */
  ground?: "muted" | "dark"
  /** Nothing is clipped at the area's edge, so a badge may hang over it (the home page's service cards). */
  overhang?: boolean
}

/**
 * The picture area of every card (service, post, town, vehicle, and the home page's carousels): one
 * place for its proportions, its ground while the picture loads and how a picture that grows on
 * hover moves. The picture itself is a ContentImage with `fill`.
 */
export const CardMedia = styled("div", {
  shouldForwardProp: (prop) => prop !== "aspect" && prop !== "ground" && prop !== "overhang",
})<CardMediaProps>`
  position: relative;
  aspect-ratio: ${({ aspect = "3 / 2" }) => aspect};
  ${({ overhang }) => (overhang ? "" : "overflow: hidden;")}
  background: ${({ theme, ground }) => (ground === "dark" ? theme.colors.inverseSurface : theme.colors.surfaceMuted)};
  img {
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
`
