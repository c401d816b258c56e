/**
 * An editor's mistake in any kind of content file stops `gatsby build` in its first seconds, and the
 * build log (what an editor sees on the host) names the file, the line and the fix. Each case breaks
 * files in a scratch copy of the project and runs the real build there. So does a build on the
 * host whose content editor cannot name the repository it saves to: its log names the variable to set.
 *
 * The content check reports every problem it finds in one pass, so the mistakes in different files share
 * one build (each test still reads its own file's message from it): three builds instead of six, each
 * about 8 s of CPU. The rating is broken in its own build, since the comma's case breaks the same file.
 */
import fs from "fs"
import path from "path"
import { copyProject, runGatsby, type GatsbyRun } from "../../scripts/lib/scratch-project"

// The build stops at its first step; the limit is generous because the machines running tests are shared.
const BUILD_LIMIT_MS = 150_000
jest.setTimeout(BUILD_LIMIT_MS + 30_000)

let dir: string

beforeAll(() => {
  dir = copyProject("build-errors-", "symlinks")
})

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

/** The 1-based number of the first line of `text` that contains `needle`, at or after line `from`. */
function lineOf(text: string, needle: string, from = 1): number {
  const index = text.split("\n").findIndex((line, i) => i + 1 >= from && line.includes(needle))
  if (index < 0) throw new Error(`No line contains ${needle}; the test setup is stale`)
  return index + 1
}

/** Breaks files of the copy, builds, puts the files back, and returns the texts before and after and the build. */
async function buildWithEdits(
  changes: Record<string, (text: string) => string>,
): Promise<{ originals: Record<string, string>; broken: Record<string, string>; build: GatsbyRun }> {
  const originals: Record<string, string> = {}
  const broken: Record<string, string> = {}
  try {
    for (const [file, change] of Object.entries(changes)) {
      originals[file] = fs.readFileSync(path.join(dir, file), "utf8")
      broken[file] = change(originals[file])
      if (broken[file] === originals[file]) throw new Error(`The edit to ${file} changed nothing; the test setup is stale`)
      fs.writeFileSync(path.join(dir, file), broken[file])
    }
    return { originals, broken, build: await runGatsby(dir, "build", { timeoutMs: BUILD_LIMIT_MS }) }
  } finally {
    for (const [file, text] of Object.entries(originals)) fs.writeFileSync(path.join(dir, file), text)
  }
}

async function buildWith(file: string, change: (text: string) => string): Promise<{ broken: string; build: GatsbyRun }> {
  const { broken, build } = await buildWithEdits({ [file]: change })
  return { broken: broken[file], build }
}

const BUSINESS = "data/business.json"
const YAML_FILE = "content/blog/logan-airport-pickup-guide.mdx"
const PRICE_FILE = "content/services/airport.mdx"

/** Every data file but business.json. */
const otherDataFiles = () =>
  fs
    .readdirSync(path.join(dir, "data"))
    .filter((name) => name.endsWith(".json") && name !== "business.json")
    .map((name) => `data/${name}`)

let sharedBuild: ReturnType<typeof buildWithEdits> | undefined

/**
 * One build with a mistake in each of several files, made the first time a test asks for it: a stray
 * brace after business.json, a missing comma in every other data file, front matter that is not YAML
 * and an empty price.
 */
