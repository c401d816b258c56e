// Benchmark (not a test): the size of the booking form's code, the JavaScript a page fetches
// for the booking modal (form, schema, fare estimate, calendar, dialog) and not for its first load.
// Read from the build's webpack stats: the files of the "booking-dialog" chunk group that the app's
// own entry does not already bring, each gzipped at level 9 as a server would.
// Usage: npm run build && npm run bench:booking-code [-- <another build's public/ folder to compare>]
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { requireBuild, root, round, writeResults } from "./report"
import { bookingCodeFiles } from "../../src/build/booking-code-files"

interface Measure {
  files: { name: string; bytes: number; gzip: number }[]
  gzipKb: number
}

export function bookingCode(publicDir: string): Measure {
  const files = bookingCodeFiles(publicDir).map((name) => {
    const content = fs.readFileSync(path.join(publicDir, name))
    return { name, bytes: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length }
  })
  return { files, gzipKb: round(files.reduce((sum, file) => sum + file.gzip, 0) / 1024, 1) }
}

function main() {
  requireBuild()
  const now = bookingCode(path.join(root, "public"))
  const other = process.argv[2]
  const before = other ? bookingCode(path.resolve(other)) : undefined
  for (const file of now.files)
    console.log(`${file.name.padEnd(70)} ${String(file.bytes).padStart(8)} B ${String(file.gzip).padStart(7)} B gzip`)
  console.log(
    `\nBooking code: ${now.gzipKb} KB gzip in ${now.files.length} files${before ? ` (the other build: ${before.gzipKb} KB in ${before.files.length})` : ""}`,
  )
  const file = writeResults("booking-code", {
    bookingCodeGzipKb: now.gzipKb,
    files: now.files,
    ...(before ? { compared: { dir: other, gzipKb: before.gzipKb } } : {}),
  })
  console.log(`Written to ${path.relative(root, file)}`)
}

main()
