/** @jest-environment node */
/**
 * The Debian install of ensure-deps.mjs against apt-get's real locks. apt-get runs for real, as root,
 * configured (APT_CONFIG) to use private copies of its state and none of this machine's settings: no
 * sources, so nothing is fetched, and coreutils is always installed, so nothing changes here. Another
 * install is played by a process holding apt's lock the way apt and dpkg hold it (fcntl; a lock
 * taken with flock(1) would not stop them).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { once } from "node:events"
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"

const ROOT = path.resolve(__dirname, "../../..")
const canRun =
  process.platform === "linux" &&
  ["x64", "arm64"].includes(process.arch) &&
  process.getuid?.() === 0 &&
  spawnSync("apt-get", ["--version"]).status === 0 &&
  spawnSync("perl", ["-v"]).status === 0

// Perl is part of every Debian system; struct flock as Linux lays it out on 64-bit machines.
const HOLD_LOCK = `use Fcntl; sysopen(my $fh, $ARGV[0], O_RDWR|O_CREAT, 0640) or die "open: $!"; my $lock = pack("s s x4 q q l x4", F_WRLCK, 0, 0, 0, 0); fcntl($fh, F_SETLK, $lock) or die "lock: $!"; $| = 1; print "held\\n"; sleep $ARGV[1];`

/** Another install, holding `file` until it is let go (killed), a minute at most. */
async function holdLock(file: string): Promise<ChildProcess> {
  const holder = spawn("perl", ["-e", HOLD_LOCK, file, "60"], { stdio: ["ignore", "pipe", "inherit"] })
  await once(holder.stdout!, "data")
  return holder
}

/** Lets go of a lock: its holder's exit, which closes the lock's file. */
async function letGo(holder: ChildProcess): Promise<number> {
  holder.kill()
  if (holder.exitCode === null && holder.signalCode === null) await once(holder, "exit")
  return Date.now()
}

// The install's words when it meets a lock: its own (each command's first wait), and apt-get's as it waits for dpkg's.
const INSTALL_WAITS = "Waiting for another package install to finish"
const APT_WAITS = "Waiting for cache lock"
/** The pause between the update's tries in these tests (RETRY_PAUSE_MS in apt.mjs): long enough to let go in between. */
const RETRY_PAUSE_MS = 100

/**
 * ensure-deps.mjs's install of `packages`, in a process of its own: its exit code, output, seconds taken and
 * the time it ended; `onOutput` sees all it has written so far each time it writes.
 */
async function install(
  packages: string[],
  { aptConfig, lockWaitSeconds, onOutput }: { aptConfig: string; lockWaitSeconds: number; onOutput?: (output: string) => void },
): Promise<{ code: number | null; output: string; seconds: number; ended: number }> {
  const options = { lockWaitSeconds, retryPauseMs: RETRY_PAUSE_MS }
  const program = `import { installDebianPackages } from "./scripts/lib/apt.mjs"; await installDebianPackages(${JSON.stringify(packages)}, ${JSON.stringify(options)})`
  const started = Date.now()
  const child = spawn(process.execPath, ["--input-type=module", "-e", program], {
    cwd: ROOT,
    env: { ...process.env, APT_CONFIG: aptConfig },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  const read = (chunk: Buffer) => {
    output += chunk
    onOutput?.(output)
  }
  child.stdout.on("data", read)
  child.stderr.on("data", read)
  const [code] = (await once(child, "close")) as [number | null]
  return { code, output, seconds: (Date.now() - started) / 1000, ended: Date.now() }
}

/** Runs `step` once, the first time `output` holds `words` `times` times. */
const onceSaid = (words: string, times: number, step: () => void) => {
  let done = false
  return (output: string) => {
    if (done || output.split(words).length - 1 < times) return
    done = true
    step()
  }
}

;(canRun ? describe : describe.skip)("installing Debian packages while another install runs (root only)", () => {
  let dir: string
  let aptConfig: string
  const holders: ChildProcess[] = []
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "mp-apt-"))
    for (const sub of ["state/lists/partial", "cache/archives/partial", "parts", "log"])
      await mkdir(path.join(dir, sub), { recursive: true })
    await copyFile("/var/lib/dpkg/status", path.join(dir, "status"))
    const at = (name: string) => path.join(dir, name)
    aptConfig = at("apt.conf")
    // Read before the machine's own settings, which it turns off (Dir::Etc::parts): no hook of theirs runs either.
    const settings = {
      "Dir::Etc::main": "/dev/null",
      "Dir::Etc::parts": at("parts"),
      "Dir::Etc::sourcelist": "/dev/null",
      "Dir::Etc::sourceparts": at("parts"),
      "Dir::State": at("state/"),
      "Dir::State::status": at("status"),
      "Dir::Cache": at("cache/"),
      "Dir::Log": at("log/"),
    }
    await writeFile(
      aptConfig,
      Object.entries(settings)
        .map(([name, value]) => `${name} "${value}";\n`)
        .join(""),
    )
  })
  afterEach(async () => {
    for (const holder of holders.splice(0)) holder.kill()
    await rm(dir, { recursive: true, force: true })
  })

  it("waits for the package lists' lock and then dpkg's, says so, and installs once they are free", async () => {
    // Each lock is let go once the install has said it waits for it: the lists' for the update, then dpkg's.
    const lists = await holdLock(path.join(dir, "state/lists/lock"))
    const dpkg = await holdLock(path.join(dir, "lock-frontend"))
    holders.push(lists, dpkg)
    let dpkgFree: Promise<number> | undefined
    const listsSaid = onceSaid(INSTALL_WAITS, 1, () => void letGo(lists))
    const dpkgSaid = onceSaid(APT_WAITS, 1, () => (dpkgFree = letGo(dpkg)))
    const result = await install(["coreutils"], {
      aptConfig,
      lockWaitSeconds: 15,
      onOutput: (output) => (listsSaid(output), dpkgSaid(output)),
    })
    expect(result.output.match(new RegExp(INSTALL_WAITS, "g"))).toHaveLength(2)
    expect(result.output).toContain("coreutils is already the newest version")
    expect(result.code).toBe(0)
    // Not before the other install let go of dpkg's lock.
    expect(dpkgFree).toBeDefined()
    expect(result.ended).toBeGreaterThanOrEqual(await dpkgFree!)
  })

  it("says it waits when only dpkg's lock is held, where apt-get waits by itself", async () => {
    // Held until apt-get says it waits for it: however long the update takes first, the install meets the lock.
    const dpkg = await holdLock(path.join(dir, "lock-frontend"))
    holders.push(dpkg)
    let dpkgFree: Promise<number> | undefined
    const result = await install(["coreutils"], {
      aptConfig,
      lockWaitSeconds: 15,
      onOutput: onceSaid(APT_WAITS, 1, () => (dpkgFree = letGo(dpkg))),
    })
    expect(result.output.match(new RegExp(INSTALL_WAITS, "g"))).toHaveLength(1)
    expect(result.code).toBe(0)
    expect(dpkgFree).toBeDefined()
    expect(result.ended).toBeGreaterThanOrEqual(await dpkgFree!)
  })

  it("gives up with a clear message when the other install does not finish in time", async () => {
    holders.push(await holdLock(path.join(dir, "state/lists/lock")))
    const result = await install(["coreutils"], { aptConfig, lockWaitSeconds: 1 })
    expect(result.code).not.toBe(0)
    expect(result.output).toContain("Another package install still holds the package manager's lock after 1 s")
    expect(result.seconds).toBeLessThan(10)
  })
})
