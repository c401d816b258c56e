/** @jest-environment node */
import { createIdempotencyStore } from "../idempotency"

describe("the idempotency store", () => {
  it("runs the work once for concurrent calls with the same key", async () => {
    const store = createIdempotencyStore<string>()
    let runs = 0
    const work = async () => {
      runs += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return `ref-${runs}`
    }
    const results = await Promise.all([store.run("k", work), store.run("k", work), store.run("k", work)])
    expect(runs).toBe(1)
    expect(results.map((r) => r.value)).toEqual(["ref-1", "ref-1", "ref-1"])
    expect(results.map((r) => r.replay)).toEqual([false, true, true])
  })

  it("replays a finished result, and forgets it after the TTL", async () => {
    let clock = 0
    const store = createIdempotencyStore<number>({ ttlMs: 1000, now: () => clock })
    expect(await store.run("k", async () => 1)).toEqual({ value: 1, replay: false })
    clock = 999
    expect(await store.run("k", async () => 2)).toEqual({ value: 1, replay: true })
    clock = 2000
    expect(await store.run("k", async () => 3)).toEqual({ value: 3, replay: false })
  })

  it("forgets failures at once so a retry runs again", async () => {
    const store = createIdempotencyStore<number>()
    await expect(store.run("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down")
    expect(await store.run("k", async () => 7)).toEqual({ value: 7, replay: false })
  })

  it("keeps at most maxEntries finished results", async () => {
    const store = createIdempotencyStore<number>({ maxEntries: 10 })
    for (let i = 0; i < 50; i += 1) await store.run(`k${i}`, async () => i)
    expect((await store.run("k0", async () => -1)).replay).toBe(false)
    expect((await store.run("k49", async () => -1)).replay).toBe(true)
  })
})
