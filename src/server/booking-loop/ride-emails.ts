/**
 * The emails of the ride itself (docs/CHAUFFEURS.md, "On the day"): the customer hears when the chauffeur sets out
 * (who, which car, the plate) and when they are on location (where, and from when waiting is charged); dispatch hears
 * of a no-show to answer and of a ride done (its statement to send); the customer hears of a no-show dispatch
 * confirmed (the fee under the terms) and receives the statement, as text and as a PDF.
 */
import { heldAssignments } from "../../booking-loop/assignments"
import { agreedFare } from "../../booking-loop/quotes"
import { FREE_WAITING_MINUTES, waitingLine } from "../../booking-loop/waiting"
import { isAirportLeg, rideProgress, waitingStart } from "../../booking-loop/ride-progress"
import { whoComes, whoComesLine } from "../../booking-loop/who-comes"
import { EXTRA_KINDS } from "../../booking-loop/extras"
import { LEG_LABELS } from "../../booking-loop/ride-sheet"
import { statementTitle } from "../../booking-loop/statement"
import type { RideLeg } from "../../booking-loop/model"
import { dollars } from "../../booking/rates"
import { MAIN_PHONE } from "../../config/business"
import type { OutgoingMail } from "../delivery/emails"
import { statementPdf, statementFileName } from "../statement/pdf"
import { statementText } from "../statement/text"
import { rideButton, toChauffeur } from "./chauffeur-emails"
import { legMoment } from "./ride-view"
import type { Paragraph } from "./mail-parts"
import { noteTo, openForDispatch, tripMail, when, type EmailBuilder, type StepMail } from "./step-mail"

const none: EmailBuilder = () => []

/** The leg a step names, with the assignment holding it and its progress, as the step left them. */
function legAt({ event, history, revision }: StepMail) {
  const upTo = [...(history ?? []).slice(0, revision), event]
  const leg: RideLeg = event.leg ?? "pickup"
  const held = heldAssignments(upTo)[leg]
  const progress = rideProgress(upTo)[leg]
  return held && progress ? { leg, held, progress } : null
}

/** "your ride there on Tuesday, December 1, 2026 at 6:30 AM" */
const yourLeg = ({ booking }: StepMail, leg: RideLeg) => `your ${leg === "return" ? "return" : "ride"} on ${legMoment(booking, leg)}`

const onTheWay: EmailBuilder = (step) => {
  const at = legAt(step)
  if (!at) return []
  const who = whoComes(step.booking, at.held)
  return [
    tripMail(step, `Your chauffeur is on the way: ${step.reference}`, [
      { text: `${who.name} has set out for ${yourLeg(step, at.leg)}.` },
      { text: whoComesLine(who) },
      { text: `Where to meet: ${who.meetingPoint}` },
    ]),
  ]
}

/** From when the customer's waiting is charged, as the terms apply to this leg now. */
function waitingWords(step: StepMail, at: NonNullable<ReturnType<typeof legAt>>): string {
  const start = waitingStart(step.booking, at.progress)
  if (start) return waitingLine(start, step.booking.vehicle)
  if (isAirportLeg(step.booking, at.leg))
    return `Waiting is free for ${FREE_WAITING_MINUTES.domestic} minutes after a domestic landing and ${FREE_WAITING_MINUTES.international} after an international one, counted from your actual landing: a late flight costs you nothing.`
  return ""
}

const onLocation: EmailBuilder = (step) => {
  const at = legAt(step)
  if (!at) return []
  const who = whoComes(step.booking, at.held)
  const waiting = waitingWords(step, at)
  return [
    tripMail(step, `Your chauffeur is here: ${step.reference}`, [
      { text: `${who.name} is waiting for ${yourLeg(step, at.leg)}.` },
      { text: `Where: ${who.meetingPoint}` },
      ...(waiting ? [{ text: waiting }] : []),
      { text: `${who.phone.whose === "chauffeur" ? "Their mobile" : "Call dispatch"}: ${who.phone.display}` },
    ]),
  ]
}

