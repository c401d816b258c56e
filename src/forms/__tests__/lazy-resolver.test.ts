import type { Resolver, ResolverResult } from "react-hook-form"
import { lazyResolver } from "../lazy-resolver"

type Values = { email: string }
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]
const rejectEmpty: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  if (values.email) return { values, errors: {} }
  return { values: {}, errors: { email: { type: "required", message: "Email is required" } } }
}

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

test("when the code cannot be fetched, the values go on to the server's check, and the next check fetches again", async () => {
  const load = jest.fn<Promise<Resolver<Values>>, []>().mockRejectedValueOnce(new Error("ChunkLoadError")).mockResolvedValue(rejectEmpty)
  const { resolver, preload } = lazyResolver(load)
  preload()
  expect(await resolver({ email: "" }, undefined, options)).toEqual({ values: { email: "" }, errors: {} })
  expect((await resolver({ email: "" }, undefined, options)).errors.email?.message).toBe("Email is required")
  expect(load).toHaveBeenCalledTimes(2)
})
