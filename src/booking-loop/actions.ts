/**
 * The booking loop's actions, one entry each: who may take it, from which states, what it reads from a
 * request (with its field messages), the pure decision (the booking as it stands, who, when, what they
 * sent → the step to record, or why not), and the words its taker reads. One `decide()` serves the
 * endpoint and the sweep (a quote's expiry and a ride's completion are actions of the clock). Adding a
 * step is one entry here, its email builder in src/server/booking-loop/emails.ts and the place of its
 * control in action-places.ts (the compiler asks for both) and its test: docs/ARCHITECTURE.md walks
 * through it.
 */
import { formatMoment } from "../booking/calendar-date"
import { dollars } from "../booking/rates"
import { MAIN_PHONE } from "../config/business"
import { bodyText } from "../lib/text"
import { feeDollarsOf, keptWindowSentence, type CancellationTerms } from "./cancellation"
import { applyChange, CHANGE_MESSAGES, checkChange, pendingChange, requestOf, type ChangeEntry } from "./changes"
import { AGREEABLE_TERMS, LOOP_MESSAGES, NOTE_MAX_LENGTH } from "./messages"
import {
  STATE_LABELS,
  type Actor,
  type BookingRecord,
  type BookingState,
  type LifecycleEvent,
  type Lifecycle,
  type LinkRole,
  type PickupTime,
  type RideLeg,
  type Assignment,
  type RideStatus,
} from "./model"
import { OFFER_MESSAGES, pendingOffer } from "./offers"
import { lastPickup, legPickup, pickupInstant, ridesOver, type RideLegs } from "./pickup"
import {
  agreedFare,
  fareOf,
  latestQuote,
  QUOTE_INCLUDES_MAX,
  QUOTE_MESSAGES,
  QUOTE_VALID_HOURS_DEFAULT,
  QUOTE_VALID_HOURS_MAX,
  lapsed,
  quoteExpiry,
  wholeNumber,
} from "./quotes"
import { ALREADY, OPEN_STATES, PICKUP_PASSED } from "./states"
import {
  cancellationNow,
  changeIsFree,
  estimateFare,
  policyOf,
  policyOnAccept,
  policyOnOffer,
  termsNow,
  windowKeptByMove,
  type StatedTerms,
} from "./terms"
import { whatHappened } from "./words"
import {
  ASSIGNMENT_MESSAGES,
  assignmentOf,
  currentAssignments,
  heldAssignments,
  legHeldAt,
  legsOf,
  type HeldAssignment,
} from "./assignments"
import { readExtras, type Extra } from "./extras"
import { GRATUITY_MESSAGES, isGratuityPercent, type GratuityPercent } from "./gratuity"
import { gratuityTextError } from "./gratuity-text"
import {
  isAirportLeg,
  legClosed,
  nextStatuses,
  noShowOpen,
  PROGRESS_MESSAGES,
  rideProgress,
  SET_OUT_FROM_MS,
  STATUS_WORDS,
  type LegProgress,
} from "./ride-progress"
import { statementFor, statementsOf } from "./close-out"
import type { Extra as StatementExtra } from "./statement"
import { RIDE_MESSAGES } from "./ride-sheet"
import type { Roster } from "./roster"
import { assignmentConflicts, legBusy, smallerClassWarning, type TimedAssignment } from "./assignment-rules"

/** A quote must leave the customer at least this long to accept it before the pickup. */
export const QUOTE_MIN_WINDOW_MS = 30 * 60 * 1000

/** What a decision sees: the booking as it stands now, who acts, when, and what they sent. */
export interface Situation<I> {
  booking: BookingRecord
  lifecycle: Lifecycle
  by: Actor
  at: Date
  input: I
  /** The booking changed between reading and writing (another step won the race): refusals say what happened. */
  lost?: boolean
  /** Dispatch's roster, read for the actions that name its chauffeurs and vehicles (`needsRoster`). */
  roster?: Roster
  /** With the roster: the other rides' assignments around the booking's days, which an assignment may run into. */
  nearby?: readonly TimedAssignment[]
  /** A chauffeur's link: the place in the history of the assignment it was sent for (the one its answer answers). */
  assignmentStep?: number
  /** The booking's reference ("MP-…"), which a statement names. */
  reference?: string
}

/** Why a step is not taken: 403 not this person's, 409 not now (with the booking as it is), 422 a field breaks a rule. */
export type Refusal = { ok: false; status: 403 | 409; error: string } | { ok: false; status: 422; errors: Record<string, string> }

/**
 * What a step adds to the history besides its state, time, person and note; the booking's values after,
 * when they change; and the state it leads to when its decision, not the table, says (`to`: an accepted
 * change of a quoted booking ends the quote).
 */
export type Verdict = { ok: true; addition: Partial<LifecycleEvent>; booking?: BookingRecord; to?: BookingState } | Refusal

/** What the person who took a step reads: `sent` when its emails went now, `done` to begin an answer whose emails did not. */
export interface AnswerWords {
  sent: string
  done: string
}

/** What the page shows that decides whether an action is offered: the estimate's figure, the quote, the change and the new fare waiting. */
export interface OfferContext {
  estimateFare: number | null
  quote: { expired: boolean } | null
  change: object | null
  offer: { expired: boolean } | null
  /** The ride's day: a no-show waiting for dispatch; whether its statement can be sent, or was; an airport pickup's landing still to record. */
  day?: { noShowAsked: boolean; statement: "not-ready" | "ready" | "sent"; landingOpen: boolean }
}

interface ActionRule<I> {
  by: readonly Actor[]
  from: readonly BookingState[]
  /** The state after; "same" for a change of the trip, which leaves the booking where it stands. */
  to: BookingState | "same"
  /** Open after the pickup time too: it changes nothing of the ride (a decline, an expiry, a change declined or withdrawn). */
  anyTime?: true
  /** Who may still take it after the ride there, until the last ride's pickup (the company cancels what is left of a round trip). */
  untilLastRide?: readonly Actor[]
  /** Its decision reads dispatch's roster and the assignments around the ride, which the endpoint reads for it. */
  needsRoster?: true
  /** Why anyone else may not. */
  only: string
  /** A reason is required (the customer reads it; dispatch, when a chauffeur gives a ride back): the message when it is missing, if not the customer's. */
  needsNote?: true | string
  /** Its fields besides the note, with a message for each that breaks a rule. */
  read?: (body: Record<string, unknown>) => Read<I>
  decide?: (situation: Situation<I>) => Verdict | Promise<Verdict>
  /** Whether the page offers it now, beyond the table (confirming needs one estimated figure...). */
  offered?: (view: OfferContext) => boolean
  /** The taker's words; none for the system's actions. */
  answer?: (event: LifecycleEvent, role: LinkRole) => AnswerWords
}

/** One entry, its input's type checked against its own reading and deciding; who takes it kept by name (action-places.ts reads it). */
const rule = <I, const B extends readonly Actor[]>(entry: ActionRule<I> & { by: B }) => entry as ActionRule<unknown> & { by: B }

const ok = (addition: Partial<LifecycleEvent> = {}, booking?: BookingRecord, to?: BookingState): Verdict => ({
  ok: true,
  addition,
  ...(booking ? { booking } : {}),
  ...(to ? { to } : {}),
})
const conflict = (error: string): Refusal => ({ ok: false, status: 409, error })

