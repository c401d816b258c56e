/**
 * Before the page's JavaScript has run, a form that posts with JavaScript must not be sendable:
 * the browser would send it itself as a GET, with what was typed in the address bar.
 */
import { TextEncoder } from "util"
import { hydrateRoot } from "react-dom/client"
import { act, screen } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../../theme/theme"
import { ToastProvider } from "../../toast/toast-context"
import { SubscribeForm } from "../subscribe-form"
import { ContactForm } from "../contact-form"

// React's server renderer needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

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
  container.innerHTML = renderToString(tree)
  document.body.appendChild(container)
  expect(screen.getByRole("button", { name: label })).toBeDisabled()
  await act(async () => {
    hydrateRoot(container, tree)
  })
  expect(screen.getByRole("button", { name: label })).toBeEnabled()
  container.remove()
})
