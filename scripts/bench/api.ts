/**
 * Benchmark of POST /api/booking-requests under `gatsby serve` (QUALITY.md: ≥ 300 valid requests/s
 * for 20 s on loopback, p99 ≤ 100 ms, every 2xx durably recorded). Needs a built site; serves it
 * with the rate limit off and a temporary outbox, fires valid bookings with distinct requestIds
 * with autocannon, then checks that every 201 has its outbox record.
 *
 *   npm run build && npm run bench:api
 *   npm run bench:api -- --direct   the same handlers on a plain Node http server, no build needed:
 *                                   our code alone, without Gatsby's per-request function reload
 *   npm run bench:api -- --host     the site as the host runs it: a scratch copy built with the
 *                                   host's adapter and served by its emulation offline, records in
 *                                   its local Blobs store (a few minutes more for the build)
 */
import { spawn, type ChildProcess } from "node:child_process"
import { existsSync } from "node:fs"
import { mkdtemp, readdir, rm } from "node:fs/promises"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { todayInBusinessZone } from "../../src/booking/calendar-date"
import { MIN_FILL_MS } from "../../src/config/constants"
import { randomBytes } from "node:crypto"
import { createApi } from "../../src/server/api"
import { loadConfig } from "../../src/server/config"
import { startHostEmulation } from "../../tests/host/emulation"
import { requireBenchPackage } from "./load-packages"
import { machine, root, writeResults } from "./report"
import { BenchError, fail, freePort, gatsbyServe, stop, waitForServer } from "./serve"

const DURATION_S = 20
const CONNECTIONS = 10
const BARS = { requestsPerSecond: 300, p99Ms: 100 }

interface CannonRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
}

interface CannonOptions {
  url: string
  connections: number
  duration: number
  method: string
  headers: Record<string, string>
  requests: {
    setupRequest(request: CannonRequest): CannonRequest
    onResponse(status: number, body: string): void
  }[]
}

interface Histogram {
  average: number
  max: number
  p50: number
  p99: number
}

interface CannonResult {
  requests: Histogram & { total: number }
  latency: Histogram
  "2xx": number
  non2xx: number
  errors: number
  timeouts: number
  duration: number
}

function post(url: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) } },
      (res) => {
        let text = ""
        res.setEncoding("utf8")
        res.on("data", (chunk: string) => (text += chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on("error", reject)
    req.end(body)
  })
}

function dayAfter(days: number): string {
  const [y, m, d] = todayInBusinessZone().split("-").map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

let sent = 0
const runId = Date.now().toString(36)

function bookingBody(): string {
  sent += 1
  return JSON.stringify({
    serviceType: "airport",
    pickupLocation: "12 Elm Street, Andover, MA",
    dropoffLocation: "Logan International Airport, Terminal C",
    date: dayAfter(30),
    time: "6:30 AM",
    passengers: "2",
    firstName: "Bench",
    lastName: "Mark",
    email: "bench@example.com",
    phone: "(978) 555-0101",
    specialRequests: "Benchmark request, please ignore.",
    flightNumber: "B6 1234",
    hours: "",
    luggage: "2",
    requestId: `bench-${runId}-${sent}`,
    fillMs: MIN_FILL_MS + 1000,
    website: "",
  })
}

const REFERENCE = /MP-[0-9A-Z]{4}-[0-9A-Z]{4}/

/** The references of the booking records under `dir`: outbox files, or the Blobs store's entries (any depth). */
async function countRecords(dir: string): Promise<Set<string>> {
  const found = new Set<string>()
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const reference = entry.isFile() && entry.name.startsWith("booking-") ? REFERENCE.exec(entry.name)?.[0] : undefined
    if (reference) found.add(reference)
  }
  return found
}

type Mode = "gatsby" | "direct" | "host"

