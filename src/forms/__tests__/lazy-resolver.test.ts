/** @jest-environment node */
import type { Resolver, ResolverResult } from "react-hook-form"
import { lazyResolver } from "../lazy-resolver"

type Values = { email: string }
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]
const rejectEmpty: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  if (values.email) return { values, errors: {} }
  return { values: {}, errors: { email: { type: "required", message: "Email is required" } } }
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

test("fetches the validation code once, on preload or on the first check, and checks with it", async () => {
  const load = jest.fn(async () => rejectEmpty)
  const { resolver, preload } = lazyResolver(load)
  expect(load).not.toHaveBeenCalled()
  preload()
  preload()
  expect(load).toHaveBeenCalledTimes(1)
  expect((await resolver({ email: "" }, undefined, options)).errors.email?.message).toBe("Email is required")
  expect((await resolver({ email: "a@b.co" }, undefined, options)).errors).toEqual({})
  expect(load).toHaveBeenCalledTimes(1)
})

test("when the code cannot be fetched, the values go on to the server's check and the failure is logged", async () => {
  const load = jest.fn<Promise<Resolver<Values>>, []>().mockRejectedValue(new Error("ChunkLoadError"))
  const { resolver } = lazyResolver(load)
  expect(await resolver({ email: "" }, undefined, options)).toEqual({ values: { email: "" }, errors: {} })
  expect(console.error).toHaveBeenCalledTimes(1)
})

test("after a failure it waits before fetching again, then checks as usual", async () => {
  const load = jest.fn<Promise<Resolver<Values>>, []>().mockRejectedValueOnce(new Error("ChunkLoadError")).mockResolvedValue(rejectEmpty)
  let now = 1_000_000
  jest.spyOn(Date, "now").mockImplementation(() => now)
  const { resolver } = lazyResolver(load, { retryAfterMs: 10_000 })
  expect((await resolver({ email: "" }, undefined, options)).errors).toEqual({})
  // Typing right after the failure does not fetch on every keystroke.
  expect((await resolver({ email: "" }, undefined, options)).errors).toEqual({})
  expect(load).toHaveBeenCalledTimes(1)
  now += 10_000
  expect((await resolver({ email: "" }, undefined, options)).errors.email?.message).toBe("Email is required")
  expect(load).toHaveBeenCalledTimes(2)
})

test("a fetch that hangs lets the values go on after the time limit", async () => {
  const { resolver } = lazyResolver<Values>(() => new Promise(() => undefined), { timeoutMs: 20 })
  expect(await resolver({ email: "x" }, undefined, options)).toEqual({ values: { email: "x" }, errors: {} })
})
