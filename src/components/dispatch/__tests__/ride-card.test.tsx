/**
 * A ride's row in dispatch's day view, acted on from the row: an airport pickup's landing is recorded there (what is
 * missing named beside its field with the focus on it, a refusal of the server shown, then sent through the ride's own
 * link and the days read again, the focus back on the row's button); the landing is offered only while it may be
 * recorded; the assignment's form opens with its title focused and gives the focus back when cancelled. The server is
 * stood in for by a fetch; the loop's endpoint itself is tested over real HTTP (src/server/booking-loop/__tests__/ride-day.test.ts).
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { DayRide } from "../../../booking-loop/day-view"
import { PROGRESS_MESSAGES } from "../../../booking-loop/ride-progress"
import { dayRide, legDay } from "../../../test-utils/day-ride"
import { renderWithProviders } from "../../../test-utils/render"
import { RideCard } from "../ride-card"

/** 6:02 PM, 6:40 PM and 6:25 PM in Boston on December 1, 2026; the free waiting's end 30 minutes after the landing. */
const SIX_OH_TWO = "2026-12-01T23:02:00.000Z"
const SIX_FORTY = "2026-12-01T23:40:00.000Z"
const SIX_TWENTY_FIVE = "2026-12-01T23:25:00.000Z"
const SIX_FIFTY_FIVE = "2026-12-01T23:55:00.000Z"

const ROSTER = {
  generation: 2,
  roster: {
    chauffeurs: [{ id: "c1", name: "Dana Rivera", mobile: "(978) 555-0142", email: "dana@example.com", shareMobile: true }],
    vehicles: [{ id: "v1", makeModel: "Lincoln Navigator", colour: "Black", plate: "NH 4410", vehicleClass: "luxury-suv" }],
  },
  savedBy: "dispatch@merrimack.test",
  savedAt: "2026-11-27T15:00:00.000Z",
}

/** A confirmed pickup at Logan, Dana on location since 6:40 PM, the landing not recorded yet. */
const atLogan = (day: Partial<NonNullable<DayRide["day"]>> = {}): DayRide =>
  dayRide({
    reference: "MP-LAND-0001",
    link: "https://preview.merrimack.test/booking#t=view-token-1",
    route: ["Logan International Airport, Terminal B", "12 Elm Street, Andover, MA"],
    chauffeur: { text: "Dana Rivera, Black Lincoln Navigator, NH 4410", chauffeurId: "c1", vehicleId: "v1", accepted: true },
    needsChauffeur: false,
    day: legDay({
      status: "on-location",
      statusLabel: "On location",
      at: { "on-the-way": SIX_OH_TWO, "on-location": SIX_FORTY },
      landingOpen: true,
      ...day,
    }),
  })

const reply = (status: number, body: unknown) =>
  ({ ok: status < 300, status, statusText: "", text: async () => JSON.stringify(body), json: async () => body }) as Response

/** The loop's endpoint as the row meets it: each answer in turn, and what was sent. */
function server(answers: Array<[number, unknown]>) {
  const sent: Record<string, unknown>[] = []
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith("/api/dispatch/roster")) return reply(200, ROSTER)
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>)
    const [status, body] = answers.shift() ?? [500, {}]
    return reply(status, body)
  }) as unknown as typeof global.fetch
  return sent
}

const rowOf = (ride: DayRide, onChanged = jest.fn()) =>
  renderWithProviders(
    <ul>
      <RideCard ride={ride} now={new Date(SIX_FORTY)} onOpen={() => undefined} failure="Cannot reach dispatch." onChanged={onChanged} />
    </ul>,
  )

