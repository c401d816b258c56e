/** @jest-environment node */
/**
 * The host's scheduled redelivery as the host runs it: netlify/functions/redeliver.mts bundled with
 * esbuild (as the host bundles native functions), run in its own Node process with the host's Blobs
 * context in its environment, over a real local Blobs server and the loopback SMTP peer.
 */
import { execFile } from "node:child_process"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { build } from "esbuild"
import { DELIVERY_LEASE_MS } from "../limits"
import { createBlobsStore } from "../records/blobs"
import { startBlobs, startSmtp, type BlobsPeer, type SmtpPeer } from "../test-support/peers"

const run = promisify(execFile)
const ROOT = path.resolve(__dirname, "../../..")

describe("the host's scheduled redelivery function", () => {
  let blobs: BlobsPeer
  let smtp: SmtpPeer
  let dir: string
  beforeAll(async () => {
    ;[blobs, smtp, dir] = await Promise.all([startBlobs(), startSmtp(), mkdtemp(path.join(os.tmpdir(), "mp-scheduled-"))])
  })
  afterAll(async () => {
    await Promise.all([blobs.close(), smtp.close(), rm(dir, { recursive: true, force: true })])
  })

  it("delivers a pending record of the Blobs store whose lease has ended, once, and answers its report", async () => {
    const location = blobs.location("scheduled-site")
    const store = createBlobsStore(location)
    const receivedAt = new Date(Date.now() - DELIVERY_LEASE_MS - 1000).toISOString()
    await store.create("contact-MP-2345-6789", {
      kind: "contact",
      reference: "MP-2345-6789",
      receivedAt,
      status: "pending",
      channels: {},
      attempts: [],
      nextAttemptAt: new Date(Date.now() - 1000).toISOString(),
      data: { name: "Dan Whitman", email: "dan@example.com", phone: "", message: "Do you have a sprinter van for 12 people?" },
    })

    const bundle = path.join(dir, "redeliver.mjs")
    await build({
      entryPoints: [path.join(ROOT, "netlify/functions/redeliver.mts")],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile: bundle,
      logLevel: "silent",
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    })
    const runner = path.join(dir, "run.mjs")
    await writeFile(
      runner,
      `const fn = await import(${JSON.stringify(bundle)}); const response = await fn.default(); console.log(JSON.stringify({ schedule: fn.config.schedule, report: await response.json() }))\n`,
    )
    const context = Buffer.from(JSON.stringify({ ...location, uncachedEdgeURL: location.edgeURL })).toString("base64")
    const env = { PATH: process.env.PATH, NETLIFY_BLOBS_CONTEXT: context, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }

    const first = await run(process.execPath, [runner], { env })
    const answer = JSON.parse(first.stdout.trim().split("\n").pop() ?? "{}")
    expect(answer).toEqual({
      schedule: "*/5 * * * *",
      report: { delivered: 1, pending: 0, needsAttention: 0, expiredSpam: 0, completed: 0, quotesExpired: 0, offersLapsed: 0 },
    })
    expect(smtp.mails).toHaveLength(1)
    expect((await store.get("contact-MP-2345-6789"))?.record).toMatchObject({
      status: "delivered",
      channels: { smtp: { status: "delivered" } },
    })

    const second = await run(process.execPath, [runner], { env })
    expect(JSON.parse(second.stdout.trim().split("\n").pop() ?? "{}").report).toMatchObject({ delivered: 0 })
    expect(smtp.mails).toHaveLength(1)
  })
})
