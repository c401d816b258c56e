import styled from "@emotion/styled"
import type { ButtonHTMLAttributes } from "react"
import type { Theme } from "@emotion/react"

export type ButtonVariant = "primary" | "secondary" | "ghost-light"
export type ButtonSize = "sm" | "md" | "lg"

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
}

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

/** The site's button: champagne primary, ink outline secondary, and a light outline for dark bands. */
export const Button = styled("button", { shouldForwardProp: (prop) => prop !== "variant" && prop !== "size" })<ButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  flex-shrink: 0;
  min-height: ${({ size = "md" }) => heights[size]};
  padding: 0 ${({ size = "md" }) => paddings[size]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-weight: 600;
  font-size: ${({ theme, size }) => (size === "lg" ? theme.fontSizes.md : theme.fontSizes.sm)};
  line-height: 1.2;
  letter-spacing: 0.03em;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};
  ${({ theme, variant = "primary" }) => variantStyles(theme, variant)}
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`
