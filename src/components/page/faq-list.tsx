import { Accordion } from "../ui/accordion"

export interface FaqItem {
  jsonId: string
  question: string
  answer: string
}

/** Questions and answers in the site's accordion (one open at a time; answers stay in the HTML). */
export function FaqList({ faqs, idPrefix, headingLevel = 3 }: { faqs: readonly FaqItem[]; idPrefix: string; headingLevel?: 2 | 3 }) {
  return (
    <Accordion
      idPrefix={idPrefix}
      headingLevel={headingLevel}
      items={faqs.map((faq) => ({ id: faq.jsonId, question: faq.question, answer: faq.answer }))}
    />
  )
}
