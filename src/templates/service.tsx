import styled from "@emotion/styled"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading, Split } from "../components/page/section"
import { FeatureList, IconBadge, StickyPanel } from "../components/page/feature-panels"
import { island } from "../components/island/island"
import { MdxBody } from "../components/page/mdx"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { crumbsFor } from "../lib/breadcrumbs"
import { imageUrl } from "../lib/images"
import { breadcrumbList, faqPage, serviceOffering } from "../lib/json-ld"
import { relatedBy } from "../components/page/related"
import { routes } from "../lib/routes"
import { ContentIcon } from "../components/ui/page-icon"

interface Context {
  id: string
  canonicalPath: string
  duplicateOf?: string
}

type Props = PageProps<Queries.ServicePageQuery, Context>

// Nothing below the opening is in the first load. The questions, which a visitor opens and closes,
// hydrate as they near the window; the parts that never change stay the server's HTML until a visitor
// reaches for one (its links and Book buttons work meanwhile: a click is held and replayed).
const sections = () => import(/* webpackChunkName: "service-sections" */ "../components/service/service-sections")
const Vehicles = island("service-vehicles", () => sections().then((m) => m.ServiceVehicles), "intent")
const Questions = island("service-questions", () => sections().then((m) => m.ServiceQuestions))
const Towns = island("service-towns", () => sections().then((m) => m.ServiceTowns), "intent")
const Related = island("service-related", () => sections().then((m) => m.RelatedServices), "intent")
const Cta = island("service-cta", () => import("../components/page/cta-band").then((m) => m.CtaBand), "intent")

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

export default function ServiceTemplate({ data, location }: Props) {
  const service = data.service!
  const { phones } = useBusiness()
  // The page travels with the booking, so a page with a starting price names it in the estimate.
  const preset = { serviceType: service.bookingType.value, servicePage: service.slug }
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
          <FeatureList>
            {service.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </FeatureList>
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
            <StickyPanel as="aside" aria-label="Price and booking">
              <IconBadge>
                <ContentIcon name={service.icon} size={24} />
              </IconBadge>
              <Small>Price</Small>
              <PriceTag>{service.price}</PriceTag>
              <Small>A written quote with tolls and fees is confirmed before you book; a gratuity is added only if you choose one.</Small>
              <BookNowButton preset={preset} css={{ width: "100%", marginTop: "0.5rem" }}>
                Book Now
              </BookNowButton>
              {phones[0] && (
                <Small css={{ marginTop: "1rem", marginBottom: 0 }}>
                  Prefer to talk? Call dispatch at <a href={`tel:${phones[0].tel}`}>{phones[0].display}</a>, day or night.
                </Small>
              )}
            </StickyPanel>
          </Split>
        </Container>
      </Section>

      {service.vehicles.length > 0 && <Vehicles vehicles={service.vehicles} bookWith={preset} />}
      {service.faqs.length > 0 && <Questions serviceTitle={service.title} faqs={service.faqs} />}
      <Towns towns={data.allTown.nodes} />
      <Related services={related} />

      <Cta
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
      slug
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
        ...VehicleCard
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
