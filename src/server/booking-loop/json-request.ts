/**
 * The first steps of every booking-loop endpoint, in the order and with the answers of the form
 * endpoints (endpoint.ts): method (405) → content type (415) → size (413) → JSON (400) → an object
 * (400) → rate limit (429). The body, or null when an answer has been sent.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { ServerConfig } from "../config"
import { ERRORS } from "../endpoint"
import { clientAddress, isJsonContentType, readBody, sendJson } from "../http"
import { BODY_LIMIT_BYTES } from "../limits"
import type { RateLimiter } from "../rate-limit"

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

export async function readJsonRequest(req: IncomingMessage, res: ServerResponse, config: ServerConfig, limiter: RateLimiter): Promise<Record<string, unknown> | null> {
  if (req.method !== "POST") {
    sendJson(res, 405, { error: ERRORS.method }, { Allow: "POST" })
    return null
  }
  if (!isJsonContentType(req.headers["content-type"])) {
    sendJson(res, 415, { error: ERRORS.contentType })
    return null
  }
  const body = await readBody(req, BODY_LIMIT_BYTES)
  if (body.kind === "aborted") return null
  if (body.kind === "too-large") {
    sendJson(res, 413, { error: ERRORS.tooLarge }, body.close ? { Connection: "close" } : {})
    return null
  }
  let parsed: unknown
  try {
    if (body.kind === "not-utf8") throw new SyntaxError("not UTF-8")
    parsed = JSON.parse(body.text)
  } catch {
    sendJson(res, 400, { error: ERRORS.malformed })
    return null
  }
  if (!isPlainObject(parsed)) {
    sendJson(res, 400, { error: ERRORS.notObject })
    return null
  }
  const limit = limiter.hit(clientAddress(req, config.clientAddress))
  if (!limit.allowed) {
    sendJson(res, 429, { error: ERRORS.rateLimited }, { "Retry-After": String(limit.retryAfterSeconds) })
    return null
  }
  return parsed
}
