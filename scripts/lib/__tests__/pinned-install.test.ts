/** @jest-environment node */
/**
 * The installs outside the project, with npm for real on a pinned tree of one local package (a link, so
 * nothing is fetched), in a temporary cache folder.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ensurePinnedInstall, installDir, type PinnedPackages } from "../pinned-install"

let base: string
let packages: PinnedPackages
const savedCache = process.env.XDG_CACHE_HOME

/** The pinned tree: one package, found two folders up from the install (the cache's folder is as deep). */
function writePinned(lockfileEnd = "\n"): void {
  const dependencies = { dep: "file:../../dep" }
  fs.writeFileSync(path.join(packages.pinned, "package.json"), JSON.stringify({ name: "tool", private: true, dependencies }))
  const lock = {
    name: "tool",
    lockfileVersion: 3,
    requires: true,
    packages: {
      "": { name: "tool", dependencies },
      "../../dep": { version: "1.0.0" },
      "node_modules/dep": { resolved: "../../dep", link: true },
    },
  }
  fs.writeFileSync(path.join(packages.pinned, "package-lock.json"), JSON.stringify(lock) + lockfileEnd)
}

const installed = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "node_modules", "dep", "package.json"), "utf8"))
const cacheEntries = () => fs.readdirSync(path.join(base, "chauffeur-site")).sort()

beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), "pinned-install-"))
  process.env.XDG_CACHE_HOME = base
  fs.mkdirSync(path.join(base, "dep"))
  fs.writeFileSync(path.join(base, "dep", "package.json"), JSON.stringify({ name: "dep", version: "1.0.0" }))
  packages = { pinned: path.join(base, "pinned"), name: "tool-1.0" }
  fs.mkdirSync(packages.pinned)
  writePinned()
}, 120_000)

afterEach(() => {
  process.env.XDG_CACHE_HOME = savedCache
  fs.rmSync(base, { recursive: true, force: true })
}, 120_000)

test("installs into the cache on first use, then uses that install; a changed lockfile installs afresh beside it", () => {
  const cache = path.join(base, "chauffeur-site")
  fs.mkdirSync(cache)
  // Left halfway by runs stopped by a signal: the one over an hour old goes, the recent one (maybe still running) stays.
  fs.mkdirSync(path.join(cache, "tool-1.0-abc.partial-old"))
  fs.mkdirSync(path.join(cache, "tool-1.0-abc.partial-new"))
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000)
  fs.utimesSync(path.join(cache, "tool-1.0-abc.partial-old"), twoHoursAgo, twoHoursAgo)

  const dir = ensurePinnedInstall(packages)
  expect(path.dirname(dir)).toBe(cache)
  expect(path.basename(dir)).toMatch(/^tool-1\.0-[0-9a-f]{12}$/)
  expect(installed(dir)).toEqual({ name: "dep", version: "1.0.0" })
  expect(cacheEntries()).toEqual([path.basename(dir), "tool-1.0-abc.partial-new"])

  // Installed already: the same folder, untouched (a new install would have replaced it).
  fs.writeFileSync(path.join(dir, "mark"), "")
  expect(ensurePinnedInstall(packages)).toBe(dir)
  expect(fs.existsSync(path.join(dir, "mark"))).toBe(true)

  writePinned("\n\n")
  const newDir = installDir(packages)
  // A folder where the new install goes, without its packages: a broken install, replaced.
  fs.mkdirSync(path.join(newDir, "node_modules"), { recursive: true })
  fs.writeFileSync(path.join(newDir, "mark"), "")
  expect(ensurePinnedInstall(packages)).toBe(newDir)
  expect(newDir).not.toBe(dir)
  expect(installed(newDir)).toEqual({ name: "dep", version: "1.0.0" })
  expect(fs.existsSync(path.join(newDir, "mark"))).toBe(false)
  expect(installed(dir)).toEqual({ name: "dep", version: "1.0.0" })
  expect(cacheEntries()).toEqual([path.basename(dir), path.basename(newDir), "tool-1.0-abc.partial-new"].sort())
}, 120_000)
