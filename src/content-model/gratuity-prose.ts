/**
 * The content check's rule for the gratuity written in prose, and the same reading of a text a person
 * types into a priced email (what a quote's fare includes, dispatch's note: gratuityInText). The rule
 * lives in one place, src/booking-loop/gratuity.ts: no gratuity is ever added without the customer's
 * say, so fares and quotes never include one; 20% is customary. A sentence about gratuity (or a tip) that says
 * otherwise ("we add a standard 20% gratuity to every quote", "tolls and gratuity listed on the
 * quote", "gratuity included") is named, and so is a customary figure other than the rule's.
 *
 * What counts as saying otherwise: a sentence naming a gratuity, none of whose clauses about it is
 * negated (never, not, no, without...) or calls it extra, with a clause that has us add or include
 * something, calls it standard or automatic, puts it on a quote, fare, price or total ("shown on a
 * written quote", "the quote lists", "a quote with ... gratuity"), or has it included ("gratuity
 * included", "including gratuity"). A question says nothing. A clause is a stretch between commas,
 * semicolons, colons, dashes and brackets.
 */
import { CUSTOMARY_GRATUITY_PERCENT } from "../booking-loop/gratuity"
import { problemAt, proseSentences, sentencesOf, type ProseProblem, type ProseRecord } from "./prose"

/** A gratuity, by its name or the everyday one ("a 20% tip", "tipping"). */
const NAMED = "(?:gratuit(?:y|ies)|tip|tipping)"
const GRATUITY = new RegExp(`\\b${NAMED}\\b`, "i")
const NEGATED = /\bnever\b|\bnot\b|n['’]t\b|\bno\b|\bnor\b|\bwithout\b|\bneither\b|\bexclud/i
const PRICED = "(?:quotes?|fares?|rates?|prices?|estimates?|totals?|bills?|invoices?)"
const ADDED = [
  /\bwe\s+(?:\w+\s+)?(?:add|include|list|show|charge|build|apply|put)\b/i,
  /\bstandard\b|\bautomatic(?:ally)?\b|\bmandatory\b/i,
  new RegExp(`\\b(?:added|included|listed|shown|built|itemi[sz]ed|appears?|applied|charged)\\b.*\\b${PRICED}\\b`, "i"),
  new RegExp(`\\b${PRICED}\\s+(?:\\w+\\s+)?(?:includes?|lists?|shows?|carr(?:y|ies)|contains?|covers?)\\b`, "i"),
  new RegExp(`\\b${PRICED}\\s+with\\b`, "i"),
  new RegExp(`\\b${NAMED}\\s+(?:(?:is|are)\\s+)?(?:\\w+\\s+)?included\\b`, "i"),
  new RegExp(`\\bincluding\\s+(?:[\\w%]+\\s+){0,2}${NAMED}\\b`, "i"),
]
/** A clause that calls the gratuity extra ("tolls and gratuity are extra") says it is not in the fare. */
const EXTRA = new RegExp(`\\b${NAMED}\\s+(?:(?:is|are)\\s+)?extra\\b`, "i")
const QUESTION = /\?["'’”)]*\s*$/
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

/** What a sentence says against the rule, each at its place in the sentence (`at`, from 0). */
export type GratuityContrary = { kind: "added"; at: number } | { kind: "customary"; at: number; stated: number }

/** What one sentence says against the gratuity rule: a gratuity added or included, another customary figure. */
function contraryIn(sentence: string, customary: number): GratuityContrary[] {
  // A question ("Is gratuity included?") asks; its answer says.
  if (!GRATUITY.test(sentence) || QUESTION.test(sentence)) return []
  const found: GratuityContrary[] = []
  const clauses = clausesOf(sentence)
  const saysNever = clauses.some(
    (clause) => (NEGATED.test(clause.text) && (GRATUITY.test(clause.text) || /\bit\b/i.test(clause.text))) || EXTRA.test(clause.text),
  )
  const added = clauses.find((clause) => !NEGATED.test(clause.text) && ADDED.some((pattern) => pattern.test(clause.text)))
  if (added && !saysNever) found.push({ kind: "added", at: added.at })
  for (const clause of clauses.filter((c) => CUSTOMARY.test(c.text))) {
    for (const match of clause.text.matchAll(PERCENT)) {
      const stated = Number(match[1])
      if (stated !== customary) found.push({ kind: "customary", at: clause.at + match.index!, stated })
    }
  }
  return found
}

/**
 * The first thing a text a person types says against the rule, read the way the content check reads
 * prose; undefined when it agrees. `lead` is what the text is printed after, read with its first
 * sentence: a quote's "includes" follows "It includes:", so "Tolls, gratuity and waiting" says the fare
 * includes a gratuity.
 */
export function gratuityInText(text: string, lead = "", customary: number = CUSTOMARY_GRATUITY_PERCENT): GratuityContrary | undefined {
  for (const sentence of sentencesOf(lead ? `${lead} ${text}` : text)) {
    const [first] = contraryIn(sentence.text, customary)
    if (first) return first
  }
  return undefined
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
    for (const found of contraryIn(sentence.text, customary))
      problems.push(
        problemAt(
          sentence,
          found.at,
          found.kind === "added"
            ? `says a gratuity is added to a quote or a fare, ${RULE_SAYS}`
            : `states ${found.stated}% as the customary gratuity, but the gratuity rule (src/booking-loop/gratuity.ts) says ${customary}%. Write ${customary}% there.`,
        ),
      )
  }
  return problems
}
