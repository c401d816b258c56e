import type { HeadProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { useBusiness } from "../hooks/use-business"
import { BookNowButton } from "../components/booking/book-now-button"
import { ContactForm } from "../components/forms/contact-form"

const TITLE = "Contact Us"
const LEAD = "Dispatch answers around the clock. Call, email or send a message and a coordinator will reply."

export default function ContactPage() {
  const business = useBusiness()
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="Contact">
        <BookNowButton size="lg">Book a Ride</BookNowButton>
      </PageHeader>
      <Section aria-labelledby="reach">
        <Container>
          <h2 id="reach">Reach dispatch</h2>
          <ul>
            {business.phones.map((phone) => (
              <li key={phone.tel}>
                {phone.label}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
              </li>
            ))}
            <li>
              Email: <a href={`mailto:${business.email}`}>{business.email}</a>
            </li>
            <li>{business.hours.label}</li>
            <li>Serving {business.areaServed.join(" and ")}</li>
          </ul>
        </Container>
      </Section>
      <Section aria-labelledby="message">
        <Container css={{ maxWidth: "46rem", marginLeft: "max(0px, calc((100% - 1200px) / 2))" }}>
          <h2 id="message">Send us a message</h2>
          <ContactForm phone={business.phones[0]} />
        </Container>
      </Section>
    </>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title={TITLE} description={LEAD} path={location.pathname} />
}
