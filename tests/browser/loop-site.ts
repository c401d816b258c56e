/**
 * The built pages (public/) with the API mounted beside them on one loopback server, for the booking
 * loop's browser test: the real functions' code (createApi) over a record store the test holds. Until
 * the host's record store is wired into the built functions, `gatsby serve` cannot carry the loop;
 * this server is the same pages and the same endpoints, with the store in the test's hands.
 */
import fs from "fs"
import http from "http"
import type { AddressInfo } from "net"
import path from "path"
import zlib from "zlib"
import { createApi, type Api } from "../../src/server/api"
import { loadConfig, type Env } from "../../src/server/config"
import type { RecordStore } from "../../src/server/records/store"

const publicDir = path.resolve(__dirname, "../../public")

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
}

/** The file a URL path names: a page's index.html, or the file itself; never outside public/. */
function fileFor(urlPath: string): string | null {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "")
  for (const candidate of [path.join(publicDir, clean), path.join(publicDir, clean, "index.html"), path.join(publicDir, `${clean}.html`)]) {
    if (!candidate.startsWith(publicDir)) return null
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

export interface LoopSite {
  url: string
  stop(): Promise<void>
}

export async function serveLoopSite(env: Env, store: RecordStore): Promise<LoopSite> {
  const api = createApi(loadConfig({ RATE_LIMIT_PER_MINUTE: "1000", OUTBOX: "off", ...env }), { store, linkAnswerMinMs: 0 })
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    if (url.pathname.startsWith("/api/")) {
      const handler = api[url.pathname.slice(5) as keyof Api]
      if (handler) return void handler(req, res)
    }
    const file = fileFor(url.pathname) ?? path.join(publicDir, "404.html")
    const body = fs.readFileSync(file)
    const compressible = /\.(html|js|css|json|svg|txt|xml)$/.test(file)
    res.statusCode = file.endsWith("404.html") && !url.pathname.startsWith("/404") ? 404 : 200
    res.setHeader("Content-Type", TYPES[path.extname(file)] ?? "application/octet-stream")
    if (compressible && /\bgzip\b/.test(String(req.headers["accept-encoding"]))) {
      res.setHeader("Content-Encoding", "gzip")
      return void res.end(zlib.gzipSync(body))
    }
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
