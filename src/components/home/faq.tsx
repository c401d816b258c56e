import styled from "@emotion/styled"
import { Accordion } from "../ui/accordion"
import { useBusiness } from "../../hooks/use-business"
import { routes } from "../../lib/routes"
import { Eyebrow, Section, TextLink, type SectionText } from "./home-section"

export interface FaqData {
  id: string
  question: string
  answer: string
}

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1.8fr;
    gap: 5rem;
    align-items: start;
  }
`

const Aside = styled.div`
  ${({ theme }) => theme.mq.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 2rem);
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a[href^="tel:"] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`

/** The questions asked most before a first booking, and the way to the full FAQ page. */
export function Faq({ text, faqs }: { text: SectionText; faqs: readonly FaqData[] }) {
  const phone = useBusiness().phones[0]
  return (
    <Section id="home-faq" tone="plain">
      <Grid>
        <Aside>
          <Eyebrow>{text.eyebrow}</Eyebrow>
          <h2 id="home-faq">{text.title}</h2>
          <p>
            Something else on your mind? Call dispatch any hour at <a href={`tel:${phone.tel}`}>{phone.display}</a>.
          </p>
          {text.link && (
            <TextLink to={routes.faqs}>
              {text.link} <span aria-hidden="true">→</span>
            </TextLink>
          )}
        </Aside>
        <Accordion items={faqs} headingLevel={3} idPrefix="home-faq" />
      </Grid>
    </Section>
  )
}
