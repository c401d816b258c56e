import { Suspense, type ReactNode } from "react"
import styled from "@emotion/styled"
import { Header } from "./header"
import { island } from "../island/island"
import { ActionBar } from "./action-bar"
import { BookingHost } from "../booking/booking-host"
import { ToastViewport } from "../toast/toast-viewport"
import { isWorkingPage } from "../../lib/working-pages"

/**
 * The footer stays the server's HTML until a visitor reaches for it (a pointer, a touch, focus or a
 * click in it): most visitors read it, few use it, so its code (links, sign-up form) is neither in the
 * first load nor run as it scrolls into view. A link clicked before then is followed once the code is
 * in. Dispatch's /booking page hides it by its island's name, with the bottom band (working-frame.tsx).
 */
const Footer = island("footer", () => import("./footer").then((m) => m.Footer), "intent")

/** The floating badges are on screen from the start; their code loads when a visitor reaches for them. */
const TrustBadges = island("trust-badges", () => import("../badges/trust-badges").then((m) => m.TrustBadges), "intent")

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

/**
 * The fixed layer at the bottom of the window. Phones: one band across the width, --action-bar-height
 * tall, with the accreditation badges, Call and Book Now (the footer leaves that much room, so the
 * page ends above it). From md: the badges alone, a tab in the right margin (TrustBadges).
 */
const BottomDock = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.bottomDock};
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.5rem;
  height: ${({ theme }) => theme.layout.actionBarHeight};
  /* 44 px controls: 64 px less the gold rule on top and the padding. */
  padding: calc(0.625rem - 1px) ${({ theme }) => theme.layout.gutter} calc(0.625rem + env(safe-area-inset-bottom, 0px));
  background: ${({ theme }) => theme.colors.inverseBackground};
  border-top: 1px solid ${({ theme }) => theme.colors.accentHairline};
  box-shadow: 0 -8px 24px rgba(15, 17, 19, 0.18);
  /* The badges' island wrapper takes no part in the layout: the badges are the band's first cell. */
  & > [data-island] {
    display: contents;
  }
  ${({ theme }) => theme.mq.md} {
    left: auto;
    bottom: 1.5rem;
    display: block;
    height: auto;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
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

/**
 * The frame of every page: skip link, header, the page, footer, and the floating layers. A working page
 * (src/lib/working-pages.ts: dispatch's) has the header and the page alone; so has dispatch's /booking
 * page once its link has told it so (working-frame.tsx).
 *
 * The frame is itself a part, and so is each of the header, the page and the footer inside it: React's first pass over the page, the one pass it does not slice, then hydrates only
 * Gatsby's router and the providers above the layout (44 components), and each part follows in its own
 * slices (PERFORMANCE.md, "The root's hydration").
 */
export function Layout({ children, path }: { children: ReactNode; path: string }) {
  const working = isWorkingPage(path)
  return (
    <Part>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Part>
        <Header path={path} />
      </Part>
      <Main id="main" tabIndex={-1}>
        <Part>{children}</Part>
      </Main>
      {!working && (
        <>
          <Part>
            <Footer />
          </Part>
          <BottomDock data-visitor="">
            <TrustBadges />
            <ActionBar />
          </BottomDock>
        </>
      )}
      <BookingHost />
      <ToastViewport />
    </Part>
  )
}
