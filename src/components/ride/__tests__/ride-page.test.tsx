/**
 * The chauffeur's /ride page over a RideSheet: the sheet read from the link (#t=…), kept apart from a
 * booking's link, the answers (Accept ride in one tap; Can't take it with a required reason), the server's
 * words after each, a ride changed meanwhile, a link that opens no ride, cancelled and completed rides. The
 * server is stood in for by a fetch that answers as the endpoints do; the real page over the real server is
 * tested in tests/browser/ride.test.ts.
 */
import { fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { RIDE_MESSAGES, type RideSheet } from "../../../booking-loop/ride-sheet"
import { renderWithProviders } from "../../../test-utils/render"
import { RidePanel } from "../ride-panel"

const phone = { display: "(978) 555-0186", tel: "+19785550186" }
const TOKEN = "token-of-james"

const sheet = (overrides: Partial<RideSheet> = {}): RideSheet => ({
  reference: "MP-RIDE-0001",
  leg: "pickup",
  legLabel: "Ride there",
  state: "confirmed",
  answer: "waiting",
  service: "Airport Transfer",
  pickupAt: "Tuesday, December 1, 2026 at 6:30 AM",
  date: "2026-12-01",
  time: "6:30 AM",
  rows: [
    { label: "Pickup", value: "12 Elm Street, Andover, MA" },
    { label: "Stop", value: "4 Main Street, North Andover, MA" },
    { label: "Dropoff", value: "Logan Airport, Terminal B" },
    { label: "Flight", value: "AA 1234" },
    { label: "Passengers", value: "3" },
    { label: "Luggage", value: "2 large, 1 carry-on" },
    { label: "Special requests", value: "A child seat, please." },
  ],
  signName: "Maria Lopez",
  passengerPhone: { display: "(978) 555-0123", tel: "tel:+19785550123" },
  dispatchNote: "Wait at the side door.",
  chauffeur: "James Carter",
  vehicle: { makeModel: "Cadillac Escalade", colour: "Black", plate: "MPL 4821" },
  actions: ["accept-ride", "decline-ride"],
  day: null,
  revision: 4,
  ...overrides,
})

type Reply = { status: number; body: unknown }
let onStatus: () => Reply
let onAction: (body: Record<string, unknown>) => Reply
const sent: Record<string, unknown>[] = []

/** The two endpoints as the page calls them: GET booking-status with the Bearer token, POST booking-actions with it in the body. */
const server = jest.fn(async (url: string, init?: RequestInit) => {
  let reply: Reply
  if (url === "/api/booking-status") {
    const token = /^Bearer (.+)$/.exec(new Headers(init?.headers).get("Authorization") ?? "")?.[1]
    reply = token === TOKEN ? onStatus() : { status: 403, body: { error: "This link is not valid." } }
  } else {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>
    sent.push(body)
    reply = onAction(body)
  }
  return {
    ok: reply.status < 300,
    status: reply.status,
    statusText: "",
    text: async () => JSON.stringify(reply.body),
    json: async () => reply.body,
  } as Response
})

function openRide(url = `/ride#t=${TOKEN}`) {
  window.history.replaceState(null, "", url)
  return renderWithProviders(<RidePanel phone={phone} />)
}

beforeEach(() => {
  global.fetch = server as unknown as typeof fetch
  server.mockClear()
  sent.length = 0
  window.sessionStorage.clear()
  onStatus = () => ({ status: 200, body: { ride: sheet() } })
  onAction = () => ({ status: 500, body: {} })
})
afterEach(() => {
  delete (global as { fetch?: unknown }).fetch
})

test("the sheet: time and day first, the pickup, the sign's name, the passenger's phone to tap, the trip, dispatch's note and the vehicle; no fare", async () => {
  openRide()
  const when = await screen.findByRole("heading", { level: 2, name: /6:30 AM/ })
  expect(when).toHaveTextContent("6:30 AMTuesday, December 1, 2026")
  const card = when.closest("section") as HTMLElement
  expect(card).toHaveTextContent("Ride there · Airport Transfer · MP-RIDE-0001")
  expect(within(card).getByRole("heading", { name: "Pickup" }).nextSibling).toHaveTextContent("12 Elm Street, Andover, MA")
  expect(within(card).getByRole("heading", { name: "Name for the sign" }).nextSibling).toHaveTextContent("Maria Lopez")
  expect(within(card).getByRole("link", { name: "Call (978) 555-0123" })).toHaveAttribute("href", "tel:+19785550123")
  for (const text of ["Logan Airport, Terminal B", "AA 1234", "2 large, 1 carry-on", "A child seat, please.", "Wait at the side door."])
    expect(within(card).getByText(text)).toBeInTheDocument()
  expect(within(card).getByText("Black Cadillac Escalade")).toBeInTheDocument()
  expect(within(card).getByText("MPL 4821")).toBeInTheDocument()
  expect(card).toHaveTextContent("Status: Waiting for your answer")
  expect(document.body.textContent).not.toMatch(/\$|fare/i)
  // The key leaves the address bar once read.
  expect(window.location.hash).toBe("")
})

test("Accept ride is one tap: the answer names the revision shown, and the server's words and ride as returned replace the buttons", async () => {
  onAction = () => ({
    status: 200,
    body: { ride: sheet({ answer: "accepted", actions: [], revision: 5 }), message: "Accepted. Dispatch and the passenger are told." },
  })
  openRide()
  await userEvent.click(await screen.findByRole("button", { name: "Accept ride" }))
  const notice = await screen.findByText("Accepted. Dispatch and the passenger are told.")
  expect(sent).toEqual([{ token: TOKEN, action: "accept-ride", revision: 4 }])
  expect(screen.getByRole("heading", { level: 2, name: /6:30 AM/ }).closest("section")).toHaveTextContent("Status: Accepted by you")
  expect(screen.queryByRole("button", { name: "Accept ride" })).toBeNull()
  expect(screen.queryByRole("button", { name: "Can’t take it" })).toBeNull()
  expect(notice.closest('[role="status"]')).toHaveFocus()
})

test("Can't take it asks for the reason, refuses none with the ride's message, and gives the ride back with it", async () => {
  onAction = () => ({
    status: 200,
    body: { ride: sheet({ actions: [] }), message: "Given back. Dispatch is told and finds another chauffeur." },
  })
  openRide()
  await userEvent.click(await screen.findByRole("button", { name: "Can’t take it" }))
  const reason = await screen.findByLabelText("Why you can't take it")
  expect(reason).toHaveFocus()
  await userEvent.click(screen.getByRole("button", { name: "Give back to dispatch" }))
  expect(await screen.findByText(RIDE_MESSAGES.declineReason)).toBeInTheDocument()
  expect(reason).toHaveAttribute("aria-invalid", "true")
  expect(sent).toEqual([])
  await userEvent.type(reason, "  My car is in the shop.  ")
  await userEvent.click(screen.getByRole("button", { name: "Give back to dispatch" }))
  await screen.findByText("Given back. Dispatch is told and finds another chauffeur.")
  expect(sent).toEqual([{ token: TOKEN, action: "decline-ride", note: "My car is in the shop.", revision: 4 }])
})

test("a ride given back is no longer the chauffeur's: the server answers no ride, and the page says so with its words", async () => {
  onAction = () => ({
    status: 200,
    body: { ride: null, message: "Ride given back. Dispatch has been told your reason and will assign someone else." },
  })
  openRide()
  await userEvent.click(await screen.findByRole("button", { name: "Can’t take it" }))
  await userEvent.type(await screen.findByLabelText("Why you can't take it"), "My car is in the shop.")
  await userEvent.click(screen.getByRole("button", { name: "Give back to dispatch" }))
  const notice = await screen.findByText("Ride given back. Dispatch has been told your reason and will assign someone else.")
  expect(screen.getByRole("heading", { name: "No longer your ride" })).toBeInTheDocument()
  expect(notice.closest('[role="status"]')).toHaveFocus()
  expect(screen.queryByText("Maria Lopez")).toBeNull()
  expect(screen.queryAllByRole("button")).toEqual([])
  expect(screen.getByRole("link", { name: "Call dispatch (978) 555-0186" })).toBeInTheDocument()
})

test("Keep the ride closes the reason's form and focus goes back to Can't take it", async () => {
  openRide()
  await userEvent.click(await screen.findByRole("button", { name: "Can’t take it" }))
  await userEvent.click(await screen.findByRole("button", { name: "Keep the ride" }))
  expect(screen.getByRole("button", { name: "Can’t take it" })).toHaveFocus()
})

test("the server's own word on the reason (422) is shown at the field", async () => {
  onAction = () => ({ status: 422, body: { errors: { note: "Please keep the note under 1000 characters." } } })
  openRide()
  fireEvent.click(await screen.findByRole("button", { name: "Can’t take it" }))
  await userEvent.type(await screen.findByLabelText("Why you can't take it"), "Sick")
  await userEvent.click(screen.getByRole("button", { name: "Give back to dispatch" }))
  expect(await screen.findByText("Please keep the note under 1000 characters.")).toBeInTheDocument()
})

test("a ride changed since the page opened (409): the server's words and the ride as it is now", async () => {
  onAction = () => ({
    status: 409,
    body: { error: "Nothing was done: the ride changed since this page was opened.", ride: sheet({ time: "8:00 AM", revision: 6 }) },
  })
  openRide()
  await userEvent.click(await screen.findByRole("button", { name: "Accept ride" }))
  await screen.findByText("Nothing was done: the ride changed since this page was opened.")
  expect(screen.getByRole("heading", { level: 2, name: /8:00 AM/ })).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Accept ride" })).toBeInTheDocument()
})

test("a link that opens no ride (403) says why, with dispatch's number to call", async () => {
  onStatus = () => ({ status: 403, body: { error: RIDE_MESSAGES.ended } })
  openRide()
  expect(await screen.findByRole("heading", { name: "We could not open this ride" })).toBeInTheDocument()
  expect(screen.getByText(RIDE_MESSAGES.ended)).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Call dispatch (978) 555-0186" })).toHaveAttribute("href", "tel:+19785550186")
})

test("a 403 to an answer (taken off the ride meanwhile) shows the same problem", async () => {
  onAction = () => ({ status: 403, body: { error: RIDE_MESSAGES.ended } })
  openRide()
  await userEvent.click(await screen.findByRole("button", { name: "Accept ride" }))
  expect(await screen.findByText(RIDE_MESSAGES.ended)).toBeInTheDocument()
  expect(screen.queryByRole("button", { name: "Accept ride" })).toBeNull()
})

test.each([
  ["cancelled", "This ride is cancelled. You do not need to go.", "Status: Cancelled"],
  ["completed", "This ride is completed.", "Status: Completed"],
] as const)("a %s ride says so plainly, with no answer to give", async (state, line, status) => {
  onStatus = () => ({ status: 200, body: { ride: sheet({ state, actions: [] }) } })
  openRide()
  expect(await screen.findByText(line)).toBeInTheDocument()
  expect(screen.getByRole("heading", { level: 2, name: /6:30 AM/ }).closest("section")).toHaveTextContent(status)
  expect(screen.queryAllByRole("button")).toEqual([])
})

test("the tab keeps the chauffeur's link apart from a booking's: a reload opens the ride, and /booking's kept link is not taken for it", async () => {
  window.sessionStorage.setItem("booking-link", "#t=token-of-a-customer")
  const page = openRide()
  await screen.findByRole("button", { name: "Accept ride" })
  page.unmount()
  openRide("/ride")
  await screen.findByRole("button", { name: "Accept ride" })
  expect(window.sessionStorage.getItem("booking-link")).toBe("#t=token-of-a-customer")
  const asked = server.mock.calls.map(([, init]) => new Headers(init?.headers).get("Authorization"))
  expect(asked).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`])
})

test("no link and nothing kept: the page asks for the email's link and asks the server nothing", async () => {
  window.sessionStorage.setItem("booking-link", "#t=token-of-a-customer")
  openRide("/ride")
  expect(await screen.findByRole("heading", { name: "Open your ride's link" })).toBeInTheDocument()
  expect(server).not.toHaveBeenCalled()
})
