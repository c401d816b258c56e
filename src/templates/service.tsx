import type { ReactNode } from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"

import { PageHeader } from "../components/page/page-header"
import { Section, Prose, Price, Checklist, CardGrid, Card } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { crumbsFor } from "../lib/breadcrumbs"
import { imageUrl } from "../lib/images"
import { breadcrumbList, serviceOffering } from "../lib/json-ld"

interface Context {
  id: string
  canonicalPath: string
}

type Props = PageProps<Queries.ServicePageQuery, Context> & { children: ReactNode }

export default function ServiceTemplate({ data, location, children }: Props) {
  const service = data.service!
  return (
    <>
      <PageHeader
        title={service.title}
        lead={service.description}
        eyebrow={service.price}
        crumbs={crumbsFor(location.pathname, service.title)}
        image={service.image.childImageSharp?.gatsbyImageData}
      >
        <BookNowButton size="lg" preset={{ serviceType: service.bookingType.value }}>
          Book {service.title}
        </BookNowButton>
      </PageHeader>
      <Section aria-labelledby="included">
        <Container>
          <h2 id="included">What is included</h2>
          <Price>{service.price}</Price>
          <Checklist>
            {service.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Checklist>
          <p>{service.audience}</p>
        </Container>
      </Section>
      <Section>
        <Prose>{children}</Prose>
      </Section>
      <Section aria-labelledby="vehicles">
        <Container>
          <h2 id="vehicles">Vehicles for this service</h2>
          <CardGrid>
            {service.vehicles.map((vehicle) => (
              <Card key={vehicle.slug}>
                <div>
                  <h3>{vehicle.name}</h3>
                  <p>
                    Up to {vehicle.passengers} passengers · {vehicle.luggage} bags · {vehicle.price}
                  </p>
                  <Link to="/fleet">See the fleet</Link>
                </div>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>
      {service.faqs.length > 0 && (
        <Section aria-labelledby="questions">
          <Container>
            <h2 id="questions">Questions about {service.title.toLowerCase()}</h2>
            <dl>
              {service.faqs.map((faq) => (
                <div key={faq.jsonId}>
                  <dt>
                    <strong>{faq.question}</strong>
                  </dt>
                  <dd>{faq.answer}</dd>
                </div>
              ))}
            </dl>
          </Container>
        </Section>
      )}
      <Section aria-labelledby="towns">
        <Container>
          <h2 id="towns">Towns we serve</h2>
          <p>
            {data.allTown.nodes.map((town, i) => (
              <span key={town.path}>
                {i > 0 && " · "}
                <Link to={town.path}>
                  {town.name}, {town.state}
                </Link>
              </span>
            ))}
          </p>
        </Container>
      </Section>
    </>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.ServicePageQuery, Context>) {
  const business = useBusiness()
  const service = data.service!
  const image = imageUrl(service.image)
  return (
    <Seo
      title={service.title}
      description={service.description}
      path={location.pathname}
      canonicalPath={pageContext.canonicalPath}
      image={image}
      jsonLd={[
        breadcrumbList(business.url, crumbsFor(pageContext.canonicalPath, service.title)),
        serviceOffering(business, { ...service, path: pageContext.canonicalPath, image }),
      ]}
    />
  )
}

export const query = graphql`
  query ServicePage($id: String!) {
    service(id: { eq: $id }) {
      title
      description
      price
      features
      audience
      path
      bookingType {
        value
      }
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH)
        }
      }
      imageAlt
      vehicles {
        slug
        name
        passengers
        luggage
        price
      }
      faqs {
        jsonId
        question
        answer
      }
    }
    allTown(sort: { order: ASC }) {
      nodes {
        name
        state
        path
      }
    }
  }
`
