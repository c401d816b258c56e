import styled from "@emotion/styled"
import { BookNowButton } from "../booking/book-now-button"
import { useBusiness } from "../../hooks/use-business"
import { CallLink, PhoneIcon, Section, SectionIntro, type SectionText } from "./home-section"

export interface Highlight {
  title: string
  value: string
  label: string
  text: string
}

const Cards = styled.ul`
  display: grid;
  gap: 1.25rem;
  list-style: none;
  padding: 0;
  margin: 0;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: 1.5rem;
  }
`

const Card = styled.li`
  position: relative;
  padding: 2rem 1.75rem 1.75rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  &::before {
    content: "";
    position: absolute;
    top: -1px;
    left: 1.75rem;
    width: 3rem;
    height: 3px;
    border-radius: 0 0 3px 3px;
    background: ${({ theme }) => theme.colors.accent};
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 1rem;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`

const Figure = styled.p`
  && {
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0 0 0.875rem;
    color: ${({ theme }) => theme.colors.text};
  }
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(2.5rem, 2rem + 1.6vw, 3.25rem);
    font-weight: 600;
    line-height: 1;
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  span {
    font-weight: 600;
  }
`

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1.5rem 2rem;
  margin-top: 2.5rem;
  padding-top: 2rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const FeatureBadges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.625rem;
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.4rem 0.9rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 500;
  }
  li::before {
    content: "";
    width: 0.4rem;
    height: 0.4rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accentStrong};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  & > * {
    flex: 1 1 12rem;
    ${({ theme }) => theme.mq.sm} {
      flex: 0 0 auto;
    }
  }
`

/** Punctuality, reliability and professionalism, the features every ride includes, and the two ways to book. */
export function Highlights({
  text,
  highlights,
  featureBadges,
}: {
  text: SectionText
  highlights: readonly Highlight[]
  featureBadges: readonly string[]
}) {
  const phone = useBusiness().phones[0]
  return (
    <Section id="home-highlights" tone="plain">
      <SectionIntro id="home-highlights" eyebrow={text.eyebrow} title={text.title} />
      <Cards>
        {highlights.map((h) => (
          <Card key={h.title}>
            <h3>{h.title}</h3>
            <Figure>
              <strong>{h.value}</strong>
              <span>{h.label}</span>
            </Figure>
            <p>{h.text}</p>
          </Card>
        ))}
      </Cards>
      <Footer>
        <FeatureBadges aria-label="Features">
          {featureBadges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </FeatureBadges>
        <Actions>
          <BookNowButton>Book Now</BookNowButton>
          <CallLink href={`tel:${phone.tel}`} variant="secondary">
            <PhoneIcon />
            Call {phone.display}
          </CallLink>
        </Actions>
      </Footer>
    </Section>
  )
}
