/**
 * The content check's rule for the cancellation policy written in prose. The policy's figures live
 * in one place, src/booking-loop/cancellation.ts, which the booking page, the emails and the server
 * apply; the FAQ, the terms page, service pages and posts say them again in words ("24 hours or
 * more before pickup", "a 50% fee", "72 hours" for weddings and special events). Each figure such a
 * text states is read here and held against the policy: once the policy changes, the build stops
 * naming every file and line that still states the old figure, so no page goes on promising terms
 * the booking pages no longer apply.
 *
 * What counts as a statement: in a paragraph (or field) about cancelling or refunds, "<n> hours"
 * (not a range such as "24 to 48 hours", nor "24 hours a day") is the hours needed for a full
 * refund: the weddings and special events figure when the nearest qualifier in its sentence names
 * weddings, events or proms, else the everyday one; "<n>%" in a sentence about a fee or a charge is
 * the late-cancellation fee.
 */
import { EVENT_FULL_REFUND_HOURS, FREE_CHANGE_HOURS, FULL_REFUND_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "../booking-loop/cancellation"
import { FIGURE, figureValue, problemAt, proseSentences, type ProseProblem, type ProseRecord, type Sentence } from "./prose"

export interface PolicyFigures {
  /** Hours before pickup for a full refund, for every ride but weddings and special events. */
  fullRefundHours: number
  /** The same for weddings and special events. */
  eventFullRefundHours: number
  /** The fee for a later cancellation, in percent of the fare. */
  lateFeePercent: number
  /** Hours before pickup a change of the trip is still free. */
  freeChangeHours: number
}

/** The policy as it is now. */
export const POLICY_FIGURES: PolicyFigures = {
  fullRefundHours: FULL_REFUND_HOURS,
  eventFullRefundHours: EVENT_FULL_REFUND_HOURS,
  lateFeePercent: LATE_CANCELLATION_FEE_PERCENT,
  freeChangeHours: FREE_CHANGE_HOURS,
}

export type PolicyFigure = keyof PolicyFigures

/** A figure of the policy stated in prose. */
export interface PolicyStatement<R extends ProseRecord = ProseRecord> {
  sentence: Sentence<R>
  figure: PolicyFigure
  stated: number
  /** Where in the sentence, from 0. */
  at: number
}

const ABOUT_CANCELLING = /\bcancel|\brefund/i
const ABOUT_CHANGING = /\bchang(?:e|es|ed|ing)\b/i
const ABOUT_A_FEE = /\bfee\b|\bcharge/i
const EVENT_WORDS = /\bweddings?\b|\bspecial events?\b|\bevents?\b|\bproms?\b/gi
const EVERYDAY_WORDS = /\beveryday\b|\broutine\b|\bnormal\b|\bregular\b|\bmost rides\b|\bother rides\b/gi
const HOURS = new RegExp(`\\b(${FIGURE})[ -]hours?\\b(?!\\s+a\\s+day)`, "gi")
const RANGE_BEFORE = /\d+\s*(?:to|-|–)\s*$/
const PERCENT = /\b(\d+)\s?%/g

const nearest = (text: string, pattern: RegExp, at: number) =>
  Math.min(Infinity, ...[...text.matchAll(pattern)].map((m) => Math.abs(m.index! - at)))

/** Each "<n> hours" a sentence states, but the ends of a range ("24 to 48 hours"). */
const hoursStated = (text: string) => [...text.matchAll(HOURS)].filter((match) => !RANGE_BEFORE.test(text.slice(0, match.index)))

/** Every figure of the policy the prose states, with which figure it is. */
export function policyStatements<R extends ProseRecord>(records: readonly R[]): PolicyStatement<R>[] {
  const statements: PolicyStatement<R>[] = []
  for (const sentence of proseSentences(records)) {
    const { text } = sentence
    // A sentence about changing a booking, not cancelling one: its hours are the change policy's.
    if (ABOUT_CHANGING.test(text) && !ABOUT_CANCELLING.test(text)) {
      for (const match of hoursStated(text))
        statements.push({ sentence, figure: "freeChangeHours", stated: figureValue(match[1]), at: match.index! })
      continue
    }
    if (!ABOUT_CANCELLING.test(sentence.paragraph)) continue
    for (const match of hoursStated(text)) {
      const events = nearest(text, EVENT_WORDS, match.index!)
      const everyday = nearest(text, EVERYDAY_WORDS, match.index!)
      const figure: PolicyFigure = events < everyday ? "eventFullRefundHours" : "fullRefundHours"
      statements.push({ sentence, figure, stated: figureValue(match[1]), at: match.index! })
    }
    if (ABOUT_A_FEE.test(text)) {
      for (const match of text.matchAll(PERCENT))
        statements.push({ sentence, figure: "lateFeePercent", stated: Number(match[1]), at: match.index! })
    }
  }
  return statements
}

const WHAT: Record<PolicyFigure, (n: number) => string> = {
  fullRefundHours: (n) => `${n} hours before pickup for a full refund`,
  eventFullRefundHours: (n) => `${n} hours before pickup for a full refund on weddings and special events`,
  lateFeePercent: (n) => `a ${n}% fee for a later cancellation`,
  freeChangeHours: (n) => `${n} hours before pickup for a free change`,
}

/** Each stated figure the policy no longer has, named at its file and line with the figure to write. */
export function policyProseProblems<R extends ProseRecord>(
  records: readonly R[],
  policy: PolicyFigures = POLICY_FIGURES,
): ProseProblem<R>[] {
  return policyStatements(records)
    .filter((s) => s.stated !== policy[s.figure])
    .map(({ sentence, figure, stated, at }) =>
      problemAt(
        sentence,
        at,
        `states ${WHAT[figure](stated)}, but the ${figure === "freeChangeHours" ? "change" : "cancellation"} policy (src/booking-loop/cancellation.ts, which the booking pages and emails apply) says ${WHAT[figure](policy[figure])}. Write ${policy[figure]}${figure === "lateFeePercent" ? "%" : " hours"} there.`,
      ),
    )
}
