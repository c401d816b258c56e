import http from "node:http"

/**
 * The time a fuzz test over HTTP gives fast-check: a failure found late, or shrunk request by request, must be
 * reported with its seed and counterexample before Jest's own timeout ends the test with neither. Runs and
 * shrinking stop after a minute, and stopping counts as a failure, so a property is never passed on fewer runs.
 */
export const FUZZ_TIME_LIMITS = { interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true } as const

/**
 * What a request's head may hold and still reach the API. The HTTP server counts its address and each header's
 * name and value against `http.maxHeaderSize` (16 KiB) and answers a longer head itself with `431`, before any
 * endpoint is called, so a fuzzed head over it tests the HTTP server, not the API. Less room for the headers
 * `request()` adds (Host, Content-Type, Content-Length, Connection).
 */
export const HEAD_BYTES_FOR_THE_API = http.maxHeaderSize - 256

/** Whether a request to `url` with `headers` has a head the API receives (the address is counted whole). */
export const headReachesTheApi = (url: string, headers: Record<string, string> = {}): boolean =>
  Object.entries(headers).reduce(
    (bytes, [name, value]) => bytes + Buffer.byteLength(name) + Buffer.byteLength(value),
    Buffer.byteLength(url),
  ) <= HEAD_BYTES_FOR_THE_API