/** The usual words: `sent` for the taker's role; `done` given, or the state reached ("Your booking is cancelled", "Confirmed"). */
const said =
  (sent: Partial<Record<LinkRole, string>>, done?: string) =>
  (event: LifecycleEvent, role: LinkRole): AnswerWords => ({
    sent: sent[role] ?? "",
    done: done ?? (role === "customer" ? `Your booking is ${event.state}` : STATE_LABELS[event.state]),
  })

/** What an action reads from a request: its input, and a message for each field that breaks a rule. */
type Read<I> = { input: I; errors: Record<string, string> }

/** The step of the history an answer names (a quote's, a change's or an offer's), as a whole number. */
const readStep =
  (field: "quote" | "change" | "offer", message: string) =>
  (body: Record<string, unknown>): Read<{ step?: number }> => {
    const step = wholeNumber(body[field])
    return step === undefined ? { input: {}, errors: { [field]: message } } : { input: { step }, errors: {} }
  }

interface QuoteInput {
  fare: number
  includes: string
  validHours: number
}

function readQuote(body: Record<string, unknown>): Read<QuoteInput> {
  const errors: Record<string, string> = {}
  const fare = fareOf(body.fare)
  if (fare === undefined) errors.fare = QUOTE_MESSAGES.fare
  const includes = typeof body.includes === "string" ? bodyText(body.includes).trim() : ""
  if (!includes) errors.includes = QUOTE_MESSAGES.includes
  else if (includes.length > QUOTE_INCLUDES_MAX) errors.includes = QUOTE_MESSAGES.includesLength
  else {
    // Printed in the customer's email right above "No gratuity is included": it cannot say otherwise.
    const gratuity = gratuityTextError("includes", includes)
    if (gratuity) errors.includes = gratuity
  }
  const hold = readValidHours(body)
  return { input: { fare: fare ?? 0, includes, validHours: hold.input }, errors: { ...errors, ...hold.errors } }
}

/** How long a quote or an offer holds: the hours dispatch gave, or the default. */
function readValidHours(body: Record<string, unknown>): Read<number> {
  const hours =
    body.validHours === undefined || body.validHours === null || body.validHours === ""
      ? QUOTE_VALID_HOURS_DEFAULT
      : wholeNumber(body.validHours)
  return hours === undefined || hours < 1 || hours > QUOTE_VALID_HOURS_MAX
    ? { input: QUOTE_VALID_HOURS_DEFAULT, errors: { validHours: QUOTE_MESSAGES.validHours } }
    : { input: hours, errors: {} }
}

/** A quote's expiry: `validHours` from now, never past the pickup, and leaving the customer time to accept. */
function decideQuote({ booking, at, input }: Situation<QuoteInput>): Verdict {
  const pickup = pickupInstant(booking.date, booking.time)
  const expiresAt = pickup && quoteExpiry(at, input.validHours, pickup)
  if (!expiresAt || expiresAt.getTime() - at.getTime() < QUOTE_MIN_WINDOW_MS) return conflict(QUOTE_MESSAGES.pickupPassed)
  return ok({ quote: { fare: input.fare, includes: input.includes, expiresAt: expiresAt.toISOString() } })
}

/** The customer's answer to the quote their page (or email) named: only the latest, and accepted only while it holds, under the terms the page showed. */
function decideQuoteAnswer({ booking, lifecycle, at, input }: Situation<Answer>, accepting: boolean): Verdict {
  const latest = latestQuote(lifecycle.history)
  if (!latest) return conflict(QUOTE_MESSAGES.quote)
  if (latest.step !== input.step)
    return conflict(
      `This quote was replaced by a newer one: ${dollars(latest.quote.fare)}, sent ${formatMoment(new Date(latest.at))}. Nothing was changed; the page now shows the latest quote.`,
    )
  if (!accepting) return ok({ step: "quote-declined" })
  if (lapsed(latest.quote, at))
    return conflict(
      `This quote expired on ${formatMoment(new Date(latest.quote.expiresAt))}, so it can no longer be accepted here. Please call us at ${MAIN_PHONE.display} and we will confirm your fare.`,
    )
  return termsRefused(input, policyOnAccept(booking, latest.quote.fare, at)) ?? ok({ step: "quote-accepted", fare: latest.quote.fare })
}

/** The terms an answer agrees to: the kind and the fee in dollars its page showed (an API client may leave the fee out). */
type ShownTerms = { terms?: CancellationTerms["kind"]; fee?: number }

function readShownTerms(body: Record<string, unknown>): Read<ShownTerms> {
  const terms =
    typeof body.terms === "string" && (AGREEABLE_TERMS as readonly string[]).includes(body.terms)
      ? (body.terms as CancellationTerms["kind"])
      : undefined
  const given = body.fee !== undefined && body.fee !== null
  const fee = typeof body.fee === "number" && Number.isFinite(body.fee) && body.fee >= 0 ? body.fee : undefined
  const errors = {
    // None named (a page older than this rule) is answered like terms that changed, with the terms now.
    ...(body.terms !== undefined && !terms ? { terms: LOOP_MESSAGES.terms } : {}),
    ...(given && fee === undefined ? { fee: LOOP_MESSAGES.fee } : {}),
  }
  return { input: { ...(terms ? { terms } : {}), ...(fee === undefined ? {} : { fee }) }, errors }
}

/** A yes to a quote or a new fare: the step it answers and the terms its page showed. */
type Answer = ShownTerms & { step?: number }

const readAnswer =
  (field: "quote" | "offer", message: string) =>
  (body: Record<string, unknown>): Read<Answer> => {
    const step = readStep(field, message)(body)
    const shown = readShownTerms(body)
    return { input: { ...shown.input, ...step.input }, errors: { ...step.errors, ...shown.errors } }
  }

/** Whether a fee agreed to is the fee owed now, to the cent. */
const sameFee = (agreed: number | undefined, now: number | null) => agreed === undefined || now === null || Math.abs(agreed - now) < 0.005

/**
 * A yes binds only the terms its page showed: terms that differ now (the clock brought a moved ride
 * inside the window of the pickup it replaces, or past a deadline) are refused with the terms as they
 * are, and nothing is accepted. Undefined when the terms shown are the terms now.
 */
function termsRefused(shown: ShownTerms, now: StatedTerms): Refusal | undefined {
  if (shown.terms === now.kind && sameFee(shown.fee, now.fee)) return undefined
  const why = shown.terms
    ? "The cancellation terms once accepted changed since this page was opened:"
    : "Please read the cancellation terms that apply once accepted:"
  return conflict(`Nothing was accepted. ${why} ${now.sentence} Accept again to agree to them.`)
}

