import styled from "@emotion/styled"
import { Link } from "gatsby"
import { ContentImage } from "../ui/content-image"
import { BookNowButton } from "../booking/book-now-button"
import type { BookingPreset } from "../booking/booking-form"
import { Checklist } from "./section"
import { Stars } from "./stars"
import { CardBody, CardFlag } from "./cards"
import { CardMedia } from "../ui/card-media"
import type { VehicleCardData } from "./vehicle-data"
import { routes } from "../../lib/routes"
import { PageIcon } from "../ui/page-icon"

export type { VehicleCardData }

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.soft};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  &[data-popular="true"] {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.lifted};
  }
  &:target {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 3px;
  }
`

const Body = styled(CardBody)`
  h2,
  h3 {
    margin: 0;
  }
`

const TitleRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 0.75rem;
  flex-wrap: wrap;
  margin-bottom: 0.6rem;
`

const Rating = styled.p`
  && {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Specs = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0 0 1rem;
  div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.15rem;
    padding: 0.6rem 0.7rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  svg,
  [data-icon] {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  dt {
    display: flex;
    align-items: center;
    gap: 0.35rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Foot = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.75rem;
  .price {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`

function VehicleSpecs({ vehicle }: { vehicle: VehicleCardData }) {
  return (
    <Specs>
      <div>
        <dt>
          <PageIcon name="users" size={16} />
          Passengers
        </dt>
        <dd>Up to {vehicle.passengers}</dd>
      </div>
      <div>
        <dt>
          <PageIcon name="briefcase" size={16} />
          Luggage
        </dt>
        <dd>{vehicle.luggage} bags</dd>
      </div>
      <div>
        <dt>
          <PageIcon name="sparkles" size={16} />
          Class
        </dt>
        <dd>{vehicle.amenities}</dd>
      </div>
    </Specs>
  )
}

interface VehicleCardProps {
  vehicle: VehicleCardData
  full?: boolean
  headingLevel?: 2 | 3
  /** What booking from this card fills in besides the vehicle (a service page's service); shows a Book button on a compact card. */
  bookWith?: BookingPreset
}

/**
 * A vehicle class. `full` (the fleet page) adds the description, features and a Book Now and carries the slug as
 * its id so other pages can link to /fleet#slug; the compact card links there. Booking from a card chooses its vehicle.
 */
export function VehicleCard({ vehicle, full = false, headingLevel = 3, bookWith }: VehicleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const image = vehicle.image?.childImageSharp?.gatsbyImageData
  return (
    <Card id={full ? vehicle.slug : undefined} data-popular={vehicle.popular}>
      {image && (
        <CardMedia aspect="16 / 10">
          {vehicle.popular && <CardFlag tone="gold">Most Popular</CardFlag>}
          <ContentImage image={image} alt={vehicle.imageAlt} fill />
        </CardMedia>
      )}
      <Body>
        <TitleRow>
          <Heading>{vehicle.name}</Heading>
          <Rating>
            <Stars rating={vehicle.rating} />
            <span aria-hidden="true">{vehicle.rating.toFixed(1)}</span>
          </Rating>
        </TitleRow>
        {!image && vehicle.popular && <p>Most Popular</p>}
        {full && vehicle.description && <p>{vehicle.description}</p>}
        <VehicleSpecs vehicle={vehicle} />
        {full && vehicle.features && (
          <Checklist css={{ fontSize: "0.9375rem" }}>
            {vehicle.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Checklist>
        )}
        <Foot>
          <span className="price">{vehicle.price}</span>
          {!full && (
            <Link to={`${routes.fleet}#${vehicle.slug}`}>
              {vehicle.name} details <span aria-hidden="true">→</span>
            </Link>
          )}
          {(full || bookWith) && (
            <BookNowButton
              size={full ? "md" : "sm"}
              preset={{ ...bookWith, vehicle: vehicle.slug }}
              aria-label={`Book Now: ${vehicle.name}`}
            >
              Book Now
            </BookNowButton>
          )}
        </Foot>
      </Body>
    </Card>
  )
}
