/**
 * The emails of the chauffeur's part of the loop (docs/CHAUFFEURS.md): the chauffeur assigned gets the leg and
 * their link; the one taken off is told the ride is no longer theirs; once the chauffeur accepts, the customer is
 * told who comes (with their invite again), and once a chauffeur they were told of is taken off or replaced, that it
 * is changing (they hear who comes once the new one accepts); a ride given back goes to dispatch with the reason. A
 * change of a confirmed trip or its cancellation reaches each chauffeur on it too (chauffeurNotices()). Each
 * chauffeur's email is made by `toChauffeur`, which holds only their own link and the leg's rows: never a fare or the
 * customer's email.
 */
import { heldAssignments, toldAssignments, type HeldAssignment } from "../../booking-loop/assignments"
import { STEP_EFFECTS } from "../../booking-loop/model"
import { changingFrom, whoComes, type ChauffeurChanging, type WhoComes } from "../../booking-loop/who-comes"
import { MAIN_PHONE } from "../../config/business"
import { oneLine } from "../../lib/text"
import type { OutgoingMail } from "../delivery/emails"
import { changedRows } from "./changed-rows"
import { legMoment } from "./ride-view"
import type { Paragraph } from "./mail-parts"
import { noteTo, openForDispatch, when, type EmailBuilder, type StepMail } from "./step-mail"

/** Each leg's assignment just before the step (`revision`) and just after it. */
export const heldAround = ({ history, revision, event }: StepMail) => {
  const before = history?.slice(0, revision) ?? []
  return { before: heldAssignments(before), after: heldAssignments([...before, event]) }
}

/** "the ride there on Tuesday, December 1, 2026 at 6:30 AM" */
const legWhen = ({ booking }: StepMail, held: Pick<HeldAssignment, "leg">): string =>
  `the ${held.leg === "return" ? "return" : "ride there"} on ${legMoment(booking, held.leg)}`

const hello = (held: Pick<HeldAssignment, "chauffeur">) => `Hello ${oneLine(held.chauffeur.name)},`

/** An email to the chauffeur of `held`, when the roster gave them an address. */
export const toChauffeur = (step: StepMail, held: HeldAssignment, subject: string, heading: string, lines: Paragraph<"chauffeur">[]) =>
  held.chauffeur.email ? [step.mails.toChauffeur(held, subject, heading, [{ text: hello(held) }, ...lines])] : []

/** The chauffeur's own link to the leg, as a button. */
export const rideButton = (step: StepMail, held: HeldAssignment, label: string): Paragraph<"chauffeur">[] =>
  step.links
    ? [
        { text: label, link: { label: "Open the ride", href: step.links.ride(held.step) } },
        { text: "All your rides in order, and your own calendar of them:", link: { label: "Your day", href: step.links.day(held.step) } },
      ]
    : []

/** The chauffeur taken off a leg (by a new assignment, or none): the ride is no longer theirs, and their link no longer opens it. */
const offTheRide = (step: StepMail, held: HeldAssignment, why: string): OutgoingMail[] =>
  toChauffeur(step, held, `Off ride ${step.reference}: ${legWhen(step, held)}`, `You are off ride ${step.reference}`, [
    { text: `${why} You are no longer on ${legWhen(step, held)}, and your link to it no longer opens it.` },
    { text: `Nothing else changes for your other rides. Questions: call dispatch at ${MAIN_PHONE.display}.` },
  ])

/**
 * The customer was told who comes for a leg, and that chauffeur no longer comes as told (taken off, or the leg given
 * to another or to them in another car): they are told at once that it is changing, with their invite without them,
 * and they hear who comes once the new chauffeur accepts. Their links, fare and terms do not change.
 */
const toldItChanges = (step: StepMail, changing: ChauffeurChanging | null): OutgoingMail[] => {
  if (!changing) return []
  const what = changing.carOnly ? "car" : "chauffeur"
  const subject = `Your ${what} for ${step.reference} is changing`
  const leg = legWhen(step, changing)
  return [
    step.mails.toCustomer(
      subject,
      subject,
      [
        { text: step.greeting },
        {
          text: changing.carOnly
            ? `${changing.was} still drives you for ${leg}, in another car. We will email you the car and its plate as soon as it is confirmed.`
            : `${changing.was} will no longer drive you for ${leg}. A new chauffeur is being arranged: we will email you who comes instead as soon as they confirm.`,
        },
        { text: `Your calendar invite is attached again without the earlier ${what}; it replaces the earlier one.` },
        { text: `Your booking, your fare and your terms are unchanged. Questions: call us at ${MAIN_PHONE.display}.` },
      ],
      step.invite("confirmed"),
    ),
  ]
}

const assigned: EmailBuilder = (step) => {
  const { event, revision, reference, note } = step
  const { before, after } = heldAround(step)
  const held = event.assignment && after[event.assignment.leg]
  if (!held) return []
  const earlier = before[held.leg]
  const vehicle = `the ${held.vehicle.colour} ${held.vehicle.makeModel} (plate ${held.vehicle.plate})`
  return [
    ...toChauffeur(
      step,
      { ...held, step: revision },
      `New ride ${reference}: ${legWhen(step, held)} — Accept`,
      `A ride for you: ${reference}`,
      [
        {
          text: `Dispatch has assigned you ${legWhen(step, held)}, in ${vehicle}.${earlier?.chauffeur.id === held.chauffeur.id ? " This email replaces your earlier one about this ride: only this link opens it now." : ""}`,
        },
        ...noteTo(note, "Dispatch's note:"),
        ...rideButton(
          step,
          { ...held, step: revision },
          "Your page for the ride has the pickup, the name for your sign and the passenger's phone. Accept it there, or give it back with a reason:",
        ),
      ],
    ),
    // The chauffeur it replaces, when another: the ride is no longer theirs.
    ...(earlier && earlier.chauffeur.id !== held.chauffeur.id
      ? offTheRide(step, earlier, `Dispatch has given ${legWhen(step, held)} of ${reference} to another chauffeur.`)
      : []),
    // The customer was told of the one it replaces: it is changing.
    ...toldItChanges(step, earlier?.accepted ? changingFrom(earlier, held) : null),
  ]
}

