/**
 * The Nu HTML Checker (vnu) over every built page: no errors in the markup we ship.
 * Needs Java; `npm test` installs it when missing.
 */
import { execFileSync } from "child_process"
import path from "path"
import { listBuiltPages } from "../../src/build/built-pages"
import { FIRST_SCREEN_END_ID } from "../../src/theme/first-screen"

const publicDir = path.resolve(__dirname, "../../public")

interface VnuMessage {
  type: string
  subType?: string
  url: string
  message: string
  extract?: string
}

/**
 * Where the checker is behind the HTML standard: the standard's `<link rel="expect">` holds the first drawing with
 * `blocking="render"` (src/theme/first-screen.ts); the checker allows that attribute on style sheets alone. That one
 * message about that one element is set aside; any other use of `blocking` is still an error.
 */
const behindTheStandard = (m: VnuMessage) =>
  m.message.startsWith("A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”") &&
  (m.extract ?? "").includes(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render"/>`)

test("every built page is valid HTML", () => {
  const files = listBuiltPages(publicDir).map((p) => p.file)
  expect(files.length).toBeGreaterThan(30)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar is a CommonJS module without types: its export is the jar's path
  const jar = require("vnu-jar") as string
  let output: string
  try {
    // One short run: the JVM's quick compiler alone and its serial collector spend about half the CPU its defaults
    // do on 50 pages, with the same report (the quick compiler's frames are larger, hence the bigger stack).
    output = execFileSync(
      "java",
      [
        "-Xss16m",
        "-XX:TieredStopAtLevel=1",
        "-XX:+UseSerialGC",
        "-jar",
        jar,
        "--format",
        "json",
        "--exit-zero-always",
        "--stdout",
        ...files,
      ],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        maxBuffer: 64 * 1024 * 1024,
      },
    )
  } catch (error) {
    throw new Error(`vnu could not run: ${(error as Error).message}`)
  }
  const report = output.trim() ? output : ""
  const messages = (JSON.parse(report || '{"messages":[]}') as { messages: VnuMessage[] }).messages
  const errors = messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .filter((m) => !behindTheStandard(m))
    .map((m) => `${path.relative(publicDir, new URL(m.url).pathname)}: ${m.message} [${(m.extract ?? "").slice(0, 80)}]`)
  expect(errors).toEqual([])
}, 180_000)
