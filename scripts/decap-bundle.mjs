// Decap CMS's prebuilt bundle, the only part of Decap the site serves (src/cms/admin-site.ts copies it into
// public/admin), without Decap's source and its 550 dependencies, which the site never loads and which took
// a quarter of the install. Run after every install (package.json's postinstall) and by
// scripts/ensure-deps.mjs: it fetches the release package.json's `decapCmsBundle` pins, through npm (its
// registry and cache), checks it against the pinned integrity, and unpacks it into the pinned folder. A
// folder that already holds that release is left alone.
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** package.json's pin: `{ version, integrity, folder }`, the folder relative to the project. */
export function decapBundlePin(projectRoot = root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8"))
  const pin = manifest.decapCmsBundle
  if (!pin?.version || !pin?.integrity || !pin?.folder)
    throw new Error('package.json: "decapCmsBundle" needs "version", "integrity" and "folder"')
  return pin
}

const STAMP = ".integrity"

/** Fetches and unpacks the pinned release of decap-cms unless its folder already holds it. */
export function ensureDecapBundle(projectRoot = root) {
  const pin = decapBundlePin(projectRoot)
  const folder = path.join(projectRoot, pin.folder)
  const stamp = path.join(folder, STAMP)
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === pin.integrity) return
  console.log(`Fetching Decap CMS ${pin.version}'s bundle into ${pin.folder}...`)
  const work = fs.mkdtempSync(`${folder}.download-`)
  try {
    // --ignore-scripts: a registry package's scripts never run on the way.
    const packed = JSON.parse(
      execFileSync("npm", ["pack", `decap-cms@${pin.version}`, "--json", "--ignore-scripts", "--pack-destination", work], {
        cwd: projectRoot,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      }),
    )
    const tarball = path.join(work, packed[0].filename)
    const integrity = `sha512-${createHash("sha512").update(fs.readFileSync(tarball)).digest("base64")}`
    if (integrity !== pin.integrity)
      throw new Error(
        `decap-cms@${pin.version} as fetched has the integrity ${integrity}, not the ${pin.integrity} package.json's "decapCmsBundle" pins`,
      )
    execFileSync("tar", ["-xzf", tarball, "-C", work])
    // No source maps: the site serves none, and they are most of the package.
    for (const file of fs.readdirSync(path.join(work, "package", "dist")))
      if (file.endsWith(".map")) fs.rmSync(path.join(work, "package", "dist", file))
    fs.writeFileSync(path.join(work, "package", STAMP), pin.integrity)
    fs.rmSync(folder, { recursive: true, force: true })
    fs.renameSync(path.join(work, "package"), folder)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    ensureDecapBundle()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
