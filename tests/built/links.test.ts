/**
 * Every internal link and in-page anchor in the built HTML leads somewhere: `a[href^="/"]` to a built
 * page or file, `#id` (on the same or another page) to an element with that id.
 */
import fs from "fs"
import path from "path"
import { listBuiltHtml, type BuiltHtml } from "../../src/build/built-pages"
import { PUBLIC_DIR as publicDir, builtDocument as docFor } from "./built-documents"

/** The file a site path is served from, or undefined when nothing is built there. */
function fileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, "") || "/"
  const candidates =
    clean === "/"
      ? [path.join(publicDir, "index.html")]
      : [path.join(publicDir, clean, "index.html"), path.join(publicDir, clean), path.join(publicDir, `${clean}.html`)]
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile())
}

/** Every HTML file of the build: the site's pages, the editor's and Gatsby's slices. */
let pages: BuiltHtml[] = []
beforeAll(() => {
  if (!fs.existsSync(publicDir)) throw new Error("public/ is missing: run `gatsby build` first")
  pages = listBuiltHtml(publicDir)
})

test("the site has its pages built", () => {
  expect(pages.length).toBeGreaterThan(40)
})

test("every internal link resolves to a built page or file, and every anchor to an existing id", () => {
  const broken: string[] = []
  let checked = 0
  for (const { file, path: route } of pages) {
    const doc = docFor(file)
    for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[href^="/"], a[href^="#"]')) {
      const href = a.getAttribute("href") ?? ""
      if (href.startsWith("//")) continue
      checked++
      const url = new URL(href, `https://site.test${route === "/" ? "/" : route}`)
      const target = href.startsWith("#") ? file : fileFor(url.pathname)
      if (!target) {
        broken.push(`${route}: link to ${href} (nothing built at ${url.pathname})`)
        continue
      }
      const id = decodeURIComponent(url.hash.slice(1))
      if (id && target.endsWith(".html") && !docFor(target).getElementById(id))
        broken.push(`${route}: anchor ${href} (no element with id "${id}")`)
    }
  }
  expect(checked).toBeGreaterThan(100)
  expect(broken).toEqual([])
})

test("ids referenced by aria attributes and labels exist on the same page", () => {
  const missing: string[] = []
  for (const { file, path: route } of pages) {
    const doc = docFor(file)
    for (const el of doc.querySelectorAll("[aria-labelledby], [aria-controls], [aria-describedby], label[for]")) {
      const ids = ["aria-labelledby", "aria-controls", "aria-describedby", "for"].flatMap((attr) =>
        (el.getAttribute(attr) ?? "").split(/\s+/).filter(Boolean),
      )
      for (const id of ids) if (!doc.getElementById(id)) missing.push(`${route}: #${id}`)
    }
  }
  expect(missing).toEqual([])
})

test("no two elements on a page share an id", () => {
  const dupes: string[] = []
  for (const { file, path: route } of pages) {
    const seen = new Set<string>()
    for (const el of docFor(file).querySelectorAll("body [id]")) {
      if (seen.has(el.id)) dupes.push(`${route}: #${el.id}`)
      seen.add(el.id)
    }
  }
  expect(dupes).toEqual([])
})
