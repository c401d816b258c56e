/** @jest-environment node */
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { SUBSCRIPTION_ANSWER } from "../../forms/subscription-answer"
import { UNAVAILABLE_MESSAGE } from "../../config/business"
import { loadConfig } from "../config"
import { createDelivery } from "../delivery"
import { createBlobsStore } from "../records/blobs"
import { newRequestId, validBooking, validContact, validSubscription } from "../test-support/forms"
import { until } from "../test-support/until"
import {
  capturingLogger,
  closedPort,
  startApi,
  startSmtp,
  startWebhook,
  type ApiPeer,
  type SmtpPeer,
  type WebhookPeer,
} from "../test-support/peers"

const REFERENCE = /^MP-[A-Z0-9]{4}-[A-Z0-9]{4}$/

describe("a delivery channel that is down never loses a request", () => {
  it("SMTP refused, outbox on: 201, and the record waits as pending with the SMTP error", async () => {
    const api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` })
    try {
      const reply = await api.post("booking-requests", validBooking())
      expect(reply.status).toBe(201)
      const { reference } = reply.json as { reference: string }
      const records = await api.outbox()
      expect(records).toHaveLength(1)
      expect(records[0]).toMatchObject({
        reference,
        status: "pending",
        channels: { smtp: { status: "failed", error: expect.stringMatching(/ECONNREFUSED|connect/i) } },
      })
      expect(api.logger.lines.some((line) => line.includes(reference) && line.includes("pending"))).toBe(true)
    } finally {
      await api.close()
    }
  })

  it("SMTP server gone after start, outbox on: 201 and pending", async () => {
    const smtp = await startSmtp()
    const api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
    try {
      expect((await api.post("booking-requests", validBooking())).status).toBe(201)
      await smtp.close()
      const reply = await api.post("booking-requests", validBooking())
      expect(reply.status).toBe(201)
      const records = await api.outbox()
      const latest = records.find((r) => r.reference === (reply.json as { reference: string }).reference)
      expect(latest?.status).toBe("pending")
      expect(records.filter((r) => r.status === "delivered")).toHaveLength(1)
    } finally {
      await api.close()
    }
  })

  it("SMTP refused, outbox off, no webhook: 503 with the phone number, and the log says so", async () => {
    const api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, OUTBOX: "off" })
    try {
      const reply = await api.post("booking-requests", validBooking())
      expect(reply.status).toBe(503)
      expect(reply.json).toEqual({ error: UNAVAILABLE_MESSAGE })
      expect(UNAVAILABLE_MESSAGE).toBe("We could not record your request just now. Please call us at (978) 555-0186.")
      expect(reply.headers["cache-control"]).toBe("no-store")
      expect(api.logger.lines.some((line) => line.startsWith("error") && line.includes("refused"))).toBe(true)
      expect(await api.outbox()).toHaveLength(0)
    } finally {
      await api.close()
    }
  })

  it("the store cannot record (its folder cannot be made): 503 with the phone number, and nothing is sent", async () => {
    const smtp = await startSmtp()
    const blocker = path.join(await mkdtemp(path.join(os.tmpdir(), "mp-blocked-")), "a-file")
    await writeFile(blocker, "not a folder")
    const api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OUTBOX_DIR: path.join(blocker, "outbox") })
    try {
      for (const form of ["booking-requests", "contact-messages"] as const) {
        const reply = await api.post(form, form === "booking-requests" ? validBooking() : validContact())
        expect(reply.status).toBe(503)
        expect(reply.json).toEqual({ error: UNAVAILABLE_MESSAGE })
      }
      // Spam too: a real customer taken for a bot is asked to call rather than lost.
      expect((await api.post("booking-requests", validBooking({ website: "x" }))).status).toBe(503)
      expect(smtp.mails).toHaveLength(0)
      expect(api.logger.lines.some((line) => line.startsWith("error") && line.includes("could not record"))).toBe(true)
    } finally {
      await api.close()
      await smtp.close()
      await rm(path.dirname(blocker), { recursive: true, force: true })
    }
  })

  it("the host's Blobs store unreachable: 503 with the phone number, and nothing is sent", async () => {
    const smtp = await startSmtp()
    const logger = capturingLogger()
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
    const store = createBlobsStore({ siteID: "site", token: "token", edgeURL: `http://127.0.0.1:${await closedPort()}` })
    const delivery = createDelivery({ config, logger, store })
    try {
      expect(
        await delivery.deliver({
          kind: "contact",
          data: { name: "Dan", email: "dan@example.com", phone: "", message: "Hello" },
          requestId: newRequestId(),
        }),
      ).toEqual({ outcome: "failed" })
      expect(smtp.mails).toHaveLength(0)
      expect(logger.lines.some((line) => line.startsWith("error") && line.includes("Blobs store"))).toBe(true)
    } finally {
      await smtp.close()
    }
  })

  it("a retry after a 503 is tried again, not answered from memory", async () => {
    const webhook = await startWebhook(500)
    const api = await startApi({ WEBHOOK_URL: webhook.url, OUTBOX: "off" })
    try {
      const body = validBooking()
      expect((await api.post("booking-requests", body)).status).toBe(503)
      webhook.status = 204
      const retry = await api.post("booking-requests", body)
      expect(retry.status).toBe(201)
      expect(webhook.calls).toHaveLength(2)
    } finally {
      await api.close()
      await webhook.close()
    }
  })

  it("webhook answering 500: 201, recorded pending with the HTTP status", async () => {
    const webhook = await startWebhook(500)
    const api = await startApi({ WEBHOOK_URL: webhook.url })
    try {
      const reply = await api.post("booking-requests", validBooking())
      expect(reply.status).toBe(201)
      expect(webhook.calls).toHaveLength(1)
      const [record] = await api.outbox()
      expect(record).toMatchObject({ status: "pending", channels: { webhook: { status: "failed", error: "HTTP 500" } } })
    } finally {
      await api.close()
      await webhook.close()
    }
  })

  it("one channel up is enough: SMTP refused but webhook 200 → delivered", async () => {
    const webhook = await startWebhook(200)
    const api = await startApi({ WEBHOOK_URL: webhook.url, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, OUTBOX: "off" })
    try {
      expect((await api.post("booking-requests", validBooking())).status).toBe(201)
    } finally {
      await api.close()
      await webhook.close()
    }
  })

  it("the outbox alone (nothing configured) records every request as pending, with no warning outside production", async () => {
    const api = await startApi()
    try {
      expect((await api.post("contact-messages", validContact())).status).toBe(201)
      const [record] = await api.outbox()
      expect(record).toMatchObject({
        kind: "contact",
        status: "pending",
        channels: {},
        data: { name: "Dan Whitman", message: "Do you have a sprinter van for 12 people?" },
      })
      expect(api.logger.lines.filter((line) => line.startsWith("warn"))).toEqual([])
    } finally {
      await api.close()
    }
  })

  it("in production with neither SMTP nor webhook, one loud warning at first use", async () => {
    const api = await startApi({ NODE_ENV: "production" })
    try {
      for (let i = 0; i < 3; i += 1) expect((await api.post("booking-requests", validBooking())).status).toBe(201)
      expect((await api.post("contact-messages", validContact())).status).toBe(201)
      const warnings = api.logger.lines.filter((line) => line.startsWith("warn"))
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(/WARNING.*SMTP.*WEBHOOK_URL.*outbox/)
    } finally {
      await api.close()
    }
  })
})

