// Installs what is missing: the npm packages when node_modules does not match package.json's
// dependencies, the lockfile and the patches, Decap's bundle (scripts/decap-bundle.mjs), and with --browser the Chromium, WebKit and Firefox that the browser tests drive.
import { createHash } from "node:crypto"
import { execSync, spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { ensureDecapBundle } from "./decap-bundle.mjs"
import { installDebianPackages } from "./lib/apt.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const stampFile = path.join(root, "node_modules", ".install-stamp")
// puppeteer-core drives Debian's Firefox: no browser download, ever.
const installEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", PUPPETEER_SKIP_DOWNLOAD: "1" }
/** Runs a command in the project's folder; resolves to its exit code. */
const spawned = (command, args, stdio) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio, env: installEnv })
    child.on("error", reject)
    child.on("close", resolve)
  })

// The parts of package.json that decide what `npm ci` puts into node_modules: a new script or a changed
// description needs no install.
const INSTALL_FIELDS = ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies", "overrides", "bundleDependencies"]
const INSTALL_SCRIPTS = ["preinstall", "install", "postinstall", "prepare"]

function installManifest() {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"))
  const scripts = Object.fromEntries(INSTALL_SCRIPTS.map((name) => [name, manifest.scripts?.[name]]))
  return JSON.stringify([...INSTALL_FIELDS.map((field) => manifest[field]), scripts])
}

function manifestHash() {
  const hash = createHash("sha256")
  hash.update(installManifest())
  // The patches applied after install count too: a new or changed patch needs a fresh install.
  const patchDir = path.join(root, "patches")
  const patches = fs.existsSync(patchDir)
    ? fs
        .readdirSync(patchDir)
        .sort()
        .map((name) => path.join("patches", name))
    : []
  for (const file of ["package-lock.json", ...patches]) {
    const absolute = path.join(root, file)
    if (fs.existsSync(absolute)) hash.update(fs.readFileSync(absolute))
  }
  return hash.digest("hex")
}

/** Installs the npm packages when node_modules does not match the manifest (the lockfile and the patches included). */
async function ensureNpmPackages() {
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === manifestHash()) return
  console.log("Installing npm packages (node_modules is missing or out of date)...")
  // `npm ci` can refuse a lockfile that lacks other platforms' optional binaries (quietly: what it says
  // then is no news); `npm install` then installs from the same lockfile.
  const ci = await spawned("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], "ignore")
  if (ci !== 0) {
    console.log("npm ci refused the lockfile; installing with npm install instead.")
    const install = await spawned("npm", ["install", "--no-audit", "--no-fund"], "inherit")
    if (install !== 0) throw new Error(`npm install failed (exit code ${install})`)
  }
  fs.writeFileSync(stampFile, manifestHash())
}

/** The npm packages, then Decap's bundle (the install's last script fetches it; this mends a folder gone since). */
async function ensurePackages() {
  await ensureNpmPackages()
  ensureDecapBundle()
}

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell"

const hasCommand = (name) => {
  try {
    execSync(`command -v ${name}`, { stdio: "ignore", shell: "/bin/sh" })
    return true
  } catch {
    return false
  }
}

/** Whether a Debian package is installed (for libraries, which have no command to look for). */
const debianHas = (name) => {
  try {
    return execSync(`dpkg-query -W -f='\${Status}' ${name}`, { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .includes("install ok installed")
  } catch {
    return false
  }
}

// The test tools that come from Debian: Chromium's headless shell (for the browser tests and the visitor paths'
// Chromium), WebKit and Firefox (WebKitGTK has no headless mode, so it runs under xvfb, in a bare GTK window that
// may be as narrow as a phone), Java for the HTML checker; and for the benchmarks alone (`--bench`), the full
// Chromium, which is what they measure.
const needs = [
  { package: "chromium", present: () => fs.existsSync(CHROMIUM), bench: true },
  { package: "chromium-headless-shell", present: () => fs.existsSync(HEADLESS_SHELL) },
  { package: "default-jre-headless", present: () => hasCommand("java") },
  { package: "webkit2gtk-driver", present: () => hasCommand("WebKitWebDriver") },
  { package: "xvfb", present: () => hasCommand("Xvfb") },
  { package: "firefox-esr", present: () => hasCommand("firefox-esr") },
  { package: "python3-gi", present: () => debianHas("python3-gi") },
  { package: "gir1.2-webkit2-4.1", present: () => debianHas("gir1.2-webkit2-4.1") },
  { package: "gir1.2-gtk-3.0", present: () => debianHas("gir1.2-gtk-3.0") },
]
/** Installs the Debian packages the browser tests (and with `--bench` the benchmarks) need, when absent. */
async function ensureDebianPackages() {
  const wanted = needs.filter((need) => !need.bench || process.argv.includes("--bench"))
  const missing = wanted.filter((need) => !need.present()).map((need) => need.package)
  if (missing.length === 0) return
  console.log(`Installing ${missing.join(", ")} for the tests...`)
  // Waits (a while) for another package install holding apt's locks, as on a fresh machine updating itself.
  await installDebianPackages(missing)
}

// The two installs share nothing, so on a fresh machine they download and unpack side by side.
try {
  await Promise.all([ensurePackages(), process.argv.includes("--browser") ? ensureDebianPackages() : undefined])
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
