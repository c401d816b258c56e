/**
 * /dispatch's panel: the sign-in link's one-time token leaves the address and opens the session, then the
 * day's rides show with "Needs an answer" first; without a session, the sign-in form. The server is stood in
 * for by a fetch; the endpoints themselves are tested over real HTTP in src/server/dispatch/__tests__.
 */
import { screen, waitFor, within } from "@testing-library/react"
import { DispatchPanel } from "../dispatch-panel"
import { renderWithProviders } from "../../../test-utils/render"
import type { DayRide, DayViewAnswer } from "../../../booking-loop/day-view"

const ride = (reference: string, date: string, time: string, waiting?: DayRide["waiting"]): DayRide => ({
  reference,
  link: `https://preview.merrimack.test/booking#t=dispatch-${reference}`,
  date,
  time,
  pickupAt: `${date}T${time === "7:30 AM" ? "12:30" : "14:00"}:00.000Z`,
  name: "Ana Lopez",
  phone: "(978) 555-0101",
  service: "Airport Transfer",
  vehicle: "Luxury SUV",
  passengers: "2",
  route: ["12 Elm Street, Andover, MA", "Logan Airport"],
  fare: { kind: "estimated", label: "Estimated fare", text: "$240" },
  state: waiting ? "requested" : "confirmed",
  stateLabel: waiting ? "Requested" : "Confirmed",
  ...(waiting ? { waiting } : {}),
})

const DAY: DayViewAnswer = {
  from: "2026-11-27",
  today: "2026-11-27",
  days: 8,
  rides: [
    ride("MP-AAAA-0001", "2026-11-28", "7:30 AM"),
    ride("MP-AAAA-0002", "2026-11-28", "9:00 AM", {
      for: "request",
      label: "Request waiting",
      since: new Date(Date.now() - 95 * 60_000).toISOString(),
    }),
  ],
}

const reply = (status: number, body: unknown) =>
  ({ ok: status < 300, status, statusText: "", text: async () => JSON.stringify(body), json: async () => body }) as Response

function server(signedIn: boolean) {
  return jest.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith("/api/dispatch/session")) {
      const { token } = JSON.parse(String(init?.body)) as { token: string }
      signedIn = token === "good-token"
      return signedIn
        ? reply(200, { email: "dispatch@merrimack.test", message: "Signed in" })
        : reply(403, { error: "This sign-in link is not valid." })
    }
    if (url.startsWith("/api/dispatch/day")) return signedIn ? reply(200, DAY) : reply(401, { error: "Sign in." })
    return reply(404, {})
  })
}

const open = (url: string, signedIn = false) => {
  const fetch = server(signedIn)
  global.fetch = fetch as unknown as typeof global.fetch
  window.history.replaceState(null, "", url)
  renderWithProviders(<DispatchPanel failure="Cannot show dispatch's day." />)
  return fetch
}

describe("dispatch's page", () => {
  it("opens the session from the link's fragment, wipes it from the address, and lists the rides, needs-an-answer first", async () => {
    const fetch = open("/dispatch#s=good-token")
    const waiting = await screen.findByRole("heading", { name: /Needs an answer \(1\)/ })
    expect(window.location.hash).toBe("")
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ token: "good-token" })
    const waitingCard = waiting.closest("section") as HTMLElement
    expect(within(waitingCard).getByRole("link", { name: "MP-AAAA-0002" })).toHaveAttribute("href", DAY.rides[1].link)
    expect(within(waitingCard).getByText(/Request waiting, for 1 h 35 min/)).toBeInTheDocument()
    const tomorrow = screen.getByRole("heading", { name: /^Tomorrow, Saturday, November 28, 2026$/ }).closest("section") as HTMLElement
    expect(
      within(tomorrow)
        .getAllByRole("link", { name: /MP-AAAA/ })
        .map((link) => link.textContent),
    ).toEqual(["MP-AAAA-0001", "MP-AAAA-0002"])
    expect(within(tomorrow).getAllByRole("link", { name: "(978) 555-0101" })[0]).toHaveAttribute("href", "tel:9785550101")
    expect(screen.getByRole("heading", { name: /^Today, Friday, November 27, 2026$/ })).toBeInTheDocument()
  })

  it("shows the sign-in form without a session, and says so when a link is not valid", async () => {
    open("/dispatch")
    expect(await screen.findByRole("heading", { name: "Sign in to dispatch" })).toBeInTheDocument()
    open("/dispatch#s=used-token")
    await waitFor(() => expect(screen.getByText("This sign-in link is not valid.")).toBeInTheDocument())
  })
})
