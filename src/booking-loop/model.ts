/**
 * The booking loop's domain: a booking as recorded, its states, the steps of its history, who takes
 * them, and what each step carries (a quote's terms, a change of the trip, what a cancellation cost).
 * Pure types, shared by the /booking page, the server and the storage; this folder imports nothing
 * from src/server/ (scripts/check-import-circles.ts refuses it).
 */
import type { BookingRequest } from "../booking/booking-schema"
import type { Estimate } from "../booking/fare"
import type { Extra, ExtraKind } from "./extras"
import type { GratuityPercent } from "./gratuity"
import type { WaitingKind } from "./waiting-figures"

/** A booking as recorded and delivered (a booking record's `data`): the visitor's fields and the estimate the server computed. */
export type BookingRecord = BookingRequest & { estimate: Estimate }

/** A booking's place in the booking loop (requested → quoted → confirmed/declined → cancelled → completed). */
export type BookingState = "requested" | "quoted" | "confirmed" | "declined" | "cancelled" | "completed"

/** The words each state is shown with, on the page and in the emails (here, so the page needs nothing else of the rules). */
export const STATE_LABELS: Readonly<Record<BookingState, string>> = {
  requested: "Requested",
  quoted: "Quoted",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  completed: "Completed",
}

/** The steps of the loop named apart from the state they lead to (the webhook's event names; otherwise the state is the name). */
export type QuoteStep = "quote-accepted" | "quote-declined" | "quote-expired"
/**
 * A change of the trip asked from the customer's link: applied at once to a request dispatch has not
 * answered (`change-applied`), otherwise pending (`change-requested`) until dispatch accepts or
 * declines it, or the customer withdraws it.
 */
export type ChangeStep = "change-requested" | "change-applied" | "change-accepted" | "change-declined" | "change-withdrawn"
/**
 * A change of a confirmed booking that dispatch accepts at a new fare is an offer (`offer-made`): the
 * booking, its trip and its fare stand as they were until the customer accepts it (`offer-accepted`:
 * the booking takes the new trip and fare), declines it, or lets it lapse like a quote.
 */
export type OfferStep = "offer-made" | "offer-accepted" | "offer-declined" | "offer-expired"
/** Dispatch replaced every link of the booking (one was forwarded or leaked): earlier links no longer open it, and both sides get fresh ones. */
export type LinkStep = "links-replaced"
/**
 * Dispatch assigns a chauffeur and a vehicle from its roster to a leg of a confirmed ride, or takes them off it;
 * the chauffeur assigned accepts the leg from their link, or declines it (the leg then has no chauffeur again).
 */
export type AssignStep = "chauffeur-assigned" | "chauffeur-unassigned" | "chauffeur-accepted" | "chauffeur-declined"
/**
 * The ride itself, from the chauffeur's link (docs/CHAUFFEURS.md, "On the day"): on the way, on location, the
 * passenger on board, done (with the extras of the terms); an airport pickup's actual landing (chauffeur or
 * dispatch); a no-show the chauffeur asks once the free waiting has passed, which dispatch approves or refuses.
 */
export type RideStep =
  | "ride-on-the-way"
  | "ride-on-location"
  | "ride-on-board"
  | "ride-done"
  | "flight-landed"
  | "no-show-asked"
  | "no-show-approved"
  | "no-show-refused"
/** The ride's money after it: the gratuity the customer chose, and the statement dispatch sends (a correction is a new, numbered one). */
export type CloseStep = "gratuity-set" | "statement-sent"
export type LoopStep = QuoteStep | ChangeStep | OfferStep | LinkStep | AssignStep | RideStep | CloseStep

/** Where a leg's ride stands, in the order the chauffeur taps through it. */
export type RideStatus = "on-the-way" | "on-location" | "on-board" | "done"

/**
 * What each step does to a change of the trip (asks one, which then waits; applies one, which the booking
 * takes; or settles the one waiting without applying it), to a quote (expires it) and to an offer (makes
 * one, which then waits for the customer, or ends it): the one place the rules read this, instead of
 * spelling step names.
 */
export const STEP_EFFECTS: Readonly<
  Record<
    LoopStep,
    {
      change?: "asks" | "applies" | "settles"
      quote?: "expires"
      offer?: "makes" | "ends"
      links?: "replaces"
      /**
       * Sets a leg's chauffeur and vehicle, or clears them (dispatch's own work, which the customer's page does not
       * list); the chauffeur's answer accepts the leg, or declines it, which clears it.
       */
      assignment?: "sets" | "clears" | "accepts" | "declines"
      /** Moves a leg's ride on to a status (the chauffeur's taps). */
      status?: RideStatus
      /** A leg's no-show: asked by its chauffeur, then approved or refused by dispatch. */
      noShow?: "asks" | "approves" | "refuses"
      /** An airport pickup's actual landing, where its free waiting counts from. */
      landing?: "records"
      gratuity?: "sets"
      statement?: "sends"
    }
  >
