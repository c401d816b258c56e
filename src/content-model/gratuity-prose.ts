/**
 * The content check's rule for the gratuity written in prose. The rule lives in one place,
 * src/booking-loop/gratuity.ts: no gratuity is ever added without the customer's say, so fares and
 * quotes never include one; 20% is customary. A sentence about gratuity that says otherwise ("we add a
 * standard 20% gratuity to every quote", "tolls and gratuity listed on the quote") is named, and so is
 * a customary figure other than the rule's.
 *
 * What counts as saying otherwise: a sentence naming a gratuity, none of whose clauses about it is
 * negated (never, not, no, without...), with a clause that has us add or include something, calls it
 * standard or automatic, or puts it on a quote, fare, price or total ("shown on a written quote", "the
 * quote lists", "a quote with ... gratuity"). A clause is a stretch between commas, semicolons, colons,
 * dashes and brackets.
 */
import { CUSTOMARY_GRATUITY_PERCENT } from "../booking-loop/gratuity"
import { problemAt, proseSentences, type ProseProblem, type ProseRecord } from "./prose"

const GRATUITY = /\bgratuit(?:y|ies)\b/i
const NEGATED = /\bnever\b|\bnot\b|n['’]t\b|\bno\b|\bnor\b|\bwithout\b|\bneither\b|\bexclud/i
const PRICED = "(?:quotes?|fares?|rates?|prices?|estimates?|totals?|bills?|invoices?)"
const ADDED = [
  /\bwe\s+(?:\w+\s+)?(?:add|include|list|show|charge|build|apply|put)\b/i,
  /\bstandard\b|\bautomatic(?:ally)?\b|\bmandatory\b/i,
  new RegExp(`\\b(?:added|included|listed|shown|built|itemi[sz]ed|appears?|applied|charged)\\b.*\\b${PRICED}\\b`, "i"),
  new RegExp(`\\b${PRICED}\\s+(?:\\w+\\s+)?(?:includes?|lists?|shows?|carr(?:y|ies)|contains?|covers?)\\b`, "i"),
  new RegExp(`\\b${PRICED}\\s+with\\b`, "i"),
]
const CUSTOMARY = /\bcustomar(?:y|ily)\b|\busual(?:ly)?\b|\btypical(?:ly)?\b/i
const PERCENT = /\b(\d+)\s?%/g

/** The clauses of a sentence, with where each starts. */
function clausesOf(text: string): { text: string; at: number }[] {
  const clauses: { text: string; at: number }[] = []
  let start = 0
  for (const match of text.matchAll(/[,;:()—–]|\s-\s|\bbut\b/g)) {
    clauses.push({ text: text.slice(start, match.index), at: start })
    start = match.index! + match[0].length
  }
  clauses.push({ text: text.slice(start), at: start })
  return clauses
}

const RULE_SAYS =
  "but no gratuity is ever added without the customer's say: fares and quotes never include one (src/booking-loop/gratuity.ts). Say that here in this text's own words."

/** Each text that says a gratuity is added, included or standard on a quote or fare, or gives another customary figure, named at its place. */
export function gratuityProseProblems<R extends ProseRecord>(
  records: readonly R[],
  customary: number = CUSTOMARY_GRATUITY_PERCENT,
): ProseProblem<R>[] {
  const problems: ProseProblem<R>[] = []
  for (const sentence of proseSentences(records)) {
    if (!GRATUITY.test(sentence.text)) continue
    const clauses = clausesOf(sentence.text)
    const saysNever = clauses.some((clause) => NEGATED.test(clause.text) && (GRATUITY.test(clause.text) || /\bit\b/i.test(clause.text)))
    const added = clauses.find((clause) => !NEGATED.test(clause.text) && ADDED.some((pattern) => pattern.test(clause.text)))
    if (added && !saysNever) problems.push(problemAt(sentence, added.at, `says a gratuity is added to a quote or a fare, ${RULE_SAYS}`))
    for (const clause of clauses.filter((c) => CUSTOMARY.test(c.text))) {
      for (const match of clause.text.matchAll(PERCENT)) {
        const stated = Number(match[1])
        if (stated !== customary)
          problems.push(
            problemAt(
              sentence,
              clause.at + match.index!,
              `states ${stated}% as the customary gratuity, but the gratuity rule (src/booking-loop/gratuity.ts) says ${customary}%. Write ${customary}% there.`,
            ),
          )
      }
    }
  }
  return problems
}
