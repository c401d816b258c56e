/** @jest-environment node */
import { mkdtemp, readdir, rm } from "node:fs/promises"
import http from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import type { Handler } from "../http"
import { createApi } from "../api"
import { loadConfig } from "../config"
import { createBlobsStore } from "../records/blobs"
import { request, startBlobs, TEST_LINK_SECRET } from "../test-support/peers"
import { validBooking } from "../test-support/forms"

interface FunctionModule {
  config: { bodyParser: Record<string, { type: string }> }
  default: Handler
}

const FILES = [
  "booking-requests",
  "contact-messages",
  "subscriptions",
  "booking-status",
  "booking-actions",
  "booking-links",
  "dispatch/sign-in",
  "dispatch/session",
  "dispatch/sign-out",
  "dispatch/day",
  "dispatch/calendar-link",
  "dispatch/calendar/[key]",
  "dispatch/roster",
  "chauffeur/day",
  "chauffeur/calendar-link",
  "chauffeur/calendar/[key]",
] as const

/** Loads a function file afresh, as Gatsby does on every request. */
function loadFresh(name: (typeof FILES)[number]): FunctionModule {
  let loaded: FunctionModule | undefined
  jest.isolateModules(() => {
    loaded = jest.requireActual<FunctionModule>(`../../api/${name}`)
  })
  if (!loaded) throw new Error(`could not load src/api/${name}.ts`)
  return loaded
}

describe("the Gatsby Functions in src/api", () => {
  let outboxDir: string
  const saved = { ...process.env }
  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(os.tmpdir(), "mp-gatsby-"))
    process.env.OUTBOX_DIR = outboxDir
    process.env.RATE_LIMIT_PER_MINUTE = "0"
  })
  afterAll(async () => {
    process.env = saved
    await rm(outboxDir, { recursive: true, force: true })
  })

  it("serves every endpoint of the API from a file of src/api named by its path, and no other file", async () => {
    const root = path.join(__dirname, "../../api")
    const files = (await readdir(root, { recursive: true }))
      .filter((file) => file.endsWith(".ts"))
      .map((file) => file.replace(/\.ts$/, "").split(path.sep).join("/"))
    const api = createApi(loadConfig({ OUTBOX: "off", BOOKING_LINK_SECRET: TEST_LINK_SECRET }))
    expect(files.sort()).toEqual(Object.keys(api).sort())
    expect([...FILES].sort()).toEqual(Object.keys(api).sort())
  })

  it("gives each file a function id of its own on the host, where Gatsby names a function by its path with each run of other characters one dash", () => {
    // dispatch/calendar-key.js and dispatch/calendar/[key].js were once both dispatch-calendar-key-js: one function shadowed the other.
    const ids = FILES.map((name) => `${name}.js`.replace(/[^A-Za-z0-9]+/g, "-"))
    expect(new Set(ids).size).toBe(FILES.length)
  })

  it.each(FILES)("%s turns off every Gatsby body parser and exports the handler of its own route", (name) => {
    const fn = loadFresh(name)
    expect(typeof fn.default).toBe("function")
    // Each file mounts one route (src/server/routes/): the one at the file's path.
    expect(fn.default.name).toBe(name)
    expect(Object.keys(fn.config.bodyParser).sort()).toEqual(["json", "raw", "text", "urlencoded"])
    for (const parser of Object.values(fn.config.bodyParser)) expect(parser.type).toBe("application/x-never-parsed")
  })

  it("reads the environment at run time and keeps its state when Gatsby reloads the bundle per request", async () => {
    const server = http.createServer((req, res) => void loadFresh("booking-requests").default(req, res))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
      const body = validBooking()
      const first = await request(url, { body })
      const second = await request(url, { body })
      expect(first.status).toBe(201)
      expect(second.json).toEqual(first.json)
      expect((await readdir(outboxDir)).filter((f) => f.endsWith(".json"))).toHaveLength(1)
    } finally {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  it("on the host, takes the Blobs context from each invocation's event and keeps the records there", async () => {
    const blobs = await startBlobs()
    const holder = globalThis as typeof globalThis & { __merrimackPremierApi?: unknown }
    const previous = holder.__merrimackPremierApi
    // A fresh instance of the functions, as the host starts one.
    holder.__merrimackPremierApi = undefined
    const location = blobs.location("host-site")
    const event = {
      blobs: Buffer.from(
        JSON.stringify({ url: location.edgeURL, url_uncached: location.edgeURL, token: location.token, primary_region: "us-east-2" }),
      ).toString("base64"),
      headers: { "x-nf-site-id": location.siteID },
    }
    const server = http.createServer((req, res) => {
      // What the host's adapter hands a function: the invocation on the request.
      Object.assign(req, { netlifyFunctionParams: { event, context: {} } })
      void loadFresh("booking-requests").default(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      const reply = await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { body: validBooking() })
      expect(reply.status).toBe(201)
      const { reference } = reply.json as { reference: string }
      const stored = await createBlobsStore(location).get(`booking-${reference}`)
      expect(stored?.record).toMatchObject({ kind: "booking", reference, status: "pending" })
      expect((await readdir(outboxDir)).filter((f) => f.includes(reference))).toEqual([])
    } finally {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      holder.__merrimackPremierApi = previous
      delete process.env.NETLIFY_BLOBS_CONTEXT
      await blobs.close()
    }
  })
})
