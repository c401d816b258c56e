/**
 * The webhook channel: the request as JSON, signed with HMAC-SHA256 when a secret is set. A
 * redelivery can repeat a request the receiver already took (its answer was lost), so the body and
 * the `Idempotency-Key` header carry a key: a receiver acts once per key. The request's key is its
 * reference; each later change of a booking has its own (reference, new state, step of its history),
 * so a receiver that acts once per key still hears of the confirmation and the cancellation.
 */
import { createHmac } from "node:crypto"
import http from "node:http"
import https from "node:https"
import { eventName } from "../../booking-loop/words"
import type { WebhookSettings } from "../config"
import { WEBHOOK_TIMEOUT_MS } from "../limits"
import { errorMessage } from "../logger"
import type { Channel, DeliveryJob } from "./channel"

/** What a change is called: its step's name, or else the state it led to (eventName() of the booking loop's words). */
export const changeName = (change: NonNullable<DeliveryJob["change"]>): string => eventName(change.event)

/** "MP-…" for the request itself, "MP-…:confirmed:2" for the booking's second step, "MP-…:quote-accepted:4", and so on. */
export function idempotencyKey(job: Pick<DeliveryJob, "reference" | "change">): string {
  return job.change ? `${job.reference}:${changeName(job.change)}:${job.change.history.length}` : job.reference
}

export function webhookBody(job: DeliveryJob): string {
  const change = job.change
    ? { state: job.change.state, change: changeName(job.change), event: job.change.event, history: job.change.history }
    : {}
  return JSON.stringify({
    kind: job.kind,
    reference: job.reference,
    idempotencyKey: idempotencyKey(job),
    receivedAt: job.receivedAt.toISOString(),
    ...change,
    data: job.data,
  })
}

export function signature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`
}

/** POSTs the body; resolves with the status code, rejects on network errors and after the timeout. */
function post(url: URL, body: string, headers: Record<string, string>, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(url, { method: "POST", headers }, (response) => {
      response.resume()
      response.on("end", () => resolve(response.statusCode ?? 0))
      response.on("error", reject)
    })
    // The whole exchange, not just idle time, must fit in the timeout.
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs)
    request.on("close", () => clearTimeout(timer))
    request.on("error", reject)
    request.end(body)
  })
}

export function createWebhookChannel(settings: WebhookSettings, timeoutMs = WEBHOOK_TIMEOUT_MS): Channel {
  const url = new URL(settings.url)
  return {
    name: "webhook",
    async deliver(job) {
      const body = webhookBody(job)
      const headers: Record<string, string> = {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": String(Buffer.byteLength(body)),
        "User-Agent": "merrimack-premier-website",
        "X-Request-Reference": job.reference,
        "Idempotency-Key": idempotencyKey(job),
      }
      if (settings.secret) headers["X-Signature"] = signature(settings.secret, body)
      const at = () => new Date().toISOString()
      try {
        const status = await post(url, body, headers, timeoutMs)
        if (status >= 200 && status < 300) return { status: "delivered", at: at() }
        return { status: "failed", at: at(), error: `HTTP ${status}` }
      } catch (error) {
        return { status: "failed", at: at(), error: errorMessage(error) }
      }
    },
  }
}
