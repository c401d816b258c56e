/**
 * The production build of `npm test` (scripts/test-all.sh): `gatsby build` in a scratch copy of the
 * project, its output then copied into the project, where `npx gatsby build` would have left it, for
 * the tests that read public/ or serve it with `gatsby serve`.
 *
 * Why a copy: the host's test (tests/host) publishes a blog post in the copy and builds it again with
 * the host's adapter, and Gatsby's caches (webpack's, the image jobs', the page data's) name absolute
 * paths, so only a build in the same folder reuses them: the host's step alone then takes 143 s of
 * CPU instead of 261 s with a cold build of its own. The copy's folder is written to the file given
 * as the only argument; the host's test takes it from BUILT_SITE_COPY (tests/host/emulation.ts) and
 * removes it.
 *
 * Usage: npx tsx scripts/build-in-copy.ts <file for the copy's folder>
 */
import fs from "fs"
import path from "path"
import { copyProject, projectRoot, runGatsby } from "./lib/scratch-project"

/**
 * What the tests read of a build, beside public/: what `gatsby serve` reads of .cache/ (the compiled
 * config, the functions and their manifest, the client-only paths, the page store it answers trailing
 * slashes from) and the query types the type check reads.
 */
const BUILD_OUTPUT = ["public", ".cache/compiled", ".cache/functions", ".cache/match-paths.json", ".cache/data", "src/gatsby-types.d.ts"]

/** The functions' manifest names each function's files by absolute path: the copy's become the project's. */
function moveFunctionManifest(copy: string): void {
  const manifest = path.join(projectRoot, ".cache/functions/manifest.json")
  const functions = JSON.parse(fs.readFileSync(manifest, "utf8")) as Record<string, unknown>[]
  const moved = functions.map((entry) =>
    Object.fromEntries(
      Object.entries(entry).map(([key, value]) => [
        key,
        typeof value === "string" && value.startsWith(copy + path.sep) ? projectRoot + value.slice(copy.length) : value,
      ]),
    ),
  )
  fs.writeFileSync(manifest, JSON.stringify(moved, null, 4))
}

async function main(): Promise<number> {
  const pathFile = process.argv[2]
  if (!pathFile) throw new Error("Usage: npx tsx scripts/build-in-copy.ts <file for the copy's folder>")
  const copy = copyProject("site-", "hard-links")
  fs.writeFileSync(pathFile, copy)
  console.log(`Building a copy of the project in ${copy}`)
  const build = await runGatsby(copy, "build")
  process.stdout.write(build.output)
  if (build.status !== 0) return build.status ?? 1
  // The build replaces the project's whole: no page of an earlier build stays, and no cache of one that
  // the parts copied here would not match (Gatsby, finding a cache without its state, starts afresh).
  for (const part of ["public", ".cache", "src/gatsby-types.d.ts"])
    fs.rmSync(path.join(projectRoot, part), { recursive: true, force: true })
  for (const part of BUILD_OUTPUT) {
    fs.cpSync(path.join(copy, part), path.join(projectRoot, part), { recursive: true, preserveTimestamps: true })
  }
  moveFunctionManifest(copy)
  console.log(`Copied the build into the project: ${BUILD_OUTPUT.join(", ")}`)
  return 0
}

main().then((code) => (process.exitCode = code))
