import styled from "@emotion/styled"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Checklist, Section, SectionHeading, Split, Panel } from "../components/page/section"
import { CtaBand } from "../components/page/cta-band"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { island } from "../components/island/island"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { dollars, serviceHourlyRate, startingPriceSentence } from "../booking/rates"
import { imageUrl } from "../lib/images"
import { rateCatalog } from "../lib/json-ld"
import { routes } from "../lib/routes"

const TITLE = "Rates"
const LEAD =
  "Flat airport rates from every town we serve and hourly rates for everything else, published so you know the fare before you book."

const HourlyCards = styled.ul`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-direction: column;
    gap: 0.35rem;
    padding: 1.25rem 1.25rem 1rem;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.soft};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .rate {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 600;
    line-height: 1.1;
  }
  .rate span {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  h3 a {
    color: inherit;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }
  .by-service {
    display: grid;
    gap: 0.25rem;
    margin: 0 0 0.75rem;
    padding-top: 0.6rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .by-service div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
  .by-service dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .by-service dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .terms {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    margin-top: auto;
    align-self: flex-start;
  }
`

/** The fare tables: read, rarely touched; their code (for the town links) loads when a visitor reaches for them. */
const RateTables = island("rate-tables", () => import("../components/rates/airport-rate-tables").then((m) => m.AirportRateTables), "intent")

export default function RatesPage({ data }: PageProps<Queries.RatesPageQuery>) {
  const rates = data.rates!
  const surcharges = rates.serviceSurcharges.map((s) => ({ service: s.service.value, label: s.service.label, perHour: s.perHour }))
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

      <Section aria-labelledby="hourly-rates">
        <Container>
          <SectionHeading
            id="hourly-rates"
            eyebrow="By the hour"
            title="Hourly rates"
            lead="Weddings, events, nights out and corporate days: billed by the hour from pickup to drop-off, never less than the vehicle's minimum. Corporate car service and hourly service, with a chauffeur waiting at every stop, have rates of their own."
          />
          <HourlyCards>
            {rates.hourly.map((h) => (
              <li key={h.vehicle.slug}>
                <h3>{h.vehicle.name}</h3>
                <p className="rate">
                  {dollars(h.rate)} <span>per hour</span>
                </p>
                <p className="terms">
                  {h.minimumHours}-hour minimum · seats up to {h.vehicle.passengers} · {h.vehicle.luggage} bags
                </p>
                {surcharges.length > 0 && (
                  <dl className="by-service">
                    {surcharges.map((s) => (
                      <div key={s.service}>
                        <dt>{s.label}</dt>
                        <dd>{dollars(serviceHourlyRate({ serviceSurcharges: surcharges }, s.service, h.rate))}/hr</dd>
                      </div>
                    ))}
                  </dl>
                )}
                <BookNowButton
                  size="sm"
                  variant="secondary"
                  preset={{ vehicle: h.vehicle.slug }}
                  aria-label={`Book Now: ${h.vehicle.name}`}
                >
                  Book Now
                </BookNowButton>
              </li>
            ))}
          </HourlyCards>
        </Container>
      </Section>

      {rates.startingPrices.length > 0 && (
        <Section aria-labelledby="starting-prices" tone="muted">
          <Container>
            <SectionHeading
              id="starting-prices"
              eyebrow="Quoted in writing"
              title="Starting prices"
              lead="These trips vary with the route, the timing and the wait, so dispatch prices each one and confirms it in writing before your day. They start at:"
            />
            <HourlyCards>
              {rates.startingPrices.map((price) => (
                <li key={price.page.slug}>
                  <h3>
                    <Link to={price.page.path}>{price.page.title}</Link>
                  </h3>
                  <p className="rate">
                    {dollars(price.from)} <span>{price.per === "hour" ? "per hour" : "per trip"}</span>
                  </p>
                  <p className="terms">{startingPriceSentence(price)}</p>
                  <BookNowButton
                    size="sm"
                    variant="secondary"
                    preset={{ serviceType: price.page.bookingType.value, servicePage: price.page.slug }}
                    aria-label={`Book Now: ${price.page.title}`}
                  >
                    Book Now
                  </BookNowButton>
                </li>
              ))}
            </HourlyCards>
          </Container>
        </Section>
      )}

      <Section aria-labelledby="included">
        <Container>
          <SectionHeading id="included" eyebrow="No surprises" title="What a fare includes" lead={rates.note} />
          <Split css={{ "@media (min-width: 64em)": { gridTemplateColumns: "1fr 1fr" } }}>
            <Panel>
              <h3>Included</h3>
              <Checklist>
                {rates.includes.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Checklist>
            </Panel>
            <Panel>
              <h3>Not included</h3>
              <Checklist>
                {rates.excludes.map((line) => (
                  <li key={line}>{line}</li>
                ))}
                <li>Each stop on the way to or from the airport: {dollars(rates.extraStop)}</li>
              </Checklist>
            </Panel>
          </Split>
        </Container>
      </Section>

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
