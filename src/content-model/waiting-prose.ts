/**
 * The content check's rule for the waiting rule written in prose. Its figures live in one place,
 * src/booking-loop/waiting-figures.ts, which the ride's close-out and statement apply; the FAQ, the
 * terms page, /rates, service pages and posts say them again in words ("30 minutes of free waiting
 * after a domestic landing", "15-minute increments"). Each figure such a text states is read here and
 * held against the rule, so no page promises a free time, or a step, the statement does not apply.
 *
 * What counts as a statement: in a paragraph (or field) about waiting, a sentence that says it is
 * free (free, but not "free of worry"; included, grace, complimentary) states a free time with each "<n> minutes" (or a bare
 * "<n> for/after an international ..." in a list of them), but not "<n> minutes early / before / away"
 * nor the step. Which pickup it is for is read beside the figure: first after it, up to the next
 * figure or comma ("... after a domestic landing"), then before it, back to the previous figure
 * ("For all other pickups, the first 15 minutes"); a figure with neither is named, since the reader
 * cannot tell either. In a sentence about waiting, "<n>-minute increments (steps, blocks)" and
 * "increments of <n> minutes" state the step.
 */
import { FREE_WAITING_MINUTES, WAITING_KIND_WORDS, WAITING_STEP_MINUTES, type WaitingKind } from "../booking-loop/waiting-figures"
import { FIGURE, figureValue, problemAt, proseSentences, type ProseProblem, type ProseRecord, type Sentence } from "./prose"

/** The figures as they are now. */
export interface WaitingFigures {
  free: Readonly<Record<WaitingKind, number>>
  step: number
}

export const WAITING_FIGURES: WaitingFigures = { free: FREE_WAITING_MINUTES, step: WAITING_STEP_MINUTES }

/** A figure of the waiting rule stated in prose: a free time (for a kind of pickup, or none said), or the step. */
export interface WaitingStatement<R extends ProseRecord = ProseRecord> {
  sentence: Sentence<R>
  figure: WaitingKind | "unsaid" | "step"
  stated: number
  /** Where in the sentence, from 0. */
  at: number
}

const ABOUT_WAITING = /\bwait|\bgrace\b/i
const SAYS_FREE = /\bfree\b(?!\s+of\s+(?!charge\b))|\binclud(?:e|es|ed|ing)\b|\bgrace\b|\bcomplimentary\b|\bno charge\b/i
const STEP_WORDS = "(?:increments?|steps?|blocks?)"
const STEP = new RegExp(`\\b(${FIGURE})[ -]minutes?\\s+${STEP_WORDS}\\b|\\b${STEP_WORDS}\\s+of\\s+(${FIGURE})\\s+minutes\\b`, "gi")
const KIND_AFTER = "(?=\\s+(?:for|after)\\s+(?:an?\\s+|the\\s+)?(?:international|domestic)\\b)"
/** "<n> minutes" (not early, before, away or the step), or a bare "<n>" followed by "for/after an international ...". */
const FREE_MINUTES = new RegExp(
  `\\b(${FIGURE})(?:[ -]minutes?\\b(?!\\s+(?:early|earlier|before|ahead|away|late|later|walk|drive|${STEP_WORDS}\\b))|${KIND_AFTER})`,
  "gi",
)
const ANY_FIGURE = new RegExp(`\\b${FIGURE}\\b`, "gi")

/** The words that say which pickup, in the order they are tried when several are near. */
const KIND_WORDS: readonly [WaitingKind, RegExp][] = [
  ["international", /\binternational\b|\bcustoms\b/i],
  ["domestic", /\bdomestic\b|(?<!non-)\bairport\b|\blanding\b|\blands\b|\bflights?\b/i],
  [
    "address",
    /\bnon-airport\b|\baddress(?:es)?\b|\bhomes?\b|\boffices?\b|\bhotels?\b|\bother pickups\b|\bscheduled (?:time|pickup)\b|\bdoor\b/i,
  ],
]

