import styled from "@emotion/styled"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"

import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading } from "../components/page/section"
import { CtaBand } from "../components/page/cta-band"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { crumbsFor } from "../lib/breadcrumbs"
import { imageUrl } from "../lib/images"
import { breadcrumbList } from "../lib/json-ld"
import { routes } from "../lib/routes"
import { PageIcon } from "../components/ui/page-icon"
import { island } from "../components/island/island"

type Props = PageProps<Queries.TownPageQuery>

const Airports = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    gap: 1rem;
    align-items: flex-start;
    padding: ${({ theme }) => theme.space[5]};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.soft};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 0.35rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .figure {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`

const Round = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.accentOnDark};
`

/** The town's airport fares: read by many, their code loads as they near the window. */
const TownFaresTable = island("town-fares", () => import("../components/rates/town-fares").then((m) => m.TownFares))

// Below the airport runs, what never changes stays the server's HTML: each part's code loads only when a visitor reaches for it.
const sections = () => import(/* webpackChunkName: "town-sections" */ "../components/town/town-sections")
const About = island("town-about", () => sections().then((m) => m.TownAbout), "intent")
const Services = island("town-services", () => sections().then((m) => m.TownServices), "intent")

export default function TownTemplate({ data, location }: Props) {
  const town = data.town!
  const place = `${town.name}, ${town.state}`
  const vehicles = data.allVehicle.nodes
  const entry = data.rates?.airportFares.find((e) => e.town === town.name && e.state === town.state)
  return (
    <>
      <PageHeader
        title={town.title}
        lead={town.description}
        eyebrow={`${town.county}, ${town.state}`}
        crumbs={crumbsFor(location.pathname, place)}
        image={town.image.childImageSharp?.gatsbyImageData}
      >
        <BookNowButton size="lg" preset={{ pickupLocation: place }}>
          Book a ride from {town.name}
        </BookNowButton>
      </PageHeader>

      <Section aria-labelledby="airports">
        <Container>
          <SectionHeading
            id="airports"
            eyebrow="Airport drive times"
            title={`Airport runs from ${town.name}`}
            lead={
              <>
                Typical off-peak drives; we plan every pickup around live traffic and your flight. See our{" "}
                <Link to={routes.service("airport")}>airport transportation</Link>.
              </>
            }
          />
          <Airports>
            <li>
              <Round>
                <PageIcon name="plane" size={22} />
              </Round>
              <div>
                <h3>Boston Logan International</h3>
                <p>
                  <span className="figure">{town.loganMinutes} min</span> · about {town.loganMiles} miles
                </p>
              </div>
            </li>
            <li>
              <Round>
                <PageIcon name="plane" size={22} />
              </Round>
              <div>
                <h3>Manchester-Boston Regional</h3>
                <p>
                  <span className="figure">{town.manchesterMinutes} min</span> · about {town.manchesterMiles} miles
                </p>
              </div>
            </li>
          </Airports>
          {entry && data.rates && (
            <TownFaresTable place={place} town={town.name} airports={data.rates.airports} entry={entry} vehicles={vehicles} />
          )}
        </Container>
      </Section>

      <About place={place} town={town.name} html={town.bodyHtml} landmarks={town.landmarks} />
      <Services place={place} services={data.allService.nodes} neighbors={town.neighbors} />

      <CtaBand
        title={`Book your ride from ${town.name}`}
        text={`A local chauffeur picks you up anywhere in ${town.name}, day or night, with the price confirmed in writing.`}
        preset={{ pickupLocation: place }}
      />
    </>
  )
}

export function Head({ data, location }: HeadProps<Queries.TownPageQuery>) {
  const business = useBusiness()
  const town = data.town!
  const place = `${town.name}, ${town.state}`
  return (
    <Seo
      title={town.title}
      description={town.description}
      path={location.pathname}
      image={imageUrl(town.image)}
      imageAlt={town.imageAlt}
      keywords={[
        `${place} limo service`,
        `${town.name} car service`,
        `${town.name} to Logan Airport`,
        `${town.name} airport transportation`,
        `${town.county} chauffeur`,
      ]}
      jsonLd={[breadcrumbList(business.url, crumbsFor(location.pathname, place))]}
    />
  )
}

export const query = graphql`
  query TownPage($id: String!) {
    town(id: { eq: $id }) {
      bodyHtml
      name
      state
      title
      description
      county
      loganMiles
      loganMinutes
      manchesterMiles
      manchesterMinutes
      landmarks
      image {
        childImageSharp {
          ...PageBackdropImage
          ...SocialImage
        }
      }
      imageAlt
      neighbors {
        name
        state
        path
      }
    }
    allService(sort: { order: ASC }) {
      nodes {
        title
        path
        icon
      }
    }
    allVehicle(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
    rates {
      ...AirportFares
    }
  }
`
