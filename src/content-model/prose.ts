/**
 * The prose of the content, as the rules that tie facts written in text to their one source read it
 * (policy-prose.ts, fleet-prose.ts): every text field of every record, and each paragraph of an MDX
 * body, cut into sentences. Node and browser alike: no file is read here.
 */
import { isPlainObject } from "./value-rules"

/** What the prose rules read of a content record (the content check's records have it). */
export interface ProseRecord {
  collection: { typeName: string }
  /** Path from the project root. */
  file: string
  data: Record<string, unknown>
  body?: string
}

/** A problem a prose rule found, placed at a field (or, in an MDX body, at a line of it). */
export interface ProseProblem<R extends ProseRecord = ProseRecord> {
  record: R
  /** The field, as the content check names it ("answer", "features[2]", "body"). */
  fieldPath: string
  /** In an MDX body: the line of the body, from 0, where the figure is written. */
  bodyLine?: number
  message: string
}

/** One sentence of prose, and where it is written. */
export interface Sentence<R extends ProseRecord = ProseRecord> {
  record: R
  fieldPath: string
  /** In an MDX body: the line of the body, from 0. */
  bodyLine?: number
  text: string
  /** Every sentence of the same paragraph (or field): the context a figure is read in. */
  paragraph: string
}

/** A problem at the place in its sentence where a figure is written (`at`, from 0 in the sentence). */
export function problemAt<R extends ProseRecord>(sentence: Sentence<R>, at: number, message: string): ProseProblem<R> {
  return {
    record: sentence.record,
    fieldPath: sentence.fieldPath,
    ...(sentence.bodyLine === undefined ? {} : { bodyLine: sentence.bodyLine + sentence.text.slice(0, at).split("\n").length - 1 }),
    message,
  }
}

/** Fields that hold no prose: names of things, files and prices (rate-rules.ts judges prices). */
const NOT_PROSE = new Set(["slug", "id", "image", "icon", "price", "path", "url", "tel", "jsonId"])

/** The sentences of a block of text: cut after . ! ? and at each line (a list item is a sentence of its own). */
export function sentencesOf(text: string): { text: string; offset: number }[] {
  const sentences: { text: string; offset: number }[] = []
  const boundary = /(?<=[.!?])\s+|\n+/g
  let start = 0
  for (const match of text.matchAll(boundary)) {
    sentences.push({ text: text.slice(start, match.index), offset: start })
    start = match.index! + match[0].length
  }
  sentences.push({ text: text.slice(start), offset: start })
  return sentences.filter((s) => s.text.trim())
}

function* stringsOf(value: unknown, fieldPath: string): Generator<{ fieldPath: string; text: string }> {
  if (typeof value === "string") yield { fieldPath, text: value }
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsOf(item, `${fieldPath}[${i}]`)
  else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value))
      if (!NOT_PROSE.has(key)) yield* stringsOf(item, fieldPath ? `${fieldPath}.${key}` : key)
  }
}

/** Every sentence of every record: its text fields first, then its MDX body paragraph by paragraph. */
export function* proseSentences<R extends ProseRecord>(records: readonly R[]): Generator<Sentence<R>> {
  for (const record of records) {
    for (const { fieldPath, text } of stringsOf(record.data, "")) {
      for (const sentence of sentencesOf(text)) yield { record, fieldPath, text: sentence.text, paragraph: text }
    }
    if (record.body === undefined) continue
    const lines = record.body.split("\n")
    let paragraph: { start: number; lines: string[] } | undefined
    const flush = function* (): Generator<Sentence<R>> {
      if (!paragraph) return
      const text = paragraph.lines.join("\n")
      for (const sentence of sentencesOf(text)) {
        const bodyLine = paragraph.start + text.slice(0, sentence.offset).split("\n").length - 1
        yield { record, fieldPath: "body", bodyLine, text: sentence.text, paragraph: text }
      }
      paragraph = undefined
    }
    for (const [i, line] of lines.entries()) {
      if (!line.trim()) {
        yield* flush()
        continue
      }
      paragraph ??= { start: i, lines: [] }
      paragraph.lines.push(line)
    }
    yield* flush()
  }
}

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
]

/** A figure as prose writes it: digits or a word up to twenty ("ten", "Seven"). */
export const FIGURE = `(?:\\d+|${NUMBER_WORDS.join("|")})`

/** The value of a figure matched by FIGURE. */
export function figureValue(figure: string): number {
  return /^\d+$/.test(figure) ? Number(figure) : NUMBER_WORDS.indexOf(figure.toLowerCase())
}
