import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeProvider } from "@emotion/react"
import { ErrorBoundary } from "../error-boundary"
import { theme } from "../../../theme/theme"

function Broken(): JSX.Element {
  throw new Error("secret internal detail")
}

let consoleError: jest.SpyInstance
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => consoleError.mockRestore())

test("a rendering error shows the apology screen without the error's details, and logs the error", () => {
  render(
    <ThemeProvider theme={theme}>
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>
    </ThemeProvider>,
  )
  expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument()
  expect(
    screen.getByText("We apologize for the inconvenience. Our team has been notified and is working to fix this issue."),
  ).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Reload Page" })).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Go Home" })).toBeInTheDocument()
  expect(document.body.textContent).not.toContain("secret internal detail")
  expect(
    consoleError.mock.calls.some((args) => args.some((a: unknown) => a instanceof Error && a.message === "secret internal detail")),
  ).toBe(true)
})

test("a caller-supplied fallback replaces the screen", () => {
  render(
    <ErrorBoundary fallback={<p>Custom fallback</p>}>
      <Broken />
    </ErrorBoundary>,
  )
  expect(screen.getByText("Custom fallback")).toBeInTheDocument()
  expect(screen.queryByText("Something went wrong")).toBeNull()
})

test("Go Home goes to /, Reload Page reloads", async () => {
  const assign = jest.fn()
  const reload = jest.fn()
  const original = window.location
  Object.defineProperty(window, "location", { configurable: true, value: { ...original, assign, reload } })
  try {
    render(
      <ThemeProvider theme={theme}>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </ThemeProvider>,
    )
    await userEvent.click(screen.getByRole("button", { name: "Go Home" }))
    expect(assign).toHaveBeenCalledWith("/")
    await userEvent.click(screen.getByRole("button", { name: "Reload Page" }))
    expect(reload).toHaveBeenCalled()
  } finally {
    Object.defineProperty(window, "location", { configurable: true, value: original })
  }
})
