import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { ContentImage } from "../components/ui/content-image"
import { PageHeader } from "../components/page/page-header"
import { Section, CardGrid, Card } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"

const TITLE = "The Merrimack Premier Blog"
const LEAD = "Airport know-how, wedding planning, corporate travel and New England driving advice from our chauffeurs and dispatchers."

export default function BlogsPage({ data }: PageProps<Queries.BlogsPageQuery>) {
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="Blog" />
      <Section aria-label="Posts, newest first">
        <Container>
          <CardGrid>
            {data.allBlogPost.nodes.map((post) => (
              <Card key={post.path}>
                {post.image.childImageSharp && <ContentImage image={post.image.childImageSharp.gatsbyImageData} alt={post.imageAlt} />}
                <div>
                  <p>
                    <time dateTime={post.isoDate ?? undefined}>{post.date}</time> · {post.readingMinutes} min read
                  </p>
                  <h2>
                    <Link to={post.path}>{post.title}</Link>
                  </h2>
                  <p>{post.description}</p>
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
  return <Seo title="Blog" description={LEAD} path={location.pathname} />
}

export const query = graphql`
  query BlogsPage {
    allBlogPost(sort: { date: DESC }) {
      nodes {
        title
        path
        description
        readingMinutes
        date(formatString: "MMMM D, YYYY")
        isoDate: date(formatString: "YYYY-MM-DD")
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 600, aspectRatio: 1.6)
          }
        }
      }
    }
  }
`
