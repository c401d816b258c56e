import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading } from "../components/page/section"
import { CtaBand } from "../components/page/cta-band"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { island } from "../components/island/island"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { dollars } from "../booking/dollars"
import { imageUrl } from "../lib/images"
import { rateCatalog } from "../lib/json-ld"
import { routes } from "../lib/routes"

const TITLE = "Rates"
const LEAD =
  "Flat airport rates from every town we serve and hourly rates for everything else, published so you know the fare before you book."

// Below the page's opening, what a visitor reads and rarely touches stays the server's HTML: the fare tables, the hourly
// rates, the starting prices and what a fare includes. Their code, one chunk, loads when a visitor reaches for one.
const sections = () => import("../components/rates/rates-sections")
const RateTables = island("rate-tables", () => sections().then((m) => m.AirportRateTables), "intent")
const Hourly = island("rates-hourly", () => sections().then((m) => m.HourlyRates), "intent")
const Starting = island("rates-starting", () => sections().then((m) => m.StartingPrices), "intent")
const Included = island("rates-included", () => sections().then((m) => m.FareIncludes), "intent")

export default function RatesPage({ data }: PageProps<Queries.RatesPageQuery>) {
  const rates = data.rates!
  const vehicles = data.allVehicle.nodes
  // New Hampshire first, then Massachusetts, as the service areas are listed.
  const states = data.allAreaGroup.nodes.map((group) => ({ code: group.stateCode, name: group.state }))
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="Published fares" image={data.header?.image.childImageSharp?.gatsbyImageData}>
        <BookNowButton size="lg">Book at these rates</BookNowButton>
      </PageHeader>

      <Section aria-labelledby="airport-rates">
        <Container>
          <SectionHeading
            id="airport-rates"
            eyebrow="Airport transfers"
            title="Flat rates to and from the airport"
            lead={
              <>
                One price for the whole party and its bags, one way, either direction, whatever the traffic. Each stop on the way adds{" "}
                {dollars(rates.extraStop)}; a return trip is priced by its own route, so coming back the same way costs the same again. More
                about our <Link to={routes.service("airport")}>airport transportation</Link>.
              </>
            }
          />
          <RateTables rates={rates} vehicles={vehicles} states={states} townPages={data.allTown.nodes} />
        </Container>
      </Section>

      <Hourly rates={rates} />

      <Starting rates={rates} />

      <Included rates={rates} />

      <CtaBand
        title="See your fare before you book"
        text="Choose your trip and vehicle in the booking form: the estimate appears as you type, and dispatch confirms it in writing."
      />
    </>
  )
}

export function Head({ location, data }: HeadProps<Queries.RatesPageQuery>) {
  const business = useBusiness()
  const rates = data.rates!
  const headerImage = data.header?.image
  return (
    <Seo
      title={TITLE}
      description="Flat airport rates to Boston Logan and Manchester-Boston Regional from every town we serve, and hourly chauffeur rates by vehicle."
      path={location.pathname}
      image={headerImage ? imageUrl(headerImage) : undefined}
      keywords={[
        "Logan airport limo rates",
        "Manchester airport car service price",
        "chauffeur hourly rate Boston",
        "flat rate airport transfer",
      ]}
      jsonLd={[
        rateCatalog(business, {
          path: routes.rates,
          hourly: rates.hourly.map((h) => ({ vehicleName: h.vehicle.name, rate: h.rate, minimumHours: h.minimumHours })),
          airports: rates.airports.map((airport) => ({
            name: airport.name,
            amounts: rates.airportFares.flatMap((entry) => entry.fares.filter((f) => f.airport === airport.code).map((f) => f.amount)),
          })),
          startingPrices: rates.startingPrices.map((price) => ({
            label: price.label,
            path: price.page.path,
            from: price.from,
            perHour: price.per === "hour",
          })),
        }),
      ]}
    />
  )
}

export const query = graphql`
  query RatesPage {
    header: service(slug: { eq: "airport" }) {
      image {
        childImageSharp {
          ...PageBackdropImage
          ...SocialImage
        }
      }
    }
    rates {
      hourly {
        vehicle {
          slug
          name
          passengers
          luggage
        }
        rate
        minimumHours
      }
      serviceSurcharges {
        service {
          value
          label
        }
        perHour
      }
      startingPrices {
        page {
          slug
          title
          path
          bookingType {
            value
          }
        }
        from
        per
        label
      }
      extraStop
      ...AirportFares
      includes
      excludes
      note
    }
    allVehicle(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
    allTown {
      nodes {
        name
        state
        slug
      }
    }
    allAreaGroup {
      nodes {
        state
        stateCode
      }
    }
  }
`