const noShowAsked: EmailBuilder = (step) => {
  const at = legAt(step)
  if (!at) return []
  const since = at.progress.at["on-location"]
  return [
    step.mails.dispatchKeys(`No-show reported on ${step.reference}: answer it`, `No-show reported: ${step.reference}`, [
      {
        text: `${at.held.chauffeur.name} reports nobody for the ${LEG_LABELS[at.leg].toLowerCase()} (${legMoment(step.booking, at.leg)}), on location since ${since ? when({ ...step.event, at: since }) : "earlier"}, with the free waiting over.`,
      },
      {
        text: `Confirming charges the customer the full trip price under the terms. Try the passenger's phone first: ${step.booking.phone}.`,
      },
      ...openForDispatch(step, "Confirm the no-show, or ask the chauffeur to wait on:"),
    ]),
  ]
}

const noShowApproved: EmailBuilder = (step) => {
  const at = legAt(step)
  if (!at) return []
  const fare = agreedFare((step.history ?? []).slice(0, step.revision))
  return [
    tripMail(step, `Missed pickup: ${step.reference}`, [
      {
        text: `Your chauffeur waited for ${yourLeg(step, at.leg)} past the free waiting time, and nobody came or called us, so the ride was recorded as a no-show on ${when(step.event)}.`,
      },
      {
        text: `Under our terms a no-show is charged the full trip price${fare === undefined ? "" : `: ${dollars(fare)}`}. Your statement follows.`,
      },
      ...noteTo(step.note, "A note from dispatch:"),
      { text: `If this is a mistake, please call us at ${MAIN_PHONE.display}: we will look into it at once.` },
    ]),
    ...toChauffeur(step, at.held, `No-show confirmed: ${step.reference}`, "You are released", [
      { text: `Dispatch confirmed the no-show for the ${LEG_LABELS[at.leg].toLowerCase()} of ${step.reference}: you are free to leave.` },
    ]),
  ]
}

const noShowRefused: EmailBuilder = (step) => {
  const at = legAt(step)
  if (!at) return []
  return toChauffeur(step, at.held, `Please wait on: ${step.reference}`, "Please wait on", [
    { text: `Dispatch did not confirm the no-show for the ${LEG_LABELS[at.leg].toLowerCase()} of ${step.reference}.` },
    ...noteTo(step.note, "Dispatch's note:"),
    ...rideButton(step, at.held, "Your page for the ride:"),
  ])
}

const rideDone: EmailBuilder = (step) => {
  const at = legAt(step)
  if (!at) return []
  const extras = step.event.extras ?? []
  return [
    step.mails.dispatchKeys(`Ride done: ${step.reference}, ${LEG_LABELS[at.leg].toLowerCase()}`, `Ride done: ${step.reference}`, [
      { text: `${at.held.chauffeur.name} finished the ${LEG_LABELS[at.leg].toLowerCase()} on ${when(step.event)}.` },
      ...(extras.length
        ? extras.map((extra) => ({ text: `${EXTRA_KINDS[extra.kind].label}: ${dollars(extra.dollars)} (${extra.note})` }))
        : [{ text: "No tolls, parking, airport fees or extra stops were entered." }]),
      ...openForDispatch(step, "Review the ride and send the customer its statement:"),
    ]),
  ]
}

const statementSent: EmailBuilder = (step) => {
  const statement = step.event.statement
  if (!statement) return []
  const attachments: OutgoingMail["attachments"] = [
    { filename: statementFileName(statement), content: () => statementPdf(statement), contentType: "application/pdf" },
  ]
  const body: Paragraph[] = statementText(statement)
    .split("\n")
    .map((line) => ({ text: line }))
  const title = statementTitle(step.reference, statement.number, statement.replaces)
  return [
    tripMail(
      step,
      title,
      [
        {
          text:
            statement.replaces === undefined
              ? "Thank you for riding with us. Here is your statement: every line of it follows the fare you agreed and our published terms."
              : `This statement corrects statement ${statement.replaces}, which it replaces: please disregard the earlier one.`,
        },
        ...body,
        { text: `The PDF is attached. Questions about any line: call us at ${MAIN_PHONE.display}.` },
      ],
      attachments,
    ),
    step.mails.toDispatch(`Sent: ${title}`, title, body),
  ]
}

/** The emails of the ride's steps, by name. */
export const RIDE_EMAILS = {
  "ride-on-the-way": onTheWay,
  "ride-on-location": onLocation,
  "ride-on-board": none,
  "ride-done": rideDone,
  "flight-landed": none,
  "no-show-asked": noShowAsked,
  "no-show-approved": noShowApproved,
  "no-show-refused": noShowRefused,
  "gratuity-set": none,
  "statement-sent": statementSent,
} as const satisfies Record<string, EmailBuilder>
