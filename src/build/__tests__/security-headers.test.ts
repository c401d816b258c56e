/** @jest-environment node */
import { createHash } from "crypto"
import { contentSecurityPolicy, inlineScriptHashes, pageHeaderRules } from "../security-headers"

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

test("hashes executable inline scripts only, not external scripts or JSON-LD", () => {
  const html = `<head><script>window.pagePath="/";</script><script src="/app.js"></script>
  <script type="application/ld+json">{"@type":"Thing"}</script><script id="x">var a=1</script></head>`
  expect(inlineScriptHashes(html)).toEqual([sha('window.pagePath="/";'), sha("var a=1")].sort())
})

test("the policy allows only this site, the page's own inline scripts and no framing", () => {
  const policy = contentSecurityPolicy(["'sha256-abc'"])
  expect(policy).toContain("default-src 'self'")
  expect(policy).toContain("script-src 'self' 'sha256-abc'")
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toContain("object-src 'none'")
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
})

test("each page gets a rule for its path with and without the trailing slash", () => {
  const rules = pageHeaderRules([
    { path: "/", html: "<script>a()</script>" },
    { path: "/fleet", html: "<script>b()</script>" },
  ])
  expect(rules.split("\n").filter((l) => l.startsWith("/"))).toEqual(["/", "/fleet", "/fleet/"])
  expect(rules).toContain(sha("b()"))
})
