/**
 * Remembers recent work by key (a requestId, a subscribed email) so a retry or a concurrent
 * duplicate gets the first answer instead of a second delivery. Failures are forgotten at once,
 * so a retry after a failure tries again. One process's memory: used only when there is no record
 * store (OUTBOX=off on a server of our own); with a store, the store recognises repeats.
 */
import { IDEMPOTENCY_MAX_ENTRIES, IDEMPOTENCY_TTL_MS } from "./limits"

export interface IdempotencyStore<T> {
  /** Runs `work` once per key; `replay` is true when the value came from an earlier or concurrent run. */
  run(key: string, work: () => Promise<T>): Promise<{ value: T; replay: boolean }>
}

interface Entry<T> {
  promise: Promise<T>
  /** When the entry stops counting; Infinity while the work is in flight. */
  expiresAt: number
}

export interface IdempotencyOptions {
  ttlMs?: number
  maxEntries?: number
  now?: () => number
}

export function createIdempotencyStore<T>({
  ttlMs = IDEMPOTENCY_TTL_MS,
  maxEntries = IDEMPOTENCY_MAX_ENTRIES,
  now = Date.now,
}: IdempotencyOptions = {}): IdempotencyStore<T> {
  const entries = new Map<string, Entry<T>>()

  const prune = () => {
    const at = now()
    for (const [key, entry] of entries) {
      if (entry.expiresAt > at && entries.size <= maxEntries) break
      // In-flight entries are never dropped: that would let a concurrent duplicate through.
      if (entry.expiresAt !== Infinity) entries.delete(key)
    }
  }

  const settle = (key: string, entry: Entry<T>) => {
    entry.expiresAt = now() + ttlMs
    // Re-inserted so the map stays ordered by expiry.
    entries.delete(key)
    entries.set(key, entry)
  }

  return {
    async run(key, work) {
      prune()
      const existing = entries.get(key)
      if (existing && existing.expiresAt > now()) return { value: await existing.promise, replay: true }
      const entry: Entry<T> = { promise: work(), expiresAt: Infinity }
      entries.set(key, entry)
      try {
        const value = await entry.promise
        if (entries.get(key) === entry) settle(key, entry)
        return { value, replay: false }
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key)
        throw error
      }
    },
  }
}
