import { Suspense, type ReactNode } from "react"
import styled from "@emotion/styled"
import { GlobalStyles } from "../../theme/global-styles"
import { Header } from "./header"
import { island } from "../island/island"
import { ActionBar } from "./action-bar"
import { TrustBadges } from "../badges/trust-badges"
import { BookingHost } from "../booking/booking-host"
import { ToastViewport } from "../toast/toast-viewport"

/** The footer hydrates as it nears the window; its code (links, sign-up form) is not in the first load. */
const Footer = island("footer", () => import("./footer").then((m) => m.Footer))

const SkipLink = styled.a`
  position: fixed;
  left: 1rem;
  top: 0.75rem;
  z-index: ${({ theme }) => theme.zIndices.skipLink};
  padding: 0.75rem 1.25rem;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.lifted};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`

const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  &:focus {
    outline: none;
  }
`

/**
 * A part of the page that React hydrates in its own, interruptible pass. The server HTML is already
 * on screen, so React 18 hydrates a Suspense boundary's contents at low priority in short slices,
 * yielding to the browser between them, instead of one long task for the whole page; a click
 * inside a part not yet hydrated hydrates that part at once and is replayed. Nothing suspends:
 * the fallback is never shown.
 */
const Part = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>

/** The frame of every page: skip link, header, the page, footer, and the floating layers. */
export function Layout({ children, path }: { children: ReactNode; path: string }) {
  return (
    <>
      <GlobalStyles />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Part>
        <Header path={path} />
      </Part>
      <Main id="main" tabIndex={-1}>
        <Part>{children}</Part>
      </Main>
      <Part>
        <Footer />
      </Part>
      <ActionBar />
      <TrustBadges />
      <BookingHost />
      <ToastViewport />
    </>
  )
}