const unassigned: EmailBuilder = (step) => {
  const { before } = heldAround(step)
  const held = step.event.leg && before[step.event.leg]
  if (!held) return []
  return [
    ...offTheRide(step, held, `Dispatch has taken you off ride ${step.reference}.`),
    // The customer was told who comes: they are told it changes, before they hear who comes instead.
    ...toldItChanges(step, held.accepted ? changingFrom(held, undefined) : null),
  ]
}

const accepted: EmailBuilder = (step) => {
  const { event, booking, reference, summary, greeting, history, revision, mails, invite } = step
  const { after } = heldAround(step)
  const held = event.leg && after[event.leg]
  if (!held) return []
  const who = whoComes(booking, held)
  // The chauffeur the customer was told of before, when another: the new one comes instead.
  const instead = toldAssignments((history ?? []).slice(0, revision))[held.leg]?.chauffeur.name
  const replaced =
    instead && instead !== held.chauffeur.name ? ` ${oneLine(held.chauffeur.name)} now comes instead of ${oneLine(instead)}.` : ""
  return [
    mails.toDispatch(`Chauffeur accepted ${reference}: ${oneLine(held.chauffeur.name)}, ${summary}`, `${reference}: chauffeur accepted`, [
      { text: `${held.chauffeur.name} accepted ${legWhen(step, held)} on ${when(event)}. The customer has been emailed who comes.` },
    ]),
    mails.toCustomer(
      `Your chauffeur for ${reference}: ${oneLine(held.chauffeur.name)}`,
      `Your chauffeur for ${reference}`,
      [
        { text: greeting },
        { text: `${held.chauffeur.name} will drive you for ${legWhen(step, held)}.${replaced}` },
        { text: `Your car: ${who.vehicle}, plate ${who.plate}.` },
        {
          text:
            who.phone.whose === "chauffeur"
              ? `Your chauffeur's mobile: ${who.phone.display}.`
              : `To reach your chauffeur on the day, call dispatch at ${who.phone.display}: we put you through.`,
        },
        { text: `Where to meet: ${who.meetingPoint}` },
        {
          text: "Your calendar invite is attached again with these details; it replaces the earlier one. Your fare and terms are unchanged.",
        },
      ],
      invite("confirmed"),
    ),
  ]
}

const declined: EmailBuilder = (step) => {
  const { event, reference, summary, note, mails } = step
  const { before } = heldAround(step)
  const held = event.leg && before[event.leg]
  if (!held) return []
  return [
    mails.dispatchKeys(`Ride given back: ${reference}, ${summary} needs a chauffeur`, `${reference}: ride given back`, [
      { text: `${held.chauffeur.name} gave back ${legWhen(step, held)} on ${when(event)}. It has no chauffeur now: assign another.` },
      ...noteTo(note, "Their reason:"),
      ...openForDispatch(step, "The booking, to assign another chauffeur:"),
    ]),
  ]
}

/** The chauffeur's steps' emails, by step. */
export const CHAUFFEUR_EMAILS = {
  "chauffeur-assigned": assigned,
  "chauffeur-unassigned": unassigned,
  "chauffeur-accepted": accepted,
  "chauffeur-declined": declined,
} as const satisfies Record<string, EmailBuilder>

/**
 * What a step of the booking does to the chauffeurs on it: a change of the confirmed trip that takes effect reaches
 * each with the values before and after (their link still opens it), a cancellation tells each the ride is off.
 */
export function chauffeurNotices(step: StepMail): OutgoingMail[] {
  const { event, reference, booking, asked } = step
  const cancelled = event.state === "cancelled"
  const changed = event.state === "confirmed" && event.step !== undefined && STEP_EFFECTS[event.step].change === "applies"
  if (!cancelled && !changed) return []
  // The values that changed, the estimate left out: a chauffeur is never told a price.
  const rows = asked?.change ? changedRows(booking, asked.change, { estimate: false }) : []
  const { before } = heldAround(step)
  return Object.values(before).flatMap((held) =>
    cancelled
      ? toChauffeur(step, held, `Cancelled: ride ${reference}, ${legWhen(step, held)}`, `Ride ${reference} is cancelled`, [
          { text: `The customer's booking is cancelled, so ${legWhen(step, held)} is off: you are no longer on it.` },
          { text: `Questions: call dispatch at ${MAIN_PHONE.display}.` },
        ])
      : toChauffeur(step, held, `Changed: ride ${reference}, now ${legWhen(step, held)}`, `Ride ${reference} has changed`, [
          { text: `The ride you are on has changed. It is now ${legWhen(step, held)}; the details below are the new ones.` },
          ...rows.map(({ label, from, to }) => ({ text: `${label}: ${from} → ${to}` })),
          ...rideButton(step, held, "Your page for the ride shows it as it is now:"),
        ]),
  )
}

/** The legs' words in the customer's invite: who comes for each leg whose chauffeur accepted it. */
export const inviteChauffeurLines = (who: readonly WhoComes[], leg: WhoComes["leg"]): string[] =>
  who
    .filter((entry) => entry.leg === leg)
    .map((entry) => `Your chauffeur: ${entry.name}, ${entry.vehicle}, plate ${entry.plate}; ${entry.phone.display}.`)
