/** Valid form payloads for the tests, with the envelope the browser adds. */
import { MIN_FILL_MS } from "../../config/constants"
import { todayInBusinessZone } from "../../booking/calendar-date"

let counter = 0

/** A requestId as the browser makes them. */
export function newRequestId(): string {
  counter += 1
  return `test-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`
}

/** The day `days` after today in the business's zone. */
export function dayFromToday(days: number): string {
  const [y, m, d] = todayInBusinessZone().split("-").map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

export const envelope = () => ({ requestId: newRequestId(), fillMs: MIN_FILL_MS + 4000, website: "" })

export function validBooking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    serviceType: "airport",
    pickupLocation: "12 Elm Street, Andover, MA",
    dropoffLocation: "Logan International Airport, Terminal C",
    date: dayFromToday(30),
    time: "6:30 AM",
    passengers: "2",
    firstName: "Maria",
    lastName: "Lopez",
    email: "maria.lopez@example.com",
    phone: "(978) 555-0101",
    specialRequests: "One child seat, please.",
    flightNumber: "B6 1234",
    hours: "",
    luggage: "3",
    ...envelope(),
    ...overrides,
  }
}

export function validContact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Dan Whitman",
    email: "dan@example.com",
    phone: "603-555-0199",
    message: "Do you have a sprinter van for 12 people?",
    ...envelope(),
    ...overrides,
  }
}

export function validSubscription(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { email, ...envelope(), ...overrides }
}