/** A cancellation under the terms its maker agreed to, as the page showed them: nobody is charged under terms, or a fee, they never saw. */
function decideCancel({ booking, lifecycle, by, at, input, lost }: Situation<ShownTerms>): Verdict {
  const terms = termsNow(booking, lifecycle, at, by)
  if (terms.kind === input.terms && !sameFee(input.fee, feeDollarsOf(terms)))
    return conflict(
      `Nothing was cancelled. The cancellation fee changed since this page was opened: ${policyOf(booking, terms).sentence} Cancel again to accept it.`,
    )
  if (terms.kind !== input.terms) {
    // The booking or the clock moved on since the page was read (dispatch confirmed, a deadline passed): the terms that apply now are shown and asked for again.
    const { sentence } = policyOf(booking, terms)
    // A request agreed to as free that is free no more was confirmed since the page was read: say so.
    const since = lost
      ? whatHappened(lifecycle.history.at(-1))
      : input.terms === "free"
        ? whatHappened(lifecycle.history.at(-1), false)
        : ""
    const why = input.terms
      ? "The cancellation terms changed since this page was opened:"
      : "Please read the cancellation terms that apply now:"
    return conflict(`Nothing was cancelled. ${since ? `${since} ` : ""}${why} ${sentence} Cancel again to accept them.`)
  }
  // Closed terms never reach here: a cancellation after the pickup time is refused by the table's time rule.
  return ok(terms.kind === "closed" ? {} : cancellationNow(booking, terms, at))
}

/** A change asked: judged by the booking form's own schema; made at once to a request nobody answered, waiting for dispatch otherwise. */
async function decideChangeRequest({ booking, lifecycle, at, input }: Situation<{ changes?: unknown }>): Promise<Verdict> {
  const checked = await checkChange(requestOf(booking), input.changes, at)
  if (!checked.ok) return { ok: false, status: 422, errors: checked.errors }
  const change = { from: checked.from, to: checked.to, estimateBefore: booking.estimate, estimate: checked.estimate }
  if (lifecycle.state === "requested") return ok({ step: "change-applied", change }, { ...checked.request, estimate: checked.estimate })
  return ok({ step: "change-requested", change })
}

/** The change an answer names must be the one waiting: not replaced, answered or withdrawn meanwhile. */
function waitingChange({ lifecycle, input }: Situation<{ step?: number }>) {
  const pending = pendingChange(lifecycle.history)
  if (!pending) return conflict(CHANGE_MESSAGES.none)
  if (pending.step !== input.step)
    return conflict(input.step !== undefined && input.step < pending.step ? CHANGE_MESSAGES.replaced : CHANGE_MESSAGES.change)
  return pending
}

/**
 * An accepted change's input: the change it answers, and a new fare, with how long it holds (on a
 * confirmed booking: the offer) and on a quoted booking what it includes (the revised quote).
 */
type ChangeAcceptance = { step?: number; fare?: number; validHours?: number; quote?: QuoteInput; waiveFee?: true }

function readChangeAcceptance(body: Record<string, unknown>): Read<ChangeAcceptance> {
  const step = readStep("change", CHANGE_MESSAGES.change)(body)
  const { errors } = step
  // Ticked by dispatch when accepting a move inside the late-cancellation window: the customer's window then counts from the new pickup.
  const input = { ...step.input, ...(body.waiveFee === true ? { waiveFee: true as const } : {}) }
  if (body.fare === undefined || body.fare === null || body.fare === "") return { input, errors }
  const fare = fareOf(body.fare)
  if (fare === undefined) return { input, errors: { ...errors, fare: QUOTE_MESSAGES.fare } }
  const hold = readValidHours(body)
  // The same fields as a quote, read as one: a quoted booking's accepted change carries its revised quote.
  const quote = body.includes === undefined ? undefined : readQuote(body)
  return {
    input: { ...input, fare, validHours: hold.input, ...(quote ? { quote: quote.input } : {}) },
    errors: { ...errors, ...hold.errors, ...quote?.errors },
  }
}

/**
 * A change dispatch accepts: the booking takes the new trip. A quoted booking's quote priced the old
 * trip, so accepting ends it: the accept carries the revised quote (fare, includes, hold), or the
 * request goes back to waiting for one; either way the old quote can no longer be accepted. A
 * confirmed booking's fare moves only with the customer's yes: a new fare is an offer (decideOffer).
 */
function decideChangeAcceptance(situation: Situation<ChangeAcceptance>): Verdict {
  const pending = waitingChange(situation)
  if ("ok" in pending) return pending
  const pickup = pickupInstant(pending.change.to.date, pending.change.to.time)
  if (!pickup || pickup <= situation.at)
    return conflict("The new pickup time asked for has passed, so this change can no longer be accepted. Please call the customer.")
  const { fare, quote } = situation.input
  const accepted = { step: "change-accepted" as const, answers: pending.step }
  const after = applyChange(situation.booking, pending.change)
  if (situation.lifecycle.state === "quoted") {
    if (fare === undefined) return ok(accepted, after, "requested")
    if (!quote) return { ok: false, status: 422, errors: { includes: QUOTE_MESSAGES.includes } }
    const revised = decideQuote({ ...situation, booking: after, input: quote })
    return revised.ok ? ok({ ...accepted, ...revised.addition }, after, "quoted") : revised
  }
  if (fare !== undefined && situation.lifecycle.state !== "confirmed")
    return { ok: false, status: 422, errors: { fare: CHANGE_MESSAGES.fareQuoted } }
  // The agreed fare named again is no new fare: the change is simply accepted.
  if (fare !== undefined && fare !== agreedFare(situation.lifecycle.history)) {
    if (changeIsFree(situation.booking, pending)) return { ok: false, status: 422, errors: { fare: CHANGE_MESSAGES.free } }
    return decideOffer(situation, pending, fare)
  }
  return ok({ ...accepted, ...feeWindowAfterMove(situation, pending.change.to, situation.input.waiveFee) }, after)
}

/**
 * A change of a confirmed booking accepted at a new fare: an offer, which leaves the booking, its trip
 * and its fare as they are until the customer accepts it. It holds like a quote, never past either
 * pickup, and must leave the customer time to answer.
 */
function decideOffer({ booking, at, input }: Situation<ChangeAcceptance>, pending: ChangeEntry, fare: number): Verdict {
  const pickups = [pickupInstant(booking.date, booking.time), pickupInstant(pending.change.to.date, pending.change.to.time)]
  const first = new Date(Math.min(...pickups.map((pickup) => pickup?.getTime() ?? at.getTime())))
  const expiresAt = quoteExpiry(at, input.validHours ?? QUOTE_VALID_HOURS_DEFAULT, first)
  if (expiresAt.getTime() - at.getTime() < QUOTE_MIN_WINDOW_MS) return conflict(OFFER_MESSAGES.tooClose)
  return ok({
    step: "offer-made",
    answers: pending.step,
    offer: { fare, expiresAt: expiresAt.toISOString(), ...(input.waiveFee ? { waiveFee: true as const } : {}) },
  })
}

/** The customer's answer to the offer their page (or email) named: only the one waiting, and accepted only while it holds. */
function decideOfferAnswer(situation: Situation<Answer>, accepting: boolean): Verdict {
  const { booking, lifecycle, at, input } = situation
  const waiting = pendingOffer(lifecycle.history)
  if (!waiting) return conflict(OFFER_MESSAGES.none)
  if (waiting.step !== input.step) return conflict(OFFER_MESSAGES.offer)
  const answers = waiting.changeStep
  if (!accepting) return ok({ step: "offer-declined", answers })
  if (lapsed(waiting.offer, at))
    return conflict(
      `This new fare lapsed on ${formatMoment(new Date(waiting.offer.expiresAt))}, so it can no longer be accepted here: your booking stands as it was. Please call us at ${MAIN_PHONE.display} if you still want the change.`,
    )
  const { to } = waiting.change
  const pickup = pickupInstant(to.date, to.time)
  if (!pickup || pickup <= at)
    return conflict(`The new pickup time has passed, so this change can no longer be made. Please call us at ${MAIN_PHONE.display}.`)
  const refused = termsRefused(input, policyOnOffer(booking, lifecycle, waiting, at))
  if (refused) return refused
  return ok(
    { step: "offer-accepted", answers, fare: waiting.offer.fare, ...feeWindowAfterMove(situation, to, waiting.offer.waiveFee) },
    applyChange(booking, waiting.change),
  )
}

