import styled from "@emotion/styled"
import type { ButtonHTMLAttributes } from "react"

export type ButtonVariant = "primary" | "secondary" | "ghost-light"

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: "md" | "lg"
}

/** The site's button: champagne primary, outlined secondary, and a light outline for dark bands. */
export const Button = styled("button", { shouldForwardProp: (prop) => prop !== "variant" && prop !== "size" })<ButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: ${({ size }) => (size === "lg" ? "3.25rem" : "2.75rem")};
  padding: 0 ${({ size }) => (size === "lg" ? "1.75rem" : "1.25rem")};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.02em;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  border: 1px solid transparent;
  ${({ theme, variant = "primary" }) =>
    variant === "primary"
      ? `background: ${theme.colors.accent}; color: ${theme.colors.text}; &:hover { background: ${theme.colors.accentOnDark}; }`
      : variant === "secondary"
        ? `background: transparent; color: ${theme.colors.text}; border-color: ${theme.colors.text}; &:hover { background: ${theme.colors.text}; color: ${theme.colors.background}; }`
        : `background: transparent; color: ${theme.colors.inverseText}; border-color: ${theme.colors.borderOnDark}; &:hover { border-color: ${theme.colors.accentOnDark}; color: ${theme.colors.accentOnDark}; }`}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`
