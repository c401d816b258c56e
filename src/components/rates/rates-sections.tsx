/**
 * The parts of /rates a visitor reads and rarely touches (the airport tables, the hourly rates, the
 * starting prices, what a fare includes): one chunk, whose code loads only when a visitor reaches for
 * a part (src/pages/rates.tsx makes each an island). Until then each stays the server's HTML, so
 * opening the page hydrates its top alone.
 */
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Checklist, Section, SectionHeading, Split, Panel } from "../page/section"
import { Container } from "../ui/container"
import { BookNowButton } from "../booking/book-now-button"
import { dollars, serviceHourlyRate, startingPriceSentence } from "../../booking/rates"

export { AirportRateTables } from "./airport-rate-tables"

type Rates = NonNullable<Queries.RatesPageQuery["rates"]>

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

/** Each vehicle's hourly rate, its minimum and what each kind of hourly service adds, with its Book Now. */
export function HourlyRates({ rates }: { rates: Rates }) {
  const surcharges = rates.serviceSurcharges.map((s) => ({ service: s.service.value, label: s.service.label, perHour: s.perHour }))
  return (
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
              <BookNowButton size="sm" variant="secondary" preset={{ vehicle: h.vehicle.slug }} aria-label={`Book Now: ${h.vehicle.name}`}>
                Book Now
              </BookNowButton>
            </li>
          ))}
        </HourlyCards>
      </Container>
    </Section>
  )
}

/** The trips dispatch prices one by one, each with the price it starts at. */
export function StartingPrices({ rates }: { rates: Rates }) {
  if (rates.startingPrices.length === 0) return null
  return (
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
  )
}

/** What a fare includes and what it does not. */
export function FareIncludes({ rates }: { rates: Rates }) {
  return (
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
  )
}
