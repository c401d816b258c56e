import styled from "@emotion/styled"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ContentImage } from "../ui/content-image"
import { routes } from "../../lib/routes"
import { useBusiness } from "../../hooks/use-business"
import { Eyebrow, Section, TextLink, type SectionText } from "./home-section"
import type { HomeStatFigure } from "../../content-model/collections"

export interface AboutProps {
  text: SectionText
  paragraphs: readonly string[]
  /** Which business facts to show, each with its label (`home.stats`). */
  stats: readonly { figure: string; label: string }[]
  image?: IGatsbyImageData | null
}

/** A business fact as the pages show it, read from its one place in data/business.json. */
function factText(business: Queries.BusinessFactsFragment, figure: string): string {
  return figure === "foundedYear" ? String(business.foundedYear) : business.figures[figure as Exclude<HomeStatFigure, "foundedYear">]
}

const Grid = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1.05fr 1fr;
    gap: 4.5rem;
  }
`

const Copy = styled.div`
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p:first-of-type::first-letter {
    float: left;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 3.6em;
    line-height: 0.82;
    padding: 0.06em 0.1em 0 0;
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`

const Picture = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.lifted};
  aspect-ratio: 4 / 3;
`

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  margin: clamp(2.5rem, 2rem + 2vw, 4rem) 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  div {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    padding: 1.5rem 1rem 0 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    order: -1;
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(2.25rem, 1.8rem + 1.5vw, 3rem);
    font-weight: 600;
    line-height: 1;
    color: ${({ theme }) => theme.colors.text};
  }
`

/** Our Story: the family business in two paragraphs, its figures, and the way to the About page. */
export function About({ text, paragraphs, stats, image }: AboutProps) {
  const business = useBusiness()
  const { shortName } = business
  return (
    <Section id="home-about" tone="muted">
      <Grid>
        <Copy>
          <Eyebrow>{text.eyebrow}</Eyebrow>
          <h2 id="home-about">{text.title}</h2>
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {text.link && (
            <TextLink to={routes.about}>
              <span>
                {text.link}
                <span className="visually-hidden"> about {shortName}</span>
              </span>
              <span aria-hidden="true">→</span>
            </TextLink>
          )}
        </Copy>
        {image && (
          <Picture>
            <ContentImage image={image} alt="" fill />
          </Picture>
        )}
      </Grid>
      <Stats>
        {stats.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd>{factText(business, s.figure)}</dd>
          </div>
        ))}
      </Stats>
    </Section>
  )
}
