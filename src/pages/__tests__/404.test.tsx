/**
 * The Page Not Found screen (docs/REQUIREMENTS.md §8) as a visitor gets it: first the server's
 * HTML, which must work before the page's script runs, then the page once the script has hydrated
 * it.
 */
import { TextEncoder } from "util"
import { hydrateRoot } from "react-dom/client"
import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeProvider } from "@emotion/react"
import NotFoundPage from "../404"
import { theme } from "../../theme/theme"

// React's server renderer needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the line above: an import would run before it
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

const page = (
  <ThemeProvider theme={theme}>
    <NotFoundPage />
  </ThemeProvider>
)

let container: HTMLDivElement
let consoleError: jest.SpyInstance

beforeEach(() => {
  consoleError = jest.spyOn(console, "error")
  container = document.createElement("div")
  container.innerHTML = renderToString(page)
  document.body.appendChild(container)
})

afterEach(() => {
  container.remove()
  jest.restoreAllMocks()
})

async function hydrate() {
  await act(async () => {
    hydrateRoot(container, page)
  })
  // The server HTML and the first render in the browser agree: React reports no mismatch.
  expect(consoleError).not.toHaveBeenCalled()
}

test("before the script runs: the words of docs/REQUIREMENTS.md §8, Go Home links to the home page, and no Go Back that would do nothing", () => {
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Page Not Found$/)
  expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/")
  expect(screen.queryByText("Go Back")).toBeNull()
})

test("with the script and a previous page in the tab, Go Back returns to it", async () => {
  window.history.pushState({}, "", "/no-such-page")
  const back = jest.spyOn(window.history, "back").mockImplementation(() => undefined)
  await hydrate()
  expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/")
  await userEvent.click(screen.getByRole("button", { name: "Go Back" }))
  expect(back).toHaveBeenCalledTimes(1)
})

test("opened in a new tab, with no previous page, there is still no Go Back", async () => {
  jest.spyOn(window.history, "length", "get").mockReturnValue(1)
  await hydrate()
  expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/")
  expect(screen.queryByRole("button", { name: "Go Back" })).toBeNull()
})
