/** The HTTP plumbing shared by the endpoints, on Node's own request and response API only. */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { ClientAddressSource } from "./host"

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

export type BodyResult =
  | { kind: "ok"; text: string }
  /** `close`: the client announced so much that the connection is closed rather than drained. */
  | { kind: "too-large"; close: boolean }
  | { kind: "not-utf8" }
  | { kind: "aborted" }

/**
 * Reads the body as UTF-8 text, giving up as soon as it passes `limit` bytes: the rest is
 * discarded as it arrives (never buffered) so the client can read our answer, up to
 * `drainLimit` bytes, past which the connection is cut.
 */
export function readBody(req: IncomingMessage, limit: number, drainLimit = limit * 64): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"])
  if (Number.isFinite(declared) && declared > limit) {
    discardRest(req, drainLimit)
    return Promise.resolve({ kind: "too-large", close: declared > drainLimit })
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (result: BodyResult) => {
      req.off("data", onData)
      req.off("end", onEnd)
      req.off("error", onError)
      req.off("aborted", onError)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        chunks.length = 0
        finish({ kind: "too-large", close: false })
        discardRest(req, drainLimit)
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      try {
        finish({ kind: "ok", text: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)) })
      } catch {
        finish({ kind: "not-utf8" })
      }
    }
    const onError = () => finish({ kind: "aborted" })
    req.on("data", onData)
    req.on("end", onEnd)
    req.on("error", onError)
    req.on("aborted", onError)
  })
}

// Reading on (and throwing away) lets the client finish sending and then read our answer; closing
// a socket with unread data would reset it and the answer could be lost.
function discardRest(req: IncomingMessage, drainLimit: number): void {
  let discarded = 0
  req.on("error", () => undefined)
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > drainLimit) req.destroy()
  })
  req.resume()
}

/** Every answer's: never stored by a cache, its type never guessed. */
const BASE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
}

/**
 * A request's query. `gatsby serve` and a plain server keep it in `req.url`; on the host, Gatsby's adapter for
 * Netlify hands a function its path alone as `req.url`, with the whole address beside it (`rawUrl`) and the
 * query as an object (`query`), so a query read from `req.url` alone was lost there.
 */
export function queryOf(req: IncomingMessage): URLSearchParams {
  const url = req.url ?? "/"
  if (url.includes("?")) return new URL(url, "http://localhost").searchParams
  const rawUrl: unknown = Reflect.get(req, "rawUrl")
  if (typeof rawUrl === "string" && URL.canParse(rawUrl)) return new URL(rawUrl).searchParams
  const query: unknown = Reflect.get(req, "query")
  const params = new URLSearchParams()
  if (typeof query === "object" && query !== null)
    for (const [name, value] of Object.entries(query)) if (typeof value === "string") params.append(name, value)
  return params
}

/** An answer of `contentType` with the base headers (unless `headers` says otherwise), once: nothing after a first answer. */
export function sendBody(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.writableEnded) return
  res.statusCode = status
  for (const [name, value] of Object.entries({ "Content-Type": contentType, ...BASE_HEADERS, ...headers })) res.setHeader(name, value)
  res.setHeader("Content-Length", String(Buffer.byteLength(body)))
  res.end(body)
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendBody(res, status, "application/json; charset=utf-8", JSON.stringify(body), headers)
}

/** application/json, optionally with a UTF-8 charset. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false
  const [type, ...parameters] = header.split(";").map((part) => part.trim().toLowerCase())
  if (type !== "application/json") return false
  return parameters.every((parameter) => {
    const [name, value = ""] = parameter.split("=").map((part) => part.trim())
    return name !== "charset" || ["utf-8", "utf8"].includes(value.replace(/^"|"$/g, ""))
  })
}

const headerValue = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * Who is asking, from the source the configuration names (config.ts, host.ts). The host hands its
 * functions a request without a socket, so nothing here may assume one.
 */
export function clientAddress(req: IncomingMessage, source: ClientAddressSource): string {
  if (source.from === "host-header") return headerValue(req, source.header)?.trim() || UNKNOWN_CLIENT
  if (source.from === "forwarded-for") {
    // Counted from the right: entries left of what the trusted proxies added are the client's own text.
    const entries = (headerValue(req, "x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
    // Fewer entries than proxies: the request entered past the outermost one, and the first entry is still a proxy's.
    if (entries.length > 0) return entries[Math.max(0, entries.length - source.proxies)]
  }
  // `socket` is typed as always there, but a request built by a host's function wrapper has none.
  const socket: { remoteAddress?: string } | undefined = req.socket
  const address = socket?.remoteAddress ?? UNKNOWN_CLIENT
  return address.startsWith("::ffff:") ? address.slice(7) : address
}

/** Every request whose address cannot be told shares this one (and its rate limit). */
export const UNKNOWN_CLIENT = "unknown"
