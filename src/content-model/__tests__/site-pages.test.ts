/** @jest-environment node */
/**
 * The tests' route lists come from sitePages: a copy of the project's pages and content with a new
 * service, town and post added shows them at once, with no list edited.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { sitePages } from "../site-pages"

const repoRoot = path.resolve(__dirname, "../../..")
let root: string

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "site-pages-"))
  fs.cpSync(path.join(repoRoot, "content"), path.join(root, "content"), { recursive: true })
  fs.cpSync(path.join(repoRoot, "src/pages"), path.join(root, "src/pages"), { recursive: true })
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const paths = () => sitePages(root).map((p) => p.path)

function copyAs(from: string, to: string, slug: string) {
  const source = fs.readFileSync(path.join(root, from), "utf8")
  fs.writeFileSync(path.join(root, to), source.replace(/^slug: .*$/m, `slug: ${slug}`))
}

test("the real pages: the home page first, file routes, then one page per content file; no 404 or private page", () => {
  const all = sitePages(repoRoot)
  expect(all[0]).toMatchObject({ path: "/", kind: "Page" })
  const list = all.map((p) => p.path)
  expect(list).toEqual(expect.arrayContaining(["/fleet", "/rates", "/about", "/terms", "/services/airport", "/service-areas/andover-ma"]))
  expect(list).not.toContain("/404")
  expect(list).not.toContain("/booking")
  expect(new Set(list).size).toBe(list.length)
})

test("a service that is also a business solution is listed under both, its copy pointing at the service page", () => {
  const copy = sitePages(repoRoot).find((p) => p.path === "/business-solutions/corporate-travel")
  expect(copy).toMatchObject({
    kind: "Service",
    canonicalPath: "/services/corporate-travel",
    file: "content/services/corporate-travel.mdx",
  })
})

test("a page added to content/ is listed the moment its file exists", () => {
  expect(paths()).not.toContain("/services/harbor-cruise")
  copyAs("content/services/airport.mdx", "content/services/harbor-cruise.mdx", "harbor-cruise")
  copyAs("content/towns/andover-ma.mdx", "content/towns/reading-ma.mdx", "reading-ma")
  copyAs("content/blog/logan-airport-pickup-guide.mdx", "content/blog/fall-foliage.mdx", "fall-foliage")
  expect(paths()).toEqual(expect.arrayContaining(["/services/harbor-cruise", "/service-areas/reading-ma", "/blogs/fall-foliage"]))
})
