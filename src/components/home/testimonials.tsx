import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ContentImage } from "../ui/content-image"
import { useBusiness } from "../../hooks/use-business"
import { routes } from "../../lib/routes"
import { RATING_SCALE } from "../../config/constants"
import { Section, SectionIntro, sectionLink, type SectionText } from "./home-section"

export interface TestimonialData {
  id: string
  name: string
  title: string
  rating: number
  text: string
  imageAlt: string
  image?: IGatsbyImageData | null
  service?: { title: string; path: string } | null
}

const Cards = styled.ul`
  display: grid;
  gap: 1.25rem;
  list-style: none;
  padding: 0;
  margin: 0;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, 1fr);
    gap: 1.5rem;
  }
`

const Card = styled.li`
  position: relative;
  isolation: isolate;
  display: flex;
  flex-direction: column;
  padding: 2rem 1.75rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  blockquote {
    position: relative;
    margin: 1.25rem 0 1.5rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.3rem;
    line-height: 1.45;
    color: ${({ theme }) => theme.colors.text};
  }
  blockquote p {
    margin: 0;
  }
  blockquote p::before {
    content: "“";
    position: absolute;
    left: -0.5rem;
    top: -1.75rem;
    z-index: -1;
    font-size: 5rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.surfaceMuted};
  }
`

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  a {
    padding: 0.3rem 0.75rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: 0.8125rem;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.accent};
  }
`

const StarsRow = styled.span`
  display: inline-flex;
  gap: 0.125rem;
  color: ${({ theme }) => theme.colors.accentStrong};
`

const Person = styled.footer`
  display: flex;
  align-items: center;
  gap: 0.875rem;
  margin-top: auto;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  cite {
    display: block;
    font-style: normal;
    font-weight: 600;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Avatar = styled.div`
  flex: none;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: 50%;
  overflow: hidden;
  isolation: isolate;
`

const Metrics = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  margin: clamp(2.5rem, 2rem + 2vw, 3.5rem) 0 0;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  div {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.375rem;
    padding: 1.75rem 1rem;
    text-align: center;
  }
  div + div {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  div:nth-of-type(3) {
    border-left: 0;
    ${({ theme }) => theme.mq.md} {
      border-left: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
  div:nth-of-type(n + 3) {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    ${({ theme }) => theme.mq.md} {
      border-top: 0;
    }
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
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`

/** Star rating drawn for the eye, read as "Rated 5 out of 5" by assistive technology. */
export function Stars({ rating, best }: { rating: number; best: number }) {
  return (
    <StarsRow role="img" aria-label={`Rated ${rating} out of ${best}`}>
      {Array.from({ length: best }, (_, i) => (
        <svg
          key={i}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill={i < rating ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.4"
        >
          <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
        </svg>
      ))}
    </StarsRow>
  )
}

/** Four recent reviews and the figures behind them. */
export function Testimonials({ text, testimonials }: { text: SectionText; testimonials: readonly TestimonialData[] }) {
  const { figures } = useBusiness()
  return (
    <Section id="home-testimonials" tone="plain">
      <SectionIntro id="home-testimonials" eyebrow={text.eyebrow} title={text.title} link={sectionLink(text, routes.reviews)} />
      <Cards>
        {testimonials.map((t) => (
          <Card key={t.id}>
            <Top>
              <Stars rating={t.rating} best={RATING_SCALE} />
              {t.service && <Link to={t.service.path}>{t.service.title}</Link>}
            </Top>
            <blockquote>
              <p>{t.text}</p>
            </blockquote>
            <Person>
              {t.image && (
                <Avatar>
                  <ContentImage image={t.image} alt={t.imageAlt} fill />
                </Avatar>
              )}
              <div>
                <cite>{t.name}</cite>
                <span>{t.title}</span>
              </div>
            </Person>
          </Card>
        ))}
      </Cards>
      <Metrics>
        <div>
          <dt>Happy Clients</dt>
          <dd>{figures.clients}</dd>
        </div>
        <div>
          <dt>{figures.ratingLabel}</dt>
          <dd>
            {figures.rating}/{RATING_SCALE}
          </dd>
        </div>
        <div>
          <dt>On-Time</dt>
          <dd>{figures.onTime}</dd>
        </div>
        <div>
          <dt>Availability</dt>
          <dd>{figures.availability}</dd>
        </div>
      </Metrics>
    </Section>
  )
}
