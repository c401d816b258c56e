/** @jest-environment node */
import { hostAdapter } from "../host-adapter"

describe("the adapter the build is made for", () => {
  it("on the host, is Gatsby's adapter for Netlify, keeping Gatsby's caches in the host's build cache", () => {
    const adapter = hostAdapter({ NETLIFY: "true" })
    expect(adapter.name).toBe("gatsby-adapter-netlify")
    expect(adapter.cache).toEqual({ restore: expect.any(Function), store: expect.any(Function) })
  })

  it("in a build by the host's command-line tool, is the same adapter without the copy of the caches", () => {
    const adapter = hostAdapter({ NETLIFY_LOCAL: "true" })
    expect(adapter.name).toBe("gatsby-adapter-netlify")
    expect(adapter.adapt).toEqual(expect.any(Function))
    expect(adapter.cache).toBeUndefined()
  })

  it("elsewhere, leaves public/ as Gatsby writes it", () => {
    expect(hostAdapter({}).name).toBe("own-server (gatsby serve)")
  })
})
