/** Real peers on loopback for the server tests: an SMTP server, a webhook receiver, the API itself. */
import { spawn } from "node:child_process"
import { once } from "node:events"
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises"
import http, { type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { SMTPServer } from "smtp-server"
import { SMTPConnection } from "smtp-server/lib/smtp-connection.js"
import { createBackend, type Api } from "../api"
import { loadConfig, type ServerConfig } from "../config"
import type { Env } from "../host"
import { sweep, type FullSweepReport } from "../sweep"
import type { BlobsLocation } from "../records/blobs"
import type { StoredRecord } from "../records/store"
import type { Logger } from "../logger"
import type { RecordStore } from "../records/store"

/** The booking-link secret of the server tests (never one of a real deployment). */
export const TEST_LINK_SECRET = "test-only-booking-link-secret-0123456789"

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port

export interface CapturedMail {
  from: string
  to: string[]
  raw: string
}

export interface SmtpPeer {
  port: number
  mails: CapturedMail[]
  /** While set, the server answers each message only once this settles: a slow server, mid-send. */
  hold?: Promise<void>
  /** How many messages have been received and held so far (counted before their answer). */
  held: number
  close(): Promise<void>
}

/**
 * smtp-server holds each connection 100 ms before its greeting (a public server's check that the
 * client does not talk first), and the site opens a connection per message: over the hundreds of
 * messages the unit tests send (95 in link-audience.test.ts alone) that was the largest part of their
 * waiting. The peer greets at once; what the site sends and how it is answered are unchanged. (The
 * other thing smtp-server's start does, refusing clients past `maxClients`, the peer never sets.)
 */
const connection = SMTPConnection.prototype as unknown as {
  init(): void
  _setListeners?(ready: () => void): void
  connectionReady?(): void
}
if (typeof connection._setListeners !== "function" || typeof connection.connectionReady !== "function")
  throw new Error("smtp-server's connection no longer starts as the SMTP peer expects: see its greeting in peers.ts")
connection.init = function (this: Required<typeof connection>) {
  this._setListeners(() => this.connectionReady())
}

/**
 * An SMTP server on loopback; on `port` when given (a server that comes back where it was). `onMail` is handed each
 * message as it is kept, before the server answers it (the browser files' shared catcher writes it to a folder).
 */
export async function startSmtp(port = 0, onMail?: (mail: CapturedMail) => void): Promise<SmtpPeer> {
  const mails: CapturedMail[] = []
  const peer: SmtpPeer = { port: 0, mails, held: 0, close: async () => undefined }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ""
        const mail = { from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") }
        mails.push(mail)
        onMail?.(mail)
        if (!peer.hold) return callback()
        peer.held += 1
        void peer.hold.then(() => callback())
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  peer.port = portOf(server.server)
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return peer
}

/** A port nothing listens on: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = portOf(server)
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export interface WebhookCall {
  headers: IncomingHttpHeaders
  body: string
}

export interface WebhookPeer {
  url: string
  calls: WebhookCall[]
  status: number
  close(): Promise<void>
}

export async function startWebhook(status = 200): Promise<WebhookPeer> {
  const calls: WebhookCall[] = []
  const peer: WebhookPeer = { url: "", calls, status, close: async () => undefined }
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    calls.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") })
    res.statusCode = peer.status
    res.end("ok")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  peer.url = `http://127.0.0.1:${portOf(server)}/hooks/requests`
  peer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return peer
}

export interface CapturingLogger extends Logger {
  lines: string[]
}

export function capturingLogger(): CapturingLogger {
  const lines: string[] = []
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message, error) => lines.push(`error ${message}${error instanceof Error ? ` ${error.message}` : ""}`),
  }
}

export interface Reply {
  status: number
  headers: IncomingHttpHeaders
  text: string
  json: unknown
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  /** A string or bytes are sent as they are; anything else as JSON. */
  body?: unknown
  /** Send without Content-Length (chunked). */
  chunked?: boolean
}

export function request(url: string, { method = "POST", headers = {}, body, chunked = false }: RequestOptions = {}): Promise<Reply> {
  const payload =
    body === undefined
      ? undefined
      : typeof body === "string" || Buffer.isBuffer(body)
        ? Buffer.from(body)
        : Buffer.from(JSON.stringify(body))
  const allHeaders: Record<string, string> = { "Content-Type": "application/json", ...headers }
  if (payload && !chunked && !Object.keys(headers).some((name) => name.toLowerCase() === "content-length"))
    allHeaders["Content-Length"] = String(payload.length)
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: allHeaders, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch {
          json = undefined
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json })
      })
      res.on("error", reject)
    })
    req.on("error", reject)
    if (payload && chunked) {
      // Two writes, so the body really arrives in pieces.
      const half = Math.floor(payload.length / 2)
      req.write(payload.subarray(0, half))
      setTimeout(() => req.end(payload.subarray(half)), 5)
    } else req.end(payload)
  })
}