/**
 * The kind named nearest the figure in `text` (the words after it, read forward; or those before it,
 * read backward). An airport word without "international" reads as a domestic landing, unless the
 * stretch also names international.
 */
function kindIn(text: string, fromEnd: boolean): WaitingKind | undefined {
  let best: { kind: WaitingKind; distance: number } | undefined
  for (const [kind, pattern] of KIND_WORDS) {
    for (const match of text.matchAll(new RegExp(pattern.source, "gi"))) {
      const distance = fromEnd ? text.length - (match.index! + match[0].length) : match.index!
      // International before domestic when both are as near ("an international landing").
      if (!best || distance < best.distance || (distance === best.distance && kind === "international")) best = { kind, distance }
    }
  }
  if (best?.kind === "domestic" && /\binternational\b/i.test(text)) return "international"
  return best?.kind
}

/** Which pickup a free time at `start`..`end` of `text` is for, read between its neighbouring figures. */
function kindOf(text: string, start: number, end: number): WaitingKind | "unsaid" {
  const figures = [...text.matchAll(ANY_FIGURE)].map((m) => ({ start: m.index!, end: m.index! + m[0].length }))
  const next = figures.find((f) => f.start >= end)?.start ?? text.length
  const previous = figures.filter((f) => f.end <= start).pop()?.end ?? 0
  const after = text.slice(end, next).split(/[,;:]/)[0]
  return kindIn(after, false) ?? kindIn(text.slice(previous, start), true) ?? "unsaid"
}

/** Every figure of the waiting rule the prose states. */
export function waitingStatements<R extends ProseRecord>(records: readonly R[]): WaitingStatement<R>[] {
  const statements: WaitingStatement<R>[] = []
  for (const sentence of proseSentences(records)) {
    const { text } = sentence
    if (!ABOUT_WAITING.test(sentence.paragraph)) continue
    if (ABOUT_WAITING.test(text)) {
      for (const match of text.matchAll(STEP))
        statements.push({ sentence, figure: "step", stated: figureValue(match[1] ?? match[2]), at: match.index! })
    }
    if (!SAYS_FREE.test(text)) continue
    for (const match of text.matchAll(FREE_MINUTES)) {
      const figure = kindOf(text, match.index!, match.index! + match[1].length)
      statements.push({ sentence, figure, stated: figureValue(match[1]), at: match.index! })
    }
  }
  return statements
}

const RULE = "the waiting rule (src/booking-loop/waiting-figures.ts, which the ride's close-out and statement apply)"

function messageOf({ figure, stated }: WaitingStatement, figures: WaitingFigures): string | undefined {
  if (figure === "step")
    return stated === figures.step
      ? undefined
      : `states waiting charged in ${stated}-minute steps, but ${RULE} charges it in ${figures.step}-minute steps. Write ${figures.step} there.`
  if (figure === "unsaid")
    return `states ${stated} minutes of free waiting without saying for which pickup: the terms give ${figures.free.address} minutes ${WAITING_KIND_WORDS.address}, ${figures.free.domestic} after a domestic landing and ${figures.free.international} after an international one. Name the pickup beside the figure ("after a domestic landing", "at a home or office").`
  const rule = figures.free[figure]
  return stated === rule
    ? undefined
    : `states ${stated} minutes of free waiting ${WAITING_KIND_WORDS[figure]}, but ${RULE} says ${rule} minutes. Write ${rule} there.`
}

/** Each stated figure the waiting rule does not have, or a free time that says not for which pickup, named at its file and line. */
export function waitingProseProblems<R extends ProseRecord>(
  records: readonly R[],
  figures: WaitingFigures = WAITING_FIGURES,
): ProseProblem<R>[] {
  return waitingStatements(records).flatMap((statement) => {
    const message = messageOf(statement, figures)
    return message === undefined ? [] : [problemAt(statement.sentence, statement.at, message)]
  })
}
