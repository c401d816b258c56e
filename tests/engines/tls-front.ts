/**
 * The served site over HTTPS, for the paths whose cookies are `Secure` (dispatch's `__Host-` session): WebKit keeps
 * such a cookie only from a secure origin, and http://127.0.0.1 is not one to it. A TLS front on loopback passes
 * each request to the site as it is, with a certificate made for these tests alone (tls/, for localhost, valid
 * for a century; the engines are told to accept it, as a self-signed certificate of a machine's own).
 */
import fs from "fs"
import http from "http"
import https from "https"
import type { AddressInfo } from "net"
import path from "path"

export interface TlsFront {
  /** https://localhost:<port>: the site behind the front. */
  url: string
  stop(): Promise<void>
}

export async function startTlsFront(siteUrl: string): Promise<TlsFront> {
  const site = new URL(siteUrl)
  const server = https.createServer(
    {
      key: fs.readFileSync(path.join(__dirname, "tls/localhost-test-only.key")),
      cert: fs.readFileSync(path.join(__dirname, "tls/localhost-test-only.pem")),
    },
    (req, res) => {
      const onward = http.request(
        { host: site.hostname, port: site.port, path: req.url, method: req.method, headers: { ...req.headers, host: site.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      onward.on("error", () => {
        res.statusCode = 502
        res.end()
      })
      req.pipe(onward)
    },
  )
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `https://localhost:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
