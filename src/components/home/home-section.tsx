import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Container } from "../ui/container"

export type Tone = "plain" | "muted" | "dark"

/** A full-width band of the home page; tones alternate so the sections read as distinct chapters. */
export const Band = styled.section<{ tone?: Tone; flushTop?: boolean }>`
  position: relative;
  padding: clamp(4rem, 3rem + 5vw, 7rem) 0;
  ${({ flushTop }) => (flushTop ? "padding-top: 0;" : "")}
  background: ${({ theme, tone = "plain" }) =>
    tone === "dark" ? theme.colors.inverseBackground : tone === "muted" ? theme.colors.surfaceMuted : theme.colors.background};
  color: ${({ theme, tone }) => (tone === "dark" ? theme.colors.inverseText : theme.colors.text)};
  /* Figures in the serif face use lining numerals, so 4.9 and 24/7 stand as tall as the words. */
  dd,
  strong {
    font-variant-numeric: lining-nums;
  }
`

export const Eyebrow = styled.p<{ inverse?: boolean }>`
  && {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    margin: 0 0 1rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    line-height: 1.4;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    color: ${({ theme, inverse }) => (inverse ? theme.colors.accentOnDark : theme.colors.accentStrong)};
  }
  &::before {
    flex: none;
    content: "";
    width: 2rem;
    height: 1px;
    background: currentColor;
  }
`

const IntroRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem 2rem;
  margin-bottom: clamp(2rem, 1.5rem + 2vw, 3rem);
  h2 {
    margin: 0;
    max-width: 20ch;
  }
`

const Lead = styled.p<{ inverse?: boolean }>`
  max-width: 40rem;
  margin: 1rem 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, inverse }) => (inverse ? theme.colors.inverseMuted : theme.colors.textMuted)};
`

export const TextLink = styled(Link, { shouldForwardProp: (prop) => prop !== "inverse" })<{ inverse?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.02em;
  text-decoration: none;
  color: ${({ theme, inverse }) => (inverse ? theme.colors.accentOnDark : theme.colors.accentStrong)};
  white-space: nowrap;
  & > [aria-hidden] {
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
  &:hover {
    text-decoration: underline;
  }
  &:hover > [aria-hidden] {
    transform: translateX(3px);
  }
`

/** A home section's label, heading and link text, from `home.sections` of data/business.json. */
export { sectionText, sectionLink, type SectionText } from "./section-text"

/** Eyebrow, the section's <h2>, an optional lead, and an optional link on the right. */
export function SectionIntro({
  id,
  eyebrow,
  title,
  lead,
  link,
  inverse,
}: {
  id: string
  eyebrow: string
  title: string
  lead?: string
  link?: { to: string; label: string }
  inverse?: boolean
}) {
  return (
    <IntroRow>
      <div>
        <Eyebrow inverse={inverse}>{eyebrow}</Eyebrow>
        <h2 id={id}>{title}</h2>
        {lead && <Lead inverse={inverse}>{lead}</Lead>}
      </div>
      {link && (
        <TextLink to={link.to} inverse={inverse}>
          {link.label} <span aria-hidden="true">→</span>
        </TextLink>
      )}
    </IntroRow>
  )
}

export { CallLink, PhoneIcon } from "./call-link"

/** `flushTop` joins a band to the one above it when both share a tone. */
export function Section({ id, tone, flushTop, children }: { id: string; tone?: Tone; flushTop?: boolean; children: ReactNode }) {
  return (
    <Band tone={tone} flushTop={flushTop} aria-labelledby={id} data-home-section={id}>
      <Container>{children}</Container>
    </Band>
  )
}
