/**
 * A loopback proxy in front of the served site that holds every script back for a while, so that a visitor's
 * first tap surely lands on plain HTML, in any engine (no driver needs to intercept requests).
 */
import http from "http"
import type { AddressInfo } from "net"

export interface SlowScripts {
  readonly url: string
  stop(): Promise<void>
}

export async function slowScripts(siteUrl: string, delayMs: number): Promise<SlowScripts> {
  const site = new URL(siteUrl)
  const server = http.createServer((request, response) => {
    const isScript = /\.js($|\?)/.test(request.url ?? "")
    setTimeout(
      () => {
        const upstream = http.request(
          { host: site.hostname, port: site.port, path: request.url, method: request.method, headers: { ...request.headers, host: site.host } },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(response)
          },
        )
        upstream.on("error", () => response.destroy())
        request.pipe(upstream)
      },
      isScript ? delayMs : 0,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
