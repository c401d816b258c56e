/**
 * Every action a page may offer has its control there: each page a link opens (the customer's and dispatch's
 * /booking, the chauffeur's /ride) is drawn in the situations that between them offer every action placed on it
 * (src/booking-loop/action-places.ts), and each action offered is found by the name a person reads. An action added
 * to the loop without a control on its taker's page fails here, naming the action and the page. The endpoints are
 * stood in for by a fetch; the pages over the real server are tested in tests/browser/.
 */
import { screen, within } from "@testing-library/react"
import { ACTION_PLACES, placedOn } from "../../../booking-loop/action-places"
import { PAGE_ACTIONS, type PageAction } from "../../../booking-loop/actions"
import type { LinkRole } from "../../../booking-loop/model"
import type { RideLegView } from "../../../booking-loop/ride-progress"
import { RIDE_ACTIONS, type RideAction } from "../../../booking-loop/ride-sheet"
import type { BookingView } from "../../../booking-loop/view"
import { bookingView } from "../../../test-utils/booking-view"
import { loopServer } from "../../../test-utils/loop-server"
import { renderWithProviders } from "../../../test-utils/render"
import { rideSheet } from "../../../test-utils/ride-sheet"
import { RidePanel } from "../../ride/ride-panel"
import { BookingPanel } from "../booking-panel"

const phone = { display: "(978) 555-0186", tel: "+19785550186" }
const TOKEN = "token-of-the-page"
const server = loopServer(TOKEN)

const PAGES: Readonly<Record<LinkRole, string>> = {
  customer: "the customer's /booking",
  dispatch: "dispatch's /booking",
  chauffeur: "the chauffeur's /ride",
}

const TERMS = { kind: "full-refund", sentence: "Free cancellation until 24 hours before pickup.", fee: 0 } as const
const ROWS = [{ label: "Pickup time", from: "6:30 PM", to: "8:30 PM" }]
const QUOTE = { fare: 310, includes: "Tolls", expiresAt: "2026-12-01T11:30:00.000Z", step: 1, expired: false, policyOnAccept: TERMS }
const CHANGE = {
  step: 2,
  at: "2026-11-30T14:00:00.000Z",
  rows: ROWS,
  estimateFare: 260,
  keepsFeeWindow: false,
  windowKeptFrom: null,
  free: false,
}
const OFFER = {
  step: 3,
  at: "2026-11-30T15:00:00.000Z",
  fare: 280,
  expiresAt: "2026-12-01T11:30:00.000Z",
  expired: false,
  rows: ROWS,
  policyOnAccept: TERMS,
}

/** An airport pickup on its day: on location, a no-show reported, its landing still open to record. */
const LEG: RideLegView = {
  leg: "pickup",
  label: "Ride there",
  status: "on-location",
  statusLabel: "On location",
  at: { "on-the-way": "2026-12-01T23:02:00.000Z", "on-location": "2026-12-01T23:40:00.000Z" },
  freeUntil: "2026-12-02T01:45:00.000Z",
  noShow: "asked",
  late: false,
  landing: null,
  landingOpen: true,
}

type Situation = { name: string; role: LinkRole; actions: PageAction[]; body: unknown }

const booking = (name: string, role: "customer" | "dispatch", view: Partial<BookingView> & { actions: PageAction[] }): Situation => ({
  name,
  role,
  actions: view.actions,
  body: { booking: bookingView({ role, ...view }) },
})
const ride = (name: string, ride: Parameters<typeof rideSheet>[0] & { actions: RideAction[] }): Situation => ({
  name,
  role: "chauffeur",
  actions: ride.actions,
  body: { ride: rideSheet(ride) },
})

/** Between them, every action its role's page may offer (the first test holds them to it). */
const SITUATIONS: Situation[] = [
  booking("a quote to answer, a change waiting", "customer", {
    state: "quoted",
    fare: null,
    quote: QUOTE,
    change: CHANGE,
    actions: ["accept-quote", "decline-quote", "cancel", "request-change", "withdraw-change"],
  }),
  booking("a new fare to answer, the ride's day", "customer", {
    offer: OFFER,
    ride: [LEG],
    actions: ["cancel", "request-change", "accept-offer", "decline-offer", "choose-gratuity"],
  }),
  // On a request dispatch declines rather than cancels (action-panel.tsx): Cancel is the booked ride's.
  booking("a request, a change waiting", "dispatch", {
    state: "requested",
    fare: null,
    estimateFare: 240,
    change: CHANGE,
    actions: ["confirm", "quote", "decline", "accept-change", "decline-change", "replace-links"],
  }),
  booking("a booked ride on its day", "dispatch", {
    ride: [LEG],
    actions: ["cancel", "replace-links", "record-landing", "approve-no-show", "refuse-no-show", "send-statement"],
  }),
  ride("not answered yet", { actions: ["accept-ride", "decline-ride"] }),
  ride("accepted, on its day", {
    answer: "accepted",
    day: {
      status: "on-location",
      statusLabel: "On location",
      at: { "on-location": "2026-12-01T23:40:00.000Z" },
      next: ["on-board"],
      airport: true,
      landing: null,
      freeUntil: "2026-12-02T01:45:00.000Z",
      noShow: null,
      extras: [],
    },
    actions: ["ride-status", "record-landing", "report-no-show", "finish-ride"],
  }),
]

