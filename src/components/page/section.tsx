import styled from "@emotion/styled"
import { css, type Theme } from "@emotion/react"
import type { ReactNode } from "react"
import { Container } from "../ui/container"

/** A vertical band of page content; `tone="muted"` sets it on the parchment background. */
export const Section = styled("section", { shouldForwardProp: (prop) => prop !== "tone" })<{ tone?: "plain" | "muted" }>`
  padding: ${({ theme }) => theme.space[8]} 0 0;
  ${({ theme, tone }) =>
    tone === "muted" ? `background: ${theme.colors.surfaceMuted}; padding-bottom: ${theme.space[8]}; margin-top: ${theme.space[8]};` : ""}
  ${({ theme }) => theme.mq.md} {
    padding-top: ${({ theme }) => theme.space[9]};
  }
`

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentStrong};
  margin: 0 0 0.5rem;
`

const HeadingBlock = styled.div`
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space[6]};
  h2 {
    margin-bottom: 0.35em;
  }
  p:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`

/** A section's eyebrow, <h2> (with the id its section is labelled by) and an optional lead. */
export function SectionHeading({ id, eyebrow, title, lead }: { id: string; eyebrow?: string; title: ReactNode; lead?: ReactNode }) {
  return (
    <HeadingBlock>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2 id={id}>{title}</h2>
      {lead && <p>{lead}</p>}
    </HeadingBlock>
  )
}

/** The reading styles of MDX text: headings, lists, links, bold and quotes in the site's style. */
const prose = ({ theme }: { theme: Theme }) => css`
  font-size: ${theme.fontSizes.md};
  line-height: 1.75;
  & > :first-child {
    margin-top: 0;
  }
  & > h2:first-child {
    border-top: 0;
    padding-top: 0;
  }
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin: 2.5rem 0 0.75rem;
    padding-top: 1.25rem;
    border-top: 1px solid ${theme.colors.border};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin: 2rem 0 0.5rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 1.15rem;
  }
  ul,
  ol {
    padding-left: 1.35rem;
  }
  li + li {
    margin-top: 0.45rem;
  }
  li::marker {
    color: ${theme.colors.accentStrong};
    font-weight: 600;
  }
  strong {
    font-weight: 650;
    color: ${theme.colors.text};
  }
  a {
    color: ${theme.colors.accentStrong};
    font-weight: 500;
    text-decoration-thickness: 1px;
    &:hover {
      text-decoration-thickness: 2px;
    }
  }
  blockquote {
    margin: 1.5rem 0;
    padding: 0.25rem 0 0.25rem 1.25rem;
    border-left: 3px solid ${theme.colors.accent};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
  }
`

/** MDX text inside another layout (e.g. a column): reading styles without its own container. */
export const ProseText = styled.div`
  ${prose}
`

/** Long-form text from MDX, set for reading in a column aligned with the page's content. */
export const Prose = styled(Container)`
  max-width: 46rem;
  margin-left: max(0px, calc((100% - ${({ theme }) => theme.layout.maxWidth}) / 2));
  ${prose}
`

export const CardGrid = styled.ul`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
`

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.soft};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0 0 0.5rem;
  }
  & > div:last-of-type {
    padding: 1.25rem 1.5rem 1.5rem;
  }
`

export const Price = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentStrong};
`

export const Checklist = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  li {
    padding-left: 1.6rem;
    position: relative;
  }
  li + li {
    margin-top: 0.55rem;
  }
  li::before {
    content: "";
    position: absolute;
    left: 0.2rem;
    top: 0.55em;
    width: 0.6rem;
    height: 0.32rem;
    border-left: 2px solid ${({ theme }) => theme.colors.accentStrong};
    border-bottom: 2px solid ${({ theme }) => theme.colors.accentStrong};
    transform: rotate(-45deg);
  }
`

/** Two columns from the md breakpoint: text beside a panel or picture. */
export const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(18rem, 26rem);
    gap: ${({ theme }) => theme.space[8]};
  }
`

/** A framed panel on white: used for facts, prices and side notes. */
export const Panel = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  padding: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

/** Links shown as pills: towns, related services, tags. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  list-style: none;
  margin: 0;
  padding: 0;
  /* The pill is the item's own link or label, not a span inside it (an icon). */
  li > a,
  li > span {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.75rem;
    padding: 0 1.1rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 500;
    text-decoration: none;
    transition:
      border-color ${({ theme }) => theme.motion.fast},
      background ${({ theme }) => theme.motion.fast};
  }
  li > a:hover {
    border-color: ${({ theme }) => theme.colors.accentStrong};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`

/** A row of figures: value large, label small. */
export const StatRow = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 600;
    line-height: 1.1;
    color: ${({ theme }) => theme.colors.text};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 0.25rem;
  }
`
