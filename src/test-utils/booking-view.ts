/** A booking as its link shows it (BookingView), for the /booking page's component tests: a confirmed airport transfer, customer's link. */
import type { BookingView } from "../booking-loop/view"
import { validBooking } from "../server/test-support/forms"

export const bookingView = (overrides: Partial<BookingView> = {}): BookingView => ({
  reference: "MP-RIDE-0001",
  role: "customer",
  state: "confirmed",
  revision: 6,
  service: "Airport Transfer",
  rows: [{ label: "Pickup", value: "12 Elm Street, Andover, MA" }],
  history: [{ title: "Requested by you", state: "requested", at: "2026-03-02T14:00:00.000Z", by: "customer" }],
  policy: null,
  actions: [],
  estimateFare: null,
  fare: 240,
  quote: null,
  change: null,
  offer: null,
  request: validBooking() as unknown as BookingView["request"],
  chauffeurs: [],
  chauffeursChanging: [],
  ride: [],
  gratuityPercent: null,
  statement: null,
  ...overrides,
})