/** What an accepted move does to the late-cancellation window: kept from the pickup it replaced, unless dispatch waives the fee (both said in the history). */
function feeWindowAfterMove(
  { booking, lifecycle, at }: Pick<Situation<unknown>, "booking" | "lifecycle" | "at">,
  to: PickupTime,
  waiveFee: boolean | undefined,
): Partial<LifecycleEvent> {
  const kept = windowKeptByMove(booking, lifecycle, to, at)
  if (!kept) return {}
  if (waiveFee) return { feeWaived: true, policy: FEE_WAIVED }
  const from = pickupInstant(kept.date, kept.time)
  return { feeWindowFrom: kept, ...(from ? { policy: keptWindowSentence(from) } : {}) }
}

/** What the history and both emails say when dispatch waives the fee of a move inside the window. */
export const FEE_WAIVED = "Dispatch waived the late-cancellation fee for this move: a cancellation now counts from the new pickup time."

const answersWaitingChange = (step: "change-declined" | "change-withdrawn") => (situation: Situation<{ step?: number }>) => {
  const pending = waitingChange(situation)
  return "ok" in pending ? pending : ok({ step, answers: pending.step })
}

/** An assignment asked by dispatch's page: the leg, and the roster's chauffeur and vehicle by id. */
type AssignmentInput = { leg?: string; chauffeur?: string; vehicle?: string; despite?: true }

function readAssignment(body: Record<string, unknown>): Read<AssignmentInput> {
  const text = (value: unknown) => (typeof value === "string" && value.length <= 64 ? value : undefined)
  const leg = body.leg === undefined ? "pickup" : text(body.leg)
  return {
    input: {
      leg,
      chauffeur: text(body.chauffeur),
      vehicle: text(body.vehicle),
      ...(body.despite === true ? { despite: true as const } : {}),
    },
    errors: leg === "pickup" || leg === "return" ? {} : { leg: ASSIGNMENT_MESSAGES.leg },
  }
}

/** The leg an assignment names, when the booking has it; a refusal otherwise. */
function legAsked(booking: BookingRecord, leg: string | undefined): RideLeg | Refusal {
  const legs: string[] = legsOf(booking)
  if (leg && legs.includes(leg)) return leg as RideLeg
  return { ok: false, status: 422, errors: { leg: leg === "return" ? ASSIGNMENT_MESSAGES.noReturn : ASSIGNMENT_MESSAGES.leg } }
}

/** A chauffeur and vehicle of the roster on a leg; the same pair again changes nothing; one that runs into another ride, or a smaller car than booked, is saved only when dispatch says so again (`despite`). */
function decideAssignment({ booking, lifecycle, input, roster, nearby = [] }: Situation<AssignmentInput>): Verdict {
  const leg = legAsked(booking, input.leg)
  if (typeof leg !== "string") return leg
  const made = assignmentOf(roster ?? { chauffeurs: [], vehicles: [] }, leg, input.chauffeur, input.vehicle)
  if (!made.ok) return { ok: false, status: 422, errors: made.errors }
  const now = currentAssignments(lifecycle.history)[leg]
  if (now && now.chauffeur.id === made.assignment.chauffeur.id && now.vehicle.id === made.assignment.vehicle.id)
    return conflict(ASSIGNMENT_MESSAGES.same)
  const warnings = assignmentWarnings(booking, made.assignment, nearby, roster ?? { chauffeurs: [], vehicles: [] })
  if (warnings.length > 0 && !input.despite) return conflict(`${ASSIGNMENT_MESSAGES.warned} ${warnings.join(" ")}`)
  return ok({ step: "chauffeur-assigned", assignment: made.assignment })
}

/** A chauffeur's answer to the assignment their link was sent for: only while it holds its leg, and once. */
function decideRideAnswer({ lifecycle, assignmentStep }: Situation<unknown>, accepting: boolean): Verdict {
  const held = assignmentStep === undefined ? undefined : legHeldAt(lifecycle.history, assignmentStep)
  if (!held) return conflict(RIDE_MESSAGES.ended)
  if (held.accepted) return conflict(accepting ? RIDE_MESSAGES.accepted : RIDE_MESSAGES.acceptedAlready)
  return ok({ step: accepting ? "chauffeur-accepted" : "chauffeur-declined", leg: held.leg, answers: held.step })
}

/** The leg a chauffeur's link holds now, accepted; a refusal otherwise. */
function acceptedLeg({ lifecycle, assignmentStep }: Situation<unknown>): HeldAssignment | Refusal {
  const held = assignmentStep === undefined ? undefined : legHeldAt(lifecycle.history, assignmentStep)
  if (!held) return conflict(RIDE_MESSAGES.ended)
  if (!held.accepted) return conflict(PROGRESS_MESSAGES.notAccepted)
  return held
}

/** A leg's progress for its chauffeur (or the leg dispatch names), or a refusal. */
function progressOf(situation: Situation<{ leg?: string }>): { held: HeldAssignment; progress: LegProgress } | Refusal {
  const { lifecycle, by, input, booking } = situation
  let held: HeldAssignment | Refusal
  if (by === "chauffeur") held = acceptedLeg(situation)
  else {
    const leg = legAsked(booking, input.leg)
    if (typeof leg !== "string") return leg
    const holding = heldAssignments(lifecycle.history)[leg]
    held = holding ?? conflict(ASSIGNMENT_MESSAGES.none)
  }
  if ("ok" in held) return held
  const progress = rideProgress(lifecycle.history)[held.leg]
  return progress ? { held, progress } : conflict(RIDE_MESSAGES.ended)
}

const readStatus = (body: Record<string, unknown>): Read<{ status?: RideStatus }> =>
  typeof body.status === "string" && (["on-the-way", "on-location", "on-board"] as string[]).includes(body.status)
    ? { input: { status: body.status as RideStatus }, errors: {} }
    : { input: {}, errors: { status: PROGRESS_MESSAGES.status } }

const STATUS_STEPS = {
  "on-the-way": "ride-on-the-way",
  "on-location": "ride-on-location",
  "on-board": "ride-on-board",
  done: "ride-done",
} as const

/** The chauffeur's tap: a later status of their accepted leg, from a set time before its pickup. */
function decideStatus(situation: Situation<{ status?: RideStatus }>): Verdict {
  const found = progressOf({ ...situation, input: {} })
  if ("ok" in found) return found
  const { progress, held } = found
  const status = situation.input.status ?? "on-the-way"
  const pickup = legPickup(situation.booking, held.leg)
  if (!pickup || situation.at.getTime() < pickup.getTime() - SET_OUT_FROM_MS) return conflict(PROGRESS_MESSAGES.tooEarly)
  if (legClosed(progress)) return conflict(PROGRESS_MESSAGES.finished)
  if (!nextStatuses(progress).includes(status)) return conflict(PROGRESS_MESSAGES.backwards)
  return ok({ step: STATUS_STEPS[status], leg: held.leg })
}

