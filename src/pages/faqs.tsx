import styled from "@emotion/styled"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section, SectionHeading, ChipList } from "../components/page/section"
import { FaqList } from "../components/page/faq-list"
import { CtaBand } from "../components/page/cta-band"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { slugify } from "../lib/slug"
import { faqPage } from "../lib/json-ld"
import { routes } from "../lib/routes"
import { PageIcon } from "../components/ui/page-icon"

const TITLE = "Frequently Asked Questions"
const LEAD = "Booking, pricing, cancellations, airports, vehicles and safety: the answers clients ask us for most."

/** The two answers people need before they book, shown above the full list. */
const KEY_ANSWERS = [
  { id: "cancellation-policy", title: "Cancellation policy", icon: "rotate-ccw" },
  { id: "how-far-in-advance-to-book", title: "When to book", icon: "calendar-clock" },
] as const

const Narrow = styled(Container)`
  max-width: 60rem;
  margin-left: max(0px, calc((100% - ${({ theme }) => theme.layout.maxWidth}) / 2));
`

const KeyAnswers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    padding: ${({ theme }) => theme.space[6]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.inverseBackground};
    color: ${({ theme }) => theme.colors.inverseText};
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.inverseText};
  }
  svg,
  [data-icon] {
    color: ${({ theme }) => theme.colors.accentOnDark};
    flex: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inverseMuted};
  }
`

const Category = styled.section`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  margin-top: ${({ theme }) => theme.space[8]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: 0.75rem;
  }
`

export default function FaqsPage({ data }: PageProps<Queries.FaqsPageQuery>) {
  const byId = new Map(data.allFaq.nodes.map((faq) => [faq.jsonId, faq]))
  const categories = data.allFaqCategory.nodes
    .map((category) => ({
      ...category,
      id: `faq-${slugify(category.name)}`,
      faqs: data.allFaq.nodes.filter((faq) => faq.category.name === category.name),
    }))
    .filter((category) => category.faqs.length > 0)
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="FAQ" />
      <Section aria-label="Before you book">
        <Narrow>
          <KeyAnswers>
            {KEY_ANSWERS.map(({ id, title, icon }) => {
              const faq = byId.get(id)
              if (!faq) return null
              return (
                <li key={id}>
                  <h2>
                    <PageIcon name={icon} size={24} />
                    {title}
                  </h2>
                  <p>{faq.answer}</p>
                </li>
              )
            })}
          </KeyAnswers>
        </Narrow>
      </Section>
      <Section aria-labelledby="topics">
        <Narrow>
          <SectionHeading id="topics" eyebrow="Browse by topic" title="All questions" />
          <nav aria-labelledby="topics">
            <ChipList>
              {categories.map((category) => (
                <li key={category.id}>
                  <a href={`#${category.id}`}>{category.name}</a>
                </li>
              ))}
            </ChipList>
          </nav>
          {categories.map((category) => (
            <Category key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`}>
              <h2 id={`${category.id}-heading`}>{category.name}</h2>
              <FaqList faqs={category.faqs} idPrefix="q" />
            </Category>
          ))}
          <p css={{ marginTop: "2.5rem" }}>
            Still have a question? <Link to={routes.contact}>Contact dispatch</Link>, day or night.
          </p>
        </Narrow>
      </Section>
      <CtaBand title="Ready when you are" text="Book a ride in a minute; dispatch confirms your chauffeur, vehicle and price in writing." />
    </>
  )
}

export function Head({ location, data }: HeadProps<Queries.FaqsPageQuery>) {
  return (
    <Seo
      title={TITLE}
      description={LEAD}
      path={location.pathname}
      keywords={[
        "limo cancellation policy",
        "how far in advance to book a limo",
        "Logan airport meet and greet",
        "chauffeur service FAQ",
        "limo pricing Boston",
      ]}
      jsonLd={[faqPage(data.allFaq.nodes)]}
    />
  )
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
