// A throw-away copy of the project in a temporary folder, and `gatsby` run inside it: for the build
// benchmark and for tests that break a file and build, without touching the working tree.
import { execFileSync, spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

export const projectRoot = path.resolve(__dirname, "../..")

/**
 * How the copy gets its packages. `hard-links`: a hard-linked copy of node_modules, for full builds
 * (Gatsby and webpack resolve packages from their real path; needs the same file system).
 * `symlinks`: a node_modules folder of links to each package, instant and on any file system, for
 * builds that stop early; anything a tool writes into node_modules lands in the copy.
 */
export type PackageLinks = "hard-links" | "symlinks"

/** Copies the project's source files (tracked and new ones, not ignored ones such as public/ or .cache/). */
export function copyProject(prefix: string, packages: PackageLinks): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean)
  for (const file of files) {
    if (!fs.existsSync(path.join(projectRoot, file))) continue
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(path.join(projectRoot, file), path.join(dir, file))
  }
  const nodeModules = path.join(projectRoot, "node_modules")
  if (packages === "hard-links") {
    execFileSync("cp", ["-al", nodeModules, path.join(dir, "node_modules")])
  } else {
    fs.mkdirSync(path.join(dir, "node_modules"))
    for (const name of fs.readdirSync(nodeModules)) {
      if (name !== ".cache") fs.symlinkSync(path.join(nodeModules, name), path.join(dir, "node_modules", name))
    }
  }
  return dir
}

export interface GatsbyRun {
  status: number | null
  /** stdout and stderr, as a person reading the build log sees them. */
  output: string
  seconds: number
  timedOut: boolean
}

/**
 * Runs the project's Gatsby CLI (what `npx gatsby <command>` runs) in `dir`. After `timeoutMs` the
 * whole process group is killed, so no Gatsby worker outlives it. `env` changes the environment it
 * gets (a variable given as undefined is left out), as a host's settings would.
 */
export function runGatsby(
  dir: string,
  command: "build" | "clean",
  options: { heapMb?: number; timeoutMs?: number; env?: Record<string, string | undefined> } = {},
): Promise<GatsbyRun> {
  const started = process.hrtime.bigint()
  const child = spawn(
    process.execPath,
    [...(options.heapMb ? [`--max-old-space-size=${options.heapMb}`] : []), require.resolve("gatsby/cli"), command],
    {
      cwd: dir,
      env: { ...process.env, ...options.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  let output = ""
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk))
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk))
  let timedOut = false
  const timer = options.timeoutMs
    ? setTimeout(() => {
        timedOut = true
        process.kill(-child.pid!, "SIGKILL")
      }, options.timeoutMs)
    : undefined
  return new Promise((resolve, reject) => {
    child.on("error", reject)
    child.on("close", (status) => {
      clearTimeout(timer)
      resolve({ status, output, seconds: Number(process.hrtime.bigint() - started) / 1e9, timedOut })
    })
  })
}
