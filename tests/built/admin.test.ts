/**
 * The editor in the built site: /admin is there with its generated configuration, kept out of the
 * sitemap and of search engines (noindex in the page and its headers, disallowed in robots.txt),
 * with its own Content-Security-Policy, and no page of the site loads its code.
 */
import fs from "fs"
import path from "path"
import { JSDOM } from "jsdom"
import { collections } from "../../src/content-model/collections"
import { configFieldPaths, modelFieldPaths, type DecapConfig } from "../../src/cms/cms-config"
import { listBuiltPages } from "../../src/build/built-pages"

const publicDir = path.resolve(__dirname, "../../public")
const adminDir = path.join(publicDir, "admin")

test("/admin is built: its page, Decap's bundle and the configuration generated from the content model", () => {
  const doc = new JSDOM(fs.readFileSync(path.join(adminDir, "index.html"), "utf8")).window.document
  expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow")
  const scripts = [...doc.querySelectorAll("script")].map((s) => s.getAttribute("src") ?? "")
  expect(scripts).toHaveLength(2)
  for (const src of scripts) expect(fs.existsSync(path.join(publicDir, src))).toBe(true)
  const config = JSON.parse(fs.readFileSync(path.join(adminDir, "config.yml"), "utf8").replace(/^#.*\n/, "")) as DecapConfig
  expect(configFieldPaths(config)).toEqual(modelFieldPaths(collections))
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
