import styled from "@emotion/styled"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"

import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading } from "../components/page/section"
import { RelatedCards } from "../components/page/card-islands"
import { CtaBand } from "../components/page/cta-band"
import { Container } from "../components/ui/container"
import { island } from "../components/island/island"
import { Seo } from "../components/seo/seo"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { crumbsFor } from "../lib/breadcrumbs"
import { imageUrl } from "../lib/images"
import { breadcrumbList } from "../lib/json-ld"
import { routes } from "../lib/routes"
import { relatedBy } from "../components/page/related"

type Props = PageProps<Queries.BusinessSolutionPageQuery>

// Below the header, what never changes stays the server's HTML: each part's code loads only when a visitor reaches for it.
const sections = () => import(/* webpackChunkName: "business-sections" */ "../components/business/business-sections")
const Features = island("business-features", () => sections().then((m) => m.BusinessFeatures), "intent")
const About = island("business-about", () => sections().then((m) => m.BusinessAbout), "intent")

const HeaderLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 3.25rem;
  padding: 0 1.5rem;
  margin-left: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  color: ${({ theme }) => theme.colors.inverseText};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  vertical-align: top;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accentOnDark};
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  @media (max-width: 479px) {
    margin: 0.75rem 0 0;
  }
`

export default function BusinessSolutionTemplate({ data, location }: Props) {
  const solution = data.businessSolution!
  const business = useBusiness()
  const all = [...data.allBusinessSolution.nodes, ...data.allService.nodes.map((s) => ({ ...s, path: routes.businessSolution(s.slug) }))]
  const others = relatedBy(all, solution.path, 3)
  const preset = { serviceType: "corporate" }
  return (
    <>
      <PageHeader
        title={solution.title}
        lead={solution.description}
        eyebrow="Business Solutions"
        crumbs={crumbsFor(location.pathname, solution.title)}
        image={solution.image.childImageSharp?.gatsbyImageData}
      >
        <BookNowButton size="lg" preset={preset}>
          Book a corporate ride
        </BookNowButton>
        <HeaderLink to={routes.contact}>Talk to our corporate team</HeaderLink>
      </PageHeader>

      <Features icon={solution.icon} features={solution.features} />
      <About title={solution.title} html={solution.bodyHtml} preset={preset} />

      <Section aria-labelledby="more">
        <Container>
          <SectionHeading id="more" eyebrow="Business Solutions" title="More for companies" />
          <RelatedCards
            cards={others.map((other) => ({
              to: other.path,
              title: other.title,
              image: other.image.childImageSharp?.gatsbyImageData,
              imageAlt: other.imageAlt,
              description: other.description,
            }))}
          />
        </Container>
      </Section>

      <CtaBand
        title="Put your company's ground travel in one place"
        text={`${business.figures.onTime} on time, dispatch ${business.figures.availability}, one invoice. Book a ride now or talk to us about an account.`}
        preset={preset}
        bookLabel="Book a corporate ride"
      />
    </>
  )
}

export function Head({ data, location }: HeadProps<Queries.BusinessSolutionPageQuery>) {
  const business = useBusiness()
  const solution = data.businessSolution!
  return (
    <Seo
      title={solution.title}
      description={solution.description}
      path={location.pathname}
      image={imageUrl(solution.image)}
      imageAlt={solution.imageAlt}
      keywords={[solution.title, "corporate car service Boston", "business chauffeur service", "corporate transportation New Hampshire"]}
      jsonLd={[breadcrumbList(business.url, crumbsFor(location.pathname, solution.title))]}
    />
  )
}

export const query = graphql`
  query BusinessSolutionPage($id: String!) {
    businessSolution(id: { eq: $id }) {
      bodyHtml
      title
      description
      features
      path
      icon
      image {
        childImageSharp {
          ...PageBackdropImage
          ...SocialImage
        }
      }
      imageAlt
    }
    allBusinessSolution(sort: { order: ASC }) {
      nodes {
        title
        path
        description
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 600, aspectRatio: 1.5)
          }
        }
      }
    }
    allService(filter: { businessSolution: { eq: true } }, sort: { order: ASC }) {
      nodes {
        title
        slug
        description
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 600, aspectRatio: 1.5)
          }
        }
      }
    }
  }
`
