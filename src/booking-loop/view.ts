/**
 * What the /booking page and the booking-loop endpoints say to each other: one shape on both sides,
 * with the limits and messages both check.
 */
import type { PageAction } from "./actions"
import type { StatedTerms } from "./terms"
import type { ChauffeurChanging, WhoComes } from "./who-comes"
import type { RideLegView } from "./ride-progress"
import type { BookingRequest } from "../booking/booking-schema"
import type { Actor, BookingState, LinkRole, LoopStep, OfferTerms, QuoteTerms, Statement } from "./model"

/**
 * The page a booking's links open (src/pages/booking.tsx; noindex, out of the sitemap). Here rather
 * than in lib/routes.ts: nothing in the site links to it, and routes.ts is in every page's first load.
 */
export const BOOKING_PAGE_PATH = "/booking"

export type { LinkRole }

/** What a person can do from the page: the table's actions less the system's (src/booking-loop/actions.ts). */
export type { PageAction }

/** One value a change touches, as the page and the emails show it: "Pickup time: 6:30 AM → 8:30 AM". */
export interface ChangedRow {
  label: string
  from: string
  to: string
}

export interface HistoryEntry {
  /** The step as the page titles it, for this link's reader ("Quote of $310 accepted by you"). */
  title: string
  state: BookingState
  at: string
  by: Actor
  /** The person's words (dispatch's note, a reason). */
  note?: string
  /** A cancellation: what it came to under the policy. */
  policy?: string
  /** A quote's answer or expiry, or a change of the trip asked, applied or answered. */
  step?: LoopStep
  /** A change asked or applied: each value before and after. */
  changed?: ChangedRow[]
  /** A quote sent: its fare and terms. */
  quote?: QuoteTerms
  /** A new fare offered for a change: its fare and until when it held. */
  offer?: OfferTerms
  /** A confirmation: the fare agreed. */
  fare?: number
}

/** The latest quote as the page shows it: its place in the history (named by the email's link), and whether it can still be accepted. */
export type QuoteView = QuoteTerms & {
  step: number
  expired: boolean
  /** The cancellation terms that apply once the customer accepts it now (a late cancellation's fee in dollars of this fare): the yes sends back their kind and fee. */
  policyOnAccept: StatedTerms
}

/** A booking as its link shows it. */
export interface BookingView {
  reference: string
  /** Whose link opened it. */
  role: LinkRole
  state: BookingState
  /** How many steps its history holds: it grows with every change, and dispatch's answers send the one they were shown (a stale one is refused). */
  revision: number
  service: string
  /** When and where, as labelled rows (the emails' rows). */
  rows: { label: string; value: string }[]
  history: HistoryEntry[]
  /**
   * The cancellation policy for this booking at this moment, and what cancelling now costs in dollars (0:
   * nothing; null: a fee of a fare never agreed); null once it is declined, cancelled or completed.
   * Cancelling sends back the kind and the fee the page showed.
   */
  policy: StatedTerms | null
  /** What this link's holder can do now. */
  actions: PageAction[]
  /** The estimate's single figure for the chosen vehicle, when it has one: confirming settles the fare at it. */
  estimateFare: number | null
  /** The fare agreed, once confirmed. */
  fare: number | null
  /** The latest quote while one waits for the customer (state quoted); on the customer's page also once it expired unanswered. */
  quote: QuoteView | null
  /** The change of the trip waiting for dispatch's answer, if any. */
  change: ChangeView | null
  /** A change dispatch accepted at a new fare, waiting for the customer's yes (the booking stands as it was until then). */
  offer: OfferView | null
  /** The booking's values, which the customer's change form starts from. */
  request: BookingRequest
  /** Who comes for each leg whose chauffeur accepted it (name, number to call, car, plate, where to meet), while the ride is booked. */
  chauffeurs: WhoComes[]
  /** Each leg whose chauffeur the customer was told of was taken off or replaced, and nobody has accepted it since: a new one is being arranged. */
  chauffeursChanging: ChauffeurChanging[]
  /** Each leg's status on the day, once its chauffeur sets out (docs/CHAUFFEURS.md, "On the day"). */
  ride: RideLegView[]
  /** The gratuity the customer chose, in percent of the fare (0: none); null until they choose. */
  gratuityPercent: number | null
  /** The statement that stands (the latest sent: a correction replaces the one before), once dispatch sends it. */
  statement: Statement | null
}

/** A change waiting for dispatch: its place in the history (dispatch's links name it), when it was asked, and each value before and after. */
export interface ChangeView {
  step: number
  at: string
  rows: ChangedRow[]
  /** The new trip's estimate as one figure, when it has one (dispatch may accept at it). */
  estimateFare: number | null
  /** Accepting it now moves the ride inside the late-cancellation window: the booking keeps the window of the pickup it replaces unless dispatch waives the fee. */
  keepsFeeWindow: boolean
  /**
   * When accepting it now does not keep the window but a later yes would (a new fare the customer accepts
   * once the pickup it replaces is inside its window): from when. Null otherwise.
   */
  windowKeptFrom: string | null
  /** Free under the change policy (asked early enough, the price unchanged): dispatch accepts it at the agreed fare, never at a new one. */
  free: boolean
}

/**
 * A new fare offered for a change of a confirmed booking, waiting for the customer: its place in the
 * history (the customer's email names it), the fare and until when it holds, the change it prices, and
 * the cancellation policy that applies once accepted.
 */
export interface OfferView {
  step: number
  at: string
  fare: number
  expiresAt: string
  expired: boolean
  rows: ChangedRow[]
  /** The terms that apply once the customer accepts it now: the yes sends back their kind and fee. */
  policyOnAccept: StatedTerms
}
