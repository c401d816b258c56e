/** @jest-environment node */
import { mapLimited } from "../map-limited"

describe("mapLimited", () => {
  it("keeps the items' order and never runs more than the limit at once", async () => {
    let running = 0
    let most = 0
    const results = await mapLimited([30, 5, 20, 1, 10, 2], 3, async (ms) => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, ms))
      running -= 1
      return ms * 2
    })
    expect(results).toEqual([60, 10, 40, 2, 20, 4])
    expect(most).toBe(3)
  })

  it("answers an empty list at once, and passes a failure on", async () => {
    expect(await mapLimited([], 4, async () => 1)).toEqual([])
    await expect(mapLimited([1, 2], 2, async (n) => (n === 2 ? Promise.reject(new Error("two")) : n))).rejects.toThrow("two")
  })
})
