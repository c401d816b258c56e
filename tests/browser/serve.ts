/** Starts the built site with its functions under `gatsby serve` on a free loopback port, and stops it. */
import { spawn, type ChildProcess } from "child_process"
import net from "net"
import path from "path"

const root = path.resolve(__dirname, "../..")

export interface ServedSite {
  url: string
  stop: () => Promise<void>
}

/** `count` ports free at once, so no two are the same. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => net.createServer())
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))))
  const ports = servers.map((server) => {
    const address = server.address()
    if (!address || typeof address === "string") throw new Error("no port")
    return address.port
  })
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))))
  return ports
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1)
  return port
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gatsby serve exited early (${child.exitCode}):\n${log()}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`gatsby serve did not answer at ${url} within ${timeoutMs} ms:\n${log()}`)
}

/**
 * Serves public/ with the given environment for the functions (e.g. OUTBOX_DIR, SMTP_URL).
 * `siteDir` is the Gatsby site to serve: this project unless told otherwise (the benchmark's floor).
 */
export async function serveBuiltSite(env: Record<string, string> = {}, siteDir: string = root): Promise<ServedSite> {
  const port = await freePort()
  let output = ""
  const child = spawn(process.execPath, [require.resolve("gatsby/cli"), "serve", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: siteDir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: process.platform !== "win32",
  })
  child.stdout?.on("data", (chunk) => (output += chunk))
  child.stderr?.on("data", (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(url, child, 60_000, () => output)
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once("exit", () => resolve())
        try {
          if (child.pid) process.kill(-child.pid, "SIGTERM")
        } catch {
          child.kill("SIGTERM")
        }
      }),
  }
}
