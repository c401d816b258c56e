/**
 * A loopback proxy in front of the served site that holds every script back until the scenario lets it through,
 * so that a visitor's first tap surely lands on plain HTML, in any engine (no driver needs to intercept requests),
 * however slow the machine: a fixed delay raced the scenario's own steps, and on a busy machine the code arrived
 * before the tap it was meant to follow.
 */
import http from "http"
import type { AddressInfo } from "net"

export interface SlowScripts {
  readonly url: string
  /** From now on, scripts wait until `release()` (the state every scenario starts in). */
  hold(): void
  /** Lets the scripts held so far through, and those asked for later, until `hold()`. */
  release(): void
  stop(): Promise<void>
}

export async function slowScripts(siteUrl: string): Promise<SlowScripts> {
  const site = new URL(siteUrl)
  let holding = true
  let held: (() => void)[] = []
  const server = http.createServer((request, response) => {
    const forward = () => {
      const upstream = http.request(
        {
          host: site.hostname,
          port: site.port,
          path: request.url,
          method: request.method,
          headers: { ...request.headers, host: site.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      upstream.on("error", () => response.destroy())
      request.pipe(upstream)
    }
    const isScript = /\.js($|\?)/.test(request.url ?? "")
    if (isScript && holding) held.push(forward)
    else forward()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    hold() {
      holding = true
    },
    release() {
      holding = false
      const waiting = held
      held = []
      waiting.forEach((forward) => forward())
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
