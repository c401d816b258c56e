import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, CardGrid, Card, Checklist } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"

const TITLE = "Service Areas"
const LEAD = "From the lakes of Southern New Hampshire to the Merrimack Valley and Boston: local chauffeurs who know every road in between."

export default function ServiceAreasPage({ data }: PageProps<Queries.ServiceAreasPageQuery>) {
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="Where we drive" />
      {data.allAreaGroup.nodes.map((group) => (
        <Section key={group.stateCode} aria-labelledby={`area-${group.stateCode}`}>
          <Container>
            <h2 id={`area-${group.stateCode}`}>{group.state}</h2>
            <Checklist>
              {group.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </Checklist>
            <p>Also serving {group.cities.join(", ")}.</p>
            <CardGrid>
              {data.allTown.nodes
                .filter((town) => town.state === group.stateCode)
                .map((town) => (
                  <Card key={town.path}>
                    <div>
                      <h3>
                        <Link to={town.path}>
                          {town.name}, {town.state}
                        </Link>
                      </h3>
                      <p>{town.description}</p>
                    </div>
                  </Card>
                ))}
            </CardGrid>
          </Container>
        </Section>
      ))}
    </>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title={TITLE} description={LEAD} path={location.pathname} />
}

export const query = graphql`
  query ServiceAreasPage {
    allAreaGroup {
      nodes {
        state
        stateCode
        cities
        highlights
      }
    }
    allTown(sort: { order: ASC }) {
      nodes {
        name
        state
        path
        description
      }
    }
  }
`
