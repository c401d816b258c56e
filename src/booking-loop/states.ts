/**
 * The booking loop's states as the rules speak of them: which are still open, why an action is refused
 * in each. Who may take which action from which state is the table of actions (src/booking-loop/actions.ts).
 */
import type { BookingState } from "./model"

export type { BookingState }

/** The states in which the trip can still change: not yet declined, cancelled or completed. */
export const OPEN_STATES: readonly BookingState[] = ["requested", "quoted", "confirmed"]

/** Why an action the booking's state does not allow is refused. */
export const ALREADY: Readonly<Record<BookingState, string>> = {
  requested: "This booking is still waiting for dispatch to confirm it.",
  quoted: "This booking waits for the customer to accept dispatch's quote.",
  confirmed: "This booking is already confirmed.",
  declined: "This booking was declined by dispatch.",
  cancelled: "This booking was cancelled.",
  completed: "This ride is completed.",
}

export const PICKUP_PASSED = "The pickup time has passed, so this booking can no longer be changed here."
