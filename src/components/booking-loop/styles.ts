/** The /booking page's pieces, in the site's theme: ivory panels, champagne rules, ink type. */
import styled from "@emotion/styled"
import type { Theme } from "@emotion/react"
import type { BookingState } from "../../booking-loop/states"

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[6]};
  }
`

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  padding: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0 0 0.5rem;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0 0 1rem;
  }
`

export const Eyebrow = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accentStrong};
    margin: 0 0 0.35rem;
  }
`

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  padding-bottom: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.accentHairline};
  h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: 0.02em;
    margin: 0;
  }
`

const badge = ({ colors }: Theme, state: BookingState): { background: string; color: string } =>
  ({
    requested: { background: colors.surfaceMuted, color: colors.text },
    quoted: { background: colors.surfaceMuted, color: colors.text },
    confirmed: { background: colors.success, color: colors.surface },
    declined: { background: colors.danger, color: colors.surface },
    cancelled: { background: colors.textMuted, color: colors.surface },
    completed: { background: colors.inverseBackground, color: colors.inverseText },
  })[state]

export const StateBadge = styled.p<{ state: BookingState }>`
  && {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
    padding: 0.35rem 0.9rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    letter-spacing: 0.04em;
    background: ${({ theme, state }) => badge(theme, state).background};
    color: ${({ theme, state }) => badge(theme, state).color};
  }
`

export const Details = styled.dl`
  display: grid;
  margin: 0;
  div {
    display: grid;
    gap: 0.15rem 1.5rem;
    padding: 0.7rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    ${({ theme }) => theme.mq.sm} {
      grid-template-columns: 10rem minmax(0, 1fr);
    }
  }
  div:last-of-type {
    border-bottom: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`

export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    position: relative;
    padding: 0 0 1rem 1.5rem;
    border-left: 2px solid ${({ theme }) => theme.colors.accentHairline};
  }
  li:last-of-type {
    border-left-color: transparent;
    padding-bottom: 0;
  }
  li::before {
    content: "";
    position: absolute;
    left: -7px;
    top: 0.35rem;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.surface};
  }
  strong {
    display: block;
  }
  .when {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .policy {
    margin: 0.4rem 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  blockquote {
    margin: 0.4rem 0 0;
    padding: 0.5rem 0.75rem;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-radius: ${({ theme }) => theme.radii.sm};
    white-space: pre-line;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

export const Policy = styled.p<{ tone: "good" | "warn" | "closed" }>`
  && {
    margin: 0;
    padding: 0.9rem 1rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    border-left: 4px solid
      ${({ theme, tone }) => (tone === "good" ? theme.colors.success : tone === "warn" ? theme.colors.accentStrong : theme.colors.danger)};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`

export const Notice = styled.div<{ tone: "success" | "warning" }>`
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 500;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme, tone }) => (tone === "success" ? theme.colors.success : theme.colors.danger)};
  border: 1px solid currentColor;
  &:empty {
    display: none;
  }
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`

export const Form = styled.form`
  display: grid;
  gap: 1rem;
  & + & {
    margin-top: ${({ theme }) => theme.space[5]};
    padding-top: ${({ theme }) => theme.space[5]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`

/** The phone number as a button: the way out whenever the page cannot help. */
export const CallLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.875rem;
  padding: 0 1.375rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};
  font-weight: 600;
  text-decoration: none;
  letter-spacing: 0.03em;
  &:hover {
    background: ${({ theme }) => theme.colors.inverseSurface};
  }
`
