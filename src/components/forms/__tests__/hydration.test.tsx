/**
 * Before the page's JavaScript has run, a form that posts with JavaScript must not be sendable:
 * the browser would send it itself as a GET, with what was typed in the address bar.
 */
import { TextEncoder } from "util"
import type { ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"
import { act, screen } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../../theme/theme"
import { ToastProvider } from "../../toast/toast-context"
import { SubscribeForm } from "../subscribe-form"
import { ContactForm } from "../contact-form"

// React's server renderer needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the line above: an import would run before it
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

/**
 * The HTML the server sends. react-hook-form picks useLayoutEffect whenever a window exists, as
 * jsdom's does, and React's development build (these tests) then warns that the server runs no
 * layout effects. On the real server there is no window and production React prints nothing, so
 * that one warning is expected here; anything else logged fails the test.
 */
function serverHtml(tree: ReactElement): string {
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
  try {
    return renderToString(tree)
  } finally {
    const unexpected = logged.mock.calls.filter(([message]) => !String(message).includes("useLayoutEffect does nothing on the server"))
    logged.mockRestore()
    expect(unexpected).toEqual([])
  }
}

const phone = { display: "(978) 555-0186", tel: "+19785550186" }
const forms = [
  ["the footer sign-up", () => <SubscribeForm />, "Subscribe"],
  ["the contact form", () => <ContactForm phone={phone} />, "Send Message"],
] as const

test.each(forms)("%s is rendered with its submit button disabled, and enabled once hydrated", async (_name, Form, label) => {
  const tree = (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <Form />
      </ToastProvider>
    </ThemeProvider>
  )
  const container = document.createElement("div")
  container.innerHTML = serverHtml(tree)
  document.body.appendChild(container)
  expect(screen.getByRole("button", { name: label })).toBeDisabled()
  await act(async () => {
    hydrateRoot(container, tree)
  })
  expect(screen.getByRole("button", { name: label })).toBeEnabled()
  container.remove()
})
