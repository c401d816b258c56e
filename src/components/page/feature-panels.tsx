// The pieces a service's page, a business solution's and a town's share below their headers.
import styled from "@emotion/styled"
import { Checklist, Panel } from "./section"

/** A panel beside a page's prose that stays in view while the prose scrolls, from the lg breakpoint. */
export const StickyPanel = styled(Panel)`
  ${({ theme }) => theme.mq.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1.5rem);
  }
`

/** A content icon in a round badge, above a section's heading or in a side panel. */
export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.accentStrong};
  margin-bottom: 1rem;
`

/** A checklist of features in one, two or three columns as the width allows. */
export const FeatureList = styled(Checklist)`
  display: grid;
  gap: 0.75rem 2rem;
  max-width: 60rem;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr 1fr;
  }
  && li + li {
    margin-top: 0;
  }
`
