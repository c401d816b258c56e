/**
 * The ride's day on /booking (ride-today.tsx, loaded only for a booking that has one): each leg's status and times,
 * the free waiting and a no-show in the customer's and dispatch's words, dispatch's late flag, its answers to a
 * no-show and its record of a landing, the customer's gratuity in the rule's words, the statement line by line, and
 * dispatch's Send. The endpoints are stood in for by a fetch; the real page over the real server is tested in
 * tests/browser/ride-day.
 */
import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { GRATUITY_RULE } from "../../../booking-loop/gratuity"
import type { RideLegView } from "../../../booking-loop/ride-progress"
import { statementOf } from "../../../booking-loop/statement"
import type { BookingView } from "../../../booking-loop/view"
import { bookingView } from "../../../test-utils/booking-view"
import { loopServer } from "../../../test-utils/loop-server"
import { renderWithProviders } from "../../../test-utils/render"
import { BookingPanel } from "../booking-panel"

const phone = { display: "(978) 555-0186", tel: "+19785550186" }
const TOKEN = "token-of-maria"
const server = loopServer(TOKEN)

/** 6:02 PM, 6:40 PM and 8:45 PM in Boston on December 1, 2026. */
const SIX_OH_TWO = "2026-12-01T23:02:00.000Z"
const SIX_FORTY = "2026-12-01T23:40:00.000Z"
const EIGHT_FORTY_FIVE = "2026-12-02T01:45:00.000Z"

const leg = (overrides: Partial<RideLegView> = {}): RideLegView => ({
  leg: "pickup",
  label: "Ride there",
  status: "on-location",
  statusLabel: "On location",
  at: { "on-the-way": SIX_OH_TWO, "on-location": SIX_FORTY },
  freeUntil: EIGHT_FORTY_FIVE,
  noShow: null,
  late: false,
  landing: null,
  landingOpen: false,
  ...overrides,
})

const STATEMENT = statementOf({
  reference: "MP-RIDE-0001",
  customerName: "Maria Lopez",
  issuedAt: "2026-12-02T02:30:00.000Z",
  number: 1,
  fare: 240,
  waiting: [],
  extras: [{ kind: "toll", note: "Tobin Bridge, inbound", dollars: 2.05, leg: "pickup" }],
  gratuity: { percent: 20 },
  legs: [{ leg: "pickup", label: "Ride there", when: "Tuesday, December 1, 2026 at 6:30 PM" }],
})

function open(booking: BookingView) {
  server.onStatus = () => ({ status: 200, body: { booking } })
  window.history.replaceState(null, "", `/booking#t=${TOKEN}`)
  return renderWithProviders(<BookingPanel phone={phone} />)
}

const card = async (name: string) => (await screen.findByRole("heading", { level: 2, name })).closest("section") as HTMLElement

beforeEach(() => {
  global.fetch = server.fetch as unknown as typeof fetch
  server.fetch.mockClear()
  server.sent.length = 0
  window.sessionStorage.clear()
})
afterEach(() => {
  delete (global as { fetch?: unknown }).fetch
})

test("the customer's ride today: the status and since when, each status's time, and until when waiting is free; no late flag", async () => {
  open(bookingView({ ride: [leg({ late: true, landingOpen: true })] }))
  const today = await card("Your ride today")
  expect(today).toHaveTextContent("Status: On locationsince 6:40 PM")
  const steps = within(today).getByRole("list", { name: "Ride there: statuses" })
  expect(
    within(steps)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["On the way6:02 PM", "On location6:40 PM", "Passenger on boardnot yet", "Donenot yet"])
  expect(today).toHaveTextContent("Waiting is free until 8:45 PM.")
  expect(today).not.toHaveTextContent("Late")
  // The landing is the chauffeur's and dispatch's to record.
  expect(within(today).queryAllByRole("button")).toEqual([])
})

