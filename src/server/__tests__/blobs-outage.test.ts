/** @jest-environment node */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { UNAVAILABLE_MESSAGE } from "../../config/business"
import { createBlobsStore } from "../records/blobs"
import { newRequestId, validBooking } from "../test-support/forms"
import { startApi, type ApiPeer } from "../test-support/peers"

/** A Blobs service that takes every connection and never answers: what an outage looks like from a function. */
let hanging: http.Server
let edgeURL = ""
beforeAll(async () => {
  hanging = http.createServer(() => undefined)
  await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve))
  edgeURL = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`
})
afterAll(async () => {
  hanging.closeAllConnections()
  await new Promise<void>((resolve) => hanging.close(() => resolve()))
})

/**
 * The store's deadlines, short so that the file waits seconds, not half a minute, in the same order as the
 * site's own (BLOBS_CALL_DEADLINE_MS, BLOBS_FETCH_TIMEOUT_MS): a request times out, the client tries again
 * (at once, under test), and the call's deadline cuts the second try. Without the deadline the client's six
 * tries would take 6 s.
 */
const DEADLINE = { callMs: 1_500, fetchMs: 1_000 }
const CLIENT_TRIES = 6
const store = () => createBlobsStore({ siteID: "site-outage", token: "local-test-token", edgeURL }, DEADLINE)

it("a Blobs call that gets no answer fails at its deadline, not after the client's retries", async () => {
  const started = Date.now()
  await expect(store().get("booking-MP-2345-6789")).rejects.toThrow(`the Blobs store did not answer within ${DEADLINE.callMs / 1000} s`)
  const took = Date.now() - started
  expect(took).toBeGreaterThanOrEqual(DEADLINE.callMs - 100)
  expect(took).toBeLessThan(DEADLINE.callMs + 1500)
  expect(DEADLINE.callMs + 1500).toBeLessThan(CLIENT_TRIES * DEADLINE.fetchMs)
}, 30_000)

it("a call refused at once (an unsafe record name) fails at once and leaves no deadline to reject later, unheard", async () => {
  const unheard: unknown[] = []
  const listen = (reason: unknown) => unheard.push(reason)
  process.on("unhandledRejection", listen)
  try {
    const started = Date.now()
    await expect(store().get("Not a record name!")).rejects.toThrow('Unsafe record name "Not a record name!"')
    expect(Date.now() - started).toBeLessThan(1000)
    // Past the deadline: nothing rejects with nobody listening.
    await new Promise((resolve) => setTimeout(resolve, DEADLINE.callMs + 500))
    expect(unheard).toEqual([])
  } finally {
    process.off("unhandledRejection", listen)
  }
}, 30_000)

describe("a booking while the Blobs service does not answer", () => {
  let api: ApiPeer
  beforeAll(async () => {
    api = await startApi({}, { store: store() })
  })
  afterAll(() => api.close())

  it("is answered 503 with the phone number within seconds, well before the host's function time limit", async () => {
    const started = Date.now()
    const reply = await api.post("booking-requests", { ...validBooking(), requestId: newRequestId() })
    expect(reply).toMatchObject({ status: 503, json: { error: UNAVAILABLE_MESSAGE } })
    // One call's deadline, not two, and not the client's tries.
    expect(Date.now() - started).toBeLessThan(2 * DEADLINE.callMs)
  }, 30_000)
})
