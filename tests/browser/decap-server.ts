/**
 * Decap's local backend (`decap-server`) on a free loopback port, editing the files of a scratch
 * copy of the content, and the way a page reaches it: the editor looks for the local backend at
 * its fixed address (LOCAL_BACKEND_ORIGIN), which the test's page forwards to this port.
 */
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import type { Page } from "playwright-core"
import { freePort } from "./serve"
import { LOCAL_BACKEND_ORIGIN } from "../../src/cms/backend"

const root = path.resolve(__dirname, "../..")

export interface LocalBackend {
  /** The folder the editor saves into: a scratch copy of data/ and content/, or the one it was given. */
  dir: string
  url: string
  /** Makes the page's requests to the local backend's fixed address reach this server. */
  connect(page: Page): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts the backend on a scratch copy of data/ and content/ (removed when it stops), or on `project`,
 * a copy of the whole project someone else owns (the host's test: the editor's save is what it builds).
 */
export async function startLocalBackend(project?: string): Promise<LocalBackend> {
  const dir = project ?? fs.mkdtempSync(path.join(os.tmpdir(), "cms-content-"))
  if (!project) for (const folder of ["data", "content"]) fs.cpSync(path.join(root, folder), path.join(dir, folder), { recursive: true })
  const port = await freePort()
  let output = ""
  const child = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    // Its working folder is the scratch copy, so no .env of the project is read.
    cwd: dir,
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: dir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  child.stdout?.on("data", (chunk) => (output += chunk))
  child.stderr?.on("data", (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`decap-server exited (${child.exitCode}):\n${output}`)
    const answer = await fetch(`${url}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    }).catch(() => undefined)
    if (answer?.ok) break
    if (Date.now() > deadline) throw new Error(`decap-server did not answer at ${url}:\n${output}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    dir,
    url,
    connect: async (page) => {
      await page.route(`${LOCAL_BACKEND_ORIGIN}/**`, async (route) => {
        const target = route.request().url().replace(LOCAL_BACKEND_ORIGIN, url)
        // One connection per request: the backend closes an idle kept-alive connection after 5 s, and a
        // request sent on it at that moment ended in "socket hang up" (a save lost, once in a run).
        const headers = { ...route.request().headers(), connection: "close" }
        await route.fulfill({ response: await route.fetch({ url: target, headers }) })
      })
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve))
        child.kill("SIGTERM")
        await exited
      }
      if (!project) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
