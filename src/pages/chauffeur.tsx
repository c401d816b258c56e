import styled from "@emotion/styled"
import { Global } from "@emotion/react"
import { PageHeader } from "../components/page/page-header"
import { Container } from "../components/ui/container"
import { unlistedHead } from "../components/seo/unlisted-head"
import { ChauffeurPanel, NotPrinted } from "../components/chauffeur/chauffeur-panel"
import { useBusiness } from "../hooks/use-business"

const TITLE = "Your rides"
const LEAD = "Your rides of the next two weeks in pickup order, one sheet to print, and your own calendar feed."

const Band = styled.section`
  padding: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[8]};
  @media print {
    padding: 0;
  }
`

/** On paper, the sheet alone: the site's frame stays off it. */
const PRINT = {
  "@media print": {
    "body > div header, a[href='#main']": { display: "none !important" },
    body: { background: "white" },
    "section, li": { boxShadow: "none !important" },
  },
}

/** /chauffeur: a chauffeur's day, opened from any of their ride links (the key rides after #); a working page, out of the sitemap and search. */
export default function ChauffeurPage() {
  const phone = useBusiness().phones[0]
  return (
    <>
      <Global styles={PRINT} />
      <NotPrinted>
        <PageHeader title={TITLE} lead={LEAD} eyebrow="For chauffeurs" />
      </NotPrinted>
      <Band aria-label="Your rides">
        <Container>
          <ChauffeurPanel
            failure={`Your rides cannot be shown just now. Please try again, or call dispatch at ${phone.display}.`}
            phone={{ display: phone.display, tel: phone.tel }}
          />
        </Container>
      </Band>
    </>
  )
}

export const Head = unlistedHead(TITLE, LEAD)
