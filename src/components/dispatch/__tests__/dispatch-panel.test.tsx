/**
 * /dispatch's panel: the sign-in link's one-time token leaves the address and opens the session, then the
 * day's rides show with "Needs an answer" first, a return on its own day; any first day can be picked and
 * today come back; without a session, the sign-in form. The server is stood in for by a fetch; the endpoints
 * themselves are tested over real HTTP in src/server/dispatch/__tests__.
 */
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { DispatchPanel } from "../dispatch-panel"
import { renderWithProviders } from "../../../test-utils/render"
import type { DayRide, DayViewAnswer } from "../../../booking-loop/day-view"
import { dayRide, legDay } from "../../../test-utils/day-ride"

const ride = (reference: string, date: string, time: string, waiting?: DayRide["waiting"]): DayRide =>
  dayRide({
    reference,
    link: `https://preview.merrimack.test/booking#t=dispatch-${reference}`,
    date,
    time,
    pickupAt: `${date}T${time === "7:30 AM" ? "12:30" : "14:00"}:00.000Z`,
    ...(waiting ? { waiting, state: "requested", stateLabel: "Requested", needsChauffeur: false } : {}),
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

const DRIVER = { text: "Dana Rivera, Black Lincoln Navigator, NH 4410", chauffeurId: "c1", vehicleId: "v1", accepted: true }
/** The days from December 10th: a return, on its own day, of a ride there on the 8th. */
const LATER: DayViewAnswer = {
  from: "2026-12-10",
  today: "2026-11-27",
  days: 8,
  rides: [
    {
      ...ride("MP-AAAA-0003", "2026-12-10", "5:00 PM"),
      leg: "return",
      route: ["Logan Airport", "12 Elm Street, Andover, MA"],
      outbound: "Tuesday, December 8, 2026 at 7:30 AM, 12 Elm Street, Andover, MA → Logan Airport",
    },
    // On the day: one chauffeur set out at 4:40 PM, another not yet with the pickup near.
    {
      ...ride("MP-AAAA-0004", "2026-12-10", "5:00 PM"),
      chauffeur: DRIVER,
      needsChauffeur: false,
      day: legDay({ status: "on-the-way", statusLabel: "On the way", at: { "on-the-way": "2026-12-10T21:40:00.000Z" } }),
    },
    { ...ride("MP-AAAA-0005", "2026-12-10", "5:00 PM"), chauffeur: DRIVER, needsChauffeur: false, day: legDay({ late: true }) },
    // Assigned at the moment a roster save removed the chauffeur.
    {
      ...ride("MP-AAAA-0006", "2026-12-10", "5:00 PM"),
      chauffeur: { ...DRIVER, offRoster: "Dana Rivera is no longer on the roster: assign this ride again." },
      needsChauffeur: false,
      day: legDay({}),
    },
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
    if (url.startsWith("/api/dispatch/day")) {
      if (!signedIn) return reply(401, { error: "Sign in." })
      return reply(200, new URL(url, "https://site.test").searchParams.get("from") === LATER.from ? LATER : DAY)
    }
    return reply(404, {})
  })
}

const open = (url: string, signedIn = false) => {
  const fetch = server(signedIn)
  global.fetch = fetch as unknown as typeof global.fetch
  window.history.replaceState(null, "", url)
  renderWithProviders(<DispatchPanel failure="Cannot show dispatch's day." phone={{ display: "(978) 555-0186", tel: "+19785550186" }} />)
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
    expect(within(tomorrow).getAllByRole("link", { name: "(978) 555-0101" })[0]).toHaveAttribute("href", "tel:+19785550101")
    expect(screen.getByRole("heading", { name: /^Today, Friday, November 27, 2026$/ })).toBeInTheDocument()
  })

  it("shows the days from any day picked, a return as a ride of its own on its day, and comes back to today", async () => {
    const user = userEvent.setup()
    const fetch = open("/dispatch", true)
    await screen.findByRole("heading", { name: /^Today, / })
    expect(screen.getByRole("button", { name: "Today" })).toBeDisabled()
    const day = screen.getByLabelText("Show from")
    expect(day).toHaveValue("2026-11-27")
    await user.clear(day)
    await user.type(day, "2026-12-10")
    await user.keyboard("{Enter}")

    const heading = await screen.findByRole("heading", { name: "Thursday, December 10, 2026" })
    expect(fetch.mock.calls.at(-1)?.[0]).toBe("/api/dispatch/day?days=8&from=2026-12-10")
    const card = heading.closest("section") as HTMLElement
    expect(within(card).getByRole("link", { name: "Return of MP-AAAA-0003" })).toHaveAttribute("href", LATER.rides[0].link)
    expect(within(card).getByText("Route back").nextSibling).toHaveTextContent("Logan Airport → 12 Elm Street, Andover, MA")
    expect(within(card).getByText("Ride there").nextSibling).toHaveTextContent(/^Tuesday, December 8, 2026 at 7:30 AM/)
    expect(screen.queryByRole("heading", { name: /^Today, / })).not.toBeInTheDocument()
    // Each leg's day: the status and its time, and the flag of a chauffeur not on the way as the pickup nears.
    const rowOf = (reference: string) => within(card).getByRole("link", { name: reference }).closest("li, article, tr") as HTMLElement
    expect(rowOf("MP-AAAA-0004")).toHaveTextContent("· On the way at 4:40 PM")
    expect(rowOf("MP-AAAA-0005")).toHaveTextContent("Not on the way yet")
    expect(within(rowOf("MP-AAAA-0006")).getByText("Dana Rivera is no longer on the roster: assign this ride again.").tagName).toBe(
      "STRONG",
    )
    expect(within(rowOf("MP-AAAA-0006")).getByRole("button", { name: "Change the chauffeur of MP-AAAA-0006" })).toBeInTheDocument()

    await user.click(screen.getByRole("button", { name: "Today" }))
    await screen.findByRole("heading", { name: /^Today, Friday, November 27, 2026$/ })
    expect(fetch.mock.calls.at(-1)?.[0]).toBe("/api/dispatch/day?days=8")
    expect(screen.getByLabelText("Show from")).toHaveValue("2026-11-27")
  })

  it("shows the sign-in form without a session, and says so when a link is not valid", async () => {
    open("/dispatch")
    expect(await screen.findByRole("heading", { name: "Sign in to dispatch" })).toBeInTheDocument()
    open("/dispatch#s=used-token")
    await waitFor(() => expect(screen.getByText("This sign-in link is not valid.")).toBeInTheDocument())
  })
})
