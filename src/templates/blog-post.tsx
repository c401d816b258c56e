import styled from "@emotion/styled"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { ContentImage } from "../components/ui/content-image"
import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading, ChipList, Split, Panel } from "../components/page/section"
import { RelatedCards } from "../components/page/card-islands"
import { CtaBand } from "../components/page/cta-band"
import { MdxBody } from "../components/page/mdx"
import { serviceTypeForTags } from "../components/page/related"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { BookNowButton } from "../components/booking/book-now-button"
import { useBusiness } from "../hooks/use-business"
import { crumbsFor } from "../lib/breadcrumbs"
import { imageUrl } from "../lib/images"
import { blogPosting, breadcrumbList } from "../lib/json-ld"
import { routes } from "../lib/routes"

type Props = PageProps<Queries.BlogPostPageQuery, { relatedIds: readonly string[] }>

const Byline = styled.p`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 1rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inverseMuted};
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.inverseText};
    font-weight: 600;
  }
`

const Hero = styled.figure`
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.lifted};
`

const Aside = styled(Panel)`
  ${({ theme }) => theme.mq.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1.5rem);
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .label {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accentStrong};
    margin-bottom: 0.25rem;
  }
  .author {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    margin-bottom: 0.25rem;
  }
  && h2 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 1.5rem 0 0.75rem;
  }
  .book {
    margin-top: 1.5rem;
    padding-top: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`

export default function BlogPostTemplate({ data, location, pageContext }: Props) {
  const post = data.blogPost!
  const image = post.image.childImageSharp?.gatsbyImageData
  // Chosen at build time (gatsby-node: shared tags, then newest); shown in that order.
  const related = [...data.related.nodes].sort((a, b) => pageContext.relatedIds.indexOf(a.id) - pageContext.relatedIds.indexOf(b.id))
  const serviceType = serviceTypeForTags(post.tags)
  return (
    <>
      <article>
        <PageHeader title={post.title} lead={post.description} eyebrow="Blog" crumbs={crumbsFor(location.pathname, post.title)}>
          <Byline>
            <span>
              By <strong>{post.author}</strong>
            </span>
            <time dateTime={post.isoDate ?? undefined}>{post.date}</time>
            <span>{post.readingMinutes} min read</span>
          </Byline>
        </PageHeader>
        {image && (
          <Container css={{ marginTop: "2.5rem" }}>
            <Hero>
              <ContentImage image={image} alt={post.imageAlt} priority />
            </Hero>
          </Container>
        )}
        <Section css={{ paddingTop: "2.5rem !important" }} aria-label="Article">
          <Container>
            <Split>
              <MdxBody bare html={post.bodyHtml} />
              <Aside as="aside" aria-label="About this post">
                <p className="label">Written by</p>
                <p className="author">{post.author}</p>
                <p>
                  <time dateTime={post.isoDate ?? undefined}>{post.date}</time> · {post.readingMinutes} min read
                </p>
                <h2 id="tags">Topics</h2>
                <ChipList aria-labelledby="tags">
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <span>#{tag}</span>
                    </li>
                  ))}
                </ChipList>
                <div className="book">
                  <p>Put this advice to work: a chauffeur handles the road, the timing and the bags.</p>
                  <BookNowButton preset={serviceType ? { serviceType } : undefined} css={{ width: "100%" }}>
                    Book a Ride
                  </BookNowButton>
                </div>
              </Aside>
            </Split>
          </Container>
        </Section>
      </article>
      {related.length > 0 && (
        <Section aria-labelledby="related">
          <Container>
            <SectionHeading
              id="related"
              eyebrow="Keep reading"
              title="More from the blog"
              lead={
                <>
                  Every post is on the <Link to={routes.blogs}>blog</Link>.
                </>
              }
            />
            <RelatedCards
              cards={related.map((other) => ({
                to: other.path,
                title: other.title,
                image: other.image.childImageSharp?.gatsbyImageData,
                imageAlt: other.imageAlt,
                meta: `${other.date} · ${other.readingMinutes} min read`,
                description: other.description,
                more: "Read",
              }))}
            />
          </Container>
        </Section>
      )}
      <CtaBand
        title="Let a chauffeur take it from here"
        text="Book your ride in a minute; dispatch confirms your chauffeur, vehicle and price in writing, around the clock."
        preset={serviceType ? { serviceType } : undefined}
      />
    </>
  )
}

export function Head({ data, location }: HeadProps<Queries.BlogPostPageQuery>) {
  const business = useBusiness()
  const post = data.blogPost!
  const image = imageUrl(post.image)
  return (
    <Seo
      title={post.title}
      description={post.description}
      path={location.pathname}
      image={image}
      imageAlt={post.imageAlt}
      publishedTime={post.isoDate ?? undefined}
      type="article"
      keywords={post.tags}
      jsonLd={[
        breadcrumbList(business.url, crumbsFor(location.pathname, post.title)),
        blogPosting(business, { ...post, date: post.isoDate ?? "", path: post.path, image }),
      ]}
    />
  )
}

export const query = graphql`
  query BlogPostPage($id: String!, $relatedIds: [String!]!) {
    blogPost(id: { eq: $id }) {
      bodyHtml
      title
      description
      path
      author
      tags
      readingMinutes
      date(formatString: "MMMM D, YYYY")
      isoDate: date(formatString: "YYYY-MM-DD")
      image {
        childImageSharp {
          gatsbyImageData(width: 1200, aspectRatio: 2.2, layout: CONSTRAINED, breakpoints: [390, 600, 780, 1200, 1600])
          ...SocialImage
        }
      }
      imageAlt
    }
    related: allBlogPost(filter: { id: { in: $relatedIds } }) {
      nodes {
        id
        title
        path
        tags
        description
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