> = {
  "quote-accepted": {},
  "quote-declined": {},
  "quote-expired": { quote: "expires" },
  "change-requested": { change: "asks" },
  "change-applied": { change: "applies" },
  "change-accepted": { change: "applies" },
  "change-declined": { change: "settles" },
  "change-withdrawn": { change: "settles" },
  // Dispatch's answer to the change is the offer: the change no longer waits for dispatch, the offer waits for the customer.
  "offer-made": { change: "settles", offer: "makes" },
  "offer-accepted": { change: "applies", offer: "ends" },
  "offer-declined": { offer: "ends" },
  "offer-expired": { offer: "ends" },
  "links-replaced": { links: "replaces" },
  "chauffeur-assigned": { assignment: "sets" },
  "chauffeur-unassigned": { assignment: "clears" },
  "chauffeur-accepted": { assignment: "accepts" },
  "chauffeur-declined": { assignment: "declines" },
  "ride-on-the-way": { status: "on-the-way" },
  "ride-on-location": { status: "on-location" },
  "ride-on-board": { status: "on-board" },
  "ride-done": { status: "done" },
  "flight-landed": { landing: "records" },
  "no-show-asked": { noShow: "asks" },
  "no-show-approved": { noShow: "approves" },
  "no-show-refused": { noShow: "refuses" },
  "gratuity-set": { gratuity: "sets" },
  "statement-sent": { statement: "sends" },
}

/** A booking's link version: how many times its links were replaced. Its links are signed with it, and an older one opens nothing. */
export const linkVersion = (history: readonly Pick<LifecycleEvent, "step">[]): number =>
  history.filter((event) => event.step && STEP_EFFECTS[event.step].links === "replaces").length

/** The trip's values a customer may change from their link (src/booking-loop/changes.ts names them). */
export type TripValues = Pick<
  BookingRequest,
  | "date"
  | "time"
  | "pickupLocation"
  | "dropoffLocation"
  | "stops"
  | "passengers"
  | "vehicle"
  | "flightNumber"
  | "luggage"
  | "hours"
  | "returnDate"
  | "returnTime"
  | "returnPickup"
  | "returnDropoff"
  | "specialRequests"
>

/** A pickup's day and time, as a booking carries them. */
export interface PickupTime {
  date: string
  time: string
}

/** A change of the trip: the values before and after (every changeable field, so each side reads whole), and the new trip's estimate. */
export interface TripChange {
  from: TripValues
  to: TripValues
  /** The estimate of the trip before, and of the trip asked for (computed by the server). */
  estimateBefore: Estimate
  estimate: Estimate
}

/** A fare dispatch offers: dollars, what they include, an optional note, and until when the customer may accept. */
export interface QuoteTerms {
  fare: number
  includes: string
  note?: string
  expiresAt: string
}

/**
 * A new fare dispatch offers for a change of a confirmed booking: dollars, until when the customer may
 * accept it, and whether dispatch waived the late-cancellation fee should the move come inside its window.
 */
export interface OfferTerms {
  fare: number
  expiresAt: string
  waiveFee?: true
}

/** A leg of a ride: the ride there (at the pickup) or, when booked, the return. */
export type RideLeg = "pickup" | "return"

/**
 * A chauffeur and a vehicle of the roster on a leg, as they were when assigned (the history keeps what was
 * assigned, whatever the roster says later); the ids name them in the roster.
 */
export interface Assignment {
  leg: RideLeg
  /**
   * The chauffeur as the roster had them: the name the customer sees, where their links are emailed, their
   * mobile and whether the customer may have it (otherwise the customer is given dispatch's number).
   */
  chauffeur: { id: string; name: string; email?: string; mobile?: string; shareMobile?: boolean }
  vehicle: { id: string; makeModel: string; colour: string; plate: string; vehicleClass: string }
}

/**
 * Who holds a link to the booking: the customer, dispatch (the company), or a chauffeur assigned to one of its
 * legs (whose link shows that leg alone, without its price: src/booking-loop/ride-sheet.ts).
 */
