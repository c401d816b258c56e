/**
 * Whether /booking draws the ride's day (ride-today.tsx, a lazy chunk): its legs once a chauffeur sets out (or is
 * late to) or while dispatch may record a landing, and the statement once it can be sent or was.
 */
import type { BookingView } from "../../booking-loop/view"

export const todayShown = (booking: BookingView): boolean =>
  booking.ride.some((leg) => leg.status !== null || leg.late) || booking.actions.includes("record-landing")

export const dayShown = (booking: BookingView): boolean =>
  todayShown(booking) || booking.statement !== null || booking.actions.includes("send-statement")
