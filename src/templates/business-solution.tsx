import type { ReactNode } from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"

import { PageHeader } from "../components/page/page-header"
import { Section, Prose, Checklist } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { crumbsFor } from "../lib/breadcrumbs"
import { imageUrl } from "../lib/images"
import { breadcrumbList } from "../lib/json-ld"
import { routes } from "../lib/routes"

type Props = PageProps<Queries.BusinessSolutionPageQuery> & { children: ReactNode }

export default function BusinessSolutionTemplate({ data, location, children }: Props) {
  const solution = data.businessSolution!
  return (
    <>
      <PageHeader
        title={solution.title}
        lead={solution.description}
        eyebrow="Business Solutions"
        crumbs={crumbsFor(location.pathname, solution.title)}
        image={solution.image.childImageSharp?.gatsbyImageData}
      >
        <BookNowButton size="lg" preset={{ serviceType: "corporate" }}>
          Book a corporate ride
        </BookNowButton>
      </PageHeader>
      <Section aria-labelledby="gets">
        <Container>
          <h2 id="gets">What your company gets</h2>
          <Checklist>
            {solution.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Checklist>
        </Container>
      </Section>
      <Section>
        <Prose>
          {children}
          <p>
            <Link to={routes.contact}>Talk to our corporate team</Link>
          </p>
        </Prose>
      </Section>
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
      jsonLd={[breadcrumbList(business.url, crumbsFor(location.pathname, solution.title))]}
    />
  )
}

export const query = graphql`
  query BusinessSolutionPage($id: String!) {
    businessSolution(id: { eq: $id }) {
      title
      description
      features
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH)
        }
      }
      imageAlt
    }
  }
`
