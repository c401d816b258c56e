import { type HeadProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Section } from "../components/page/section"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { BookingPanel } from "../components/booking-loop/booking-panel"
import { useBusiness } from "../hooks/use-business"

const TITLE = "Your booking"
const LEAD = "Where your ride stands, its history, and our cancellation policy as it applies right now."

/** /booking: opened from the links in booking emails (the key rides after #, so no server ever sees it). */
export default function BookingPage() {
  const business = useBusiness()
  const phone = business.phones[0]
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="Manage your booking" />
      <Section aria-label="Booking" css={{ paddingBottom: "4rem" }}>
        <Container>
          <BookingPanel phone={{ display: phone.display, tel: phone.tel }} />
        </Container>
      </Section>
    </>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title={TITLE} description={LEAD} path={location.pathname} robots="noindex, nofollow" />
}