/** Done: after the passenger is on board, with the extras the terms allow. */
function decideFinish(situation: Situation<{ extras: Extra[] }>): Verdict {
  const found = progressOf({ ...situation, input: {} })
  if ("ok" in found) return found
  const { progress, held } = found
  if (legClosed(progress)) return conflict(PROGRESS_MESSAGES.finished)
  if (progress.status !== "on-board") return conflict(PROGRESS_MESSAGES.notOnBoard)
  return ok({ step: "ride-done", leg: held.leg, extras: situation.input.extras })
}

type LandingInput = { leg?: string; at?: Date; kind?: "domestic" | "international" }

function readLanding(body: Record<string, unknown>): Read<LandingInput> {
  const at = typeof body.landedAt === "string" ? new Date(body.landedAt) : undefined
  const kind = body.kind === "domestic" || body.kind === "international" ? body.kind : undefined
  return {
    input: { ...readLeg(body).input, ...(at && !Number.isNaN(at.getTime()) ? { at } : {}), ...(kind ? { kind } : {}) },
    errors: {
      ...(at && !Number.isNaN(at.getTime()) ? {} : { landedAt: PROGRESS_MESSAGES.landing }),
      ...(kind ? {} : { kind: PROGRESS_MESSAGES.landingKind }),
    },
  }
}

/** An airport pickup's actual landing, until the passenger is on board; never in the future. */
function decideLanding(situation: Situation<LandingInput>): Verdict {
  const found = progressOf(situation)
  if ("ok" in found) return found
  const { progress, held } = found
  const { at, kind } = situation.input
  if (!at || !kind) return { ok: false, status: 422, errors: { landedAt: PROGRESS_MESSAGES.landing } }
  if (!isAirportLeg(situation.booking, held.leg)) return conflict(PROGRESS_MESSAGES.notAirport)
  if (at.getTime() > situation.at.getTime() + 60_000)
    return { ok: false, status: 422, errors: { landedAt: PROGRESS_MESSAGES.landingFuture } }
  if (progress.status === "on-board" || legClosed(progress)) return conflict(PROGRESS_MESSAGES.landedAlready)
  return ok({ step: "flight-landed", leg: held.leg, landing: { at: at.toISOString(), kind } })
}

/** A no-show, reported by the chauffeur on location once the free waiting is over; dispatch answers it. */
function decideNoShowReport(situation: Situation<unknown>): Verdict {
  const found = progressOf({ ...situation, input: {} })
  if ("ok" in found) return found
  const { progress, held } = found
  if (progress.noShow?.state === "asked") return conflict(PROGRESS_MESSAGES.noShowAsked)
  if (!noShowOpen(situation.booking, progress, situation.at)) return conflict(PROGRESS_MESSAGES.noShowEarly)
  return ok({ step: "no-show-asked", leg: held.leg })
}

const readLeg = (body: Record<string, unknown>): Read<{ leg?: string }> => ({
  input: { leg: body.leg === undefined ? "pickup" : typeof body.leg === "string" ? body.leg : "" },
  errors: {},
})

/** Dispatch's answer to the no-show waiting on the leg it names. */
function decideNoShowAnswer(situation: Situation<{ leg?: string }>, approving: boolean): Verdict {
  const found = progressOf(situation)
  if ("ok" in found) return found
  const { progress, held } = found
  if (progress.noShow?.state !== "asked") return conflict(PROGRESS_MESSAGES.noShowNone)
  return ok({ step: approving ? "no-show-approved" : "no-show-refused", leg: held.leg, answers: progress.noShow.step })
}

function readGratuity(body: Record<string, unknown>): Read<{ percent?: GratuityPercent }> {
  const percent = typeof body.percent === "string" ? Number(body.percent) : body.percent
  return isGratuityPercent(percent) ? { input: { percent }, errors: {} } : { input: {}, errors: { percent: GRATUITY_MESSAGES.percent } }
}

/** The customer's gratuity: any of the choices, until the statement is sent. */
function decideGratuity({ lifecycle, input }: Situation<{ percent?: GratuityPercent }>): Verdict {
  if (statementsOf(lifecycle.history).length > 0) return conflict(GRATUITY_MESSAGES.sent)
  return ok({ step: "gratuity-set", gratuityPercent: input.percent ?? 0 })
}

/** The extras a request lists (extras.ts), each note held to the gratuity rule: the statement says the gratuity on a line of its own. */
function readStatedExtras(body: Record<string, unknown>): ReturnType<typeof readExtras> {
  const read = readExtras(body)
  const items: unknown[] = Array.isArray(body.extras) ? body.extras : []
  items.forEach((item, i) => {
    const note = (item as { note?: unknown } | null)?.note
    const field = `extras[${i}].note`
    const wrong = typeof note === "string" && !read.errors[field] ? gratuityTextError("extra", note) : undefined
    if (wrong) read.errors[field] = wrong
  })
  return read
}

/** What dispatch sends with a statement: whether it corrects the last one, and the extras when it corrects them (each with the leg it names). */
type StatementAsk = { correction: boolean; extras?: (Extra & { leg: string })[] }

function readStatementAsk(body: Record<string, unknown>): Read<StatementAsk> {
  const correction = body.correction === true
  if (body.extras === undefined || body.extras === null) return { input: { correction }, errors: {} }
  const { extras, errors } = readStatedExtras(body)
  const items = Array.isArray(body.extras) ? (body.extras as unknown[]) : []
  const legs = items.map((item) => (item as { leg?: unknown } | null)?.leg ?? "pickup")
  return {
    input: { correction, extras: extras.map((extra, i) => ({ ...extra, leg: typeof legs[i] === "string" ? legs[i] : "" })) },
    errors,
  }
}

/** Dispatch's extras, each on a leg the booking has; a refusal naming each that is not (`extras[1].leg`). */
function extrasOnLegs(booking: BookingRecord, extras: StatementAsk["extras"]): StatementExtra[] | undefined | Refusal {
  if (!extras) return undefined
  const errors: Record<string, string> = {}
  const placed = extras.flatMap((extra, i) => {
    const leg = legAsked(booking, extra.leg)
    if (typeof leg === "string") return [{ ...extra, leg }]
    errors[`extras[${i}].leg`] = "errors" in leg ? leg.errors.leg : leg.error
    return []
  })
  return Object.keys(errors).length ? { ok: false, status: 422, errors } : placed
}

/** What dispatch is warned of before an assignment is saved: the rides it runs into, and a smaller class than booked. */
function assignmentWarnings(booking: BookingRecord, assignment: Assignment, nearby: readonly TimedAssignment[], roster: Roster): string[] {
  const { leg, chauffeur, vehicle } = assignment
  const busy = legBusy(booking, leg, vehicle.vehicleClass)
  const runsInto = busy
    ? assignmentConflicts({ reference: "", leg, chauffeurId: chauffeur.id, vehicleId: vehicle.id, busy }, nearby, roster)
    : []
  const smaller = smallerClassWarning(booking, vehicle)
  return [...runsInto.map(({ sentence }) => sentence), ...(smaller ? [smaller] : [])]
}

