// The structured data of every built page (public/, after `gatsby build`), read the way search engines'
// validators read it: structured-data-testing-tool with Google's presets, and presets of the same form for
// the other types Google reads here (scripts/lib/structured-data-check.ts). Each JSON-LD block must parse,
// every `@type` at any depth must be a schema.org type, and no test may fail or warn. A problem is printed
// with its page, its node and its property; the exit code is 1 if there is one.
// Usage: npx tsx scripts/check-structured-data.ts [public folder]
import fs from "fs"
import path from "path"
import { listBuiltPages } from "../src/build/built-pages"
import { checkStructuredData, jsonLdBlocks } from "./lib/structured-data-check"

async function main() {
  const publicDir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "public"))
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error(`No built site in ${publicDir}: run \`npx gatsby build\` first.`)
  const pages = listBuiltPages(publicDir)
  // The tool logs a block it cannot parse and goes on; the check reports it with its page instead.
  console.log = () => {}
  let problems = 0
  let blocks = 0
  for (const page of pages) {
    const html = fs.readFileSync(page.file, "utf8")
    blocks += jsonLdBlocks(html).length
    for (const problem of await checkStructuredData(html)) {
      problems++
      process.stdout.write(`${page.path}: ${problem.node}: ${problem.property}: ${problem.message}\n`)
    }
  }
  const summary = `${pages.length} pages, ${blocks} JSON-LD blocks`
  if (problems > 0) {
    process.stdout.write(`\n${problems} problems in the structured data (${summary}).\n`)
    process.exitCode = 1
  } else {
    process.stdout.write(`Structured data: no problem on ${summary}.\n`)
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`)
  process.exitCode = 1
})
