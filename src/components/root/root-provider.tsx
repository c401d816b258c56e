import type { ReactNode } from "react"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../theme/theme"
import { ErrorBoundary } from "../errors/error-boundary"
import { BookingProvider } from "../booking/booking-context"
import { ToastProvider } from "../toast/toast-context"

/** Wraps the whole app (pages and Head): the theme, the error boundary, the booking modal and toast state. */
export function RootProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ErrorBoundary>
        <ToastProvider>
          <BookingProvider>{children}</BookingProvider>
        </ToastProvider>
      </ErrorBoundary>
    </ThemeProvider>
  )
}
