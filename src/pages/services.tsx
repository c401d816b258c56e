import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { ContentImage } from "../components/ui/content-image"
import { PageHeader } from "../components/page/page-header"
import { Section, CardGrid, Card, Price } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"

const TITLE = "Chauffeured Services"
const LEAD = "Twelve ways we move people across Greater Boston and Southern New Hampshire, every hour of every day."

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="Services" />
      <Section aria-label="All services">
        <Container>
          <CardGrid>
            {data.allService.nodes.map((service) => (
              <Card key={service.path}>
                {service.image.childImageSharp && <ContentImage image={service.image.childImageSharp.gatsbyImageData} alt={service.imageAlt} />}
                <div>
                  <h2>
                    <Link to={service.path}>{service.title}</Link>
                  </h2>
                  <Price>{service.price}</Price>
                  <p>{service.description}</p>
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
  query ServicesPage {
    allService(sort: { order: ASC }) {
      nodes {
        title
        path
        price
        description
        popular
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
