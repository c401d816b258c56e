/** @jest-environment node */
import type { IncomingMessage } from "node:http"
import { queryOf } from "../http"

const requestOf = (fields: Record<string, unknown>) => fields as unknown as IncomingMessage

describe("a request's query", () => {
  it("is read from the address under gatsby serve and a plain server", () => {
    expect(queryOf(requestOf({ url: "/api/dispatch/day?from=2026-12-01&days=7" })).get("from")).toBe("2026-12-01")
    expect([...queryOf(requestOf({ url: "/api/dispatch/day" })).keys()]).toEqual([])
  })

  it("on the host, where the adapter gives the function its path alone, from the whole address or the query beside it", () => {
    // What gatsby-adapter-netlify's lambda handler makes of an invocation: req.url = path, req.rawUrl, req.query.
    const adapted = requestOf({
      url: "/api/dispatch/day",
      rawUrl: "https://example.netlify.app/api/dispatch/day?from=2026-12-01&days=7",
      query: { from: "2026-12-01", days: "7" },
    })
    expect([queryOf(adapted).get("from"), queryOf(adapted).get("days")]).toEqual(["2026-12-01", "7"])
    const withoutRawUrl = requestOf({ url: "/api/dispatch/day", query: { from: "2026-12-02", days: "1", ignored: ["a"] } })
    expect(Object.fromEntries(queryOf(withoutRawUrl))).toEqual({ from: "2026-12-02", days: "1" })
  })
})
