/** @jest-environment node */
import http from "http"
import type { AddressInfo } from "net"
import { ApiError, getJson, postJson } from "../api-client"

let server: http.Server
let base: string
const seen: { method?: string; url?: string; body: string; contentType?: string }[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ""
    req.on("data", (c) => (body += c))
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, body, contentType: req.headers["content-type"] })
      if (req.url === "/api/items/7") return res.writeHead(200, { "Content-Type": "application/json" }).end('{"id":7}')
      if (req.url === "/api/private") return res.writeHead(401).end("")
      if (req.url === "/api/broken") return res.writeHead(500, "Internal Server Error").end("")
      if (req.url === "/api/invalid") return res.writeHead(422).end('{"errors":{"email":"Please enter a valid email address"}}')
      if (req.url === "/api/create") return res.writeHead(201, { "Content-Type": "application/json" }).end('{"reference":"MP-AAAA-BBBB"}')
      res.writeHead(404).end("Not here")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

test("a query GETs the joined key and reads JSON", async () => {
  await expect(getJson([`${base}/api`, "items", 7])).resolves.toEqual({ id: 7 })
  expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/api/items/7" })
})

test("a non-OK answer is raised as '<status>: <body>'", async () => {
  await expect(getJson([`${base}/api`, "missing"])).rejects.toThrow(new Error("404: Not here"))
})

test("an empty error body falls back to the status text", async () => {
  await expect(getJson([`${base}/api`, "broken"])).rejects.toThrow("500: Internal Server Error")
})

test("401 raises unless the query asks for null", async () => {
  await expect(getJson([`${base}/api`, "private"])).rejects.toThrow(/^401: /)
  await expect(getJson([`${base}/api`, "private"], { on401: "returnNull" })).resolves.toBeNull()
})

test("a POST sends JSON once and exposes the server's error JSON", async () => {
  const before = seen.length
  await expect(postJson(`${base}/api/create`, { a: 1 })).resolves.toEqual({ reference: "MP-AAAA-BBBB" })
  expect(seen.at(-1)).toMatchObject({ method: "POST", body: '{"a":1}', contentType: "application/json" })
  const error = await postJson(`${base}/api/invalid`, {}).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).status).toBe(422)
  expect((error as ApiError).json()).toEqual({ errors: { email: "Please enter a valid email address" } })
  expect(seen.length - before).toBe(2) // no retries
})
