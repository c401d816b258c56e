// Reads PDFs back with pdf.js, as a reader's viewer would, in a process of its own (pdf.js is an ES
// module Jest's CommonJS cannot load): `node pdf-reader.mjs` takes one PDF a line on its input, in base64,
// and prints one line of JSON for each, in turn: the document's title and each page's text as lines, the
// pieces of text that share a baseline joined left to right. It ends when its input does.
import path from "node:path"
import { createInterface } from "node:readline"
import { createRequire } from "node:module"
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"

const fonts = path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts/")

async function read(data) {
  const doc = await getDocument({ data, standardFontDataUrl: fonts, useSystemFonts: false, verbosity: 0 }).promise
  const pages = []
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number)
    const { items } = await page.getTextContent()
    const lines = new Map()
    for (const item of items) {
      if (!("str" in item) || !item.str.trim()) continue
      const [, , , , x, y] = item.transform
      const baseline = Math.round(y)
      lines.set(baseline, [...(lines.get(baseline) ?? []), { x, text: item.str }])
    }
    pages.push(
      [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, pieces]) =>
          pieces
            .sort((a, b) => a.x - b.x)
            .map((piece) => piece.text)
            .join(" "),
        ),
    )
  }
  const { info } = await doc.getMetadata()
  await doc.destroy()
  return { title: info?.Title ?? null, pages }
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line) continue
  try {
    process.stdout.write(JSON.stringify(await read(new Uint8Array(Buffer.from(line, "base64")))) + "\n")
  } catch (error) {
    process.stdout.write(JSON.stringify({ error: String(error?.stack ?? error) }) + "\n")
  }
}