test.each([
  ["no chauffeur yet", []],
  [
    "a chauffeur assigned who has not set out (days before the ride)",
    [leg({ status: null, statusLabel: "Not set out yet", at: {}, freeUntil: null })],
  ],
])("a booking with %s shows nothing of the ride's day, the gratuity included", async (_, ride) => {
  open(bookingView({ ride, actions: ["choose-gratuity"] }))
  await screen.findByRole("heading", { name: "MP-RIDE-0001" })
  // Were the day's part asked for, its code would be in by now and drawn.
  await act(async () => {
    await import("../ride-today")
  })
  expect(screen.queryByRole("heading", { name: "Your ride today" })).toBeNull()
  expect(screen.queryByRole("heading", { name: /Gratuity|Statement/ })).toBeNull()
})

test("the customer chooses a gratuity in the rule's words: none, 15, 20 or 25% with its amount, the one chosen marked", async () => {
  open(bookingView({ ride: [leg()], actions: ["choose-gratuity"], gratuityPercent: 15 }))
  const gratuity = await card("Gratuity for your chauffeur")
  expect(gratuity).toHaveTextContent(GRATUITY_RULE)
  expect(gratuity).toHaveTextContent("You chose 15% of the fare.")
  const choices = within(gratuity).getAllByRole("button")
  expect(choices.map((b) => [b.textContent, b.getAttribute("aria-pressed")])).toEqual([
    ["None", "false"],
    ["15%$36", "true"],
    ["20%$48", "false"],
    ["25%$60", "false"],
  ])
  server.onAction = () => ({
    status: 200,
    body: {
      booking: bookingView({ ride: [leg()], actions: ["choose-gratuity"], gratuityPercent: 20, revision: 7 }),
      message: "Thank you: a gratuity of 20% of the fare will be on your statement, and goes in full to your chauffeur.",
    },
  })
  await userEvent.click(within(gratuity).getByRole("button", { name: "20% $48" }))
  await screen.findByText(/Thank you: a gratuity of 20%/)
  expect(server.sent).toEqual([expect.objectContaining({ token: TOKEN, action: "choose-gratuity", percent: 20 })])
  expect(within(await card("Gratuity for your chauffeur")).getByRole("button", { name: "20% $48" })).toHaveAttribute("aria-pressed", "true")
})

test("the statement once sent: its title, each line with its detail and amount, and the total; no gratuity to choose any more", async () => {
  open(bookingView({ state: "completed", ride: [leg({ status: "done", statusLabel: "Done" })], statement: STATEMENT }))
  const statement = await card(STATEMENT.title)
  expect(statement).toHaveTextContent("Ride there: Tuesday, December 1, 2026 at 6:30 PM")
  const rows = within(statement)
    .getAllByRole("row")
    .map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent))
  expect(rows).toEqual([
    ["Item", "Amount"],
    ["Agreed fare", "$240.00"],
    ["Toll, ride thereTobin Bridge, inbound", "$2.05"],
    ["Gratuity, 20% of the fare, as you chose", "$48.00"],
    ["Total", "$290.05"],
  ])
  expect(within(statement).queryAllByRole("button")).toEqual([])
  expect(screen.queryByRole("heading", { name: "Gratuity for your chauffeur" })).toBeNull()
  // The ride is over: its day no longer waits, so nothing says waiting is free.
  expect(await card("Your ride today")).not.toHaveTextContent("Waiting is free")
})