/** The child process of --direct: the API alone on a plain http server. */
async function serveDirect(port: number): Promise<void> {
  const api = createApi(loadConfig(process.env))
  const server = http.createServer((req, res) => {
    if (req.url === "/") {
      res.end("ok")
      return
    }
    if (req.url === "/api/booking-requests") void api["booking-requests"](req, res)
    else {
      res.statusCode = 404
      res.end()
    }
  })
  server.listen(port, "127.0.0.1")
}

function startServer(mode: Mode, port: number, env: NodeJS.ProcessEnv): ChildProcess {
  if (mode === "gatsby") return gatsbyServe(port, env)
  return spawn(process.execPath, ["--import", "tsx", path.resolve(process.argv[1]), "--serve-direct", String(port)], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  })
}

async function main(): Promise<void> {
  const serveIndex = process.argv.indexOf("--serve-direct")
  if (serveIndex >= 0) return serveDirect(Number(process.argv[serveIndex + 1]))
  const mode: Mode = process.argv.includes("--direct") ? "direct" : process.argv.includes("--host") ? "host" : "gatsby"

  if (
    mode === "gatsby" &&
    (!existsSync(path.join(root, "public", "index.html")) || !existsSync(path.join(root, ".cache", "functions", "manifest.json")))
  ) {
    fail(
      [
        "No built site here (public/index.html and .cache/functions/manifest.json are needed).",
        "Build it first, from the project folder:",
        "",
        "  npm run build",
        "  npm run bench:api",
      ].join("\n"),
    )
  }

  // autocannon ships no type declarations; the part we use is typed above.
  const autocannon = requireBenchPackage("autocannon") as (options: CannonOptions) => Promise<CannonResult>
  const served = mode === "host" ? await serveOnHost() : await serveHere(mode)
  const { base, recordsDir } = served
  const storeName = mode === "host" ? "Blobs store" : "outbox"

  try {
    const probe = await post(`${base}/api/booking-requests`, bookingBody())
    if (probe.status !== 201)
      throw new BenchError(
        `The endpoint answered ${probe.status} ${probe.text} to a valid booking${mode === "gatsby" ? "; is the build current?" : "."}\n${served.errors()}`,
      )
    const warmup = (await countRecords(recordsDir)).size

    console.log(`Running autocannon: ${CONNECTIONS} connections for ${DURATION_S} s...`)
    const answered = new Set<string>()
    const result = await autocannon({
      url: `${base}/api/booking-requests`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      method: "POST",
      headers: { "content-type": "application/json" },
      requests: [
        {
          setupRequest: (request) => ({ ...request, method: "POST", body: bookingBody() }),
          onResponse(status, body) {
            if (status === 201) answered.add((JSON.parse(body) as { reference: string }).reference)
          },
        },
      ],
    })
    // Requests still in flight when the run stopped finish on the server; give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 1000))

    const records = await countRecords(recordsDir)
    const runRecords = records.size - warmup
    const missing = [...answered].filter((reference) => !records.has(reference))
    const figures = {
      endpoint: "/api/booking-requests",
      server: {
        gatsby: "gatsby serve",
        direct: "plain node:http server (--direct)",
        host: "the host's emulation offline, Netlify adapter, Blobs store (--host)",
      }[mode],
      recordStore: storeName,
      durationSeconds: result.duration,
      connections: CONNECTIONS,
      requestsPerSecond: Math.round(result.requests.average * 10) / 10,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, average: result.latency.average, max: result.latency.max },
      responses2xx: result["2xx"],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      outboxRecords: runRecords,
      outboxRecordsOf2xx: answered.size - missing.length,
      answered201WithoutRecord: missing.length,
      // Requests the server accepted while autocannon was stopping: recorded, but their answer unread.
      recordsInFlightAtStop: runRecords - (answered.size - missing.length),
      bars: {
        requestsPerSecond: { bar: BARS.requestsPerSecond, met: result.requests.average >= BARS.requestsPerSecond },
        p99Ms: { bar: BARS.p99Ms, met: result.latency.p99 <= BARS.p99Ms },
        every2xxRecorded: { met: missing.length === 0 && answered.size === result["2xx"] },
      },
    }

    console.log("")
    console.log(
      `requests/s         ${figures.requestsPerSecond} (bar ≥ ${BARS.requestsPerSecond}: ${figures.bars.requestsPerSecond.met ? "met" : "NOT met"})`,
    )
    console.log(
      `latency p50 / p99  ${figures.latencyMs.p50} ms / ${figures.latencyMs.p99} ms (bar p99 ≤ ${BARS.p99Ms} ms: ${figures.bars.p99Ms.met ? "met" : "NOT met"})`,
    )
    console.log(
      `2xx answers        ${figures.responses2xx} (non-2xx ${figures.non2xx}, errors ${figures.errors}, timeouts ${figures.timeouts})`,
    )
    console.log(
      `${storeName} records ${figures.outboxRecordsOf2xx} for the 2xx answers${figures.recordsInFlightAtStop > 0 ? `, plus ${figures.recordsInFlightAtStop} of requests in flight when the run stopped` : ""}`,
    )
    console.log(`2xx without record ${figures.answered201WithoutRecord}`)

    console.log(`\n${machine()}\nWritten to ${writeResults({ gatsby: "api", direct: "api-direct", host: "api-host" }[mode], figures)}`)
    if (!figures.bars.every2xxRecorded.met) process.exitCode = 1
  } finally {
    await served.stop()
  }
}

