import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section } from "../components/page/section"
import { CardList, MediaCard } from "../components/page/cards"
import { CtaBand } from "../components/page/cta-band"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { useBusiness } from "../hooks/use-business"
import { itemList } from "../lib/json-ld"

const TITLE = "The Merrimack Premier Blog"
const LEAD = "Airport know-how, wedding planning, corporate travel and New England driving advice from our chauffeurs and dispatchers."

export default function BlogsPage({ data }: PageProps<Queries.BlogsPageQuery>) {
  const [latest, ...rest] = data.allBlogPost.nodes
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="Blog" image={data.latest.nodes[0]?.image.childImageSharp?.gatsbyImageData} />
      <Section aria-label="Posts, newest first">
        <Container>
          <CardList>
            {[latest, ...rest].filter(Boolean).map((post, i) => (
              <MediaCard
                key={post.path}
                to={post.path}
                title={post.title}
                headingLevel={2}
                image={post.image.childImageSharp?.gatsbyImageData}
                imageAlt={post.imageAlt}
                flag={i === 0 && "Latest"}
                meta={
                  <>
                    <time dateTime={post.isoDate ?? undefined}>{post.date}</time> · {post.readingMinutes} min read
                  </>
                }
                description={post.description}
                price={post.author.split(",")[0]}
                more="Read"
              />
            ))}
          </CardList>
        </Container>
      </Section>
      <CtaBand
        title="Planning a trip?"
        text="Our chauffeurs put this advice to work every day. Book your ride and let them handle the road."
      />
    </>
  )
}

export function Head({ location, data }: HeadProps<Queries.BlogsPageQuery>) {
  const business = useBusiness()
  return (
    <Seo
      title="Blog: Airport, Wedding and Travel Advice"
      description={LEAD}
      path={location.pathname}
      keywords={[
        "Logan airport pickup tips",
        "wedding transportation checklist",
        "New England winter travel",
        "corporate roadshow Boston",
        "prom limo safety",
      ]}
      jsonLd={[
        itemList(
          business.url,
          "Blog posts",
          data.allBlogPost.nodes.map((p) => ({ name: p.title, path: p.path })),
        ),
      ]}
    />
  )
}

export const query = graphql`
  query BlogsPage {
    latest: allBlogPost(sort: { date: DESC }, limit: 1) {
      nodes {
        image {
          childImageSharp {
            ...PageBackdropImage
          }
        }
      }
    }
    allBlogPost(sort: { date: DESC }) {
      nodes {
        title
        path
        description
        author
        readingMinutes
        date(formatString: "MMMM D, YYYY")
        isoDate: date(formatString: "YYYY-MM-DD")
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
