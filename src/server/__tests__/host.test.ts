/** @jest-environment node */
import http, { type IncomingMessage } from "node:http"
import { Readable } from "node:stream"
import { loadConfig } from "../config"
import { TEST_LINK_SECRET } from "../test-support/peers"
import { detectHost, hostSummary } from "../host"
import { clientAddress, readBody, UNKNOWN_CLIENT } from "../http"

/** A request as the host's function wrapper builds it: a stream with IncomingMessage's methods, headers, no socket. */
function hostRequest(headers: Record<string, string>, body = ""): IncomingMessage {
  const stream = new Readable({ read: () => undefined })
  const req: IncomingMessage = Object.assign(stream, http.IncomingMessage.prototype, {
    headers,
    method: "POST",
    url: "/api/booking-requests",
  })
  if (body) req.push(body)
  req.push(null)
  return req
}

describe("where the site runs", () => {
  it.each([
    [{}, "own-server"],
    [{ NETLIFY: "true" }, "netlify"],
    [{ NETLIFY_LOCAL: "true" }, "netlify"],
    [{ NETLIFY_DEV: "true" }, "netlify"],
    [{ SITE_ID: "1d01c0c0-4554-4747-93b8-34ce3448ab95", SITE_NAME: "merrimack-premier" }, "netlify"],
    [{ SITE_ID: "something" }, "own-server"],
    [{ NETLIFY: "false" }, "own-server"],
  ])("%j → %s", (env, host) => {
    expect(detectHost(env)).toBe(host)
  })
})

describe("the client's address", () => {
  const headers = { "x-nf-client-connection-ip": "198.51.100.7", "x-forwarded-for": "203.0.113.9, 10.0.0.1" }

  it("on the host is the host's own header, whatever X-Forwarded-For says, and TRUST_PROXY changes nothing", () => {
    for (const env of [
      { NETLIFY: "true", BOOKING_LINK_SECRET: TEST_LINK_SECRET },
      { NETLIFY: "true", TRUST_PROXY: "1", BOOKING_LINK_SECRET: TEST_LINK_SECRET },
    ]) {
      expect(clientAddress(hostRequest(headers), loadConfig(env).clientAddress)).toBe("198.51.100.7")
    }
  })

  it("on the host without the header is the one unknown client, never a crash for want of a socket", () => {
    expect(clientAddress(hostRequest({}), loadConfig({ NETLIFY: "true", BOOKING_LINK_SECRET: TEST_LINK_SECRET }).clientAddress)).toBe(
      UNKNOWN_CLIENT,
    )
    expect(clientAddress(hostRequest(headers), loadConfig({}).clientAddress)).toBe(UNKNOWN_CLIENT)
  })

  it("on a server of our own ignores the host's header: a client could set it", () => {
    expect(clientAddress(hostRequest(headers), loadConfig({ TRUST_PROXY: "1" }).clientAddress)).toBe("10.0.0.1")
  })

  it.each([
    // The proxies append: the client writes what comes first, each trusted proxy adds one entry at the end.
    ["1", "203.0.113.9, 198.51.100.1", "198.51.100.1"],
    ["true", "203.0.113.9, 198.51.100.1", "198.51.100.1"],
    ["1", " 198.51.100.1 ", "198.51.100.1"],
    ["1", "203.0.113.9,198.51.100.1,", "198.51.100.1"],
    ["2", "203.0.113.9, 198.51.100.1, 10.0.0.1", "198.51.100.1"],
    ["3", "203.0.113.9, 198.51.100.1, 10.0.0.2, 10.0.0.1", "198.51.100.1"],
    // Fewer entries than proxies (a request that reached an inner proxy directly): the furthest one, written by a proxy.
    ["2", "198.51.100.1", "198.51.100.1"],
  ])("behind TRUST_PROXY=%s, X-Forwarded-For %j is %s", (trustProxy, forwardedFor, client) => {
    expect(
      clientAddress(
        hostRequest({ "x-forwarded-for": forwardedFor }),
        loadConfig({ TRUST_PROXY: trustProxy, BOOKING_LINK_SECRET: TEST_LINK_SECRET }).clientAddress,
      ),
    ).toBe(client)
  })
})

describe("the body of the host's request", () => {
  it("is read like a socket's", async () => {
    expect(await readBody(hostRequest({ "content-type": "application/json" }, '{"a":1}'), 100)).toEqual({ kind: "ok", text: '{"a":1}' })
  })

  it("is refused past the limit, declared or not", async () => {
    const big = "x".repeat(200)
    expect(await readBody(hostRequest({ "content-length": "200" }, big), 100)).toEqual({ kind: "too-large", close: false })
    expect(await readBody(hostRequest({}, big), 100)).toEqual({ kind: "too-large", close: false })
  })
})

test("the start-up line names the host and the source of the client's address", () => {
  const line = (env: Record<string, string>) => {
    const config = loadConfig({ BOOKING_LINK_SECRET: TEST_LINK_SECRET, ...env })
    return hostSummary(config.host, config.clientAddress)
  }
  expect(line({ NETLIFY: "true" })).toBe(
    "[api] running on netlify; a client's address comes from the host's x-nf-client-connection-ip header",
  )
  expect(line({ TRUST_PROXY: "1" })).toBe(
    "[api] running on own-server; a client's address comes from the last X-Forwarded-For entry, which the trusted proxy wrote (TRUST_PROXY=1)",
  )
  expect(line({ TRUST_PROXY: "2" })).toBe(
    "[api] running on own-server; a client's address comes from the 2nd X-Forwarded-For entry from the right, which the outermost of 2 trusted proxies wrote (TRUST_PROXY=2)",
  )
  expect(line({})).toBe("[api] running on own-server; a client's address comes from the socket")
})