/** How long a control's code may take to load before it counts as missing. */
const WAIT = { timeout: 1500 }
const button = (name: string | RegExp) => () => screen.findByRole("button", { name }, WAIT)
const inRegion = (region: string, name: string | RegExp) => async () =>
  within(await screen.findByRole("region", { name: region }, WAIT)).getByRole("button", { name })

/** Each action's control, by the name a person reads; an action placed on a page needs one here. */
const CONTROLS: Partial<Record<PageAction, () => Promise<HTMLElement>>> = {
  confirm: button("Confirm booking"),
  quote: button("Send quote"),
  decline: button("Decline booking"),
  cancel: button(/^Cancel (this )?booking$/),
  "accept-quote": inRegion("Your quote", /^Accept \$/),
  "decline-quote": button("Decline this quote"),
  "request-change": button("Change this booking"),
  "withdraw-change": button("Withdraw this change"),
  "accept-offer": inRegion("Your change, at a new fare", /^Accept \$/),
  "decline-offer": button("Keep my booking as it is"),
  "choose-gratuity": async () =>
    within(await screen.findByRole("group", { name: "Gratuity for your chauffeur" }, WAIT)).getByRole("button", { name: "None" }),
  "accept-change": button(/^Offer the change at \$|^Accept the change$/),
  "decline-change": button("Decline the change"),
  "replace-links": button("Replace the links"),
  "record-landing": async () =>
    within(await screen.findByRole("form", { name: /flight’s landing/ }, WAIT)).getByRole("button", { name: "Record the landing" }),
  "approve-no-show": button("Confirm the no-show"),
  "refuse-no-show": button("Not a no-show: wait on"),
  "send-statement": button("Send the statement"),
  "accept-ride": button("Accept ride"),
  "decline-ride": button("Can’t take it"),
  "ride-status": button("Passenger on board"),
  "finish-ride": button("Done"),
  "report-no-show": button("Report a no-show"),
}

beforeEach(() => {
  global.fetch = server.fetch as unknown as typeof fetch
  server.fetch.mockClear()
  window.sessionStorage.clear()
})
afterEach(() => {
  delete (global as { fetch?: unknown }).fetch
})

test("each page's situations offer every action placed on it, and only those", () => {
  const missing = (Object.keys(PAGES) as LinkRole[]).flatMap((role) => {
    const offered = new Set(SITUATIONS.filter((s) => s.role === role).flatMap((s) => s.actions))
    return PAGE_ACTIONS.filter(placedOn(role))
      .filter((action) => !offered.has(action))
      .map((action) => `${action} on ${PAGES[role]}`)
  })
  expect(missing).toEqual([])
  const misplaced = SITUATIONS.flatMap((s) => s.actions.filter((a) => !placedOn(s.role)(a)).map((a) => `${a} on ${PAGES[s.role]}`))
  expect(misplaced).toEqual([])
  // Each action's places name only who takes it (the compiler holds this; the table's every action is in it).
  expect(Object.keys(ACTION_PLACES).sort()).toEqual([...PAGE_ACTIONS].sort())
  // The chauffeur's sheet offers its own list (ride-view.ts): the actions placed on /ride.
  expect([...RIDE_ACTIONS].sort()).toEqual(PAGE_ACTIONS.filter(placedOn("chauffeur")).sort())
})

test.each(SITUATIONS.map((s) => [PAGES[s.role], s.name, s] as const))(
  "%s, %s: each action offered has its control",
  async (_, __, situation) => {
    server.onStatus = () => ({ status: 200, body: situation.body })
    window.history.replaceState(null, "", `/${situation.role === "chauffeur" ? "ride" : "booking"}#t=${TOKEN}`)
    renderWithProviders(situation.role === "chauffeur" ? <RidePanel phone={phone} /> : <BookingPanel phone={phone} />)
    const absent: string[] = []
    for (const action of situation.actions) {
      const find = CONTROLS[action]
      const control = find && (await find().catch(() => undefined))
      if (!control) absent.push(`${action} on ${PAGES[situation.role]} (${situation.name})`)
    }
    expect(absent).toEqual([])
  },
  30_000,
)
