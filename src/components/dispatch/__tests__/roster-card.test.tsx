/**
 * The roster card when a save is overtaken by an assignment at the same moment: the server saved the edit, put the
 * removed chauffeur back and named the ride (409 with the roster now); the card shows that roster in the form with
 * the chauffeur's note focused, and saving again names the generation it now holds. The server is stood in for by a
 * fetch; the endpoint itself is tested over real HTTP in src/server/dispatch/__tests__/roster-race.test.ts.
 */
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ROSTER_MESSAGES, type Roster, type RosterAnswer } from "../../../booking-loop/roster"
import type { HeldEntry } from "../../../booking-loop/roster-removal"
import { renderWithProviders } from "../../../test-utils/render"
import { RosterCard } from "../roster-card"

const DANA = { id: "d1", name: "Dana Rivera", mobile: "(978) 555-0142", email: "dana@example.com", shareMobile: true }
const SAM = { id: "s1", name: "Sam Okafor", mobile: "(603) 555-0199", email: "sam@example.com", shareMobile: false }
const XTS = { id: "v1", makeModel: "Cadillac XTS", colour: "Black", plate: "MP 1042", vehicleClass: "executive-sedan" }
const answer = (generation: number, roster: Roster): RosterAnswer => ({
  generation,
  roster,
  savedBy: "dispatch@merrimack.test",
  savedAt: "2026-11-27T15:00:00.000Z",
})
const HELD: HeldEntry = {
  list: "chauffeurs",
  id: DANA.id,
  name: DANA.name,
  message:
    "Dana Rivera is still on MP-AAAA-0001 on Tuesday, December 1, 2026 at 2:30 PM: reassign that ride, or take Dana Rivera off it, in the day view first.",
  rides: [{ reference: "MP-AAAA-0001", leg: "pickup", date: "2026-12-01", time: "2:30 PM", pickupAt: "2026-12-01T19:30:00.000Z" }],
}
/** The roster the server holds after the save and the put-back: Sam renamed by the save, Dana back where she was. */
const NOW = answer(5, { chauffeurs: [DANA, { ...SAM, name: "Sam O." }], vehicles: [XTS] })

const reply = (status: number, body: unknown) =>
  ({ ok: status < 300, status, statusText: "", text: async () => JSON.stringify(body), json: async () => body }) as Response

it("a save overtaken by an assignment shows the roster now with the chauffeur back and their ride, and saves again over it", async () => {
  const saves: unknown[] = []
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method !== "POST") return reply(200, answer(3, { chauffeurs: [DANA, SAM], vehicles: [XTS] }))
    saves.push(JSON.parse(String(init.body)))
    return saves.length === 1
      ? reply(409, { error: ROSTER_MESSAGES.putBack, ridesAhead: [HELD], ...NOW })
      : reply(200, { ...answer(6, NOW.roster), message: ROSTER_MESSAGES.saved })
  }) as unknown as typeof global.fetch
  const user = userEvent.setup()
  renderWithProviders(<RosterCard failure="Cannot reach the roster." onShowRide={() => undefined} />)

  await user.click(await screen.findByRole("button", { name: "Edit the roster" }))
  await user.click(screen.getByRole("button", { name: "Remove Dana Rivera" }))
  const sam = screen.getByRole("group", { name: "Sam Okafor" })
  await user.clear(within(sam).getByLabelText("Name the customer sees"))
  await user.type(within(sam).getByLabelText("Name the customer sees"), "Sam O.")
  await user.click(screen.getByRole("button", { name: "Save the roster" }))

  expect(await screen.findByText(ROSTER_MESSAGES.putBack)).toBeInTheDocument()
  expect(saves[0]).toMatchObject({ generation: 3, roster: { chauffeurs: [{ id: SAM.id, name: "Sam O." }] } })
  const dana = screen.getByRole("group", { name: "Dana Rivera" })
  expect(within(dana).getByText(HELD.message).closest("[tabindex]")).toHaveFocus()
  expect(within(dana).getByRole("button", { name: "Show MP-AAAA-0001" })).toBeInTheDocument()
  expect(screen.getByRole("group", { name: "Sam O." })).toBeInTheDocument()

  await user.click(screen.getByRole("button", { name: "Save the roster" }))
  expect(await screen.findByText(ROSTER_MESSAGES.saved)).toBeInTheDocument()
  expect(saves[1]).toEqual({ generation: 5, roster: NOW.roster })
})
