import styled from "@emotion/styled"
import { Global } from "@emotion/react"
import { type HeadProps } from "gatsby"
import { Container } from "../components/ui/container"
import { Seo } from "../components/seo/seo"
import { RidePanel } from "../components/ride/ride-panel"
import { useBusiness } from "../hooks/use-business"

const TITLE = "Your ride"
const LEAD = "The ride dispatch has given you: when, where, who to meet, and your answer."

// A short band: on a phone the ride's time is the first thing under the site's header.
const Band = styled.section`
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[8]};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`

/**
 * Printed, the ride's sheet alone: whatever neither holds the sheet nor is part of it (the site's header,
 * the answer and its buttons, the page's title) is left out, and the sheet prints in black on white.
 */
const PRINT = {
  "@media print": {
    "body *:not(:has([data-ride-sheet])):not([data-ride-sheet]):not([data-ride-sheet] *)": { display: "none !important" },
    "html body, html [data-ride-sheet]": { background: "#fff", border: "0", boxShadow: "none", padding: "0" },
    "html [data-ride-sheet] *": { color: "#000 !important", background: "none !important", boxShadow: "none !important" },
    "html [data-ride-sheet] a": { padding: "0", minHeight: "0", justifyContent: "flex-start" },
  },
} as const

/** /ride: a chauffeur's ride, opened from the link in dispatch's email (the key rides after #, so no server ever sees it). */
export default function RidePage() {
  const phone = useBusiness().phones[0]
  return (
    <Band aria-labelledby="ride-title">
      <Global styles={PRINT} />
      <Container>
        <h1 id="ride-title">{TITLE}</h1>
        <RidePanel phone={{ display: phone.display, tel: phone.tel }} />
      </Container>
    </Band>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title={TITLE} description={LEAD} path={location.pathname} robots="noindex, nofollow" />
}
