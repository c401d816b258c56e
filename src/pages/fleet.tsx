import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ContentImage } from "../components/ui/content-image"
import { PageHeader } from "../components/page/page-header"
import { Section, CardGrid, Card, Price, Checklist } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"

const TITLE = "Our Fleet"
const LEAD = "Late-model sedans, SUVs and a stretch limousine, detailed before every ride and driven by professional chauffeurs."

export default function FleetPage({ data }: PageProps<Queries.FleetPageQuery>) {
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="Fleet" />
      <Section aria-label="Vehicles">
        <Container>
          <CardGrid>
            {data.allVehicle.nodes.map((vehicle) => (
              <Card key={vehicle.slug} id={vehicle.slug}>
                {vehicle.image.childImageSharp && <ContentImage image={vehicle.image.childImageSharp.gatsbyImageData} alt={vehicle.imageAlt} />}
                <div>
                  <h2>{vehicle.name}</h2>
                  {vehicle.popular && <p>Most popular</p>}
                  <Price>{vehicle.price}</Price>
                  <p>{vehicle.description}</p>
                  <dl>
                    <dt>Passengers</dt>
                    <dd>Up to {vehicle.passengers}</dd>
                    <dt>Luggage</dt>
                    <dd>{vehicle.luggage} bags</dd>
                    <dt>Class</dt>
                    <dd>{vehicle.amenities}</dd>
                    <dt>Rating</dt>
                    <dd>{vehicle.rating.toFixed(1)} out of 5</dd>
                  </dl>
                  <Checklist>
                    {vehicle.features.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </Checklist>
                </div>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>
    </>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title={TITLE} description={LEAD} path={location.pathname} />
}

export const query = graphql`
  query FleetPage {
    allVehicle(sort: { order: ASC }) {
      nodes {
        slug
        name
        description
        features
        passengers
        luggage
        amenities
        price
        rating
        popular
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 700, aspectRatio: 1.6)
          }
        }
      }
    }
  }
`
