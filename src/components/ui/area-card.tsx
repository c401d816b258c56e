import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Icon } from "./icon"
import { AREA_CARD_CITY_COUNT } from "../../config/constants"

export interface AreaCardProps {
  state: string
  icon: string
  cities: readonly string[]
  highlights: readonly string[]
  stats: readonly { label: string; value: string }[]
  popular: boolean
  /** Town pages in this state. */
  towns?: readonly { name: string; path: string }[]
  /** Level of the state's heading (default 3). */
  headingLevel?: 2 | 3 | 4
  className?: string
}

const Card = styled.article`
  position: relative;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  height: 100%;
  padding: clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  &[data-popular="true"] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const IconDisc = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.accentOnDark};
`

const Popular = styled.span`
  position: absolute;
  top: 0;
  right: clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem);
  transform: translateY(-50%);
  padding: 0.3rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
`

const CityRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`

const Cities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: 0.35rem 0.85rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 500;
  }
`

const More = styled.p`
  margin: 0;
  padding: 0.35rem 0.25rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentStrong};
`

const Highlights = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    position: relative;
    padding-left: 1.5rem;
  }
  li::before {
    content: "";
    position: absolute;
    left: 0.2rem;
    top: 0.5em;
    width: 0.55rem;
    height: 0.3rem;
    border-left: 2px solid ${({ theme }) => theme.colors.accentStrong};
    border-bottom: 2px solid ${({ theme }) => theme.colors.accentStrong};
    transform: rotate(-45deg);
  }
`

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 5.5rem), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 1.25rem 0;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  div {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
  dt {
    font-size: 0.75rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    order: -1;
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.875rem;
    font-weight: 600;
    line-height: 1;
    font-variant-numeric: lining-nums;
    white-space: nowrap;
  }
`

const Towns = styled.nav`
  margin-top: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0 0 0.5rem;
    font-weight: 600;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    list-style: none;
    padding: 0;
    margin: 0;
  }
  a {
    display: inline-block;
    padding: 0.35rem 0;
    color: ${({ theme }) => theme.colors.accentStrong};
    font-weight: 600;
  }
`

/** A state's service area: its first cities and how many more, highlights, figures and town pages. */
export function AreaCard({ state, icon, cities, highlights, stats, popular, towns = [], headingLevel = 3, className }: AreaCardProps) {
  const shown = cities.slice(0, AREA_CARD_CITY_COUNT)
  const more = cities.length - shown.length
  const Heading = `h${headingLevel}` as const
  return (
    <Card className={className} data-popular={popular ? "true" : undefined}>
      <Head>
        <IconDisc>
          <Icon name={icon} size={22} />
        </IconDisc>
        <Heading>{state}</Heading>
        {popular && <Popular>Most requested</Popular>}
      </Head>
      <CityRow>
        <Cities aria-label={`Cities served in ${state}`}>
          {shown.map((city) => (
            <li key={city}>{city}</li>
          ))}
        </Cities>
        {more > 0 && <More>+{more} more</More>}
      </CityRow>
      <Highlights>
        {highlights.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </Highlights>
      {stats.length > 0 && (
        <Stats>
          {stats.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </Stats>
      )}
      {towns.length > 0 && (
        <Towns aria-label={`${state} town pages`}>
          <p>Local service pages</p>
          <ul>
            {towns.map((t) => (
              <li key={t.path}>
                <Link to={t.path}>{t.name}</Link>
              </li>
            ))}
          </ul>
        </Towns>
      )}
    </Card>
  )
}
