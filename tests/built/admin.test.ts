/**
 * The editor in the built site: /admin is there with its generated configuration, kept out of the
 * sitemap and of search engines (noindex in the page and its headers, disallowed in robots.txt),
 * with its own Content-Security-Policy, and no page of the site loads its code. Its login as each
 * setting builds it: this build's (no repository named: the local editor), the host's default (the git
 * host's login, for the repository its build names) and git-gateway (Identity's widget, and the
 * forward of Identity's email links from the page they open), the last two from the build's own steps
 * over these pages (tests/browser/editor-settings.ts).
 */
import fs from "fs"
import path from "path"
import { collections } from "../../src/content-model/collections"
import { configFieldPaths, modelFieldPaths, type DecapConfig } from "../../src/cms/cms-config"
import { listBuiltPages } from "../../src/build/built-pages"
import { LOCAL_BACKEND_ORIGIN } from "../../src/cms/backend"
import { identityLinkForward } from "../../src/cms/identity-links"
import { inlineScriptHashes } from "../../src/build/security-headers"
import { editorBuildWith, type EditorBuild } from "../browser/editor-settings"
import { headersFor } from "../browser/headers-file"
import { PUBLIC_DIR as publicDir, builtDocument } from "./built-documents"

const adminDir = path.join(publicDir, "admin")

const scriptsOf = (dir: string) =>
  [...builtDocument(path.join(dir, "index.html")).querySelectorAll("script")].map((s) => s.getAttribute("src") ?? "")
const configOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "config.yml"), "utf8").replace(/^#.*\n/, "")) as DecapConfig
const IDENTITY_WIDGET = /\/admin\/netlify-identity-widget-[\d.]+\.js$/

test("/admin is built: its page, Decap's bundle and the configuration generated from the content model", () => {
  const doc = builtDocument(path.join(adminDir, "index.html"))
  expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow")
  const scripts = scriptsOf(adminDir)
  expect(scripts).toHaveLength(2)
  for (const src of scripts) expect(fs.existsSync(path.join(publicDir, src))).toBe(true)
  expect(configFieldPaths(configOf(adminDir))).toEqual(modelFieldPaths(collections))
})

test("this build names no repository and runs on no host: its editor is the local editor alone, without Identity", () => {
  expect(configOf(adminDir)).toMatchObject({ backend: { name: "proxy", proxy_url: `${LOCAL_BACKEND_ORIGIN}/api/v1` }, local_backend: true })
  expect(scriptsOf(adminDir).filter((src) => IDENTITY_WIDGET.test(src))).toEqual([])
  expect(fs.readFileSync(path.join(publicDir, "index.html"), "utf8")).not.toContain("_token")
})

describe("on the host", () => {
  let host: EditorBuild
  let gateway: EditorBuild
  beforeAll(async () => {
    // As Netlify's build gives it: the repository's address among its variables.
    ;[host, gateway] = await Promise.all([
      editorBuildWith({ NETLIFY: "true", REPOSITORY_URL: "https://github.com/merrimack-premier/website" }),
      editorBuildWith({ NETLIFY: "true", REPOSITORY_URL: "https://github.com/merrimack-premier/website", CMS_BACKEND: "git-gateway" }),
    ])
  })
  afterAll(() => {
    host?.remove()
    gateway?.remove()
  })

  test("by default the editor logs in with GitHub for the build's repository, through the host's OAuth provider, with no Identity", () => {
    const config = configOf(host.adminDir)
    expect(config.backend).toEqual({ name: "github", repo: "merrimack-premier/website", branch: "main" })
    expect(config.local_backend).toBeUndefined()
    expect(scriptsOf(host.adminDir)).toHaveLength(2)
    expect(scriptsOf(host.adminDir).filter((src) => IDENTITY_WIDGET.test(src))).toEqual([])
    for (const [pagePath, html] of host.pages) expect([pagePath, html.includes("_token")]).toEqual([pagePath, false])
    // The login window the editor opens answers it; GitHub (its API and its status) is the one other site it talks to.
    const admin = headersFor(host.rules, "/admin/")
    expect(admin["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
    expect(admin["content-security-policy"]).toContain("connect-src 'self' blob: https://api.github.com https://www.githubstatus.com;")
  })

  test("git-gateway loads Identity's widget in the editor, before Decap, and forwards Identity's links from the home page only", () => {
    const scripts = scriptsOf(gateway.adminDir)
    expect(scripts).toHaveLength(3)
    expect(scripts[0]).toMatch(IDENTITY_WIDGET)
    expect(scripts[1]).toMatch(/decap-cms\.js$/)
    const widget = fs.readFileSync(path.join(gateway.adminDir, path.basename(scripts[0])), "utf8")
    expect(widget).toContain("netlifyIdentity")
    expect(widget).not.toContain("sourceMappingURL")
    expect(configOf(gateway.adminDir).backend).toEqual({ name: "git-gateway", branch: "main" })
    // The links of Identity's emails open the site's address: that page alone changes, and only by the forward.
    const forward = identityLinkForward("/admin")
    const changed = [...gateway.pages].filter(([pagePath, html]) => html !== host.pages.get(pagePath)).map(([pagePath]) => pagePath)
    expect(changed).toEqual(["/"])
    const home = gateway.pages.get("/")!
    expect(home.replace(forward, "")).toBe(host.pages.get("/"))
    expect(home.indexOf(forward)).toBe(home.indexOf("<head>") + "<head>".length)
    // The home page's policy allows the forward, and the page's other scripts still.
    const policy = headersFor(gateway.rules, "/")["content-security-policy"]
    for (const hash of inlineScriptHashes(home)) expect(policy).toContain(hash)
  })
})

test("/admin is out of the sitemap, disallowed in robots.txt and not indexed; its headers give it its own policy", () => {
  const sitemaps = fs.readdirSync(publicDir).filter((f) => /^sitemap-\d+\.xml$/.test(f))
  expect(sitemaps.length).toBeGreaterThan(0)
  for (const file of sitemaps) expect(fs.readFileSync(path.join(publicDir, file), "utf8")).not.toContain("/admin")
  expect(fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toMatch(/^Disallow: \/admin$/m)
  const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
  const adminRule = /^\/admin\/\*\n((?: {2}.*\n)+)/m.exec(headers)?.[1] ?? ""
  expect(adminRule).toContain("X-Robots-Tag: noindex, nofollow")
  expect(adminRule).toMatch(/Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval';/)
})

test("no page of the site refers to the editor's code", () => {
  const pages = listBuiltPages(publicDir)
  expect(pages.length).toBeGreaterThan(30)
  for (const page of pages) expect(fs.readFileSync(page.file, "utf8")).not.toMatch(/decap|\/admin\//i)
  const bundles = fs.readdirSync(publicDir).filter((f) => f.endsWith(".js"))
  for (const file of bundles) expect(fs.readFileSync(path.join(publicDir, file), "utf8")).not.toMatch(/decap-cms|registerPreviewTemplate/)
})
