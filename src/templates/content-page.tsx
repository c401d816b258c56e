import type { ReactNode } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, Prose } from "../components/page/section"
import { Seo } from "../components/seo/seo"

type Props = PageProps<Queries.ContentPageQuery> & { children: ReactNode }

/** About, Privacy Policy and Terms: a heading and the MDX text. */
export default function ContentPageTemplate({ data, children }: Props) {
  const page = data.contentPage!
  return (
    <>
      <PageHeader title={page.title} lead={page.description}>
        <p>Last updated {page.updated}</p>
      </PageHeader>
      <Section>
        <Prose>{children}</Prose>
      </Section>
    </>
  )
}

export function Head({ data, location }: HeadProps<Queries.ContentPageQuery>) {
  const page = data.contentPage!
  return <Seo title={page.title} description={page.description} path={location.pathname} />
}

export const query = graphql`
  query ContentPage($id: String!) {
    contentPage(id: { eq: $id }) {
      title
      description
      updated(formatString: "MMMM D, YYYY")
    }
  }
`
