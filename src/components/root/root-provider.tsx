import type { ReactNode } from "react"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../theme/theme"

/** Wraps the whole app (pages and Head): the theme and app-wide state. */
export function RootProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}
