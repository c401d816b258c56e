import http from "node:http"

/**
 * The time a fuzz test over HTTP gives fast-check: a failure found late, or shrunk request by request, must be
 * reported with its seed and counterexample before Jest's own timeout ends the test with neither. Runs and
 * shrinking stop after a minute, and stopping counts as a failure, so a property is never passed on fewer runs.
 */
export const FUZZ_TIME_LIMITS = { interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true } as const

/**
 * One seed for every fuzz property over HTTP: each run sends the same cases, so a count of runs is chosen by what
 * that sample reaches (each test lists the answers its cases must reach, and fails when one is missing), and a
 * failure replays as it was found.
 */
export const FUZZ_SEED = 20_261_129

/** fast-check's settings for a fuzz property over HTTP: `numRuns` cases of the fixed seed, within the time limits. */
export const fuzzRuns = (numRuns: number) => ({ numRuns, seed: FUZZ_SEED, ...FUZZ_TIME_LIMITS }) as const

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

/** What a fuzz property's cases reached (an endpoint and its answer, say), counted, and which of those expected it missed. */
export const reachedKinds = () => {
  const counts = new Map<string, number>()
  return {
    counts,
    add: (kind: string) => void counts.set(kind, (counts.get(kind) ?? 0) + 1),
    missing: (expected: readonly string[]) => expected.filter((kind) => !counts.has(kind)),
  }
}
