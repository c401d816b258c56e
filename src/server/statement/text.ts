/**
 * A ride's statement as plain text, for the email's body: its heading (the title, the day it was issued and
 * to whom, the legs), then one row per line with the amounts aligned on the right, each line's detail
 * beneath it, and the total. The PDF (pdf.ts) draws the same heading and the same rows, so what the email
 * says the PDF says.
 */
import { statementAmount, type Statement, type StatementLine } from "../../booking-loop/statement"
import { oneLine } from "../../lib/text"
import { redactKeys } from "../redaction"

/** Typed text (a customer's name, a chauffeur's note) on one line, its keys removed, as everything that shows typed text shows it. */
const typed = (text: string) => redactKeys(oneLine(text))

/** The statement's heading, one line each: its title, what it replaces, when and to whom it was issued, and each leg. */
export function statementHeading(statement: Statement): string[] {
  return [
    statement.title,
    ...(statement.replaces === undefined ? [] : [`Statement ${statement.replaces} no longer applies.`]),
    `Issued ${statement.issuedOn}, to ${typed(statement.customerName)}`,
    ...statement.legs.map((leg) => `${leg.label}: ${leg.when}`),
  ]
}

/** A row of the statement: what it is, its detail beneath (typed text among them, kept to one line), and its amount. */
export interface StatementRow {
  label: string
  detail?: string
  amount: string
}

/** The statement's rows, its total last. */
export function statementRows(statement: Statement): { lines: StatementRow[]; total: StatementRow } {
  const row = (line: StatementLine): StatementRow => {
    const detail = typed(line.detail ?? "")
    return { label: line.label, ...(detail ? { detail } : {}), amount: statementAmount(line.dollars) }
  }
  return { lines: statement.lines.map(row), total: { label: "Total", amount: statementAmount(statement.total) } }
}

/** Space between the widest label and the amounts. */
const GAP = 4

/** The statement as plain-text lines joined by line breaks, the amounts right-aligned in one column. */
export function statementText(statement: Statement): string {
  const { lines, total } = statementRows(statement)
  const labelWidth = Math.max(...[...lines, total].map((row) => row.label.length)) + GAP
  const amountWidth = Math.max(...[...lines, total].map((row) => row.amount.length))
  const aligned = (row: StatementRow) => `${row.label.padEnd(labelWidth)}${row.amount.padStart(amountWidth)}`
  return [
    ...statementHeading(statement),
    "",
    ...lines.flatMap((row) => [aligned(row), ...(row.detail ? [`  ${row.detail}`] : [])]),
    "-".repeat(labelWidth + amountWidth),
    aligned(total),
  ].join("\n")
}
