/** @jest-environment node */
import { createRateLimiter } from "../rate-limit"

describe("the rate limiter", () => {
  let clock = 0
  const now = () => clock
  beforeEach(() => {
    clock = 1_000_000
  })

  it("allows the limit within a window, then refuses with the seconds to wait", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now })
    expect(limiter.hit("a").allowed).toBe(true)
    clock += 10_000
    expect(limiter.hit("a").allowed).toBe(true)
    expect(limiter.hit("a").allowed).toBe(true)
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 50 })
  })

  it("slides: a request leaves the window a full window after it was made", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now })
    limiter.hit("a")
    clock += 30_000
    limiter.hit("a")
    clock += 29_999
    expect(limiter.hit("a").allowed).toBe(false)
    clock += 1
    expect(limiter.hit("a").allowed).toBe(true)
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 30 })
  })

  it("refused requests do not extend the wait", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now })
    limiter.hit("a")
    for (let i = 0; i < 10; i += 1) {
      clock += 1000
      limiter.hit("a")
    }
    clock = 1_000_000 + 60_000
    expect(limiter.hit("a").allowed).toBe(true)
  })

  it("counts each client separately", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now })
    expect(limiter.hit("a").allowed).toBe(true)
    expect(limiter.hit("b").allowed).toBe(true)
    expect(limiter.hit("a").allowed).toBe(false)
  })

  it("is off at 0", () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 60_000, now })
    for (let i = 0; i < 1000; i += 1) expect(limiter.hit("a").allowed).toBe(true)
  })

  it("forgets the oldest clients past its size, so memory stays bounded", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now, maxClients: 100 })
    limiter.hit("first")
    for (let i = 0; i < 100; i += 1) limiter.hit(`client-${i}`)
    expect(limiter.hit("first").allowed).toBe(true)
    expect(limiter.hit("client-99").allowed).toBe(false)
  })
})