export type LinkRole = "customer" | "dispatch" | "chauffeur"
/** Who takes a step: a link's holder, or the system (the sweep: a quote expires, a ride is completed). */
export type Actor = LinkRole | "system"

/** One change of a booking's state, as its history shows it. */
export interface LifecycleEvent {
  state: BookingState
  at: string
  by: Actor
  /** A quote's answer or expiry: the step's own name (its state alone would not tell a declined quote from a new request). */
  step?: LoopStep
  /** The `Idempotency-Key` of the request that took the step, if it sent one: a retry with it is answered the same and does nothing more. */
  requestKey?: string
  /** A change asked or applied (`change-requested`, `change-applied`): the trip before and after. */
  change?: TripChange
  /**
   * A change answered (`change-accepted`, `change-declined`, `change-withdrawn`, and each step of an offer): the place
   * in the history of the change it answers; a chauffeur's answer (`chauffeur-accepted`, `chauffeur-declined`): of the assignment.
   */
  answers?: number
  /** A quote (state `quoted`): the fare offered and its terms. */
  quote?: QuoteTerms
  /** An offer made (`offer-made`): the new fare for the change it answers, and until when it holds. */
  offer?: OfferTerms
  /** A confirmation (or an offer the customer accepted): the fare agreed, in dollars (the quote accepted, or the estimate for the chosen vehicle). */
  fare?: number
  /** The person's words: dispatch's note to the customer, the reason for a decline or a cancellation. */
  note?: string
  /**
   * What the step came to under the cancellation policy: a cancellation's outcome ("Cancelled 30 hours
   * before pickup: a full refund."), or, for a change accepted inside the late-cancellation window, the
   * window it keeps (or that dispatch waived it).
   */
  policy?: string
  /**
   * A change accepted inside the late-cancellation window (change-accepted): the pickup whose window the
   * booking keeps, so that moving a ride never makes a late cancellation free; absent when dispatch waived it.
   */
  feeWindowFrom?: PickupTime
  /** A change accepted inside the window with the late-cancellation fee waived by dispatch: the window counts from the new pickup. */
  feeWaived?: true
  /** A chauffeur and a vehicle assigned to a leg (`chauffeur-assigned`). */
  assignment?: Assignment
  /** The leg taken off its chauffeur and vehicle (`chauffeur-unassigned`), or the leg a chauffeur answered (`chauffeur-accepted`, `chauffeur-declined`). */
  leg?: RideLeg
  /** A cancellation only: the terms it was made under and who pays what, for the webhook and the books. */
  charge?: CancellationCharge
  /** An airport pickup's actual landing (`flight-landed`): when, and whether the flight was domestic or international. */
  landing?: { at: string; kind: Exclude<WaitingKind, "address"> }
  /** What the chauffeur paid or added on the leg, entered when it is done (`ride-done`). */
  extras?: Extra[]
  /** The gratuity the customer chose, in percent of the fare (`gratuity-set`; 0: none). */
  gratuityPercent?: GratuityPercent
  /** The statement dispatch sent (`statement-sent`), as the customer received it. */
  statement?: Statement
}

/** A ride's statement as sent (`statement-sent`), itemised by src/booking-loop/statement.ts: a correction is the next number, and names the one it replaces. */
export interface StatementLine {
  kind: "fare" | "no-show" | "waiting" | ExtraKind | "gratuity"
  label: string
  /** What the line's amount is made of: the waiting's times and steps, an extra's note, when the no-show was called. */
  detail?: string
  dollars: number
}

export interface Statement {
  reference: string
  customerName: string
  issuedAt: string
  /** The day it was issued, in Boston: "Saturday, November 28, 2026". */
  issuedOn: string
  number: number
  replaces?: number
  /** "Statement 2 for MP-…, replaces statement 1" */
  title: string
  /** The ride's legs for the header: "Ride there" and "Sat 12 Dec, 7:30 PM". */
  legs: { leg: RideLeg; label: string; when: string }[]
  noShow: boolean
  lines: StatementLine[]
  total: number
}

/**
 * What a cancellation costs the customer: the terms it was made under (free: never confirmed;
 * full-refund: in time; fee: the customer's own late cancellation; by-company: cancelled by dispatch,
 * which never charges the customer) and the fee as a percentage of the fare (0: nothing to pay).
 */
export interface CancellationCharge {
  terms: "free" | "full-refund" | "fee" | "by-company"
  feePercent: number
  /** The fee in dollars, when a fare was agreed (feePercent of it). */
  feeDollars?: number
}

export interface Lifecycle {
  state: BookingState
  history: LifecycleEvent[]
}
