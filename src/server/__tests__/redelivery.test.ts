/** @jest-environment node */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { createApi } from "../api"
import { loadConfig } from "../config"
import { NEEDS_ATTENTION_AFTER_MS, REDELIVERY_FIRST_DELAY_MS } from "../limits"
import { newRequestId, validBooking } from "../test-support/forms"
import { header, parseMime } from "../test-support/mime"
import { capturingLogger, closedPort, request, startApi, startSmtp, startWebhook, type ApiPeer, type SmtpPeer } from "../test-support/peers"

const MINUTE = 60_000
const later = (ms: number) => new Date(Date.now() + ms)

describe("a booking no channel took is redelivered automatically", () => {
  let api: ApiPeer
  let smtp: SmtpPeer | undefined
  let port: number
  beforeEach(async () => {
    port = await closedPort()
    api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${port}` })
  })
  afterEach(async () => {
    await api.close()
    await smtp?.close()
    smtp = undefined
  })

  it("SMTP down → 201 and pending; SMTP back → the next due sweep delivers it, once, with each attempt in its history", async () => {
    const reply = await api.post("booking-requests", validBooking())
    expect(reply.status).toBe(201)
    const { reference } = reply.json as { reference: string }
    const [pending] = await api.outbox()
    expect(pending).toMatchObject({
      reference,
      status: "pending",
      attempts: [{ subject: "request", channels: { smtp: { status: "failed" } } }],
    })
    const firstRetry = Date.parse(pending.nextAttemptAt ?? "")
    expect(firstRetry - Date.parse(pending.attempts![0].at)).toBe(REDELIVERY_FIRST_DELAY_MS)

    // Not due yet: nothing is tried.
    expect(await api.redeliver(new Date(firstRetry - 1000))).toMatchObject({ delivered: 0, pending: 0 })

    // Due, SMTP still down: a second failed attempt, and twice the wait before the next.
    const second = await api.redeliver(new Date(firstRetry))
    expect(second).toMatchObject({ delivered: 0, pending: 1 })
    const [stillPending] = await api.outbox()
    expect(stillPending.attempts).toHaveLength(2)
    expect(Date.parse(stillPending.nextAttemptAt ?? "") - firstRetry).toBe(2 * REDELIVERY_FIRST_DELAY_MS)

    smtp = await startSmtp(port)
    const third = await api.redeliver(new Date(Date.parse(stillPending.nextAttemptAt ?? "")))
    expect(third).toMatchObject({ delivered: 1, pending: 0 })
    expect(smtp.mails).toHaveLength(3)
    expect(smtp.mails.map((mail) => header(parseMime(mail.raw), "subject"))).toEqual([
      expect.stringContaining(`Booking request ${reference}`),
      expect.stringContaining(`Confirm or decline ${reference}`),
      expect.stringContaining(`Your booking request ${reference}`),
    ])
    const [delivered] = await api.outbox()
    expect(delivered).toMatchObject({ reference, status: "delivered", channels: { smtp: { status: "delivered" } } })
    expect(delivered.attempts?.map((a) => a.channels.smtp?.status)).toEqual(["failed", "failed", "delivered"])
    expect(delivered).not.toHaveProperty("nextAttemptAt")

    // Delivered once is delivered: later sweeps leave it alone.
    expect(await api.redeliver(later(NEEDS_ATTENTION_AFTER_MS * 2))).toMatchObject({ delivered: 0, pending: 0, needsAttention: 0 })
    expect(smtp.mails).toHaveLength(3)
  })

  it("still failing a day after it arrived → needs-attention, logged, and no longer retried", async () => {
    await api.post("booking-requests", validBooking())
    const report = await api.redeliver(later(NEEDS_ATTENTION_AFTER_MS + MINUTE))
    expect(report).toMatchObject({ needsAttention: 1 })
    const [record] = await api.outbox()
    expect(record.status).toBe("needs-attention")
    expect(record.attempts).toHaveLength(2)
    expect(
      api.logger.lines.some((line) => line.startsWith("error") && line.includes(record.reference) && line.includes("needs-attention")),
    ).toBe(true)
    smtp = await startSmtp(port)
    expect(await api.redeliver(later(NEEDS_ATTENTION_AFTER_MS * 2))).toMatchObject({ delivered: 0, needsAttention: 0 })
    expect(smtp.mails).toHaveLength(0)
  })
})

describe("the webhook is redelivered with the reference as its idempotency key", () => {
  it("500 → pending; 200 later → delivered, the same key both times", async () => {
    const webhook = await startWebhook(500)
    const api = await startApi({ WEBHOOK_URL: webhook.url })
    try {
      const { reference } = (
        await api.post("contact-messages", {
          name: "Dan Whitman",
          email: "dan@example.com",
          phone: "",
          message: "A van for 12?",
          requestId: newRequestId(),
          fillMs: 9000,
        })
      ).json as { reference: string }
      webhook.status = 200
      expect(await api.redeliver(later(REDELIVERY_FIRST_DELAY_MS))).toMatchObject({ delivered: 1 })
      expect(webhook.calls.map((call) => call.headers["idempotency-key"])).toEqual([reference, reference])
      expect(webhook.calls.map((call) => (JSON.parse(call.body) as { idempotencyKey: string }).idempotencyKey)).toEqual([
        reference,
        reference,
      ])
    } finally {
      await api.close()
      await webhook.close()
    }
  })
})

describe("one requestId at two server instances over one store", () => {
  it("sent to both at once: one record, one reference, one delivery", async () => {
    const smtp = await startSmtp()
    const first = await startApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
    // A second instance, sharing the first one's outbox as two host instances share the Blobs store.
    const second = createApi(
      loadConfig({ OUTBOX_DIR: first.outboxDir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_PER_MINUTE: "0" }),
      { logger: capturingLogger() },
    )
    const server = createServer((req, res) => void second["booking-requests"](req, res))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      const body = validBooking()
      const secondUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
      const replies = await Promise.all([
        first.post("booking-requests", body),
        request(secondUrl, { body }),
        first.post("booking-requests", body),
        request(secondUrl, { body }),
      ])
      expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201])
      expect(new Set(replies.map((r) => (r.json as { reference: string }).reference)).size).toBe(1)
      expect(await first.outbox()).toHaveLength(1)
      // Delivered once: the request and its Confirm/Decline links to dispatch, the customer's confirmation.
      expect(smtp.mails).toHaveLength(3)
    } finally {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await first.close()
      await smtp.close()
    }
  })
})
