/**
 * The link a booking email opens (/booking#t=…) on the page: read once, then out of the address bar
 * and kept for the tab, so a reload still opens the booking. The server is stood in for by a fetch
 * that knows two tokens; the real page over the real server is tested in tests/browser/booking-loop.
 */
import { act, screen, waitFor } from "@testing-library/react"
import { BookingPanel } from "../booking-panel"
import { renderWithProviders } from "../../../test-utils/render"
import type { BookingView } from "../../../booking-loop/view"
import { bookingView } from "../../../test-utils/booking-view"

const phone = { display: "(978) 555-0186", tel: "+19785550186" }

const view = (reference: string): BookingView => bookingView({ reference, state: "completed", revision: 1, fare: null })

const BOOKINGS: Record<string, BookingView> = { "token-of-ana": view("MP-ANA1-0001"), "token-of-joe": view("MP-JOE2-0002") }

/** GET /api/booking-status as the server answers it: the booking of the Bearer token, or 403. */
const statusServer = jest.fn(async (_url: string, init?: RequestInit) => {
  const token = /^Bearer (.+)$/.exec(new Headers(init?.headers).get("Authorization") ?? "")?.[1] ?? ""
  const booking = BOOKINGS[token]
  const body = booking ? { booking } : { error: "This booking link is not valid." }
  return {
    ok: Boolean(booking),
    status: booking ? 200 : 403,
    statusText: "",
    text: async () => JSON.stringify(body),
    json: async () => body,
  } as Response
})

/** The page as a link (or a reload, with `url` the address it shows) opens it. */
function openPage(url: string) {
  window.history.replaceState(null, "", url)
  return renderWithProviders(<BookingPanel phone={phone} />)
}

const tokensAsked = () => statusServer.mock.calls.map(([, init]) => new Headers(init?.headers).get("Authorization"))

beforeEach(() => {
  global.fetch = statusServer as unknown as typeof fetch
  statusServer.mockClear()
  window.sessionStorage.clear()
})
afterEach(() => {
  jest.restoreAllMocks()
  delete (global as { fetch?: unknown }).fetch
})

test("once read, the link leaves the address bar without a new history entry, and a reload opens the booking again", async () => {
  const entries = window.history.length
  const page = openPage("/booking#t=token-of-ana&do=confirm")
  await screen.findByRole("heading", { name: "MP-ANA1-0001" })
  expect(window.location.href).toBe("http://localhost/booking")
  expect(window.location.hash).toBe("")
  expect(window.history.length).toBe(entries)
  page.unmount()

  openPage(window.location.href)
  await screen.findByRole("heading", { name: "MP-ANA1-0001" })
  expect(tokensAsked()).toEqual(["Bearer token-of-ana", "Bearer token-of-ana"])
})

test("a second link opened in the same tab replaces the first, for a reload too", async () => {
  const page = openPage("/booking#t=token-of-ana")
  await screen.findByRole("heading", { name: "MP-ANA1-0001" })
  act(() => {
    window.location.hash = "#t=token-of-joe"
  })
  await screen.findByRole("heading", { name: "MP-JOE2-0002" })
  await waitFor(() => expect(window.location.hash).toBe(""))
  page.unmount()

  openPage("/booking")
  await screen.findByRole("heading", { name: "MP-JOE2-0002" })
})

test("a fragment that is not a link (the skip link's #main) leaves the booking shown and asks nothing again", async () => {
  openPage("/booking#t=token-of-ana")
  await screen.findByRole("heading", { name: "MP-ANA1-0001" })
  act(() => {
    window.location.hash = "#main"
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(screen.getByRole("heading", { name: "MP-ANA1-0001" })).toBeInTheDocument()
  expect(statusServer).toHaveBeenCalledTimes(1)
})

test("a tab that refuses to keep the link leaves it in the address, so a reload still works", async () => {
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
  })
  openPage("/booking#t=token-of-ana")
  await screen.findByRole("heading", { name: "MP-ANA1-0001" })
  expect(window.location.hash).toBe("#t=token-of-ana")
})

test("a tab with no link and nothing kept asks for it", async () => {
  openPage("/booking")
  await screen.findByRole("heading", { name: "Find your booking" })
  expect(statusServer).not.toHaveBeenCalled()
})
