import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading } from "../components/page/section"
import { CardList, MediaCard } from "../components/page/cards"
import { CtaBand } from "../components/page/cta-band"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { useBusiness } from "../hooks/use-business"
import { itemList } from "../lib/json-ld"
import { routes } from "../lib/routes"
import { imageUrl } from "../lib/images"

const TITLE = "Business Solutions"
const LEAD = "Accounts, roadshows, meetings and agency partnerships: ground transportation your company can rely on and account for."

export default function BusinessSolutionsPage({ data }: PageProps<Queries.BusinessSolutionsPageQuery>) {
  const solutions = solutionsOf(data)
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="For companies" image={data.hero?.image.childImageSharp?.gatsbyImageData} />
      <Section aria-labelledby="solutions">
        <Container>
          <SectionHeading
            id="solutions"
            eyebrow={`${solutions.length} ways to work with us`}
            title="Ground travel your company can count on"
            lead="One account, one invoice and a dispatcher who knows your travellers by name."
          />
          <CardList>
            {solutions.map((solution) => (
              <MediaCard
                key={solution.path}
                to={solution.path}
                title={solution.title}
                image={solution.image.childImageSharp?.gatsbyImageData}
                imageAlt={solution.imageAlt}
                description={solution.description}
              />
            ))}
          </CardList>
        </Container>
      </Section>
      <CtaBand
        title="Talk to our corporate team"
        text="Book a first ride now, or call dispatch to set up an account with monthly invoicing."
        preset={{ serviceType: "corporate" }}
        bookLabel="Book a corporate ride"
      />
    </>
  )
}

function solutionsOf(data: Queries.BusinessSolutionsPageQuery) {
  return [
    ...data.allBusinessSolution.nodes,
    ...data.allService.nodes.map((service) => ({ ...service, path: routes.businessSolution(service.slug) })),
  ]
}

export function Head({ location, data }: HeadProps<Queries.BusinessSolutionsPageQuery>) {
  const business = useBusiness()
  const solutions = solutionsOf(data)
  return (
    <Seo
      title={TITLE}
      description={LEAD}
      path={location.pathname}
      image={data.hero ? imageUrl(data.hero.image) : undefined}
      keywords={[...solutions.map((s) => s.title), "corporate car service Boston", "corporate transportation New Hampshire"]}
      jsonLd={[
        itemList(
          business.url,
          TITLE,
          solutions.map((s) => ({ name: s.title, path: s.path })),
        ),
      ]}
    />
  )
}

export const query = graphql`
  query BusinessSolutionsPage {
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
    hero: businessSolution(slug: { eq: "corporate-accounts" }) {
      image {
        childImageSharp {
          ...PageBackdropImage
          ...SocialImage
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
