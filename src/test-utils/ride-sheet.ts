/** A ride as its chauffeur's link shows it (RideSheet), for the /ride page's component tests: an airport transfer's ride there, not answered yet. */
import type { RideSheet } from "../booking-loop/ride-sheet"

export const rideSheet = (overrides: Partial<RideSheet> = {}): RideSheet => ({
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