export interface ApiPeer {
  url(name: keyof Api): string
  config: ServerConfig
  logger: CapturingLogger
  outboxDir: string
  post(name: keyof Api, body: unknown, options?: Omit<RequestOptions, "body">): Promise<Reply>
  /** A GET with these headers. */
  get(name: keyof Api, headers?: Record<string, string>): Promise<Reply>
  /** A booking's view as its link reads it: GET booking-status with the token as a Bearer credential (none when undefined). */
  readBooking(token: string | undefined): Promise<Reply>
  /** The records in the outbox folder, read as dispatch would read the files. */
  outbox(): Promise<StoredRecord[]>
  /** One redelivery sweep as the running server's timer makes it, at `now` (a later time stands for waiting). */
  redeliver(now?: Date): Promise<FullSweepReport>
  close(): Promise<void>
}

/** The floor the tests of a link or sign-in answer's least time set (a deployment's is LINK_ANSWER_MIN_MS, 1.5 s). */
export const TEST_ANSWER_MIN_MS = 300

/**
 * The API on a plain http server, configured from `env` plus a fresh temporary outbox (or over `store`, when given).
 * The least time a link or sign-in request takes to answer is none unless a test gives it: only the tests of that
 * floor wait for it (TEST_ANSWER_MIN_MS).
 */
export async function startApi(
  env: Env = {},
  { store, linkAnswerMinMs = 0 }: { store?: RecordStore; linkAnswerMinMs?: number } = {},
): Promise<ApiPeer> {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), "mp-outbox-"))
  const config = loadConfig({ OUTBOX_DIR: outboxDir, RATE_LIMIT_PER_MINUTE: "0", BOOKING_LINK_SECRET: TEST_LINK_SECRET, ...env })
  const logger = capturingLogger()
  const { api, delivery } = createBackend(config, { logger, store, linkAnswerMinMs })
  const server = http.createServer((req, res) => {
    const name = req.url?.replace(/^\/api\//, "").split("?")[0] ?? ""
    // A path of src/api's files: its own name, or a file named for a parameter in its last part ("[key]").
    const handler = api[name as keyof Api] ?? api[name.replace(/[^/]*$/, "[key]") as keyof Api]
    if (!handler) {
      res.statusCode = 404
      res.end()
      return
    }
    void handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const base = `http://127.0.0.1:${portOf(server)}/api/`
  return {
    url: (name) => base + name,
    config,
    logger,
    outboxDir,
    post: (name, body, options = {}) => request(base + name, { ...options, body }),
    get: (name, headers = {}) => request(base + name, { method: "GET", headers }),
    readBooking: (token) =>
      request(base + "booking-status", { method: "GET", headers: token === undefined ? {} : { Authorization: `Bearer ${token}` } }),
    async outbox() {
      const names = (await readdir(outboxDir)).filter((name) => name.endsWith(".json")).sort()
      return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), "utf8")) as StoredRecord))
    },
    redeliver: (now) => sweep(delivery, logger, now),
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(outboxDir, { recursive: true, force: true })
    },
  }
}

export interface BlobsPeer {
  /** Where a store on this server is, for a site of its own (an empty store per site). */
  location(siteID: string): BlobsLocation
  close(): Promise<void>
}

/**
 * The local Blobs server of the host's emulation, in a child process (its module is ESM-only, like the host's):
 * over a new temporary folder, removed when it closes, or over `directory` (another server's, such as the
 * emulation's own `.netlify/blobs-serve`), which it leaves in place.
 */
export async function startBlobs(directory?: string): Promise<BlobsPeer> {
  const folder = directory ?? (await mkdtemp(path.join(os.tmpdir(), "mp-blobs-")))
  const token = "local-test-token"
  const child = spawn(process.execPath, [path.join(__dirname, "blobs-server.mjs"), folder, token], {
    stdio: ["ignore", "pipe", "inherit"],
  })
  let output = ""
  for await (const chunk of child.stdout) {
    output += String(chunk)
    if (output.includes("\n")) break
  }
  const port = Number(output.trim())
  if (!port) throw new Error(`the local Blobs server did not start: ${output}`)
  return {
    location: (siteID) => ({ siteID, token, edgeURL: `http://127.0.0.1:${port}` }),
    async close() {
      const exited = once(child, "exit")
      child.kill("SIGTERM")
      await exited
      if (!directory) await rm(folder, { recursive: true, force: true })
    },
  }
}
