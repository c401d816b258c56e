/**
 * The routes that send nothing (route.ts): they read and write the record store only, and their functions bundle
 * nothing of the delivery.
 */
import { bookingLoopHandler } from "../booking-loop/endpoints"
import { chauffeurHandler } from "../chauffeur/endpoints"
import { dispatchHandler, type DispatchName } from "../dispatch/endpoints"
import { route, type Backing } from "../route"

const dispatchRoute = <N extends Exclude<DispatchName, "dispatch/sign-in">>(name: N) =>
  route(name, (b: Backing) => dispatchHandler(name, { ...b, answerMinMs: b.linkAnswerMinMs }))

export const bookingStatus = route("booking-status", (b) =>
  bookingLoopHandler("booking-status", {
    ...b,
    delivery: () => {
      throw new Error("booking-status sends nothing")
    },
  }),
)
export const dispatchSession = dispatchRoute("dispatch/session")
export const dispatchSignOut = dispatchRoute("dispatch/sign-out")
export const dispatchDay = dispatchRoute("dispatch/day")
export const dispatchCalendarLink = dispatchRoute("dispatch/calendar-link")
export const dispatchCalendar = dispatchRoute("dispatch/calendar/[key]")
export const dispatchRoster = dispatchRoute("dispatch/roster")
export const chauffeurDay = route("chauffeur/day", (b) => chauffeurHandler("chauffeur/day", b))
export const chauffeurCalendarLink = route("chauffeur/calendar-link", (b) => chauffeurHandler("chauffeur/calendar-link", b))
export const chauffeurCalendar = route("chauffeur/calendar/[key]", (b) => chauffeurHandler("chauffeur/calendar/[key]", b))
