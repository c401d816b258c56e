// Installs Debian packages with apt-get, waiting for another package install to finish instead of
// failing at once. On a fresh machine an automatic update often holds the package manager's locks for
// a minute or two: `apt-get update` needs the package lists' lock, `apt-get install` dpkg's.
import { spawn } from "node:child_process"

/** How long to wait for another install to let go of the package manager's locks. */
export const APT_LOCK_WAIT_SECONDS = 120
/** The pause before `apt-get update` tries the lists' lock again. */
const RETRY_PAUSE_MS = 2_000

// apt-get's words (in English: it runs with LC_ALL=C.UTF-8) when it gave up on a lock another process
// holds, and when it waits for one (DPkg::Lock::Timeout). Not "Unable to lock": apt says that of a
// lock it may not open too (not root), which no wait mends.
const GAVE_UP_ON_LOCK = /^E: Could not get lock /m
const WAITS_FOR_LOCK = /^Waiting for cache lock/m

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The apt-get command lines, as argument lists. Only dpkg's lock has apt's own wait
 * (DPkg::Lock::Timeout); `update` gives up at once on the lists' lock, so runApt retries it.
 */
function aptCommands(packages, { root, lockWaitSeconds = APT_LOCK_WAIT_SECONDS }) {
  const aptGet = [...(root ? [] : ["sudo"]), "env", "LC_ALL=C.UTF-8", "DEBIAN_FRONTEND=noninteractive", "apt-get"]
  return {
    update: [...aptGet, "update"],
    install: [...aptGet, "-o", `DPkg::Lock::Timeout=${lockWaitSeconds}`, "install", "-y", "--no-install-recommends", ...packages],
  }
}

/**
 * Runs a command, its output shown as it comes and read too (apt-get tells of a lock it waits for on
 * stdout, of one it gave up on on stderr); resolves to its exit code and all it wrote.
 */
function run([command, ...args], onOutput) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["inherit", "pipe", "pipe"] })
    let output = ""
    const relay = (stream) => (chunk) => {
      stream.write(chunk)
      output += chunk
      onOutput(output)
    }
    child.stdout.on("data", relay(process.stdout))
    child.stderr.on("data", relay(process.stderr))
    child.on("error", reject)
    child.on("close", (code) => resolve({ code, output }))
  })
}

/** Runs an apt-get command, again while another install holds a lock it needs, until `deadline`. */
async function runApt(argv, deadline, { lockWaitSeconds, retryPauseMs, log }) {
  let told = false
  const tell = (output) => {
    if (told || !(WAITS_FOR_LOCK.test(output) || GAVE_UP_ON_LOCK.test(output))) return
    told = true
    log(`Waiting for another package install to finish (it holds the package manager's lock; up to ${lockWaitSeconds} s)...`)
  }
  for (;;) {
    const { code, output } = await run(argv, tell)
    if (code === 0) return
    if (!GAVE_UP_ON_LOCK.test(output)) throw new Error(`${argv.join(" ")} failed (exit code ${code})`)
    if (Date.now() >= deadline)
      throw new Error(
        `Another package install still holds the package manager's lock after ${lockWaitSeconds} s; run this again when it has finished.`,
      )
    await pause(retryPauseMs)
  }
}

/**
 * `apt-get update`, then the install of `packages`, each waiting up to `lockWaitSeconds` for another install
 * (`retryPauseMs` between tries of the update; its tests set it short).
 */
export async function installDebianPackages(
  packages,
  { lockWaitSeconds = APT_LOCK_WAIT_SECONDS, retryPauseMs = RETRY_PAUSE_MS, log = console.log } = {},
) {
  const root = process.getuid?.() === 0
  const commands = aptCommands(packages, { root, lockWaitSeconds })
  await runApt(commands.update, Date.now() + lockWaitSeconds * 1000, { lockWaitSeconds, retryPauseMs, log })
  await runApt(commands.install, Date.now() + lockWaitSeconds * 1000, { lockWaitSeconds, retryPauseMs, log })
}