it("dispatch records the landing from the row by keyboard: what is missing or refused is named beside its field, then it is sent and the days read again", async () => {
  const user = userEvent.setup()
  const sent = server([
    [422, { errors: { landedAt: PROGRESS_MESSAGES.landingFuture } }],
    [200, { message: "Landing recorded.", booking: {} }],
  ])
  const onChanged = jest.fn()
  const { rerender } = rowOf(atLogan(), onChanged)
  const row = screen.getByRole("listitem")
  expect(within(row).getByText("Flight landed").nextSibling).toHaveTextContent("Not recorded yet")

  await user.tab() // the reference
  await user.tab() // the customer's phone
  await user.tab() // Change the chauffeur
  await user.tab()
  expect(document.activeElement).toHaveAccessibleName("Record the landing of MP-LAND-0001")
  await user.keyboard("{Enter}")
  const form = screen.getByRole("form", { name: "The flight’s landing for MP-LAND-0001" })
  expect(screen.getByRole("heading", { level: 5, name: "The flight’s landing for MP-LAND-0001" })).toHaveFocus()
  expect(form).toHaveTextContent("30 minutes after a domestic flight, 60 after an international one")

  // No kind of flight chosen: named beside the choice, which takes the focus; nothing is sent.
  await user.click(within(form).getByRole("button", { name: "Record the landing" }))
  expect(within(form).getByText(PROGRESS_MESSAGES.landingKind)).toBeInTheDocument()
  expect(within(form).getByRole("radio", { name: "Domestic" })).toHaveFocus()
  expect(within(form).getByRole("group", { name: "The flight was" })).toHaveAccessibleDescription(PROGRESS_MESSAGES.landingKind)
  expect(sent).toEqual([])
  await user.keyboard(" ")
  expect(within(form).getByRole("radio", { name: "Domestic" })).toBeChecked()
  expect(within(form).queryByText(PROGRESS_MESSAGES.landingKind)).toBeNull()

  // A time the server refuses: its message beside the field, which takes the focus.
  const landed = within(form).getByLabelText("Landed at")
  fireEvent.change(landed, { target: { value: "2026-12-01T18:55" } })
  await user.click(within(form).getByRole("button", { name: "Record the landing" }))
  await within(form).findByText(PROGRESS_MESSAGES.landingFuture)
  expect(landed).toHaveAttribute("aria-invalid", "true")
  expect(landed).toHaveAccessibleDescription(`Boston time ${PROGRESS_MESSAGES.landingFuture}`)
  expect(landed).toHaveFocus()
  expect(onChanged).not.toHaveBeenCalled()

  fireEvent.change(landed, { target: { value: "2026-12-01T18:25" } })
  await user.click(within(form).getByRole("button", { name: "Record the landing" }))
  await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1))
  expect(sent.at(-1)).toEqual({
    token: "view-token-1",
    action: "record-landing",
    leg: "pickup",
    // Entered on Boston's clock, whatever the device's zone (these tests run in UTC).
    landedAt: SIX_TWENTY_FIVE,
    kind: "domestic",
  })
  expect(screen.queryByRole("form")).toBeNull()
  expect(within(row).getByRole("status")).toHaveTextContent("Landing recorded.")
  // The days read again: the row says when it landed and until when waiting is free; the button, focused, corrects it.
  rerender(
    <ul>
      <RideCard
        ride={atLogan({ landing: { at: SIX_TWENTY_FIVE, kind: "domestic" }, freeUntil: SIX_FIFTY_FIVE })}
        now={new Date(SIX_FORTY)}
        onOpen={() => undefined}
        failure="Cannot reach dispatch."
        onChanged={onChanged}
      />
    </ul>,
  )
  expect(within(row).getByText("Flight landed").nextSibling).toHaveTextContent(
    /^6:25\sPM, domestic · (Waiting is free until|The free waiting ended at) 6:55\sPM\./,
  )
  expect(within(row).getByRole("button", { name: "Correct the landing of MP-LAND-0001" })).toHaveFocus()
})

it("a refusal that names no field is shown in the form; the landing is offered only while it may be recorded", async () => {
  const user = userEvent.setup()
  server([[409, { error: PROGRESS_MESSAGES.landedAlready }]])
  const { unmount } = rowOf(atLogan({ landing: { at: SIX_TWENTY_FIVE, kind: "international" } }))
  await user.click(screen.getByRole("button", { name: "Correct the landing of MP-LAND-0001" }))
  const form = screen.getByRole("form", { name: "The flight’s landing for MP-LAND-0001" })
  expect(form).toHaveTextContent("Recorded: landed at 6:25 PM, international.")
  expect(within(form).getByRole("radio", { name: "International" })).toBeChecked()
  await user.click(within(form).getByRole("button", { name: "Correct the landing" }))
  expect(await within(form).findByRole("alert")).toHaveTextContent(PROGRESS_MESSAGES.landedAlready)
  await user.click(within(form).getByRole("button", { name: "Cancel" }))
  expect(screen.getByRole("button", { name: "Correct the landing of MP-LAND-0001" })).toHaveFocus()
  unmount()

  // On board: the landing recorded stays in the row, with nothing to press; an address, or a ride before its day: nothing.
  rowOf(atLogan({ status: "on-board", landing: { at: SIX_TWENTY_FIVE, kind: "international" }, landingOpen: false }))
  expect(screen.getByText("Flight landed")).toBeInTheDocument()
  expect(screen.queryByRole("button", { name: /landing/ })).toBeNull()
})

it("a pickup not at an airport, or an airport pickup before its day, shows no landing", () => {
  rowOf(atLogan({ landingOpen: false }))
  expect(screen.queryByText("Flight landed")).toBeNull()
})

it("the assignment's form opens with its title focused and gives the focus back to Change when cancelled", async () => {
  const user = userEvent.setup()
  server([])
  rowOf(atLogan())
  await user.click(screen.getByRole("button", { name: "Change the chauffeur of MP-LAND-0001" }))
  expect(screen.getByRole("heading", { level: 5, name: "Assign a chauffeur to MP-LAND-0001" })).toHaveFocus()
  const form = await screen.findByRole("form", { name: "Assign a chauffeur to MP-LAND-0001" })
  expect(within(form).getByLabelText("Chauffeur")).toHaveValue("c1")
  await user.click(within(form).getByRole("button", { name: "Cancel" }))
  expect(screen.getByRole("button", { name: "Change the chauffeur of MP-LAND-0001" })).toHaveFocus()
})
