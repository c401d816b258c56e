/**
 * The host's own local emulation, offline: a scratch copy of the project built and served by
 * Netlify's command-line tool (`netlify serve`), which runs the build command of netlify.toml (so
 * the build uses Gatsby's adapter for Netlify), then serves public/ with its _headers and _redirects
 * and the adapter's functions the way the host calls them, with a local Blobs store.
 *
 * The tool is installed on first use into a cache folder outside the project (scripts/lib/pinned-install.ts),
 * so `npm install` stays lean: `npm ci` of tests/host/netlify-cli, whose lockfile
 * pins the tool (26.2, its last release for Node 20) and every package under it as they were when it
 * was released. Left to its version ranges, a fresh machine resolved some of them to releases made for
 * Node 22 only; `--engine-strict` refuses a pin that would bring such a release back.
 */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import path from "path"
import { ensurePinnedInstall, pinnedDependencies } from "../../scripts/lib/pinned-install"
import { copyProject } from "../../scripts/lib/scratch-project"
import { freePorts } from "../browser/serve"

/** The tool's manifest and lockfile (tests/host/netlify-cli), which pin the version and the whole tree. */
const PINNED = path.join(__dirname, "netlify-cli")

/** The tool's version, as the pinned manifest names it. */
export const NETLIFY_CLI_VERSION: string = pinnedDependencies(PINNED)["netlify-cli"]

/** The tool's executable, installed into the cache folder when missing (scripts/lib/pinned-install.ts). */
export function ensureNetlifyCli(): string {
  return path.join(ensurePinnedInstall({ pinned: PINNED, name: `netlify-cli-${NETLIFY_CLI_VERSION}` }), "node_modules", ".bin", "netlify")
}

export interface HostEmulation {
  url: string
  /** The scratch copy the site was built in (its public/, .netlify/ and any local records). */
  dir: string
  /** What the tool printed so far (the build log included). */
  log(): string
  stop(): Promise<void>
}

/** Variables that would tell the build or the server it runs somewhere it does not. */
const HOST_VARIABLES = [
  "NETLIFY",
  "NETLIFY_LOCAL",
  "NETLIFY_DEV",
  "SITE_ID",
  "SITE_NAME",
  "CONTEXT",
  "DEPLOY_URL",
  "URL",
  "NETLIFY_BLOBS_CONTEXT",
]

/**
 * A copy of the project the production build of `npm test` was made in (scripts/build-in-copy.ts), named
 * by BUILT_SITE_COPY: the host's build there reuses that build's caches instead of starting cold.
 */
function builtCopy(): string | undefined {
  const dir = process.env.BUILT_SITE_COPY
  if (!dir) return undefined
  if (!fs.existsSync(path.join(dir, ".cache"))) throw new Error(`BUILT_SITE_COPY names ${dir}, which holds no build`)
  // The host's tool reads public/_headers when it loads the site's settings, before it builds, and served
  // those rules whatever the build then wrote: the last build's policies went with the new pages (every
  // page's script hashes but the new compilation's). On the host a build starts from a checkout without
  // the file; so does this one.
  fs.rmSync(path.join(dir, "public", "_headers"), { force: true })
  return dir
}

/**
 * Copies the project (or takes the built copy of BUILT_SITE_COPY), lets `prepare` change the copy (as a
 * commit would), then builds and serves it with the host's tool. `env` reaches the build and the
 * functions (as the host's environment settings would). Resolves once the site answers.
 */
export async function startHostEmulation(
  env: Record<string, string>,
  { readyWithinMs, prepare }: { readyWithinMs: number; prepare?: (dir: string) => Promise<void> },
): Promise<HostEmulation> {
  const bin = ensureNetlifyCli()
  const dir = builtCopy() ?? copyProject("host-", "hard-links")
  try {
    await prepare?.(dir)
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
  // Each of the tool's servers on a port of its own choosing here: its defaults (3999 for the static files) clash
  // with a second emulation on the same machine.
  const [port, staticPort, functionsPort] = await freePorts(3)
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    CI: "1",
    NO_COLOR: "1",
    FORCE_COLOR: "0",
    BROWSER: "none",
    ...env,
  }
  for (const name of HOST_VARIABLES) if (!(name in env)) delete childEnv[name]
  // Without the last flag the tool downloads Deno for edge functions (none here) and stops offline.
  const ports = ["--port", String(port), "--staticServerPort", String(staticPort), "--functions-port", String(functionsPort)]
  const child: ChildProcess = spawn(bin, ["serve", "--offline", "--internal-disable-edge-functions", ...ports], {
    cwd: dir,
    env: childEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk))
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk))
  let exited = false
  child.on("exit", () => (exited = true))

  const stop = async () => {
    if (!exited && child.pid) {
      const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()))
      try {
        process.kill(-child.pid, "SIGTERM")
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, "SIGKILL")
        } catch {
          /* already gone */
        }
      }, 5_000)
      await gone
      clearTimeout(timer)
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }

  const url = `http://localhost:${port}`
  const deadline = Date.now() + readyWithinMs
  while (Date.now() < deadline) {
    if (exited) {
      await stop()
      throw new Error(`netlify serve stopped before serving the site:\n${output.slice(-4000)}`)
    }
    if (/Server now ready|Local dev server ready/i.test(output)) {
      const answered = await fetch(`${url}/`).then(
        (res) => res.status === 200,
        () => false,
      )
      if (answered) return { url, dir, log: () => output, stop }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  await stop()
  throw new Error(`netlify serve did not serve the site within ${readyWithinMs / 1000} s:\n${output.slice(-4000)}`)
}
