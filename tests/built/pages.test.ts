/**
 * Reads the pre-rendered HTML in public/ as a search engine or a visitor without JavaScript would:
 * every route exists with one <h1>, its own title and description, a canonical URL, social cards
 * and structured data that parses; the 404 page; the sitemap and robots.txt.
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import business from "../../data/business.json"
import { CANONICAL_ROUTES, ROUTES, canonicalPathOf } from "../site-routes"
import { PUBLIC_DIR as publicDir, builtDocument, builtFileOf as htmlFile, builtPage as load } from "./built-documents"
/** Pages whose preview picture is their own (the rest use the site's default card). */
const OWN_PREVIEW = /^\/(services|business-solutions|service-areas|blogs)\/|^\/(fleet|contact|about|services|business-solutions)$/

const pages = new Map<string, Document>()
beforeAll(() => {
  if (!fs.existsSync(publicDir)) throw new Error("public/ is missing: run `gatsby build` first")
  for (const route of ROUTES) if (fs.existsSync(htmlFile(route))) pages.set(route, load(route))
})

describe.each(ROUTES)("%s", (route) => {
  const page = () => {
    const doc = pages.get(route)
    if (!doc) throw new Error(`${route} was not built (no ${path.relative(publicDir, htmlFile(route))})`)
    return doc
  }

  test("is pre-rendered with exactly one non-empty <h1> inside <main>", () => {
    const headings = page().querySelectorAll("h1")
    expect(headings).toHaveLength(1)
    expect(headings[0].textContent?.trim().length).toBeGreaterThan(3)
    expect(headings[0].closest("main")).not.toBeNull()
  })

  test("has a title, description, canonical URL, robots and social cards", () => {
    const doc = page()
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute("content") ?? ""
    expect(doc.title).toMatch(/\S/)
    expect(meta('meta[name="description"]').length).toBeGreaterThan(40)
    expect(meta('meta[name="robots"]')).toBe("index, follow")
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href")
    const expected = canonicalPathOf(route)
    expect(canonical).toBe(expected === "/" ? `${business.url}/` : `${business.url}${expected}`)
    expect(meta('meta[property="og:locale"]')).toBe("en_US")
    expect(meta('meta[property="og:site_name"]')).toBe(business.name)
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image")
    expect(doc.documentElement.getAttribute("lang")).toBe("en")
  })

  test("has a social preview picture that exists, as a JPEG of the size its tags state", async () => {
    const meta = (selector: string) => page().querySelector(selector)?.getAttribute("content") ?? ""
    const image = meta('meta[property="og:image"]')
    expect(image).toMatch(new RegExp(`^${business.url}/.+\\.jpg$`))
    expect(meta('meta[name="twitter:image"]')).toBe(image)
    // A page with a picture of its own shows it in link previews, not the site's default card.
    if (OWN_PREVIEW.test(route)) expect(image).not.toBe(`${business.url}/og-image.jpg`)
    const file = path.join(publicDir, image.slice(business.url.length))
    expect(fs.existsSync(file)).toBe(true)
    const { width, height, format } = await sharp(file).metadata()
    expect({ width, height, format }).toEqual({
      width: Number(meta('meta[property="og:image:width"]')),
      height: Number(meta('meta[property="og:image:height"]')),
      format: "jpeg",
    })
  })

  test("carries structured data for the business that parses", () => {
    const scripts = [...page().querySelectorAll('script[type="application/ld+json"]')]
    expect(scripts.length).toBeGreaterThan(0)
    const data = scripts.flatMap((s) => JSON.parse(s.textContent ?? "")) as { "@type": string; telephone?: string }[]
    const company = data.find((d) => d["@type"] === "LocalBusiness")
    expect(company?.telephone).toBe(business.phones[0].tel)
  })

  test("shows no placeholder or missing values", () => {
    const body = page().body.cloneNode(true) as HTMLElement
    body.querySelectorAll("script, style, noscript").forEach((el) => el.remove())
    const text = body.textContent ?? ""
    const found = /\bundefined\b|\bnull\b|\bNaN\b|lorem ipsum|TODO|\[object Object\]/i.exec(text)
    expect(found ? text.slice(Math.max(0, found.index - 60), found.index + 60) : "").toBe("")
  })
})

test("every canonical page has its own title and description", () => {
  const canonical = CANONICAL_ROUTES
  const titles = canonical.map((r) => pages.get(r)?.title)
  const descriptions = canonical.map((r) => pages.get(r)?.querySelector('meta[name="description"]')?.getAttribute("content"))
  expect(new Set(titles).size).toBe(canonical.length)
  expect(new Set(descriptions).size).toBe(canonical.length)
})

test("the home page uses the default title and description", () => {
  const home = pages.get("/")!
  expect(home.title).toBe(business.seo.defaultTitle)
  expect(home.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(business.seo.defaultDescription)
})

// The HTML as served, before any script: Go Home must work as it is; Go Back, which needs the
// script, must not be there to do nothing (the page adds it once it can go back).
test("unknown paths get the Page Not Found screen, whose Go Home is a link to the home page without any script", () => {
  const doc = builtDocument(path.join(publicDir, "404.html"))
  const main = doc.querySelector("main")!
  expect(main.querySelector("h1")?.textContent).toBe("Page Not Found")
  expect(main.textContent).toContain("The page you're looking for doesn't exist or has been moved.")
  const home = [...main.querySelectorAll("a")].filter((a) => a.textContent?.trim() === "Go Home")
  expect(home.map((a) => a.getAttribute("href"))).toEqual(["/"])
  expect(main.textContent).not.toContain("Go Back")
  expect(main.querySelectorAll("button")).toHaveLength(0)
})

test("the sitemap lists every canonical page once and nothing else; robots.txt names it", () => {
  const index = fs.readFileSync(path.join(publicDir, "sitemap-index.xml"), "utf8")
  const sitemapFiles = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1])
  const urls = sitemapFiles.flatMap((file) =>
    [...fs.readFileSync(path.join(publicDir, file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
  )
  const expected = CANONICAL_ROUTES.map((r) => (r === "/" ? `${business.url}/` : `${business.url}${r}`))
  expect([...urls].sort()).toEqual([...expected].sort())
  const robots = fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8")
  expect(robots).toContain(`Sitemap: ${business.url}/sitemap-index.xml`)
  expect(robots).toMatch(/User-agent: \*/)
})
