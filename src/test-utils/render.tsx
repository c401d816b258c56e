import type { ReactElement, ReactNode } from "react"
import { render } from "@testing-library/react"
import { RootProvider } from "../components/root/root-provider"

/** Renders with the same providers as the site (theme, error boundary, toasts, booking state). */
export function renderWithProviders(ui: ReactElement) {
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <RootProvider>{children}</RootProvider> })
}

/** A fetch stand-in answering with `status` and `body`; the real endpoint is tested over HTTP elsewhere. */
export function answerWith(status: number, body: unknown, delayMs = 0) {
  return jest.fn(
    () =>
      new Promise<Response>((resolve) =>
        setTimeout(
          () =>
            resolve({
              ok: status >= 200 && status < 300,
              status,
              statusText: status === 500 ? "Internal Server Error" : "",
              text: async () => (typeof body === "string" ? body : JSON.stringify(body)),
              json: async () => body,
            } as Response),
          delayMs,
        ),
      ),
  )
}
