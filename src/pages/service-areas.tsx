import styled from "@emotion/styled"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading, Checklist, StatRow } from "../components/page/section"
import { CardList, MediaCard } from "../components/page/cards"
import { CtaBand } from "../components/page/cta-band"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { useBusiness } from "../hooks/use-business"
import { itemList } from "../lib/json-ld"
import { ContentIcon } from "../components/ui/page-icon"

const TITLE = "Service Areas"
const LEAD = "From the lakes of Southern New Hampshire to the Merrimack Valley and Boston: local chauffeurs who know every road in between."

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[7]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(14rem, 18rem);
    padding: ${({ theme }) => theme.space[7]};
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    flex-wrap: wrap;
  }
  & > dl {
    align-content: start;
    ${({ theme }) => theme.mq.lg} {
      grid-template-columns: 1fr;
    }
  }
`

const Round = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.accentOnDark};
`

const Popular = styled.span`
  padding: 0.3rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

const Cities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 0;
  li {
    padding: 0.25rem 0.7rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

export default function ServiceAreasPage({ data }: PageProps<Queries.ServiceAreasPageQuery>) {
  const groups = [...data.allAreaGroup.nodes].sort((a, b) => Number(b.popular) - Number(a.popular))
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="Where we drive" image={data.hero?.image.childImageSharp?.gatsbyImageData} />
      <Section aria-labelledby="states">
        <Container>
          <SectionHeading id="states" eyebrow="Two states, one dispatch" title="Massachusetts and New Hampshire" />
          {groups.map((group) => {
            const towns = data.allTown.nodes.filter((town) => town.state === group.stateCode)
            return (
              <section key={group.stateCode} aria-labelledby={`area-${group.stateCode}`}>
                <Group>
                  <div>
                    <h2 id={`area-${group.stateCode}`}>
                      <Round>
                        <ContentIcon name={group.icon} size={22} />
                      </Round>
                      {group.state}
                      {group.popular && <Popular>Most requested</Popular>}
                    </h2>
                    <Checklist>
                      {group.highlights.map((h) => (
                        <li key={h}>{h}</li>
                      ))}
                    </Checklist>
                    <h3 css={{ fontSize: "1.125rem", marginTop: "1.5rem" }}>Cities and towns we serve</h3>
                    <Cities>
                      {group.cities.map((city) => (
                        <li key={city}>{city}</li>
                      ))}
                    </Cities>
                  </div>
                  <StatRow>
                    {group.stats.map((stat) => (
                      <div key={stat.label}>
                        <dt>{stat.label}</dt>
                        <dd>{stat.value}</dd>
                      </div>
                    ))}
                  </StatRow>
                </Group>
                {towns.length > 0 && (
                  <>
                    <h3 css={{ marginBottom: "1.25rem" }}>Town guides in {group.state}</h3>
                    <CardList css={{ marginBottom: "3rem" }}>
                      {towns.map((town) => (
                        <MediaCard
                          key={town.path}
                          to={town.path}
                          title={`${town.name}, ${town.state}`}
                          headingLevel={3}
                          image={town.image.childImageSharp?.gatsbyImageData}
                          imageAlt={town.imageAlt}
                          meta={`Logan ${town.loganMinutes} min · MHT ${town.manchesterMinutes} min`}
                          description={town.description}
                          more="Town guide"
                        />
                      ))}
                    </CardList>
                  </>
                )}
              </section>
            )
          })}
        </Container>
      </Section>
      <CtaBand
        title="Your town not listed?"
        text="We drive across Greater Boston and Southern New Hampshire and beyond. Ask dispatch about any pickup."
      />
    </>
  )
}

export function Head({ location, data }: HeadProps<Queries.ServiceAreasPageQuery>) {
  const business = useBusiness()
  return (
    <Seo
      title={TITLE}
      description={LEAD}
      path={location.pathname}
      keywords={data.allTown.nodes.map((t) => `${t.name}, ${t.state} limo service`)}
      jsonLd={[
        itemList(
          business.url,
          "Town guides",
          data.allTown.nodes.map((t) => ({ name: `${t.name}, ${t.state}`, path: t.path })),
        ),
      ]}
    />
  )
}

export const query = graphql`
  query ServiceAreasPage {
    allAreaGroup {
      nodes {
        state
        stateCode
        icon
        cities
        highlights
        popular
        stats {
          label
          value
        }
      }
    }
    allTown(sort: { order: ASC }) {
      nodes {
        name
        state
        path
        description
        loganMinutes
        manchesterMinutes
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 600, aspectRatio: 1.5)
          }
        }
      }
    }
    hero: town(slug: { eq: "windham-nh" }) {
      image {
        childImageSharp {
          ...PageBackdropImage
        }
      }
    }
  }
`