describe("spam is answered like success, kept as suspected spam and never delivered", () => {
  let api: ApiPeer
  let smtp: SmtpPeer
  let webhook: WebhookPeer
  beforeAll(async () => {
    webhook = await startWebhook()
    smtp = await startSmtp()
    api = await startApi({ WEBHOOK_URL: webhook.url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
  })
  afterAll(async () => {
    await api.close()
    await smtp.close()
    await webhook.close()
  })

  it.each([
    ["the honeypot filled", { website: "http://spam.example" }, "honeypot filled"],
    ["filled in 300 ms", { fillMs: 300 }, "filled in 300 ms"],
    ["no fill time", { fillMs: undefined }, "no fill time"],
    ["a fill time that is not a number", { fillMs: "9000" }, "no fill time"],
  ])(
    "%s → 201 with its reference, no email, no webhook, a suspected-spam record with the reason, one log line",
    async (_what, overrides, reason) => {
      const linesBefore = api.logger.lines.length
      const reply = await api.post("booking-requests", validBooking(overrides))
      expect(reply.status).toBe(201)
      const { reference } = reply.json as { reference: string }
      expect(reference).toMatch(REFERENCE)
      expect(webhook.calls).toHaveLength(0)
      expect(smtp.mails).toHaveLength(0)
      const record = (await api.outbox()).find((r) => r.reference === reference)
      expect(record).toMatchObject({
        kind: "booking",
        status: "suspected-spam",
        spamReason: reason,
        channels: {},
        data: { firstName: "Maria", email: "maria.lopez@example.com" },
      })
      expect(Date.parse(record?.expiresAt ?? "") - Date.parse(record?.receivedAt ?? "")).toBe(30 * 24 * 60 * 60 * 1000)
      expect(record?.data).not.toHaveProperty("website")
      const newLines = api.logger.lines.slice(linesBefore)
      expect(newLines).toHaveLength(1)
      expect(newLines[0]).toMatch(/^info \[booking-requests\] not delivered, looks automated/)
      expect(newLines[0]).toContain(reference)
    },
  )

  it("is answered before validation, so a bot learns nothing from 422s", async () => {
    const reply = await api.post("booking-requests", { website: "x", fillMs: 9000 })
    expect(reply.status).toBe(201)
  })

  it("subscriptions answer spam with the one sign-up answer, and a real sign-up of that email afterwards is still sent", async () => {
    const reply = await api.post("subscriptions", { email: "bot@example.com", website: "spam", fillMs: 9000 })
    expect([reply.status, reply.json]).toEqual([SUBSCRIPTION_ANSWER.status, { message: SUBSCRIPTION_ANSWER.message }])
    expect(smtp.mails).toHaveLength(0)
    expect((await api.outbox()).filter((r) => r.kind === "subscription").map((r) => r.status)).toEqual(["suspected-spam"])
    const real = await api.post("subscriptions", validSubscription("bot@example.com"))
    expect(real.text).toBe(reply.text)
    // Sent after the answer: its record is delivered once the mail server has taken it.
    await until(async () => (await api.outbox()).some((r) => r.kind === "subscription" && r.status === "delivered"))
    expect(smtp.mails).toHaveLength(1)
  })

  it("is never redelivered, not even when due, and is removed by the sweep after 30 days", async () => {
    const spamBefore = (await api.outbox()).filter((r) => r.status === "suspected-spam").length
    expect(spamBefore).toBeGreaterThan(0)
    const soon = await api.redeliver(new Date(Date.now() + 29 * 24 * 60 * 60 * 1000))
    expect(soon).toMatchObject({ delivered: 0, expiredSpam: 0 })
    expect(webhook.calls).toHaveLength(1)
    const later = await api.redeliver(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000))
    expect(later.expiredSpam).toBe(spamBefore)
    expect((await api.outbox()).filter((r) => r.status === "suspected-spam")).toHaveLength(0)
    expect((await api.outbox()).filter((r) => r.kind === "subscription")).toHaveLength(1)
  })
})

describe("the same requestId is delivered once", () => {
  let api: ApiPeer
  let smtpMails: () => number
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    const smtp = await startSmtp()
    api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
    smtpMails = () => smtp.mails.length
    cleanup = async () => {
      await api.close()
      await smtp.close()
    }
  })
  afterAll(() => cleanup())

  it("sent twice in a row: same reference, one delivery", async () => {
    const body = validBooking()
    const first = await api.post("booking-requests", body)
    const second = await api.post("booking-requests", body)
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.json).toEqual(first.json)
    // The request to dispatch, its Confirm/Decline links to dispatch, the customer's confirmation.
    expect(smtpMails()).toBe(3)
    expect(await api.outbox()).toHaveLength(1)
  })

  it("sent five times at once: same reference, one delivery", async () => {
    const before = { mails: smtpMails(), records: (await api.outbox()).length }
    const body = validBooking()
    const replies = await Promise.all(Array.from({ length: 5 }, () => api.post("booking-requests", body)))
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(replies.map((r) => (r.json as { reference: string }).reference)).size).toBe(1)
    expect(smtpMails() - before.mails).toBe(3)
    expect((await api.outbox()).length - before.records).toBe(1)
  })

  it("different requestIds are different requests", async () => {
    const before = (await api.outbox()).length
    const a = await api.post("booking-requests", validBooking({ requestId: newRequestId() }))
    const b = await api.post("booking-requests", validBooking({ requestId: newRequestId() }))
    expect(a.json).not.toEqual(b.json)
    expect((await api.outbox()).length - before).toBe(2)
  })

  it("a request without requestId is delivered every time", async () => {
    const before = (await api.outbox()).length
    const body = validBooking({ requestId: undefined })
    await api.post("booking-requests", body)
    await api.post("booking-requests", body)
    expect((await api.outbox()).length - before).toBe(2)
  })
})

describe("load", () => {
  it("50 concurrent valid bookings: 50 distinct references and 50 outbox records", async () => {
    const api = await startApi()
    try {
      const replies = await Promise.all(Array.from({ length: 50 }, () => api.post("booking-requests", validBooking())))
      expect(replies.every((r) => r.status === 201)).toBe(true)
      const references = replies.map((r) => (r.json as { reference: string }).reference)
      expect(new Set(references).size).toBe(50)
      const records = await api.outbox()
      expect(records).toHaveLength(50)
      expect(new Set(records.map((r) => r.reference))).toEqual(new Set(references))
    } finally {
      await api.close()
    }
  })
})
