/**
 * A PDF's text as pdf.js reads it (pdf-reader.mjs, in a process of its own): its title and each page's lines. One
 * reader serves a test file's PDFs in turn (starting one costs about half a second of CPU, loading pdf.js), and is
 * stopped after the file's tests.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process"
import path from "node:path"
import { createInterface } from "node:readline"

export interface PdfText {
  title: string | null
  pages: string[][]
}

interface Waiting {
  resolve: (text: PdfText) => void
  reject: (error: Error) => void
}

let reader: { child: ChildProcessWithoutNullStreams; waiting: Waiting[] } | undefined

function startReader() {
  const child = spawn(process.execPath, [path.join(__dirname, "pdf-reader.mjs")])
  const started = { child, waiting: [] as Waiting[] }
  let stderr = ""
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
  createInterface({ input: child.stdout }).on("line", (line) => {
    const answer = JSON.parse(line) as PdfText & { error?: string }
    const next = started.waiting.shift()
    if (answer.error) next?.reject(new Error(`pdf.js could not read the PDF: ${answer.error}`))
    else next?.resolve(answer)
  })
  child.on("exit", (code, signal) => {
    if (reader === started) reader = undefined
    for (const next of started.waiting.splice(0))
      next.reject(new Error(`pdf.js could not read the PDF: ${stderr || `exit ${code ?? signal}`}`))
  })
  return started
}

export function pdfText(bytes: Uint8Array): Promise<PdfText> {
  reader ??= startReader()
  const { child, waiting } = reader
  return new Promise((resolve, reject) => {
    waiting.push({ resolve, reject })
    child.stdin.write(`${Buffer.from(bytes).toString("base64")}\n`)
  })
}

afterAll(() => {
  reader?.child.stdin.end()
  reader = undefined
})
