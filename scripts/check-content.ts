// Checks every content file and prints each problem as "<file>:<line>: <field>: <message>"; exits 1 when there is any.
import path from "path"
import { checkContent, describeProblems } from "../src/content-model/check-content"

const root = path.resolve(__dirname, "..")
const { problems, records } = checkContent(root)
if (problems.length > 0) {
  console.error(describeProblems(problems))
  process.exit(1)
}
console.log(`Content check passed: ${records.length} records in ${new Set(records.map((r) => r.file)).size} files.`)