test("dispatch sees a leg late setting out, and answers a reported no-show on the leg it waits on", async () => {
  const ride = [
    leg({ noShow: "asked" }),
    leg({ leg: "return", label: "Return", status: null, statusLabel: "Not set out yet", at: {}, freeUntil: null, late: true }),
  ]
  open(bookingView({ role: "dispatch", ride, actions: ["approve-no-show", "refuse-no-show"] }))
  const today = await card("The ride today")
  const there = within(today).getByRole("group", { name: "Ride there" })
  const back = within(today).getByRole("group", { name: "Return" })
  expect(back).toHaveTextContent("Late: not on the way")
  expect(there).not.toHaveTextContent("Late")
  expect(there).toHaveTextContent("The chauffeur reports a no-show: confirm it, or ask them to wait on.")
  expect(within(back).queryAllByRole("button")).toEqual([])
  server.onAction = () => ({
    status: 200,
    body: {
      booking: bookingView({ role: "dispatch", ride: [leg({ noShow: "refused" })], revision: 7 }),
      message: "No-show not confirmed: the chauffeur is being told to wait on.",
    },
  })
  await userEvent.click(within(there).getByRole("button", { name: "Not a no-show: wait on" }))
  await screen.findByText("No-show not confirmed: the chauffeur is being told to wait on.")
  expect(server.sent).toEqual([expect.objectContaining({ action: "refuse-no-show", leg: "pickup", revision: 6 })])
  expect(await card("The ride today")).toHaveTextContent("No-show not confirmed: the chauffeur waits on.")
})

test("dispatch records an airport pickup's landing on the ride's page before anyone sets out, with the chauffeur's form", async () => {
  const waiting = { status: null, statusLabel: "Not set out yet", at: {}, freeUntil: null, landingOpen: true }
  open(bookingView({ role: "dispatch", ride: [leg(waiting)], actions: ["record-landing"] }))
  const form = within(await card("The ride today")).getByRole("form", { name: "The flight’s landing" })
  await userEvent.click(within(form).getByRole("radio", { name: "International" }))
  const landing = { at: "2026-12-01T23:25:00.000Z", kind: "international" as const }
  server.onAction = () => ({
    status: 200,
    body: {
      booking: bookingView({ role: "dispatch", ride: [leg({ ...waiting, landing })], actions: ["record-landing"], revision: 7 }),
      message: "Landing recorded.",
    },
  })
  await userEvent.click(within(form).getByRole("button", { name: "Record the landing" }))
  await screen.findByText("Landing recorded.")
  expect(server.sent).toEqual([
    expect.objectContaining({ action: "record-landing", leg: "pickup", kind: "international", landedAt: expect.any(String), revision: 6 }),
  ])
  expect(await card("The ride today")).toHaveTextContent("Recorded: landed at 6:25 PM, international.")
})

test("dispatch sends the statement once the ride is closed, and a correction once one was sent", async () => {
  const done = [leg({ status: "done", statusLabel: "Done" })]
  const page = open(bookingView({ role: "dispatch", state: "completed", ride: done, actions: ["send-statement"] }))
  const ready = await card("Statement")
  server.onAction = () => ({
    status: 200,
    body: {
      booking: bookingView({
        role: "dispatch",
        state: "completed",
        ride: done,
        actions: ["send-statement"],
        statement: STATEMENT,
        revision: 7,
      }),
      message: "Statement sent. The customer is being emailed it, with its PDF.",
    },
  })
  await userEvent.click(within(ready).getByRole("button", { name: "Send the statement" }))
  await screen.findByText("Statement sent. The customer is being emailed it, with its PDF.")
  expect(server.sent).toEqual([expect.not.objectContaining({ correction: true })])
  expect(server.sent[0]).toMatchObject({ action: "send-statement", revision: 6 })
  const sentOne = await card(STATEMENT.title)
  await userEvent.click(within(sentOne).getByRole("button", { name: "Send a correction" }))
  expect(server.sent[1]).toMatchObject({ action: "send-statement", correction: true, revision: 7 })
  page.unmount()
})

test("while a leg is under way, the page reads the booking again when it is seen again, and shows the status as it now is", async () => {
  open(bookingView({ ride: [leg()] }))
  await card("Your ride today")
  server.onStatus = () => ({
    status: 200,
    body: {
      booking: bookingView({
        ride: [leg({ status: "on-board", statusLabel: "Passenger on board", at: { "on-board": EIGHT_FORTY_FIVE } })],
      }),
    },
  })
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"))
  })
  expect(await screen.findByText("Passenger on board", { selector: "p span" })).toBeInTheDocument()
  expect(server.fetch).toHaveBeenCalledTimes(2)
})
