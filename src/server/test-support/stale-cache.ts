/**
 * A cache in front of a Blobs server that lags as the host's may: every GET is answered with the first answer
 * it had for that address (a "not found" included), however the blob changed since; writes and deletes go
 * through. What a read without strong consistency may see on the host, for a test that needs to see it.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"

export interface StaleCache {
  url: string
  /** How many GETs were answered from the cache. */
  hits(): number
  close(): Promise<void>
}

interface Kept {
  status: number
  headers: Record<string, string>
  body: Buffer
}

const bodyOf = async (req: http.IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** A stale cache on loopback in front of the Blobs server at `target`. */
export async function startStaleCache(target: string): Promise<StaleCache> {
  const kept = new Map<string, Kept>()
  let hits = 0
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = req.url ?? "/"
      const answer = (found: Kept) => {
        res.writeHead(found.status, found.headers)
        res.end(found.body)
      }
      const cached = req.method === "GET" ? kept.get(url) : undefined
      if (cached) {
        hits += 1
        return answer(cached)
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "host"),
      )
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : new Uint8Array(await bodyOf(req))
      const reply = await fetch(new URL(url, target), { method: req.method, headers, body })
      const found: Kept = {
        status: reply.status,
        headers: Object.fromEntries(
          [...reply.headers].filter(([name]) => !["content-length", "transfer-encoding", "connection"].includes(name)),
        ),
        body: Buffer.from(await reply.arrayBuffer()),
      }
      if (req.method === "GET") kept.set(url, found)
      answer(found)
    })().catch(() => {
      res.statusCode = 502
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
