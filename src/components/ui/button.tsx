import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { ButtonHTMLAttributes } from "react"
import type { Theme } from "@emotion/react"

export type ButtonVariant = "primary" | "secondary" | "ghost-light"
export type ButtonSize = "sm" | "md" | "lg"

export interface ButtonLook {
  variant?: ButtonVariant
  size?: ButtonSize
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {}

const heights: Record<ButtonSize, string> = { sm: "2.5rem", md: "2.875rem", lg: "3.375rem" }
const paddings: Record<ButtonSize, string> = { sm: "1rem", md: "1.375rem", lg: "2rem" }

function variantStyles(theme: Theme, variant: ButtonVariant): string {
  const { colors } = theme
  switch (variant) {
    case "secondary":
      return `
        background: transparent;
        color: ${colors.text};
        border-color: ${colors.text};
        &:hover:not(:disabled) { background: ${colors.text}; color: ${colors.background}; }
      `
    case "ghost-light":
      return `
        background: transparent;
        color: ${colors.inverseText};
        border-color: ${colors.borderOnDark};
        --focus-ring: ${colors.focusOnDark};
        &:hover:not(:disabled) { border-color: ${colors.accent}; color: ${colors.accentOnDark}; }
      `
    default:
      // Champagne with a faint sheen; ink text keeps 8:1 on it.
      return `
        background: ${colors.accent} linear-gradient(180deg, rgba(255,255,255,0.16), rgba(255,255,255,0) 60%);
        color: ${colors.text};
        border-color: rgba(15,17,19,0.08);
        box-shadow: 0 1px 0 rgba(255,255,255,0.35) inset, 0 1px 2px rgba(15,17,19,0.12);
        &:hover:not(:disabled) { background-color: ${colors.accentOnDark}; }
      `
  }
}

const lookProps = { shouldForwardProp: (prop: string) => prop !== "variant" && prop !== "size" }

function buttonLook({ theme, variant = "primary", size = "md" }: ButtonLook & { theme: Theme }): string {
  return `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  flex-shrink: 0;
  min-height: ${heights[size]};
  padding: 0 ${paddings[size]};
  border: 1px solid transparent;
  border-radius: ${theme.radii.sm};
  font: inherit;
  font-weight: 600;
  font-size: ${size === "lg" ? theme.fontSizes.md : theme.fontSizes.sm};
  line-height: 1.2;
  letter-spacing: 0.03em;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${theme.motion.fast} ${theme.motion.easing},
    color ${theme.motion.fast},
    border-color ${theme.motion.fast},
    transform ${theme.motion.fast};
  ${variantStyles(theme, variant)}
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`
}

/** The site's button: champagne primary, ink outline secondary, and a light outline for dark bands. */
export const Button = styled("button", lookProps)<ButtonProps>(buttonLook)

/**
 * A link to a page of the site that looks like the site's button. Going somewhere is a link, not a
 * button: it works before (and without) JavaScript, opens in a new tab, and is announced as a link.
 */
export const ButtonLink = styled(Link, lookProps)<ButtonLook>(buttonLook)
