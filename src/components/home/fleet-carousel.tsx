import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Carousel } from "../ui/carousel"
import { ContentImage } from "../ui/content-image"
import { Container } from "../ui/container"
import { CAROUSEL_PAGE_SIZE, FLEET_CAROUSEL_INTERVAL_MS } from "../../config/constants"
import { routes } from "../../lib/routes"
import { Band, SectionIntro, sectionLink, type SectionText } from "./home-section"
import { CardMedia } from "../ui/card-media"
import { Flag } from "./services-carousel"
import type { VehicleCardData } from "../page/vehicle-data"

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.inverseSurface};
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.inverseText};
  transition: border-color ${({ theme }) => theme.motion.base};
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: 1.5rem;
  h3 {
    font-size: 1.75rem;
    margin: 0;
  }
  h3 a {
    text-decoration: none;
  }
  /* The whole card leads to the vehicle on the fleet page; the name is the one tab stop. */
  h3 a::after {
    content: "";
    position: absolute;
    inset: 0;
    z-index: 2;
  }
  h3 a:focus-visible {
    outline: none;
  }
  h3 a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.accentOnDark};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.25rem;
`

const Class = styled.span`
  padding: 0.25rem 0.7rem;
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentOnDark};
  white-space: nowrap;
`

const Specs = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, auto);
  justify-content: start;
  gap: 0.25rem 1.75rem;
  margin: 0 0 1.5rem;
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    font-size: 0.75rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inverseMuted};
  }
  dd {
    order: -1;
    display: flex;
    align-items: center;
    gap: 0.375rem;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
  }
  svg {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`

const Price = styled.p`
  margin: auto 0 0;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentOnDark};
`

const svgProps = {
  width: 18,
  height: 18,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.7,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const

const PeopleIcon = () => (
  <svg {...svgProps}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c1.9.7 3.1 2.4 3.5 5.2" />
  </svg>
)
const BagIcon = () => (
  <svg {...svgProps}>
    <rect x="5" y="7" width="14" height="13" rx="2" />
    <path d="M9 7V4.5h6V7M9 11v5M15 11v5" />
  </svg>
)
const StarIcon = () => (
  <svg {...svgProps} fill="currentColor" stroke="none">
    <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
  </svg>
)

export function VehicleCard({ vehicle }: { vehicle: VehicleCardData }) {
  const image = vehicle.image?.childImageSharp?.gatsbyImageData
  return (
    <Card>
      <CardMedia aspect="16 / 10" ground="dark" overhang>
        {vehicle.popular && <Flag>Most Popular</Flag>}
        {image && <ContentImage image={image} alt={vehicle.imageAlt} fill />}
      </CardMedia>
      <Body>
        <TitleRow>
          <h3>
            <Link to={`${routes.fleet}#${vehicle.slug}`}>{vehicle.name}</Link>
          </h3>
          <Class>{vehicle.amenities}</Class>
        </TitleRow>
        <Specs>
          <div>
            <dt>Passengers</dt>
            <dd>
              <PeopleIcon />
              {vehicle.passengers}
            </dd>
          </div>
          <div>
            <dt>Luggage</dt>
            <dd>
              <BagIcon />
              {vehicle.luggage}
            </dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>
              <StarIcon />
              {vehicle.rating.toFixed(1)}
            </dd>
          </div>
        </Specs>
        <Price>{vehicle.price}</Price>
      </Body>
    </Card>
  )
}

/** The vehicle classes, on the same carousel as the services, auto-advancing every 5 s while hovered. */
export function FleetCarousel({ text, vehicles }: { text: SectionText; vehicles: readonly VehicleCardData[] }) {
  return (
    <Band tone="dark" data-home-section="home-fleet">
      <Container>
        <Carousel
          label="Our Fleet"
          labelledBy="home-fleet"
          tone="dark"
          items={vehicles}
          getKey={(v) => v.slug}
          renderItem={(v) => <VehicleCard vehicle={v} />}
          pageSize={CAROUSEL_PAGE_SIZE}
          intervalMs={FLEET_CAROUSEL_INTERVAL_MS}
          header={<SectionIntro id="home-fleet" eyebrow={text.eyebrow} title={text.title} link={sectionLink(text, routes.fleet)} inverse />}
        />
      </Container>
    </Band>
  )
}
