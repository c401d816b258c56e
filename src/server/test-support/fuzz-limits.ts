/**
 * The time a fuzz test over HTTP gives fast-check: a failure found late, or shrunk request by request, must be
 * reported with its seed and counterexample before Jest's own timeout ends the test with neither. Runs and
 * shrinking stop after a minute, and stopping counts as a failure, so a property is never passed on fewer runs.
 */
export const FUZZ_TIME_LIMITS = { interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true } as const