function buildWithContentMistakes(): ReturnType<typeof buildWithEdits> {
  sharedBuild ??= buildWithEdits({
    [BUSINESS]: (t) => `${t}{\n`,
    ...Object.fromEntries(otherDataFiles().map((file) => [file, (t: string) => t.replace("},", "}")])),
    [YAML_FILE]: (t) => t.replace(/^title: .*$/m, "title: Boston Logan: a guide"),
    [PRICE_FILE]: (t) => t.replace(/^price: .*$/m, 'price: ""'),
  })
  return sharedBuild
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The build failed on its own, before reading any content into Gatsby or compiling anything from it. */
function expectStoppedEarly(build: GatsbyRun) {
  expect(build.timedOut).toBe(false)
  expect(build.status).not.toBe(0)
  expect(build.output).toContain("The content has mistakes; the build stops here.")
  expect(build.output).not.toContain("Compiling Gatsby Functions")
  expect(build.output).not.toContain("source and transform nodes")
}

test("a stray brace after the end of data/business.json is named with its line and column", async () => {
  const { broken, build } = await buildWithContentMistakes()
  expectStoppedEarly(build)
  expect(build.output).not.toContain("@parcel/transformer-json")
  expect(build.output).toContain(
    `data/business.json:${broken[BUSINESS].trimEnd().split("\n").length}:1: JSON: is not valid JSON (Unexpected non-whitespace character after JSON). Look there for a missing or extra comma, quote or bracket.`,
  )
})

// All at once: whichever of them Gatsby's own compilers read (the functions import
// data/booking-services.json) must not get there first with a message that names no file.
test("a missing comma in every other data file is named, each with its line and column", async () => {
  const files = otherDataFiles()
  expect(files).toContain("data/booking-services.json")
  const { originals, broken, build } = await buildWithContentMistakes()
  for (const file of files) expect(Object.keys(broken)).toContain(file)
  expectStoppedEarly(build)
  for (const file of files) {
    // The parser stops at the first character after the brace that lost its comma.
    const brace = originals[file].indexOf("},")
    const stop = brace + 1 + broken[file].slice(brace + 1).search(/\S/)
    const lines = broken[file].slice(0, stop).split("\n")
    expect(build.output).toMatch(
      new RegExp(
        `${escape(file)}:${lines.length}:${lines[lines.length - 1].length + 1}: JSON: is not valid JSON \\(.+\\)\\. Look there for a missing or extra comma, quote or bracket\\.`,
      ),
    )
  }
})

test("front matter that is not valid YAML is named with its line and the quoting fix", async () => {
  const file = YAML_FILE
  const { broken, build } = await buildWithContentMistakes()
  expectStoppedEarly(build)
  expect(build.output).toMatch(
    new RegExp(
      `${escape(file)}:${lineOf(broken[file], "title:")}:\\d+: front matter: is not valid YAML \\(.+\\)\\. Put text that contains a colon, # or quote inside double quotes\\.`,
    ),
  )
})

test("an empty price in an MDX file is named with its line and what to write", async () => {
  const file = PRICE_FILE
  const { broken, build } = await buildWithContentMistakes()
  expectStoppedEarly(build)
  expect(build.output).toContain(`${file}:${lineOf(broken[file], "price:")}: price: is empty. Write a short price such as "From $120".`)
})

test("an out-of-range rating in a JSON list is named with its line, its item and the allowed range", async () => {
  const { broken, build } = await buildWith("data/fleet.json", (t) => t.replace('"rating": 4.8', '"rating": 48'))
  expectStoppedEarly(build)
  expect(build.output).toContain(
    `data/fleet.json:${lineOf(broken, '"rating": 48')}: rating (item 3, "stretch-limousine"): is 48; it must be at most 5.`,
  )
})

test("a build on the host with no repository for the editor stops before building anything, naming CMS_REPO", async () => {
  // NETLIFY=true is the host's own build; its build settings would carry REPOSITORY_URL, absent here.
  const env = { NETLIFY: "true", REPOSITORY_URL: undefined, CMS_REPO: undefined, CMS_BACKEND: undefined, CMS_LOCAL_BACKEND: undefined }
  const build = await runGatsby(dir, "build", { timeoutMs: BUILD_LIMIT_MS, env })
  expect(build.timedOut).toBe(false)
  expect(build.status).not.toBe(0)
  expect(build.output).toContain("The content editor's settings are incomplete; the build stops here.")
  expect(build.output).toMatch(/Set CMS_REPO to owner\/name in the host's environment variables/)
  expect(build.output).not.toContain("Compiling Gatsby Functions")
  expect(build.output).not.toContain("source and transform nodes")
})
