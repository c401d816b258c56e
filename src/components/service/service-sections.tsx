/**
 * The parts of a service page below its opening (the vehicles, the questions, the towns, the
 * related services): one chunk, loaded and made live as a visitor scrolls towards them
 * (src/templates/service.tsx makes each an island), so opening a service page hydrates only its top.
 */
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Section, SectionHeading } from "../page/section"
import { TownChips, type TownLink } from "../page/town-chips"
import { CardList, MediaCard } from "../page/cards"
import { VehicleCard, type VehicleCardData } from "../page/vehicle-card"
import { FaqList, type FaqItem } from "../page/faq-list"
import { Container } from "../ui/container"
import { routes } from "../../lib/routes"
import type { BookingPreset } from "../booking/booking-form"

/** The service's vehicles; booking from one chooses it and the service (the page's own preset). */
export function ServiceVehicles({ vehicles, bookWith }: { vehicles: readonly VehicleCardData[]; bookWith: BookingPreset }) {
  return (
    <Section aria-labelledby="vehicles">
      <Container>
        <SectionHeading
          id="vehicles"
          eyebrow="The right vehicle"
          title="Vehicles for this service"
          lead={
            <>
              Every vehicle is late-model, detailed before each ride and driven by a professional chauffeur.{" "}
              <Link to={routes.fleet}>See the whole fleet</Link>.
            </>
          }
        />
        <CardList>
          {vehicles.map((vehicle) => (
            <VehicleCard key={vehicle.slug} vehicle={vehicle} bookWith={bookWith} />
          ))}
        </CardList>
      </Container>
    </Section>
  )
}

export function ServiceQuestions({ serviceTitle, faqs }: { serviceTitle: string; faqs: readonly FaqItem[] }) {
  return (
    <Section tone="muted" aria-labelledby="questions">
      <Container css={{ maxWidth: "60rem", marginLeft: "max(0px, calc((100% - 1200px) / 2))" }}>
        <SectionHeading
          id="questions"
          eyebrow="FAQ"
          title={`Questions about ${serviceTitle.toLowerCase()}`}
          lead={
            <>
              More answers on booking, prices and cancellations are on our <Link to={routes.faqs}>FAQ page</Link>.
            </>
          }
        />
        <FaqList faqs={faqs} idPrefix="faq" />
      </Container>
    </Section>
  )
}

export function ServiceTowns({ towns }: { towns: readonly TownLink[] }) {
  return (
    <Section aria-labelledby="towns">
      <Container>
        <SectionHeading
          id="towns"
          eyebrow="Where we drive"
          title="Towns we serve"
          lead={
            <>
              Local chauffeurs across Greater Boston and Southern New Hampshire. <Link to={routes.serviceAreas}>All service areas</Link>.
            </>
          }
        />
        <TownChips towns={towns} />
      </Container>
    </Section>
  )
}

export interface RelatedService {
  path: string
  title: string
  description: string
  price: string
  popular: boolean
  imageAlt: string
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null }
}

export function RelatedServices({ services }: { services: readonly RelatedService[] }) {
  return (
    <Section aria-labelledby="related">
      <Container>
        <SectionHeading id="related" eyebrow="Also from Merrimack Premier" title="Related services" />
        <CardList>
          {services.map((other) => (
            <MediaCard
              key={other.path}
              to={other.path}
              title={other.title}
              image={other.image.childImageSharp?.gatsbyImageData}
              imageAlt={other.imageAlt}
              description={other.description}
              price={other.price}
              flag={other.popular && "Popular"}
            />
          ))}
        </CardList>
        {/* No margin below: one would be held inside the part's box (below-fold.ts) instead of joining the gap after it. */}
        <p css={{ marginTop: "1.5rem", marginBottom: 0 }}>
          <Link to={routes.services}>See all twelve services</Link>
        </p>
      </Container>
    </Section>
  )
}
