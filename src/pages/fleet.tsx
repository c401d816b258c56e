import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading } from "../components/page/section"
import { VehicleCards } from "../components/page/card-islands"
import { CtaBand } from "../components/page/cta-band"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { useBusiness } from "../hooks/use-business"
import { imageUrl } from "../lib/images"
import { itemList } from "../lib/json-ld"
import { routes } from "../lib/routes"
import { fleetLead } from "../lib/fleet-text"

const TITLE = "Our Fleet"

export default function FleetPage({ data }: PageProps<Queries.FleetPageQuery>) {
  const vehicles = data.allVehicle.nodes
  return (
    <>
      <PageHeader
        title={TITLE}
        lead={fleetLead(vehicles)}
        eyebrow="Fleet"
        image={data.headerVehicle.nodes[0]?.image.childImageSharp?.gatsbyImageData}
      />
      <Section aria-labelledby="vehicles">
        <Container>
          <SectionHeading
            id="vehicles"
            eyebrow={`${vehicles.length} vehicle classes`}
            title="Choose the vehicle for your trip"
            lead={
              <>
                Not sure which fits? Tell dispatch how many people and bags and we will match the vehicle to the trip. Hourly rates are
                shown below; flat airport rates from every town we serve are on our <Link to={routes.rates}>rates page</Link>.
              </>
            }
          />
          <VehicleCards vehicles={vehicles} />
        </Container>
      </Section>
      <CtaBand
        title="Reserve your vehicle"
        text="Every vehicle comes with a professional chauffeur, bottled water and a price confirmed in writing before you ride."
      />
    </>
  )
}

export function Head({ location, data }: HeadProps<Queries.FleetPageQuery>) {
  const business = useBusiness()
  const headerImage = data.headerVehicle.nodes[0]?.image
  return (
    <Seo
      title={TITLE}
      description={fleetLead(data.allVehicle.nodes)}
      path={location.pathname}
      image={headerImage ? imageUrl(headerImage) : undefined}
      keywords={[...data.allVehicle.nodes.map((v) => `${v.name} rental`), "limousine fleet Boston", "luxury SUV car service"]}
      jsonLd={[
        itemList(
          business.url,
          "Fleet",
          data.allVehicle.nodes.map((v) => ({ name: v.name, path: `${routes.fleet}#${v.slug}` })),
        ),
      ]}
    />
  )
}

export const query = graphql`
  query FleetPage {
    headerVehicle: allVehicle(sort: [{ popular: DESC }, { order: ASC }], limit: 1) {
      nodes {
        image {
          childImageSharp {
            ...PageBackdropImage
            ...SocialImage
          }
        }
      }
    }
    allVehicle(sort: { order: ASC }) {
      nodes {
        ...VehicleCard
        listName
        description
        features
        image {
          childImageSharp {
            gatsbyImageData(width: 700, aspectRatio: 1.6)
          }
        }
      }
    }
  }
`
