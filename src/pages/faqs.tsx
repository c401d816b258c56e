import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { slugify } from "../lib/slug"
import { faqPage } from "../lib/json-ld"

const TITLE = "Frequently Asked Questions"
const LEAD = "Booking, pricing, cancellations, airports, vehicles and safety: the answers clients ask us for most."

export default function FaqsPage({ data }: PageProps<Queries.FaqsPageQuery>) {
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="FAQ" />
      {data.allFaqCategory.nodes.map((category) => {
        const faqs = data.allFaq.nodes.filter((faq) => faq.category.name === category.name)
        if (faqs.length === 0) return null
        const id = `faq-${slugify(category.name)}`
        return (
          <Section key={category.name} aria-labelledby={id}>
            <Container>
              <h2 id={id}>{category.name}</h2>
              <dl>
                {faqs.map((faq) => (
                  <div key={faq.jsonId} id={faq.jsonId}>
                    <dt>
                      <strong>{faq.question}</strong>
                    </dt>
                    <dd>{faq.answer}</dd>
                  </div>
                ))}
              </dl>
            </Container>
          </Section>
        )
      })}
    </>
  )
}

export function Head({ location, data }: HeadProps<Queries.FaqsPageQuery>) {
  return <Seo title={TITLE} description={LEAD} path={location.pathname} jsonLd={[faqPage(data.allFaq.nodes)]} />
}

export const query = graphql`
  query FaqsPage {
    allFaqCategory {
      nodes {
        name
      }
    }
    allFaq {
      nodes {
        jsonId
        question
        answer
        category {
          name
        }
      }
    }
  }
`