/** Whether `action` reads dispatch's roster (the endpoint reads it first). */
export const needsRoster = (action: BookingAction): boolean => (LOOP_ACTIONS[action] as ActionRule<unknown>).needsRoster === true

/** A change of a confirmed booking accepted at a new fare: the offer is on its way to the customer, and nothing moved yet. */
const OFFER_SENT: AnswerWords = {
  sent: "New fare offered. The customer is being emailed it with one click to accept; the booking stays as it was until they do.",
  done: "New fare offered",
}

/** A change to a request dispatch has not answered yet is made at once, and says so. */
const CHANGE_APPLIED: AnswerWords = {
  sent: "Your request is changed. Dispatch has been told, and will confirm it as it is now.",
  done: "Your request is changed",
}

/** Every action, in the order the page offers them. */
export const LOOP_ACTIONS = {
  confirm: rule({
    by: ["dispatch"],
    from: ["requested"],
    to: "confirmed",
    only: "Only dispatch can confirm a booking.",
    // The fare a confirmation settles at: the estimate's single figure, read from the record, never from the request.
    decide: ({ booking }) => {
      const fare = estimateFare(booking)
      return fare === null ? conflict(QUOTE_MESSAGES.noEstimate) : ok({ fare })
    },
    offered: (view) => view.estimateFare !== null,
    answer: said({ dispatch: "Confirmed. The customer is being emailed the confirmation and your note." }),
  }),
  quote: rule({
    by: ["dispatch"],
    from: ["requested", "quoted"],
    to: "quoted",
    only: "Only dispatch can send a quote.",
    read: readQuote,
    decide: decideQuote,
    answer: said({ dispatch: "Quote sent. The customer is being emailed it, with one click to accept." }),
  }),
  "accept-quote": rule({
    by: ["customer"],
    from: ["quoted"],
    to: "confirmed",
    only: "Only the customer can accept a quote.",
    read: readAnswer("quote", QUOTE_MESSAGES.quote),
    decide: (situation) => decideQuoteAnswer(situation, true),
    offered: (view) => view.quote !== null && !view.quote.expired,
    answer: said({
      customer:
        "Quote accepted: your booking is confirmed. Dispatch has been told, and your confirmation and calendar invite are on their way to your email.",
    }),
  }),
  "decline-quote": rule({
    by: ["customer"],
    from: ["quoted"],
    to: "requested",
    only: "Only the customer can decline a quote.",
    read: readStep("quote", QUOTE_MESSAGES.quote),
    decide: (situation) => decideQuoteAnswer(situation, false),
    answer: said({ customer: "You declined the quote. Dispatch has been told, and may send you another or call you." }),
  }),
  "expire-quote": rule({
    by: ["system"],
    from: ["quoted"],
    to: "requested",
    anyTime: true,
    only: "A quote expires by itself at the time it states.",
    decide: ({ lifecycle, at }) => {
      const latest = latestQuote(lifecycle.history)
      return latest && lapsed(latest.quote, at) ? ok({ step: "quote-expired" }) : conflict("The quote still holds.")
    },
  }),
  decline: rule({
    by: ["dispatch"],
    from: ["requested", "quoted"],
    to: "declined",
    anyTime: true,
    only: "Only dispatch can decline a booking.",
    needsNote: true,
    answer: said({ dispatch: "Declined. The customer is being emailed your reason." }),
  }),
  cancel: rule({
    by: ["customer", "dispatch"],
    from: OPEN_STATES,
    to: "cancelled",
    untilLastRide: ["dispatch"],
    only: "A booking is cancelled by the customer or by dispatch.",
    read: readShownTerms,
    decide: decideCancel,
    answer: said({
      customer: "Your booking is cancelled. Dispatch has been told, and a confirmation is on its way to your email.",
      dispatch: "Cancelled. The customer is being emailed.",
    }),
  }),
  complete: rule({ by: ["system"], from: ["confirmed"], to: "completed", only: "A ride is marked completed automatically after its day." }),
  "request-change": rule({
    by: ["customer"],
    from: OPEN_STATES,
    to: "same",
    only: "Only the customer can ask for a change from their link; dispatch calls them.",
    read: (body) => ({ input: { changes: body.changes }, errors: {} }),
    decide: decideChangeRequest,
    answer: (event, role) =>
      event.step === "change-applied"
        ? CHANGE_APPLIED
        : said(
            { customer: "Your change is sent to dispatch. Your booking stays as it was until they accept it; you will hear by email." },
            "Your change is recorded",
          )(event, role),
  }),
  "accept-change": rule({
    by: ["dispatch"],
    from: OPEN_STATES,
    to: "same",
    only: "Only dispatch can accept a change.",
    read: readChangeAcceptance,
    decide: decideChangeAcceptance,
    offered: (view) => view.change !== null,
    answer: (event, role) =>
      event.step === "offer-made"
        ? OFFER_SENT
        : said(
            { dispatch: "Change accepted. The customer is being emailed the new details and an updated calendar invite." },
            "Change accepted",
          )(event, role),
  }),
  "decline-change": rule({
    by: ["dispatch"],
    from: OPEN_STATES,
    to: "same",
    anyTime: true,
    only: "Only dispatch can decline a change.",
    needsNote: true,
    read: readStep("change", CHANGE_MESSAGES.change),
    decide: answersWaitingChange("change-declined"),
    offered: (view) => view.change !== null,
    answer: said(
      { dispatch: "Change declined. The customer is being emailed your reason; the booking stands as it was." },
      "Change declined",
    ),
  }),
  "withdraw-change": rule({
    by: ["customer"],
    from: OPEN_STATES,
    to: "same",
    anyTime: true,
    only: "Only the customer can withdraw their change.",
    read: readStep("change", CHANGE_MESSAGES.change),
    decide: answersWaitingChange("change-withdrawn"),
    offered: (view) => view.change !== null,
    answer: said(
      { customer: "Your change is withdrawn: your booking stands as it was. Dispatch has been told." },
      "Your change is withdrawn",
    ),
  }),
  "accept-offer": rule({
    by: ["customer"],
    from: ["confirmed"],
    to: "same",
    only: "Only the customer can accept a new fare.",
    read: readAnswer("offer", OFFER_MESSAGES.offer),
    decide: (situation) => decideOfferAnswer(situation, true),
    offered: (view) => view.offer !== null && !view.offer.expired,
    answer: said(
      {
        customer:
          "New fare accepted: your booking is changed. Dispatch has been told, and your updated confirmation and calendar invite are on their way to your email.",
      },
      "Your booking is changed",
    ),
  }),
  "decline-offer": rule({
    by: ["customer"],
    from: ["confirmed"],
    to: "same",
    anyTime: true,
    only: "Only the customer can decline a new fare.",
    read: readStep("offer", OFFER_MESSAGES.offer),
    decide: (situation) => decideOfferAnswer(situation, false),
    offered: (view) => view.offer !== null,
    answer: said(
      { customer: "You kept your booking as it was, at the agreed fare. Dispatch has been told." },
      "You kept your booking as it was",
    ),
  }),
  assign: rule({
    by: ["dispatch"],
    from: ["confirmed"],
    to: "same",
    untilLastRide: ["dispatch"],
    needsRoster: true,
    only: "Only dispatch assigns a chauffeur.",
    read: readAssignment,
    decide: decideAssignment,
    answer: said({ dispatch: "Chauffeur and vehicle assigned." }, "Chauffeur assigned"),
  }),
  unassign: rule({
    by: ["dispatch"],
    from: ["confirmed"],
    to: "same",
    untilLastRide: ["dispatch"],
    only: "Only dispatch takes a chauffeur off a ride.",
    read: readAssignment,
    decide: ({ booking, lifecycle, input }: Situation<AssignmentInput>) => {
      const leg = legAsked(booking, input.leg)
      if (typeof leg !== "string") return leg
      return currentAssignments(lifecycle.history)[leg] ? ok({ step: "chauffeur-unassigned", leg }) : conflict(ASSIGNMENT_MESSAGES.none)
    },
    answer: said({ dispatch: "Chauffeur taken off the ride: it has no chauffeur now." }, "Chauffeur taken off"),
  }),
  "accept-ride": rule({
    by: ["chauffeur"],
    from: ["confirmed"],
    to: "same",
    untilLastRide: ["chauffeur"],
    only: "Only the chauffeur assigned accepts a ride.",
    decide: (situation) => decideRideAnswer(situation, true),
    answer: said({ chauffeur: "Ride accepted. Dispatch has been told, and the customer is being emailed who is coming." }, "Ride accepted"),
  }),
  "decline-ride": rule({
    by: ["chauffeur"],
    from: ["confirmed"],
    to: "same",
    untilLastRide: ["chauffeur"],
    only: "Only the chauffeur assigned gives a ride back.",
    needsNote: RIDE_MESSAGES.declineReason,
    decide: (situation) => decideRideAnswer(situation, false),
    answer: said({ chauffeur: "Ride given back. Dispatch has been told your reason and will assign someone else." }, "Ride given back"),
  }),
  "ride-status": rule({
    by: ["chauffeur"],
    from: ["confirmed"],
    to: "same",
    anyTime: true,
    only: "Only the chauffeur on the ride sets its status.",
    read: readStatus,
    decide: decideStatus,
    answer: (event) =>
      STATUS_WORDS[event.step === "ride-on-location" ? "on-location" : event.step === "ride-on-board" ? "on-board" : "on-the-way"],
  }),
  "record-landing": rule({
    by: ["chauffeur", "dispatch"],
    from: ["confirmed"],
    to: "same",
    anyTime: true,
    only: "The chauffeur on the ride, or dispatch, records its landing.",
    read: readLanding,
    decide: decideLanding,
    offered: (view) => view.day?.landingOpen === true,
    answer: said({ chauffeur: "Landing recorded: the free waiting counts from it.", dispatch: "Landing recorded." }, "Landing recorded"),
  }),
  "finish-ride": rule({
    by: ["chauffeur"],
    from: ["confirmed", "completed"],
    to: "same",
    anyTime: true,
    only: "Only the chauffeur on the ride marks it done.",
    read: (body) => {
      const { extras, errors } = readStatedExtras(body)
      return { input: { extras }, errors }
    },
    decide: decideFinish,
    answer: said({ chauffeur: "Ride done. Dispatch has been told, and will send the customer the statement." }, "Ride done"),
  }),
  "report-no-show": rule({
    by: ["chauffeur"],
    from: ["confirmed"],
    to: "same",
    anyTime: true,
    only: "Only the chauffeur on the ride reports a no-show.",
    decide: decideNoShowReport,
    answer: said(
      { chauffeur: "No-show reported. Dispatch will answer shortly: please stay on location until they do." },
      "No-show reported",
    ),
  }),
  "approve-no-show": rule({
    by: ["dispatch"],
    from: ["confirmed"],
    to: "same",
    anyTime: true,
    only: "Only dispatch confirms a no-show.",
    read: readLeg,
    decide: (situation) => decideNoShowAnswer(situation, true),
    offered: (view) => view.day?.noShowAsked === true,
    answer: said(
      { dispatch: "No-show confirmed. The chauffeur is released, and the customer is being emailed the fee." },
      "No-show confirmed",
    ),
  }),
  "refuse-no-show": rule({
    by: ["dispatch"],
    from: ["confirmed"],
    to: "same",
    anyTime: true,
    only: "Only dispatch answers a no-show.",
    read: readLeg,
    decide: (situation) => decideNoShowAnswer(situation, false),
    offered: (view) => view.day?.noShowAsked === true,
    answer: said({ dispatch: "No-show not confirmed: the chauffeur is being told to wait on." }, "No-show not confirmed"),
  }),
  "choose-gratuity": rule({
    by: ["customer"],
    from: ["confirmed", "completed"],
    to: "same",
    anyTime: true,
    only: "Only the customer chooses a gratuity.",
    read: readGratuity,
    decide: decideGratuity,
    offered: (view) => view.day !== undefined && view.day.statement !== "sent",
    answer: (event) => ({
      sent: event.gratuityPercent
        ? `Thank you: a gratuity of ${event.gratuityPercent}% of the fare will be on your statement, and goes in full to your chauffeur.`
        : "No gratuity will be added to your statement.",
      done: "Gratuity chosen",
    }),
  }),
  "send-statement": rule({
    by: ["dispatch"],
    from: ["confirmed", "completed"],
    to: "same",
    anyTime: true,
    only: "Only dispatch sends a statement.",
    read: readStatementAsk,
    offered: (view) => view.day !== undefined && view.day.statement !== "not-ready",
    decide: (situation: Situation<StatementAsk>) => {
      const { booking, lifecycle, at, input } = situation
      const extras = extrasOnLegs(booking, input.extras)
      if (extras && !Array.isArray(extras)) return extras
      const made = statementFor(
        { booking, reference: situation.reference ?? "", history: lifecycle.history, at },
        { correction: input.correction, extras },
      )
      return typeof made === "string" ? conflict(made) : ok({ step: "statement-sent", statement: made })
    },
    answer: said({ dispatch: "Statement sent. The customer is being emailed it, with its PDF." }, "Statement sent"),
  }),
  "replace-links": rule({
    by: ["dispatch"],
    from: ["requested", "quoted", "confirmed", "declined", "cancelled", "completed"],
    to: "same",
    anyTime: true,
    only: "Only dispatch can replace a booking's links.",
    decide: () => ok({ step: "links-replaced" }),
    answer: said(
      {
        dispatch:
          "Links replaced. Every earlier link of this booking, this page's too, no longer opens it; fresh ones are on their way to you and the customer.",
      },
      "Links replaced",
    ),
  }),
  "expire-offer": rule({
    by: ["system"],
    from: ["confirmed"],
    to: "same",
    anyTime: true,
    only: "A new fare lapses by itself at the time it states.",
    decide: ({ lifecycle, at }) => {
      const waiting = pendingOffer(lifecycle.history)
      return waiting && lapsed(waiting.offer, at)
        ? ok({ step: "offer-expired", answers: waiting.changeStep })
        : conflict("No new fare has lapsed.")
    },
  }),
} satisfies Record<string, ActionRule<unknown>>

