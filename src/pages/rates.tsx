import styled from "@emotion/styled"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Checklist, Section, SectionHeading, Split, Panel } from "../components/page/section"
import { CtaBand } from "../components/page/cta-band"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { FareTable, type FareRow } from "../components/rates/fare-table"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { dollars, flatFare } from "../booking/rates"
import { imageUrl } from "../lib/images"
import { rateCatalog } from "../lib/json-ld"
import { routes } from "../lib/routes"

const TITLE = "Rates"
const LEAD = "Flat airport rates from every town we serve and hourly rates for everything else, published so you know the fare before you book."

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

const Tables = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr;
  }
`

type Rates = NonNullable<Queries.RatesPageQuery["rates"]>

/** A town's fares with each vehicle named by its slug, as the fare module reads them. */
const townFares = (entry: Rates["airportFares"][number]) => ({ fares: entry.fares.map((f) => ({ airport: f.airport, vehicle: f.vehicle.slug, amount: f.amount })) })

export default function RatesPage({ data }: PageProps<Queries.RatesPageQuery>) {
  const rates = data.rates!
  const vehicles = data.allVehicle.nodes
  const townPages = new Map(data.allTown.nodes.map((t) => [`${t.name}, ${t.state}`, t.slug]))
  // New Hampshire first, then Massachusetts, as the service areas are listed; towns by name within each.
  const states = data.allAreaGroup.nodes.map((group) => ({ code: group.stateCode, name: group.state }))
  const entries = [...rates.airportFares].sort(
    (a, b) => states.findIndex((s) => s.code === a.state) - states.findIndex((s) => s.code === b.state) || a.town.localeCompare(b.town),
  )
  const rowsFor = (airport: string): FareRow[] =>
    entries.map((entry, i) => {
      const page = townPages.get(`${entry.town}, ${entry.state}`)
      const name = `${entry.town}, ${entry.state}`
      return {
        key: name,
        group: i === 0 || entries[i - 1].state !== entry.state ? states.find((s) => s.code === entry.state)?.name : undefined,
        // The state is the group's heading; the town's name alone keeps the row on one line on a phone.
        header: page ? <Link to={routes.town(page)}>{entry.town}</Link> : entry.town,
        amounts: vehicles.map((v) => flatFare(townFares(entry), airport, v.slug)),
      }
    })

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
                One price for the whole party and its bags, one way, either direction, whatever the traffic. Each stop on the way adds {dollars(rates.extraStop)}; a
                return trip is the same fare again. More about our <Link to={routes.service("airport")}>airport transportation</Link>.
              </>
            }
          />
          <Tables>
            {rates.airports.map((airport) => (
              <FareTable
                key={airport.code}
                label={`Flat rates for ${airport.name}`}
                caption={`${airport.name} (${airport.code})`}
                corner="From or to"
                columns={vehicles.map((v) => v.name)}
                rows={rowsFor(airport.code)}
              />
            ))}
          </Tables>
        </Container>
      </Section>

      <Section aria-labelledby="hourly-rates">
        <Container>
          <SectionHeading
            id="hourly-rates"
            eyebrow="By the hour"
            title="Hourly rates"
            lead="Weddings, events, corporate days, nights out and anything with a chauffeur waiting: billed by the hour from pickup to drop-off, never less than the vehicle's minimum."
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
                <BookNowButton size="sm" variant="secondary" preset={{ vehicle: h.vehicle.slug }} aria-label={`Book Now: ${h.vehicle.name}`}>
                  Book Now
                </BookNowButton>
              </li>
            ))}
          </HourlyCards>
        </Container>
      </Section>

      <Section aria-labelledby="included" tone="muted">
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

      <CtaBand title="See your fare before you book" text="Choose your trip and vehicle in the booking form: the estimate appears as you type, and dispatch confirms it in writing." />
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
      keywords={["Logan airport limo rates", "Manchester airport car service price", "chauffeur hourly rate Boston", "flat rate airport transfer"]}
      jsonLd={[
        rateCatalog(business, {
          path: routes.rates,
          hourly: rates.hourly.map((h) => ({ vehicleName: h.vehicle.name, rate: h.rate, minimumHours: h.minimumHours })),
          airports: rates.airports.map((airport) => ({
            name: airport.name,
            amounts: rates.airportFares.flatMap((entry) => entry.fares.filter((f) => f.airport === airport.code).map((f) => f.amount)),
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
      extraStop
      airports {
        code
        name
        shortName
      }
      airportFares {
        town
        state
        fares {
          airport
          vehicle {
            slug
          }
          amount
        }
      }
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
