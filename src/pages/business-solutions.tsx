import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, CardGrid, Card } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { useSiteNavigation } from "../hooks/use-site-navigation"

const TITLE = "Business Solutions"
const LEAD = "Accounts, roadshows, meetings and agency partnerships: ground transportation your company can rely on and account for."

export default function BusinessSolutionsPage({ data }: PageProps<Queries.BusinessSolutionsPageQuery>) {
  const { businessSolutions } = useSiteNavigation()
  const descriptions = new Map(data.allBusinessSolution.nodes.map((b) => [b.path, b.description]))
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="For companies" />
      <Section aria-label="All business solutions">
        <Container>
          <CardGrid>
            {businessSolutions.map((solution) => (
              <Card key={solution.path}>
                <div>
                  <h2>
                    <Link to={solution.path}>{solution.label}</Link>
                  </h2>
                  <p>{descriptions.get(solution.path) ?? data.corporateTravel?.description}</p>
                </div>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>
    </>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title={TITLE} description={LEAD} path={location.pathname} />
}

export const query = graphql`
  query BusinessSolutionsPage {
    allBusinessSolution(sort: { order: ASC }) {
      nodes {
        path
        description
      }
    }
    corporateTravel: service(businessSolution: { eq: true }) {
      description
    }
  }
`
