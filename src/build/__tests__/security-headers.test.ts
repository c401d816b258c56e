/** @jest-environment node */
import { createHash } from "crypto"
import {
  adminHeaderRules,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  pageHeaderRules,
} from "../security-headers"
import { headersFor, parseHeaderRules, repeatedHeaders } from "../../../tests/browser/headers-file"

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

test("each page gets a rule for its path with and without the trailing slash, and as the host's file", () => {
  const rules = pageHeaderRules([
    { path: "/", html: "<script>a()</script>" },
    { path: "/fleet", html: "<script>b()</script>" },
  ])
  expect(rules.split("\n").filter((l) => l.startsWith("/"))).toEqual(["/", "/fleet", "/fleet/", "/fleet.html"])
  expect(rules).toContain(sha("b()"))
})

test("the headers file gives every path each header once: security headers, its policy and Gatsby's caching", () => {
  const rules = parseHeaderRules(
    headersFile({
      pages: pageHeaderRules([
        { path: "/", html: "<script>a()</script>" },
        { path: "/fleet", html: "<script>b()</script>" },
        { path: "/404.html", html: "" },
      ]),
      admin: adminHeaderRules("/admin", ["https://api.netlify.com"]),
    }),
  )
  const paths = [
    "/",
    "/fleet",
    "/fleet/",
    "/fleet.html",
    "/404.html",
    "/static/abc/car.webp",
    "/app-12ab.js",
    "/styles.34cd.css",
    "/page-data/fleet/page-data.json",
    "/admin",
    "/admin/",
    "/admin/index.html",
    "/admin/cms-1a2b.js",
    "/admin/config.yml",
    "/robots.txt",
  ]
  for (const urlPath of paths) {
    expect([urlPath, repeatedHeaders(rules, urlPath)]).toEqual([urlPath, []])
    expect(headersFor(rules, urlPath)["x-content-type-options"]).toBe("nosniff")
    expect(headersFor(rules, urlPath)["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  }
  for (const page of ["/", "/fleet", "/fleet/", "/fleet.html", "/404.html", "/admin", "/admin/"])
    expect(headersFor(rules, page)["cache-control"]).toBe(CACHE_REVALIDATE)
  for (const asset of ["/static/abc/car.webp", "/app-12ab.js", "/styles.34cd.css", "/admin/cms-1a2b.js"])
    expect(headersFor(rules, asset)["cache-control"]).toBe(CACHE_IMMUTABLE)
  expect(headersFor(rules, "/page-data/fleet/page-data.json")["cache-control"]).toBe(CACHE_REVALIDATE)
  expect(headersFor(rules, "/fleet")["content-security-policy"]).toContain(sha("b()"))
  expect(headersFor(rules, "/admin/")["content-security-policy"]).toContain("'unsafe-eval'")
  expect(headersFor(rules, "/fleet")["content-security-policy"]).not.toContain("'unsafe-eval'")
  // Pages keep no link to other sites' windows; the editor keeps one to the login window it opens itself.
  for (const page of ["/", "/fleet", "/fleet/", "/fleet.html", "/404.html"])
    expect(headersFor(rules, page)["cross-origin-opener-policy"]).toBe("same-origin")
  for (const page of ["/admin", "/admin/", "/admin/index.html"])
    expect(headersFor(rules, page)["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
  // What Gatsby's adapter would have added, and nothing of the kind.
  expect(headersFor(rules, "/fleet")["x-xss-protection"]).toBeUndefined()
})

test("pages the host writes to one file (/404 and /404.html) share one policy allowing the scripts of both", () => {
  const rules = parseHeaderRules(
    pageHeaderRules([
      { path: "/404", html: '<script>window.pagePath="/404/"</script>' },
      { path: "/404.html", html: '<script>window.pagePath="/404.html"</script>' },
      { path: "/fleet", html: "<script>b()</script>" },
    ]),
  )
  expect(rules.map((r) => r.pattern)).toEqual(["/404", "/404/", "/404.html", "/fleet", "/fleet/", "/fleet.html"])
  for (const urlPath of ["/404", "/404/", "/404.html"]) {
    const policy = headersFor(rules, urlPath)["content-security-policy"]
    expect(policy).toContain(sha('window.pagePath="/404/"'))
    expect(policy).toContain(sha('window.pagePath="/404.html"'))
    expect(policy).not.toContain(sha("b()"))
  }
  expect(headersFor(rules, "/fleet")["content-security-policy"]).not.toContain(sha('window.pagePath="/404/"'))
})
