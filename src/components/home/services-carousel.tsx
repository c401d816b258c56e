import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Carousel } from "../ui/carousel"
import { ContentImage } from "../ui/content-image"
import { CardMedia } from "../ui/card-media"
import { Icon } from "../ui/icon"
import { CAROUSEL_PAGE_SIZE, SERVICES_CAROUSEL_INTERVAL_MS } from "../../config/constants"
import { routes } from "../../lib/routes"
import { Band, SectionIntro, sectionLink, type SectionText } from "./home-section"
import { Container } from "../ui/container"

export interface ServiceCardData {
  slug: string
  path: string
  title: string
  description: string
  price: string
  popular: boolean
  icon: string
  imageAlt: string
  image?: IGatsbyImageData | null
}

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.soft};
  transition:
    box-shadow ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.lifted};
    transform: translateY(-3px);
  }
  &:hover img {
    transform: scale(1.04);
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.lifted};
  }
`

export const Flag = styled.span`
  position: absolute;
  top: 1rem;
  left: 1rem;
  z-index: 1;
  padding: 0.3rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: 1.5rem 1.5rem 1.25rem;
  h3 {
    font-size: 1.625rem;
    margin: 0 0 0.625rem;
  }
  h3 a {
    text-decoration: none;
  }
  /* The whole card is the link's target; the heading link stays the one thing in the tab order. */
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
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin: 0 0 1.25rem;
  }
`

const IconBadge = styled.span`
  position: absolute;
  right: 1.25rem;
  bottom: -1.375rem;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.accentOnDark};
  box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.surface};
`

const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: auto;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  span {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`

export function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <Card>
      <CardMedia aspect="16 / 10" ground="dark" overhang>
        {service.popular && <Flag>Popular</Flag>}
        {service.image && <ContentImage image={service.image} alt={service.imageAlt} fill />}
        <IconBadge>
          <Icon name={service.icon} size={20} />
        </IconBadge>
      </CardMedia>
      <Body>
        <h3>
          <Link to={service.path}>{service.title}</Link>
        </h3>
        <p>{service.description}</p>
        <Meta>
          <strong>{service.price}</strong>
          <span aria-hidden="true">Details →</span>
        </Meta>
      </Body>
    </Card>
  )
}

/** The featured services, three to a page, auto-advancing every 4 s while the pointer rests on them. */
export function ServicesCarousel({ text, services }: { text: SectionText; services: readonly ServiceCardData[] }) {
  return (
    <Band tone="plain" data-home-section="home-services">
      <Container>
        <Carousel
          label="Our Services"
          labelledBy="home-services"
          items={services}
          getKey={(s) => s.slug}
          renderItem={(s) => <ServiceCard service={s} />}
          pageSize={CAROUSEL_PAGE_SIZE}
          intervalMs={SERVICES_CAROUSEL_INTERVAL_MS}
          header={<SectionIntro id="home-services" eyebrow={text.eyebrow} title={text.title} link={sectionLink(text, routes.services)} />}
        />
      </Container>
    </Band>
  )
}
