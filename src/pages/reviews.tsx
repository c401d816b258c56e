import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, CardGrid, Card } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { useBusiness } from "../hooks/use-business"

const TITLE = "Client Reviews"

export default function ReviewsPage({ data }: PageProps<Queries.ReviewsPageQuery>) {
  const { figures } = useBusiness()
  return (
    <>
      <PageHeader
        title={TITLE}
        lead={`${figures.rating} average from ${figures.reviews} reviews, ${figures.onTime} of rides on time.`}
        eyebrow="Reviews"
      />
      <Section aria-label="Reviews">
        <Container>
          <CardGrid>
            {data.allTestimonial.nodes.map((review) => (
              <Card key={review.jsonId}>
                <div>
                  <figure css={{ margin: 0 }}>
                    <p aria-label={`Rated ${review.rating} out of 5`}>{"★".repeat(review.rating)}</p>
                    <blockquote css={{ margin: "0 0 1rem" }}>{review.text}</blockquote>
                    <figcaption>
                      <strong>{review.name}</strong>, {review.title} · <Link to={review.service.path}>{review.service.title}</Link>
                    </figcaption>
                  </figure>
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
  return <Seo title={TITLE} description="What clients across Greater Boston and Southern New Hampshire say about their rides with us." path={location.pathname} />
}

export const query = graphql`
  query ReviewsPage {
    allTestimonial(sort: { date: DESC }) {
      nodes {
        jsonId
        name
        title
        rating
        text
        service {
          title
          path
        }
      }
    }
  }
`
