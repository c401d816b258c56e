/**
 * The chauffeur's /ride page over a RideSheet: the sheet read from the link (#t=…), kept apart from a
 * booking's link, the answers (Accept ride in one tap; Can't take it with a required reason), the server's
 * words after each, a ride changed meanwhile, a link that opens no ride, cancelled and completed rides. The
 * server is stood in for by a fetch that answers as the endpoints do; the real page over the real server is
 * tested in tests/browser/ride.test.ts.
 */
import { fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { fromBostonInput } from "../../../booking-loop/pickup"
import { RIDE_MESSAGES, type RideAction, type RideDay } from "../../../booking-loop/ride-sheet"
import { renderWithProviders } from "../../../test-utils/render"
import { rideSheet as sheet } from "../../../test-utils/ride-sheet"
import { loopServer, type Reply } from "../../../test-utils/loop-server"
import { RidePanel } from "../ride-panel"

const phone = { display: "(978) 555-0186", tel: "+19785550186" }
const TOKEN = "token-of-james"

const server = loopServer(TOKEN)
const { sent } = server

function openRide(url = `/ride#t=${TOKEN}`) {
  window.history.replaceState(null, "", url)
  return renderWithProviders(<RidePanel phone={phone} />)
}

beforeEach(() => {
  global.fetch = server.fetch as unknown as typeof fetch
  server.fetch.mockClear()
  sent.length = 0
  window.sessionStorage.clear()
  server.onStatus = () => ({ status: 200, body: { ride: sheet() } })
  server.onAction = () => ({ status: 500, body: {} })
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
  server.onAction = () => ({
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
  server.onAction = () => ({
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
  server.onAction = () => ({
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
  server.onAction = () => ({ status: 422, body: { errors: { note: "Please keep the note under 1000 characters." } } })
  openRide()
  fireEvent.click(await screen.findByRole("button", { name: "Can’t take it" }))
  await userEvent.type(await screen.findByLabelText("Why you can't take it"), "Sick")
  await userEvent.click(screen.getByRole("button", { name: "Give back to dispatch" }))
  expect(await screen.findByText("Please keep the note under 1000 characters.")).toBeInTheDocument()
})

test("a ride changed since the page opened (409): the server's words and the ride as it is now", async () => {
  server.onAction = () => ({
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
  server.onStatus = () => ({ status: 403, body: { error: RIDE_MESSAGES.ended } })
  openRide()
  expect(await screen.findByRole("heading", { name: "We could not open this ride" })).toBeInTheDocument()
  expect(screen.getByText(RIDE_MESSAGES.ended)).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Call dispatch (978) 555-0186" })).toHaveAttribute("href", "tel:+19785550186")
})

test("a 403 to an answer (taken off the ride meanwhile) shows the same problem", async () => {
  server.onAction = () => ({ status: 403, body: { error: RIDE_MESSAGES.ended } })
  openRide()
  await userEvent.click(await screen.findByRole("button", { name: "Accept ride" }))
  expect(await screen.findByText(RIDE_MESSAGES.ended)).toBeInTheDocument()
  expect(screen.queryByRole("button", { name: "Accept ride" })).toBeNull()
})

test.each([
  ["cancelled", "This ride is cancelled. You do not need to go.", "Status: Cancelled"],
  ["completed", "This ride is completed.", "Status: Completed"],
] as const)("a %s ride says so plainly, with no answer to give", async (state, line, status) => {
  server.onStatus = () => ({ status: 200, body: { ride: sheet({ state, actions: [] }) } })
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
  const asked = server.fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get("Authorization"))
  expect(asked).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`])
})

test("no link and nothing kept: the page asks for the email's link and asks the server nothing", async () => {
  window.sessionStorage.setItem("booking-link", "#t=token-of-a-customer")
  openRide("/ride")
  expect(await screen.findByRole("heading", { name: "Open your ride's link" })).toBeInTheDocument()
  expect(server.fetch).not.toHaveBeenCalled()
})

describe("on the ride's day", () => {
  const day = (overrides: Partial<RideDay> = {}): RideDay => ({
    status: null,
    statusLabel: "Not set out yet",
    at: {},
    next: ["on-the-way", "on-location", "on-board"],
    airport: false,
    landing: null,
    freeUntil: null,
    noShow: null,
    extras: [],
    ...overrides,
  })
  /** The ride accepted, on its day, with what the server allows now. */
  const onDay = (overrides: Partial<RideDay>, actions: RideAction[], revision = 4) =>
    sheet({ answer: "accepted", actions, day: day(overrides), revision })
  /** 6:02 PM, 6:40 PM and 8:45 PM in Boston on December 1, 2026. */
  const SIX_OH_TWO = "2026-12-01T23:02:00.000Z"
  const SIX_FORTY = "2026-12-01T23:40:00.000Z"
  const EIGHT_FORTY_FIVE = "2026-12-02T01:45:00.000Z"
  /** A free waiting long over: 6:40 PM in Boston a year before. */
  const A_YEAR_AGO_SIX_FORTY = "2025-12-01T23:40:00.000Z"
  const dayCard = async () => (await screen.findByRole("heading", { level: 2, name: /^Status now: / })).closest("section") as HTMLElement

  test("the status now and its times, and ONE large button for the next status; each tap names it and shows the ride as returned", async () => {
    server.onStatus = () => ({ status: 200, body: { ride: onDay({}, ["ride-status"]) } })
    server.onAction = () => ({
      status: 200,
      body: {
        ride: onDay(
          { status: "on-the-way", statusLabel: "On the way", at: { "on-the-way": SIX_OH_TWO }, next: ["on-location", "on-board"] },
          ["ride-status"],
          5,
        ),
        message: "On the way. The customer is being emailed who is coming, in which car.",
      },
    })
    openRide()
    const card = await dayCard()
    expect(card).toHaveTextContent("On the day · Ride there")
    expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent("Status now: Not set out yet")
    // One status to tap: the next one, not the ones after it.
    expect(
      within(card)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["On the way"])
    await userEvent.click(within(card).getByRole("button", { name: "On the way" }))
    await screen.findByText("On the way. The customer is being emailed who is coming, in which car.")
    expect(sent).toEqual([{ token: TOKEN, action: "ride-status", status: "on-the-way" }])
    const now = await dayCard()
    expect(within(now).getByRole("heading", { level: 2 })).toHaveTextContent("Status now: On the waysince 6:02 PM")
    const steps = within(now).getByRole("list", { name: "The ride's statuses" })
    expect(
      within(steps)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["On the way6:02 PM", "On locationnot yet", "Passenger on boardnot yet", "Donenot yet"])
    expect(
      within(now)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["On location"])
    // No price is shown to the chauffeur.
    expect(document.body.textContent).not.toMatch(/\$|fare/i)
  })

  test("before the status opens, the day says when it will; a cancelled ride shows no day", async () => {
    server.onStatus = () => ({ status: 200, body: { ride: onDay({}, []) } })
    const page = openRide()
    const card = await dayCard()
    expect(card).toHaveTextContent("The status buttons open 4 hours before the pickup.")
    expect(within(card).queryAllByRole("button")).toEqual([])
    page.unmount()
    server.onStatus = () => ({ status: 200, body: { ride: { ...onDay({}, []), state: "cancelled" } } })
    openRide()
    await screen.findByText("This ride is cancelled. You do not need to go.")
    expect(screen.queryByRole("heading", { name: /^Status now: / })).toBeNull()
  })

  test("an airport pickup records its landing (time, now unless changed, and domestic or international); then the free waiting's end", async () => {
    server.onStatus = () => ({
      status: 200,
      body: {
        ride: onDay(
          {
            status: "on-location",
            statusLabel: "On location",
            at: { "on-the-way": SIX_OH_TWO, "on-location": SIX_FORTY },
            next: ["on-board"],
            airport: true,
          },
          ["ride-status", "record-landing"],
        ),
      },
    })
    server.onAction = (body) => ({
      status: 200,
      body: {
        ride: onDay(
          {
            status: "on-location",
            statusLabel: "On location",
            at: { "on-the-way": SIX_OH_TWO, "on-location": SIX_FORTY },
            next: ["on-board"],
            airport: true,
            landing: { at: String(body.landedAt), kind: "international" },
            freeUntil: EIGHT_FORTY_FIVE,
          },
          ["ride-status", "record-landing"],
          5,
        ),
        message: "Landing recorded: the free waiting counts from it.",
      },
    })
    openRide()
    const card = await dayCard()
    const landed = within(card).getByLabelText("Landed at") as HTMLInputElement
    // Now, to the minute, on Boston's clock (these tests run in UTC).
    expect(Math.abs((fromBostonInput(landed.value)?.getTime() ?? 0) - Date.now())).toBeLessThan(120_000)
    expect(within(card).queryByText(/Waiting is free/)).toBeNull()
    await userEvent.click(within(card).getByRole("button", { name: "Record the landing" }))
    expect(await within(card).findByText("Say whether the flight was domestic or international.")).toBeInTheDocument()
    expect(sent).toEqual([])
    fireEvent.change(landed, { target: { value: "2026-12-01T19:45" } })
    await userEvent.click(within(card).getByRole("radio", { name: "International" }))
    await userEvent.click(within(card).getByRole("button", { name: "Record the landing" }))
    await screen.findByText("Landing recorded: the free waiting counts from it.")
    expect(sent).toEqual([{ token: TOKEN, action: "record-landing", landedAt: "2026-12-02T00:45:00.000Z", kind: "international" }])
    const now = await dayCard()
    expect(now).toHaveTextContent("Waiting is free until 8:45 PM.")
    expect(within(now).getByRole("button", { name: "Correct the landing" })).toBeInTheDocument()
  })

  test("Report a no-show appears only when the server offers it, asks to confirm (Keep waiting goes back), and then waits for dispatch", async () => {
    const waiting: Partial<RideDay> = {
      status: "on-location",
      statusLabel: "On location",
      at: { "on-location": A_YEAR_AGO_SIX_FORTY },
      next: ["on-board"],
      freeUntil: A_YEAR_AGO_SIX_FORTY,
    }
    server.onStatus = () => ({ status: 200, body: { ride: onDay(waiting, ["ride-status"]) } })
    const page = openRide()
    const early = await dayCard()
    expect(early).toHaveTextContent("The free waiting ended at 6:40 PM.")
    expect(within(early).queryByRole("button", { name: "Report a no-show" })).toBeNull()
    page.unmount()

    server.onStatus = () => ({ status: 200, body: { ride: onDay(waiting, ["ride-status", "report-no-show"]) } })
    server.onAction = () => ({
      status: 200,
      body: {
        ride: onDay({ ...waiting, next: [], noShow: "asked" }, [], 5),
        message: "No-show reported. Dispatch will answer shortly: please stay on location until they do.",
      },
    })
    openRide()
    const card = await dayCard()
    await userEvent.click(within(card).getByRole("button", { name: "Report a no-show" }))
    expect(within(card).getByRole("heading", { name: "Report a no-show?" })).toHaveFocus()
    await userEvent.click(within(card).getByRole("button", { name: "Keep waiting" }))
    expect(within(card).getByRole("button", { name: "Report a no-show" })).toHaveFocus()
    expect(sent).toEqual([])
    await userEvent.click(within(card).getByRole("button", { name: "Report a no-show" }))
    await userEvent.click(within(card).getByRole("button", { name: "Yes, report the no-show" }))
    await screen.findByText("No-show reported. Dispatch will answer shortly: please stay on location until they do.")
    expect(sent).toEqual([{ token: TOKEN, action: "report-no-show" }])
    const now = await dayCard()
    expect(now).toHaveTextContent("No-show reported. Waiting for dispatch: stay on location until they answer.")
    expect(within(now).queryAllByRole("button")).toEqual([])
  })

  test.each([
    ["refused", "Dispatch did not confirm the no-show and asks you to wait on."],
    ["approved", "Dispatch confirmed the no-show: the ride ends here, and you are free to go."],
  ] as const)("a no-show dispatch %s says so", async (noShow, words) => {
    server.onStatus = () => ({
      status: 200,
      body: { ride: onDay({ status: "on-location", statusLabel: "On location", noShow, next: [] }, []) },
    })
    openRide()
    expect(await dayCard()).toHaveTextContent(words)
  })

  test("the page reads the ride again when the free waiting ends, so Report a no-show appears without a reload", async () => {
    const soon = new Date(Date.now() + 800).toISOString()
    const waiting: Partial<RideDay> = { status: "on-location", statusLabel: "On location", next: ["on-board"], freeUntil: soon }
    let reads = 0
    server.onStatus = () => {
      reads += 1
      return { status: 200, body: { ride: onDay(waiting, reads === 1 ? ["ride-status"] : ["ride-status", "report-no-show"]) } }
    }
    openRide()
    await dayCard()
    expect(screen.queryByRole("button", { name: "Report a no-show" })).toBeNull()
    expect(await screen.findByRole("button", { name: "Report a no-show" }, { timeout: 6000 })).toBeInTheDocument()
    expect(reads).toBe(2)
  })

  test("Done opens the extras: rows added and removed, the server's field errors beside their fields with the rows kept, then the ride done", async () => {
    const onBoard: Partial<RideDay> = { status: "on-board", statusLabel: "Passenger on board", next: [] }
    server.onStatus = () => ({ status: 200, body: { ride: onDay(onBoard, ["finish-ride"]) } })
    const answers: Reply[] = [
      { status: 422, body: { errors: { "extras[0].amount": "Enter the amount paid, in dollars and cents, from $0.01 to $250." } } },
      {
        status: 200,
        body: {
          ride: onDay(
            {
              status: "done",
              statusLabel: "Done",
              next: [],
              extras: [
                { kind: "toll", label: "Toll", note: "Tobin Bridge, inbound", dollars: 2.05 },
                { kind: "extra-stop", label: "Extra stop", note: "12 Elm St, Andover", dollars: 25 },
              ],
            },
            [],
            5,
          ),
          message: "Ride done. Dispatch has been told, and will send the customer the statement.",
        },
      },
    ]
    server.onAction = () => answers.shift() as Reply
    openRide()
    const card = await dayCard()
    await userEvent.click(within(card).getByRole("button", { name: "Done" }))
    expect(await within(card).findByRole("heading", { name: "Finish the ride" })).toHaveFocus()

    await userEvent.click(within(card).getByRole("button", { name: "Add a toll, fee, parking or stop" }))
    const first = within(card).getByRole("group", { name: "Extra 1" })
    await userEvent.selectOptions(within(first).getByLabelText("What it was"), "Toll")
    await userEvent.type(within(first).getByLabelText("Note"), "Tobin Bridge, inbound")
    await userEvent.type(within(first).getByLabelText("Amount paid, in dollars"), "2.0.5")
    await userEvent.click(within(card).getByRole("button", { name: "Add another" }))
    const second = within(card).getByRole("group", { name: "Extra 2" })
    await userEvent.selectOptions(within(second).getByLabelText("What it was"), "Parking")
    await userEvent.click(within(second).getByRole("button", { name: "Remove extra 2" }))
    expect(within(card).queryByRole("group", { name: "Extra 2" })).toBeNull()
    await userEvent.click(within(card).getByRole("button", { name: "Add another" }))
    const stop = within(card).getByRole("group", { name: "Extra 2" })
    await userEvent.selectOptions(within(stop).getByLabelText("What it was"), "Extra stop")
    // An extra stop is priced by the published rates: no amount is typed, and none is shown.
    expect(within(stop).queryByLabelText("Amount paid, in dollars")).toBeNull()
    await userEvent.type(within(stop).getByLabelText("Note"), "12 Elm St, Andover")

    await userEvent.click(within(card).getByRole("button", { name: "Finish the ride" }))
    const amount = within(first).getByLabelText("Amount paid, in dollars")
    expect(await within(first).findByText("Enter the amount paid, in dollars and cents, from $0.01 to $250.")).toBeInTheDocument()
    expect(amount).toHaveAttribute("aria-invalid", "true")
    expect(amount).toHaveFocus()
    // The rows typed survive the refusal.
    expect(amount).toHaveValue("2.0.5")
    expect(within(first).getByLabelText("Note")).toHaveValue("Tobin Bridge, inbound")
    expect(within(stop).getByLabelText("Note")).toHaveValue("12 Elm St, Andover")

    await userEvent.clear(amount)
    await userEvent.type(amount, "2.05")
    await userEvent.click(within(card).getByRole("button", { name: "Finish the ride" }))
    await screen.findByText("Ride done. Dispatch has been told, and will send the customer the statement.")
    expect(sent.map((body) => body.extras)).toEqual([
      [
        { kind: "toll", note: "Tobin Bridge, inbound", amount: "2.0.5" },
        { kind: "extra-stop", note: "12 Elm St, Andover" },
      ],
      [
        { kind: "toll", note: "Tobin Bridge, inbound", amount: "2.05" },
        { kind: "extra-stop", note: "12 Elm St, Andover" },
      ],
    ])
    const done = await dayCard()
    expect(within(done).getByRole("heading", { level: 2 })).toHaveTextContent("Status now: Done")
    // The only dollar figure the chauffeur sees is the one they typed.
    expect(done.textContent?.match(/\$[\d.,]+/g)).toEqual(["$2.05"])
    expect(done).toHaveTextContent("Toll: Tobin Bridge, inbound, $2.05")
    expect(done).toHaveTextContent("Extra stop: 12 Elm St, Andover")
  })

  test("Back closes the extras and focus returns to Done; finishing with no extras sends none", async () => {
    server.onStatus = () => ({
      status: 200,
      body: { ride: onDay({ status: "on-board", statusLabel: "Passenger on board", next: [] }, ["finish-ride"]) },
    })
    server.onAction = () => ({
      status: 200,
      body: { ride: onDay({ status: "done", statusLabel: "Done", next: [] }, [], 5), message: "Ride done." },
    })
    openRide()
    const card = await dayCard()
    await userEvent.click(within(card).getByRole("button", { name: "Done" }))
    await userEvent.click(await within(card).findByRole("button", { name: "Back" }))
    expect(within(card).getByRole("button", { name: "Done" })).toHaveFocus()
    await userEvent.click(within(card).getByRole("button", { name: "Done" }))
    await userEvent.click(await within(card).findByRole("button", { name: "Finish the ride" }))
    await screen.findByText("Ride done.")
    expect(sent).toEqual([{ token: TOKEN, action: "finish-ride", extras: [] }])
    expect(await dayCard()).toHaveTextContent("No tolls, parking or other extras were entered.")
  })
})
