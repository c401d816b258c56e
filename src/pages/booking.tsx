import styled from "@emotion/styled"
import { type HeadProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { BookingPanel } from "../components/booking-loop/booking-panel"
import { useBusiness } from "../hooks/use-business"

const TITLE = "Your booking"
const LEAD = "Where your ride stands, its history, and our cancellation policy as it applies right now."

// Its own band rather than page/section's Section: that module's shared chunk would cost this page 1.5 KB.
const Band = styled.section`
  padding: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.mq.md} {
    padding-top: ${({ theme }) => theme.space[8]};
  }
`

/** /booking: opened from the links in booking emails (the key rides after #, so no server ever sees it). */
export default function BookingPage() {
  const business = useBusiness()
  const phone = business.phones[0]
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="Manage your booking" />
      <Band aria-label="Booking">
        <Container>
          <BookingPanel phone={{ display: phone.display, tel: phone.tel }} />
        </Container>
      </Band>
    </>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title={TITLE} description={LEAD} path={location.pathname} robots="noindex, nofollow" />
}
