/**
 * A ride's statement as a PDF, attached to the statement's email: a Letter page (more when the lines run
 * over) with the company's name and contacts, the heading and rows the email's text has (text.ts), the
 * total and how to ask about it. Made with pdf-lib and the PDF standard fonts, whose metrics are in its
 * JavaScript: nothing is read from disk, so it runs as well inside the host's bundled functions. Every
 * string goes through winAnsiText() first, since those fonts draw WinAnsi alone.
 */
import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib"
import { BUSINESS_EMAIL, BUSINESS_NAME, BUSINESS_URL, PHONE_LIST } from "../../config/business"
import type { Statement } from "../../booking-loop/statement"
import { statementHeading, statementRows, type StatementRow } from "./text"
import { winAnsiText } from "./win-ansi"

const MARGIN = 56
/** The amounts' column, right-aligned at the right margin; the labels wrap before it. */
const AMOUNT_COLUMN = 96
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.38, 0.38, 0.42)
const RULE = rgb(0.75, 0.75, 0.78)

interface Style {
  font: PDFFont
  size: number
  color?: ReturnType<typeof rgb>
}

/** Words of `text` in lines no wider than `width` (a word wider than the line is cut where it must be). */
function wrap(text: string, style: Style, width: number): string[] {
  const fits = (line: string) => style.font.widthOfTextAtSize(line, style.size) <= width
  const lines: string[] = []
  let line = ""
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) line = candidate
    else {
      if (line) lines.push(line)
      line = ""
      for (const character of word) {
        if (!fits(line + character) && line) {
          lines.push(line)
          line = ""
        }
        line += character
      }
    }
  }
  return [...lines, line].filter((entry, index, all) => entry || all.length === 1)
}

/** Draws down the pages from the top, starting a new page when the next block would not fit. */
class Writer {
  private page: PDFPage
  private y: number
  readonly width: number

  constructor(
    private readonly doc: PDFDocument,
    private readonly drawable: ReadonlySet<number>,
  ) {
    this.page = doc.addPage(PageSizes.Letter)
    this.y = this.page.getHeight() - MARGIN
    this.width = this.page.getWidth() - 2 * MARGIN
  }

  private room(height: number) {
    if (this.y - height >= MARGIN) return
    this.page = this.doc.addPage(PageSizes.Letter)
    this.y = this.page.getHeight() - MARGIN
  }

  safe(text: string): string {
    return winAnsiText(text, this.drawable)
  }

  /** A block of text wrapped to `width` from the left margin; with `amount`, that figure right-aligned on its first line. */
  text(text: string, style: Style, options: { width?: number; amount?: string; indent?: number } = {}) {
    const lines = wrap(this.safe(text), style, (options.width ?? this.width) - (options.indent ?? 0))
    const leading = style.size * 1.35
    this.room(leading * lines.length)
    const color = style.color ?? INK
    lines.forEach((line, index) => {
      const baseline = this.y - style.size
      this.page.drawText(line, { x: MARGIN + (options.indent ?? 0), y: baseline, size: style.size, font: style.font, color })
      if (index === 0 && options.amount) {
        const amount = this.safe(options.amount)
        const x = MARGIN + this.width - style.font.widthOfTextAtSize(amount, style.size)
        this.page.drawText(amount, { x, y: baseline, size: style.size, font: style.font, color })
      }
      this.y -= leading
    })
  }

  space(height: number) {
    this.y -= height
  }

  rule() {
    this.room(8)
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 0.6, color: RULE })
    this.y -= 8
  }
}

/** The PDF's file name as the email attaches it: "MP-7K2Q9X-statement-2.pdf". */
export const statementFileName = (statement: Pick<Statement, "reference" | "number">): string =>
  `${statement.reference}-statement-${statement.number}.pdf`

/** The statement as a PDF document's bytes. */
export async function statementPdf(statement: Statement): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const drawable = new Set(regular.getCharacterSet())
  const page = new Writer(doc, drawable)
  const body: Style = { font: regular, size: 10 }
  const small: Style = { font: regular, size: 9, color: MUTED }

  page.text(BUSINESS_NAME, { font: bold, size: 16 })
  page.text(PHONE_LIST, small)
  page.text(`${BUSINESS_EMAIL} · ${BUSINESS_URL}`, small)
  page.space(18)

  const [title, ...heading] = statementHeading(statement)
  page.text(title, { font: bold, size: 13 })
  page.space(2)
  for (const line of heading) page.text(line, body)
  page.space(14)

  const { lines, total } = statementRows(statement)
  const row = (entry: StatementRow, style: Style) => {
    page.text(entry.label, style, { width: page.width - AMOUNT_COLUMN, amount: entry.amount })
    if (entry.detail) page.text(entry.detail, small, { width: page.width - AMOUNT_COLUMN, indent: 10 })
    page.space(4)
  }
  page.rule()
  for (const entry of lines) row(entry, body)
  page.rule()
  row(total, { font: bold, size: 11 })
  page.space(18)
  page.text(
    `Questions about this statement: call ${PHONE_LIST}, or write to ${BUSINESS_EMAIL}, naming ${statement.reference} and statement ${statement.number}.`,
    small,
  )

  doc.setTitle(page.safe(statement.title))
  doc.setAuthor(BUSINESS_NAME)
  doc.setCreator(BUSINESS_NAME)
  doc.setCreationDate(new Date(statement.issuedAt))
  doc.setModificationDate(new Date(statement.issuedAt))
  return doc.save()
}
