import styled from "@emotion/styled"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import MapPin from "lucide-react/icons/map-pin"

import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading, Checklist, Split, Panel, ChipList } from "../components/page/section"
import { CardList, MediaCard } from "../components/page/cards"
import { VehicleCard } from "../components/page/vehicle-card"
import { FaqList } from "../components/page/faq-list"
import { CtaBand } from "../components/page/cta-band"
import { MdxBody } from "../components/page/mdx"
import { Container } from "../components/ui/container"
import { Icon } from "../components/ui/icon"
import { Seo } from "../components/seo/seo"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { crumbsFor } from "../lib/breadcrumbs"
import { imageUrl } from "../lib/images"
import { breadcrumbList, faqPage, serviceOffering } from "../lib/json-ld"
import { relatedBy } from "../components/page/related"
import { routes } from "../lib/routes"

interface Context {
  id: string
  canonicalPath: string
  duplicateOf?: string
}

type Props = PageProps<Queries.ServicePageQuery, Context>

const PriceTag = styled.p`
  && {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 600;
    line-height: 1.1;
    color: ${({ theme }) => theme.colors.text};
    margin: 0 0 0.25rem;
  }
`

const Small = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Audience = styled.p`
  && {
    max-width: 46rem;
    margin: ${({ theme }) => theme.space[5]} 0 0;
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
    border-left: 3px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
  }
  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accentStrong};
    margin-bottom: 0.25rem;
  }
`

const Sticky = styled(Panel)`
  ${({ theme }) => theme.mq.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1.5rem);
  }
`

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.accentStrong};
  margin-bottom: 1rem;
`

const Features = styled(Checklist)`
  display: grid;
  gap: 0.75rem 2rem;
  max-width: 60rem;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr 1fr;
  }
  && li + li {
    margin-top: 0;
  }
`

export default function ServiceTemplate({ data, location }: Props) {
  const service = data.service!
  const { phones } = useBusiness()
  const preset = { serviceType: service.bookingType.value }
  const related = relatedBy(data.allService.nodes, service.path, 3)
  const inBusiness = location.pathname.startsWith(routes.businessSolutions)
  return (
    <>
      <PageHeader
        title={service.title}
        lead={service.description}
        eyebrow={inBusiness ? "Business Solutions" : `Services · ${service.price}`}
        crumbs={crumbsFor(location.pathname, service.title)}
        image={service.image.childImageSharp?.gatsbyImageData}
      >
        <BookNowButton size="lg" preset={preset}>
          Book {service.title}
        </BookNowButton>
      </PageHeader>

      <Section aria-labelledby="included">
        <Container>
          <SectionHeading id="included" eyebrow="What is included" title={`Every ${service.title.toLowerCase()} ride includes`} />
          <Features>
            {service.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Features>
          <Audience>
            <span>Ideal for</span>
            {service.audience}
          </Audience>
        </Container>
      </Section>

      <Section aria-label={`About ${service.title.toLowerCase()}`}>
        <Container>
          <Split>
            <MdxBody bare html={service.bodyHtml} />
            <Sticky as="aside" aria-label="Price and booking">
              <IconBadge>
                <Icon name={service.icon} size={24} />
              </IconBadge>
              <Small>Price</Small>
              <PriceTag>{service.price}</PriceTag>
              <Small>A written quote with tolls, fees and gratuity is confirmed before you book.</Small>
              <BookNowButton preset={preset} css={{ width: "100%", marginTop: "0.5rem" }}>
                Book Now
              </BookNowButton>
              {phones[0] && (
                <Small css={{ marginTop: "1rem", marginBottom: 0 }}>
                  Prefer to talk? Call dispatch at <a href={`tel:${phones[0].tel}`}>{phones[0].display}</a>, day or night.
                </Small>
              )}
            </Sticky>
          </Split>
        </Container>
      </Section>

      {service.vehicles.length > 0 && (
        <Section aria-labelledby="vehicles">
          <Container>
            <SectionHeading
              id="vehicles"
              eyebrow="The right vehicle"
              title="Vehicles for this service"
              lead={
                <>
                  Every vehicle is late-model, detailed before each ride and driven by a professional chauffeur. <Link to={routes.fleet}>See the whole fleet</Link>.
                </>
              }
            />
            <CardList>
              {service.vehicles.map((vehicle) => (
                <VehicleCard key={vehicle.slug} vehicle={vehicle} />
              ))}
            </CardList>
          </Container>
        </Section>
      )}

      {service.faqs.length > 0 && (
        <Section tone="muted" aria-labelledby="questions">
          <Container css={{ maxWidth: "60rem", marginLeft: "max(0px, calc((100% - 1200px) / 2))" }}>
            <SectionHeading
              id="questions"
              eyebrow="FAQ"
              title={`Questions about ${service.title.toLowerCase()}`}
              lead={
                <>
                  More answers on booking, prices and cancellations are on our <Link to={routes.faqs}>FAQ page</Link>.
                </>
              }
            />
            <FaqList faqs={service.faqs} idPrefix="faq" />
          </Container>
        </Section>
      )}

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
          <ChipList>
            {data.allTown.nodes.map((town) => (
              <li key={town.path}>
                <Link to={town.path}>
                  <MapPin size={16} aria-hidden="true" />
                  {town.name}, {town.state}
                </Link>
              </li>
            ))}
          </ChipList>
        </Container>
      </Section>

      <Section aria-labelledby="related">
        <Container>
          <SectionHeading id="related" eyebrow="Also from Merrimack Premier" title="Related services" />
          <CardList>
            {related.map((other) => (
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
          <p css={{ marginTop: "1.5rem" }}>
            <Link to={routes.services}>See all twelve services</Link>
          </p>
        </Container>
      </Section>

      <CtaBand
        title={`Ready to book ${service.title.toLowerCase()}?`}
        text="Tell us where and when; dispatch confirms your chauffeur, vehicle and price in writing."
        preset={preset}
      />
    </>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.ServicePageQuery, Context>) {
  const business = useBusiness()
  const service = data.service!
  const image = imageUrl(service.image)
  return (
    <Seo
      title={pageContext.duplicateOf ? `${service.title} for Business` : service.title}
      description={service.description}
      path={location.pathname}
      canonicalPath={pageContext.canonicalPath}
      image={image}
      imageAlt={service.imageAlt}
      keywords={[service.title, ...service.features.slice(0, 3), "Greater Boston", "Southern New Hampshire", "chauffeur service"]}
      jsonLd={[
        breadcrumbList(business.url, crumbsFor(pageContext.canonicalPath, service.title)),
        serviceOffering(business, { ...service, path: pageContext.canonicalPath, image }),
        ...(service.faqs.length > 0 ? [faqPage(service.faqs)] : []),
      ]}
    />
  )
}

export const query = graphql`
  query ServicePage($id: String!) {
    service(id: { eq: $id }) {
      bodyHtml
      title
      description
      price
      features
      audience
      path
      icon
      bookingType {
        value
      }
      image {
        childImageSharp {
          ...PageBackdropImage
          ...SocialImage
        }
      }
      imageAlt
      vehicles {
        slug
        name
        passengers
        luggage
        amenities
        price
        rating
        popular
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.6)
          }
        }
      }
      faqs {
        jsonId
        question
        answer
      }
    }
    allService(sort: { order: ASC }) {
      nodes {
        title
        path
        description
        price
        popular
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 600, aspectRatio: 1.5)
          }
        }
      }
    }
    allTown(sort: { order: ASC }) {
      nodes {
        name
        state
        path
      }
    }
  }
`
