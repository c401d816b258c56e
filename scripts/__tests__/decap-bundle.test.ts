/** @jest-environment node */
/**
 * Decap's bundle fetched on install (scripts/decap-bundle.mjs) against the real npm: a release whose tarball
 * does not have the pinned integrity is refused with both values and leaves nothing behind; the pinned one
 * is unpacked with its bundle and without source maps, and a second run fetches nothing.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const ROOT = path.resolve(__dirname, "../..")
const SCRIPT = path.join(ROOT, "scripts/decap-bundle.mjs")
const pin = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).decapCmsBundle

const cleanUp: string[] = []
afterAll(() => cleanUp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A project of one package.json with this pin. */
function projectPinning(pinned: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "decap-bundle-"))
  cleanUp.push(dir)
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "pin-test", private: true, decapCmsBundle: pinned }))
  return dir
}

/** ensureDecapBundle run in `dir` by Node, as the install runs it: its exit code and what it printed. */
function ensureIn(dir: string): { status: number | null; output: string } {
  const run = spawnSync(
    process.execPath,
    ["-e", `import(${JSON.stringify(SCRIPT)}).then((m) => m.ensureDecapBundle(${JSON.stringify(dir)}))`],
    {
      encoding: "utf8",
    },
  )
  return { status: run.status, output: run.stdout + run.stderr }
}

test("a tarball without the pinned integrity is refused, and nothing is left behind", () => {
  const wrong = "sha512-" + Buffer.alloc(64).toString("base64")
  const dir = projectPinning({ ...pin, integrity: wrong, folder: "bundle" })
  const { status, output } = ensureIn(dir)
  expect(status).not.toBe(0)
  expect(output).toContain(`has the integrity ${pin.integrity}, not the ${wrong}`)
  expect(fs.readdirSync(dir)).toEqual(["package.json"])
})

test("the pinned release is unpacked with its bundle and no source maps, once", () => {
  const dir = projectPinning({ ...pin, folder: "bundle" })
  expect(ensureIn(dir)).toEqual({ status: 0, output: expect.stringContaining(`Fetching Decap CMS ${pin.version}`) })
  const dist = path.join(dir, "bundle", "dist")
  expect(JSON.parse(fs.readFileSync(path.join(dir, "bundle", "package.json"), "utf8")).version).toBe(pin.version)
  expect(fs.statSync(path.join(dist, "decap-cms.js")).size).toBeGreaterThan(1_000_000)
  expect(fs.readdirSync(dist).filter((file) => file.endsWith(".map"))).toEqual([])

  expect(ensureIn(dir)).toEqual({ status: 0, output: "" })
})
