import styled from "@emotion/styled"
import { type HeadProps } from "gatsby"
import { PageHeader } from "../components/page/page-header"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { DispatchPanel } from "../components/dispatch/dispatch-panel"
import { useBusiness } from "../hooks/use-business"

const TITLE = "Dispatch"
const LEAD = "Every ride of today and the next seven days, or of any days you pick, and what still waits for an answer."

const Band = styled.section`
  padding: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[8]};
`

/** /dispatch: dispatch's day view, signed in by an emailed link (docs/DISPATCH.md); a working page, out of the sitemap and search. */
export default function DispatchPage() {
  const phone = useBusiness().phones[0]
  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} eyebrow="For dispatch" />
      <Band aria-label="Dispatch">
        <Container>
          <DispatchPanel
            failure={`Dispatch's day cannot be shown just now. Please try again, or call ${phone.display}.`}
            phone={{ display: phone.display, tel: phone.tel }}
          />
        </Container>
      </Band>
    </>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title={TITLE} description={LEAD} path={location.pathname} robots="noindex, nofollow" />
}