interface Served {
  base: string
  /** Where the served functions keep their records. */
  recordsDir: string
  errors(): string
  stop(): Promise<void>
}

/** `gatsby serve` or the plain http server, with the rate limit off and a temporary outbox. */
async function serveHere(mode: Exclude<Mode, "host">): Promise<Served> {
  const port = await freePort()
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), "bench-api-outbox-"))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    RATE_LIMIT_PER_MINUTE: "0",
    OUTBOX: "on",
    OUTBOX_DIR: outboxDir,
    GATSBY_TELEMETRY_DISABLED: "1",
  }
  // Never email or call a real peer thousands of times: the benchmark measures the record store's path.
  for (const name of ["SMTP_URL", "SMTP_HOST", "WEBHOOK_URL"]) delete env[name]

  console.log(
    `Starting ${mode === "gatsby" ? "gatsby serve" : "the handlers on a plain http server"} on port ${port} (outbox ${outboxDir})...`,
  )
  const child = startServer(mode, port, env)
  let serverErrors = ""
  child.stderr?.on("data", (chunk: Buffer) => (serverErrors = (serverErrors + chunk.toString()).slice(-4000)))
  const base = `http://127.0.0.1:${port}`
  const stopAll = async () => {
    await stop(child)
    await rm(outboxDir, { recursive: true, force: true })
  }
  try {
    await waitForServer(`${base}/`, child, 120_000)
  } catch (error) {
    await stopAll()
    throw error
  }
  return { base, recordsDir: outboxDir, errors: () => serverErrors, stop: stopAll }
}

/** A scratch copy built with the host's adapter and served by its emulation, offline; records in its local Blobs store. */
async function serveOnHost(): Promise<Served> {
  console.log("Building a scratch copy with the host's adapter and serving it with the host's emulation (a few minutes)...")
  const env = { RATE_LIMIT_PER_MINUTE: "0", BOOKING_LINK_SECRET: randomBytes(32).toString("hex") }
  const host = await startHostEmulation(env, { readyWithinMs: 900_000 })
  return {
    base: host.url,
    recordsDir: path.join(host.dir, ".netlify", "blobs-serve"),
    errors: () => host.log().slice(-4000),
    stop: host.stop,
  }
}

main().catch((error: unknown) =>
  fail(error instanceof BenchError ? error.message : `bench-api failed: ${error instanceof Error ? error.stack : String(error)}`),
)
