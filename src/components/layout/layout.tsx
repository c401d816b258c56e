import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { GlobalStyles } from "../../theme/global-styles"
import { Header } from "./header"
import { Footer } from "./footer"
import { BookingHost } from "../booking/booking-host"
import { ToastViewport } from "../toast/toast-viewport"

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus {
    top: 1rem;
  }
`

const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${({ theme }) => theme.layout.headerHeight};
`

/** The frame of every page: skip link, header, the page, footer. */
export function Layout({ children, path }: { children: ReactNode; path: string }) {
  return (
    <>
      <GlobalStyles />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header path={path} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <BookingHost />
      <ToastViewport />
    </>
  )
}
