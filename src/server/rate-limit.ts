/** A sliding-window rate limit per client: at most `limit` requests in any `windowMs`. */
import { RATE_LIMIT_MAX_CLIENTS } from "./limits"

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  hit(client: string): RateDecision
}

export interface RateLimiterOptions {
  /** Requests allowed per window; 0 turns the limit off. */
  limit: number
  windowMs: number
  now?: () => number
  maxClients?: number
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxClients = RATE_LIMIT_MAX_CLIENTS,
}: RateLimiterOptions): RateLimiter {
  if (limit <= 0) return { hit: () => ({ allowed: true }) }
  // Each client's recent request times, oldest first; clients ordered by last request.
  const clients = new Map<string, number[]>()

  const forgetIdle = (at: number) => {
    for (const [client, times] of clients) {
      if (times[times.length - 1] > at - windowMs) break
      clients.delete(client)
    }
    while (clients.size > maxClients) {
      const oldest = clients.keys().next().value
      if (oldest === undefined) break
      clients.delete(oldest)
    }
  }

  return {
    hit(client) {
      const at = now()
      const times = (clients.get(client) ?? []).filter((t) => t > at - windowMs)
      clients.delete(client)
      if (times.length >= limit) {
        clients.set(client, times)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0] + windowMs - at) / 1000)) }
      }
      times.push(at)
      clients.set(client, times)
      forgetIdle(at)
      return { allowed: true }
    },
  }
}
