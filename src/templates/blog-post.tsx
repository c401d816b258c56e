import type { ReactNode } from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { ContentImage } from "../components/ui/content-image"
import { PageHeader } from "../components/page/page-header"
import { Section, Prose } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { useBusiness } from "../hooks/use-business"
import { crumbsFor } from "../lib/breadcrumbs"
import { imageUrl } from "../lib/images"
import { blogPosting, breadcrumbList } from "../lib/json-ld"

type Props = PageProps<Queries.BlogPostPageQuery> & { children: ReactNode }

export default function BlogPostTemplate({ data, location, children }: Props) {
  const post = data.blogPost!
  const image = post.image.childImageSharp?.gatsbyImageData
  return (
    <article>
      <PageHeader title={post.title} lead={post.description} crumbs={crumbsFor(location.pathname, post.title)}>
        <p>
          By {post.author} · <time dateTime={post.isoDate ?? undefined}>{post.date}</time> · {post.readingMinutes} min read
        </p>
      </PageHeader>
      <Section>
        <Prose>
          {image && <ContentImage image={image} alt={post.imageAlt} />}
          {children}
          <p>Tags: {post.tags.join(", ")}</p>
        </Prose>
      </Section>
      <Section aria-labelledby="related">
        <Container>
          <h2 id="related">More from the blog</h2>
          <ul>
            {data.related.nodes.map((other) => (
              <li key={other.path}>
                <Link to={other.path}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </Container>
      </Section>
    </article>
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
  query BlogPostPage($id: String!) {
    blogPost(id: { eq: $id }) {
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
          gatsbyImageData(width: 1200, layout: CONSTRAINED)
        }
      }
      imageAlt
    }
    related: allBlogPost(filter: { id: { ne: $id } }, sort: { date: DESC }, limit: 3) {
      nodes {
        title
        path
      }
    }
  }
`
