/**
 * A ride of dispatch's day view as its endpoint answers it (DayRide), for the /dispatch page's component tests: Ana
 * Lopez's confirmed airport transfer tomorrow with nobody on it yet; and a leg's day once a chauffeur holds it.
 */
import type { DayRide } from "../booking-loop/day-view"

/** A leg's day before its chauffeur sets out, as each test needs it. */
export const legDay = (overrides: Partial<NonNullable<DayRide["day"]>> = {}): NonNullable<DayRide["day"]> => ({
  leg: "pickup",
  label: "Ride there",
  status: null,
  statusLabel: "Not set out yet",
  at: {},
  freeUntil: null,
  noShow: null,
  late: false,
  landing: null,
  landingOpen: false,
  ...overrides,
})

export const dayRide = (overrides: Partial<DayRide> = {}): DayRide => ({
  reference: "MP-AAAA-0001",
  leg: "pickup",
  link: "https://preview.merrimack.test/booking#t=dispatch-MP-AAAA-0001",
  date: "2026-11-28",
  time: "7:30 AM",
  pickupAt: "2026-11-28T12:30:00.000Z",
  name: "Ana Lopez",
  phone: "(978) 555-0101",
  tel: "tel:+19785550101",
  service: "Airport Transfer",
  vehicle: "Luxury SUV",
  passengers: "2",
  route: ["12 Elm Street, Andover, MA", "Logan Airport"],
  fare: { kind: "estimated", label: "Estimated fare", text: "$240" },
  state: "confirmed",
  stateLabel: "Confirmed",
  chauffeur: null,
  needsChauffeur: true,
  day: null,
  ...overrides,
})
