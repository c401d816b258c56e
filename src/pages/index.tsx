import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, CardGrid, Card, Price, Checklist } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { useBusiness } from "../hooks/use-business"
import { routes } from "../lib/routes"
import { BookNowButton } from "../components/booking/book-now-button"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const business = useBusiness()
  const home = data.business!.home
  return (
    <>
      <PageHeader title={home.headline} lead={home.subheadline} image={data.hero?.childImageSharp?.gatsbyImageData}>
        <Checklist>
          {home.ticks.map((tick) => (
            <li key={tick}>{tick}</li>
          ))}
        </Checklist>
        <BookNowButton size="lg">Book Your Ride</BookNowButton>
        <p>
          <a href={`tel:${business.phones[0].tel}`}>Call {business.phones[0].display}</a> · {business.figures.rating} rating ·
          Available {business.figures.availability}
        </p>
      </PageHeader>
      <Section aria-labelledby="highlights">
        <Container>
          <h2 id="highlights">Why clients choose us</h2>
          <CardGrid>
            {home.highlights.map((h) => (
              <Card key={h.title}>
                <div>
                  <h3>{h.title}</h3>
                  <p>
                    <strong>{h.value}</strong> {h.label}
                  </p>
                  <p>{h.text}</p>
                </div>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>
      <Section aria-labelledby="story">
        <Container>
          <h2 id="story">{home.story.title}</h2>
          {home.story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <Link to={routes.about}>Learn More</Link>
        </Container>
      </Section>
      <Section aria-labelledby="services">
        <Container>
          <h2 id="services">Our services</h2>
          <CardGrid>
            {data.allService.nodes.map((s) => (
              <Card key={s.path}>
                <div>
                  <h3>
                    <Link to={s.path}>{s.title}</Link>
                  </h3>
                  <Price>{s.price}</Price>
                  <p>{s.description}</p>
                </div>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>
      <Section aria-labelledby="cta">
        <Container>
          <h2 id="cta">{home.cta.title}</h2>
          <p>{home.cta.text}</p>
        </Container>
      </Section>
    </>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo path={location.pathname} />
}

export const query = graphql`
  query HomePage {
    business {
      home {
        headline
        subheadline
        ticks
        story {
          title
          paragraphs
        }
        highlights {
          title
          value
          label
          text
        }
        cta {
          title
          text
        }
      }
    }
    hero: file(relativePath: { eq: "images/hero/home.jpg" }, sourceInstanceName: { eq: "content" }) {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, quality: 70)
      }
    }
    allService(filter: { featured: { eq: true } }, sort: { order: ASC }) {
      nodes {
        title
        path
        price
        description
      }
    }
  }
`
