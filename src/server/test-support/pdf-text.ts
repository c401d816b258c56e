/** A PDF's text as pdf.js reads it (pdf-reader.mjs, in a process of its own): its title and each page's lines. */
import { execFile } from "node:child_process"
import path from "node:path"

export interface PdfText {
  title: string | null
  pages: string[][]
}

export function pdfText(bytes: Uint8Array): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, "pdf-reader.mjs")],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf.js could not read the PDF: ${stderr || error.message}`))
        else resolve(JSON.parse(stdout) as PdfText)
      },
    )
    child.stdin?.end(Buffer.from(bytes))
  })
}