/** What a person (or the system) asks for. */
export type BookingAction = keyof typeof LOOP_ACTIONS
export const BOOKING_ACTIONS = Object.keys(LOOP_ACTIONS) as BookingAction[]

/** The actions a person takes from the page (not the system's: a quote's expiry, a ride's completion). */
export type SystemAction = "expire-quote" | "expire-offer" | "complete"
export type PageAction = Exclude<BookingAction, SystemAction>
export const PAGE_ACTIONS = BOOKING_ACTIONS.filter((action): action is PageAction =>
  LOOP_ACTIONS[action].by.some((actor) => actor !== "system"),
)

/** Each action's place in the state table: who, from which states, to which. */
export const TRANSITIONS: Readonly<Record<BookingAction, Pick<ActionRule<unknown>, "from" | "by" | "to">>> = LOOP_ACTIONS

export type TransitionResult = { ok: true; to: BookingState } | { ok: false; refusal: "person" | "state" | "time"; reason: string }

/**
 * Whether `actor` may `action` a booking now in `state`, for a ride at `ride`, at `now`. Besides the
 * table: nothing is confirmed or cancelled once the pickup time has passed (what is left of a round trip
 * stays the company's to cancel until its return's pickup), and a booking is completed only after the
 * day of its last ride is over in Boston.
 */
