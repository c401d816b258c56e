/** A statement's email read back as its customer would: its text, and its PDF with pdf.js, against the statement sent. */
import type { Statement } from "../../booking-loop/model"
import { statementText } from "../statement/text"
import { header, leaves, partText, type MimePart } from "./mime"
import { pdfText } from "./pdf-text"

/** A statement's own lines as a reader sees them: whitespace collapsed, the rule under the lines left out. */
export const statementLines = (statement: Statement): string[] =>
  statementText(statement)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line && !/^-+$/.test(line))

export interface StatementReadBack {
  lines: string[]
  /** The lines the email's text leaves out. */
  notInText: string[]
  /** The PDF attached: its Content-Disposition, and its lines as pdf.js reads them. */
  pdf: { disposition: string | undefined; lines: string[] }
  /** The lines the PDF leaves out. */
  notInPdf: string[]
}

/** `mail` (a statement's email) read against `statement`: each line in its text and in its PDF. */
export async function readStatementMail(mail: MimePart, statement: Statement): Promise<StatementReadBack> {
  const lines = statementLines(statement)
  const text = (partText(mail, "text/plain") ?? "").replace(/[ \t]+/g, " ")
  const attached = leaves(mail).find((part) => header(part, "content-type")?.startsWith("application/pdf"))
  if (!attached) throw new Error(`The statement's email "${header(mail, "subject")}" has no PDF attached`)
  const pdfLines = (await pdfText(attached.body)).pages.flat()
  return {
    lines,
    notInText: lines.filter((line) => !text.includes(line)),
    pdf: { disposition: header(attached, "content-disposition"), lines: pdfLines },
    notInPdf: lines.filter((line) => !pdfLines.includes(line)),
  }
}
