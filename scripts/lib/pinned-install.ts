// Packages installed on first use into a cache folder outside the project, for the tools that only some
// commands need (the host's command-line tool for the host's tests, the benchmarks' packages), so that
// `npm ci` installs only what the site, its build and its tests use. Each is a folder of the project with
// a package.json that pins the packages and a package-lock.json that pins every package under them.
import { execFileSync } from "child_process"
import { createHash } from "crypto"
import fs from "fs"
import os from "os"
import path from "path"

export interface PinnedPackages {
  /** The project's folder holding the pinned package.json and package-lock.json. */
  pinned: string
  /** The start of the install folder's name (the lockfile's hash follows). */
  name: string
}

const pinnedFiles = ["package.json", "package-lock.json"]

/** The packages the pinned manifest names, with their versions. */
export function pinnedDependencies(pinned: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(pinned, "package.json"), "utf8")).dependencies
}

/** The install's folder, named by the lockfile, so a changed pin installs afresh beside the old one. */
export function installDir({ pinned, name }: PinnedPackages): string {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache")
  const lock = createHash("sha256")
    .update(fs.readFileSync(path.join(pinned, "package-lock.json")))
    .digest("hex")
  return path.join(base, "chauffeur-site", `${name}-${lock.slice(0, 12)}`)
}

/** Whether `dir` holds every package the manifest names (a folder without them is a broken install). */
function isWhole(dir: string, pinned: string): boolean {
  return Object.keys(pinnedDependencies(pinned)).every((name) => fs.existsSync(path.join(dir, "node_modules", name, "package.json")))
}

/**
 * The install's folder, installed when missing: `npm ci` of the pinned tree in a folder beside it, renamed
 * into place once whole, so an install stopped halfway is never taken for one. Another run may finish the
 * same install meanwhile: then its folder stays and this one goes. `--engine-strict` refuses a pin that
 * would bring a release made for a newer Node than the project's.
 */
export function ensurePinnedInstall(packages: PinnedPackages): string {
  const dir = installDir(packages)
  if (isWhole(dir, packages.pinned)) return dir
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  removeAbandonedInstalls(path.dirname(dir))
  const partial = fs.mkdtempSync(`${dir}${PARTIAL}`)
  try {
    for (const file of pinnedFiles) fs.copyFileSync(path.join(packages.pinned, file), path.join(partial, file))
    execFileSync("npm", ["ci", "--engine-strict", "--no-audit", "--no-fund"], { cwd: partial, stdio: "inherit" })
    if (!isWhole(partial, packages.pinned)) {
      throw new Error(`npm ci in ${partial} did not install every package of ${path.join(packages.pinned, "package.json")}`)
    }
    if (!isWhole(dir, packages.pinned)) {
      fs.rmSync(dir, { recursive: true, force: true })
      try {
        fs.renameSync(partial, dir)
      } catch (error) {
        if (!isWhole(dir, packages.pinned)) throw error
      }
    }
  } finally {
    fs.rmSync(partial, { recursive: true, force: true })
  }
  return dir
}

const PARTIAL = ".partial-"
const ABANDONED_AFTER_MS = 3600_000

/** Installs left halfway by a run stopped by a signal (which skips `finally`), once they are an hour old. */
function removeAbandonedInstalls(cache: string): void {
  for (const name of fs.readdirSync(cache)) {
    const folder = path.join(cache, name)
    if (name.includes(PARTIAL) && Date.now() - fs.statSync(folder).mtimeMs > ABANDONED_AFTER_MS) {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  }
}