export function checkTransition(state: BookingState, action: BookingAction, actor: Actor, ride: RideLegs, now: Date): TransitionResult {
  const entry: ActionRule<unknown> = LOOP_ACTIONS[action]
  if (!entry.by.includes(actor)) return { ok: false, refusal: "person", reason: entry.only }
  if (!entry.from.includes(state)) return { ok: false, refusal: "state", reason: ALREADY[state] }
  const pickup = entry.untilLastRide?.includes(actor) ? lastPickup(ride) : pickupInstant(ride.date, ride.time)
  if (!pickup) return { ok: false, refusal: "time", reason: "This booking has no valid pickup time." }
  if (action === "complete") {
    if (!ridesOver(ride, now)) return { ok: false, refusal: "time", reason: "The day of the booking's last ride is not over yet." }
  } else if (!entry.anyTime && now >= pickup) {
    return { ok: false, refusal: "time", reason: PICKUP_PASSED }
  }
  return { ok: true, to: entry.to === "same" ? state : entry.to }
}

/** The actions `actor` may take now, in the table's order. */
export function openActions(state: BookingState, actor: Actor, ride: RideLegs, now: Date): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => checkTransition(state, action, actor, ride, now).ok)
}

/** The page actions a link's holder is offered now: those the table allows, less those the booking cannot take (`offered`). */
export function offeredActions(lifecycle: Lifecycle, role: LinkRole, booking: BookingRecord, now: Date, view: OfferContext): PageAction[] {
  return openActions(lifecycle.state, role, booking, now).filter(
    (action): action is PageAction =>
      (PAGE_ACTIONS as readonly string[]).includes(action) && (LOOP_ACTIONS[action as PageAction].offered?.(view) ?? true),
  )
}

/** A request's action and its fields, read by its entry, with one message per field that breaks a rule. */
export type ReadAction =
  { ok: true; action: PageAction; input: { note: string } & Record<string, unknown> } | { ok: false; errors: Record<string, string> }

/**
 * A request's action and fields as `by` sent them. Dispatch's note reaches the customer beside a fare
 * (a quote, a new fare, a confirmation, a no-show's fee): like every text dispatch types, it is held
 * to the gratuity rule.
 */
export function readAction(body: Record<string, unknown>, by: Actor): ReadAction {
  const errors: Record<string, string> = {}
  const action =
    typeof body.action === "string" && (PAGE_ACTIONS as readonly string[]).includes(body.action) ? (body.action as PageAction) : undefined
  if (!action) errors.action = LOOP_MESSAGES.action
  let note = ""
  if (body.note !== undefined && body.note !== null && typeof body.note !== "string") errors.note = LOOP_MESSAGES.note
  else if (typeof body.note === "string") note = bodyText(body.note).trim()
  const entry: ActionRule<unknown> | undefined = action && LOOP_ACTIONS[action]
  if (note.length > NOTE_MAX_LENGTH) errors.note = LOOP_MESSAGES.noteLength
  else if (entry?.needsNote && !note) errors.note = entry.needsNote === true ? LOOP_MESSAGES.declineReason : entry.needsNote
  else if (by === "dispatch" && note) {
    const gratuity = gratuityTextError("note", note)
    if (gratuity) errors.note = gratuity
  }
  const read = entry?.read?.(body) ?? { input: {}, errors: {} }
  Object.assign(errors, read.errors)
  // The booking's revision the page showed (dispatch's page always sends it; an API client may leave it out to act on the booking as it is).
  const revision = body.revision === undefined || body.revision === null ? undefined : wholeNumber(body.revision)
  if (body.revision !== undefined && body.revision !== null && revision === undefined) errors.revision = LOOP_MESSAGES.revision
  return action && Object.keys(errors).length === 0
    ? { ok: true, action, input: { ...(read.input as Record<string, unknown>), note, ...(revision === undefined ? {} : { revision }) } }
    : { ok: false, errors }
}

/** A booking's revision: how many steps its history holds. It grows with every change, so a page that names it acts on what it showed. */
export const revisionOf = (lifecycle: Lifecycle): number => lifecycle.history.length

/** Why an answer given on the booking as it was at `shown` is refused now that it has changed, in words that say what changed; null when it has not. */
export function staleRevision(lifecycle: Lifecycle, shown: number | undefined): string | null {
  if (shown === undefined || shown === revisionOf(lifecycle)) return null
  const since = shown < revisionOf(lifecycle) ? lifecycle.history.slice(Math.max(shown, 0)).map((event) => whatHappened(event, false)) : []
  return `Nothing was done: the booking changed since this page was opened. ${since.join(" ")}${since.length ? " " : ""}The page now shows it as it is: check it before you answer.`
}

/** The step to record, and the booking's values after it when they change. */
export type Decision = { ok: true; event: LifecycleEvent; booking?: BookingRecord } | Refusal

/**
 * The one decision of the loop: whether `situation.by` may take `action` now, and if so the event it
 * records (its state, time, person, what its entry adds, and the note). Pure but for the clock it is given.
 */
export async function decide(
  action: BookingAction,
  situation: Situation<{ note?: string; revision?: number } & Record<string, unknown>>,
): Promise<Decision> {
  const { booking, lifecycle, by, at, lost } = situation
  const stale = staleRevision(lifecycle, situation.input.revision)
  if (stale) return conflict(stale)
  const check = checkTransition(lifecycle.state, action, by, booking, at)
  if (!check.ok) {
    if (check.refusal === "person") return { ok: false, status: 403, error: check.reason }
    return conflict(lost ? `Your change was not made. ${whatHappened(lifecycle.history.at(-1))}` : check.reason)
  }
  const entry: ActionRule<unknown> = LOOP_ACTIONS[action]
  const verdict = (await entry.decide?.(situation)) ?? ok()
  if (!verdict.ok) return verdict
  const note = situation.input.note
  const event: LifecycleEvent = { state: verdict.to ?? check.to, at: at.toISOString(), by, ...verdict.addition, ...(note ? { note } : {}) }
  return { ok: true, event, ...(verdict.booking ? { booking: verdict.booking } : {}) }
}

/** The words the taker of `action` reads once `event` is recorded. */
export const answerWords = (action: PageAction, event: LifecycleEvent, role: LinkRole): AnswerWords =>
  (LOOP_ACTIONS[action] as ActionRule<unknown>).answer?.(event, role) ?? { sent: "", done: STATE_LABELS[event.state] }
