import type { ReactNode } from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"

import { PageHeader } from "../components/page/page-header"
import { Section, Prose, Checklist } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { crumbsFor } from "../lib/breadcrumbs"
import { imageUrl } from "../lib/images"
import { breadcrumbList } from "../lib/json-ld"

type Props = PageProps<Queries.TownPageQuery> & { children: ReactNode }

export default function TownTemplate({ data, location, children }: Props) {
  const town = data.town!
  return (
    <>
      <PageHeader
        title={town.title}
        lead={town.description}
        eyebrow={`${town.county}, ${town.state}`}
        crumbs={crumbsFor(location.pathname, `${town.name}, ${town.state}`)}
        image={town.image.childImageSharp?.gatsbyImageData}
      >
        <BookNowButton size="lg" preset={{ pickupLocation: `${town.name}, ${town.state}` }}>
          Book a ride from {town.name}
        </BookNowButton>
      </PageHeader>
      <Section aria-labelledby="airports">
        <Container>
          <h2 id="airports">Airport runs from {town.name}</h2>
          <ul>
            <li>
              Boston Logan International: about {town.loganMiles} miles, {town.loganMinutes} minutes off-peak
            </li>
            <li>
              Manchester-Boston Regional: about {town.manchesterMiles} miles, {town.manchesterMinutes} minutes off-peak
            </li>
          </ul>
        </Container>
      </Section>
      <Section>
        <Prose>{children}</Prose>
      </Section>
      <Section aria-labelledby="landmarks">
        <Container>
          <h2 id="landmarks">Places we drive to in and around {town.name}</h2>
          <Checklist>
            {town.landmarks.map((place) => (
              <li key={place}>{place}</li>
            ))}
          </Checklist>
          <h2>Nearby towns</h2>
          <p>
            {town.neighbors.map((neighbor, i) => (
              <span key={neighbor.path}>
                {i > 0 && " · "}
                <Link to={neighbor.path}>
                  {neighbor.name}, {neighbor.state}
                </Link>
              </span>
            ))}
          </p>
        </Container>
      </Section>
    </>
  )
}

export function Head({ data, location }: HeadProps<Queries.TownPageQuery>) {
  const business = useBusiness()
  const town = data.town!
  return (
    <Seo
      title={town.title}
      description={town.description}
      path={location.pathname}
      image={imageUrl(town.image)}
      jsonLd={[breadcrumbList(business.url, crumbsFor(location.pathname, `${town.name}, ${town.state}`))]}
    />
  )
}

export const query = graphql`
  query TownPage($id: String!) {
    town(id: { eq: $id }) {
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
          gatsbyImageData(layout: FULL_WIDTH)
        }
      }
      imageAlt
      neighbors {
        name
        state
        path
      }
    }
  }
`
