// What the benchmarks that serve the built site share: a free port, `gatsby serve` (or another server)
// started in its own process group and stopped with it, and waiting until it answers.
import { spawn, type ChildProcess } from "node:child_process"
import http from "node:http"
import net from "node:net"
import { root } from "./report"

/** A failure explained by its message; anything else is printed with its stack. */
export class BenchError extends Error {}

export function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get(url, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      .on("error", () => resolve(0))
  })
}

export async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new BenchError(`The server exited with code ${child.exitCode} before it answered`)
    if ((await statusOf(url)) === 200) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new BenchError(`The server did not answer ${url} within ${timeoutMs / 1000} s`)
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve()
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL")
    }, 5000)
    child.once("exit", () => {
      clearTimeout(timer)
      resolve()
    })
    // npx starts gatsby in the same process group, which we lead: stop the whole group.
    process.kill(-child.pid, "SIGTERM")
  })
}

/** `gatsby serve` of the project's build on loopback, in a process group of its own, its errors piped. */
export function gatsbyServe(port: number, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn("npx", ["gatsby", "serve", "--port", String(port), "--host", "127.0.0.1"], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  })
}
