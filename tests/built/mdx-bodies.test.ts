/**
 * Every MDX file's body reaches its page's HTML, rendered at build time: each Markdown heading
 * becomes a heading, each paragraph's text is there, links keep their targets, and no page needs a
 * JavaScript module of its own (one template chunk per collection, however many files there are).
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { collections } from "../../src/content-model/collections"
import type { MdxCollection } from "../../src/content-model/fields"
import { pathFor, type MdxTypeName } from "../../src/content-model/site-pages"
import { PUBLIC_DIR as publicDir, builtPage } from "./built-documents"

const root = path.resolve(__dirname, "../..")

const mdxCollections = collections.filter((c): c is MdxCollection => c.source === "mdx")
const mdxFiles = mdxCollections.flatMap((c) =>
  fs
    .readdirSync(path.join(root, c.dir))
    .filter((f) => f.endsWith(".mdx"))
    .map((f) => ({ file: `${c.dir}/${f}`, typeName: c.typeName })),
)

/** The built page of a file, at its collection's path. */
function builtPageFor(slug: string, typeName: string): Document {
  return builtPage(pathFor[typeName as MdxTypeName](slug))
}

const plain = (markdown: string) =>
  markdown
    .replace(/\*\*|__|`/g, "")
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim()

test.each(mdxFiles)("$file: headings, text and links are on its page", ({ file, typeName }) => {
  const { data, content } = matter(fs.readFileSync(path.join(root, file), "utf8"))
  const doc = builtPageFor(String(data.slug), typeName)
  const main = doc.querySelector("main")!
  const headings = Array.from(main.querySelectorAll("h2, h3")).map((h) => h.textContent?.trim())
  for (const [, heading] of content.matchAll(/^#{2,3} (.+)$/gm)) expect(headings).toContain(plain(heading))
  const text = main.textContent!.replace(/\s+/g, " ")
  const firstParagraph = content.split(/\n\s*\n/).find((block) => /^[A-Z]/.test(block.trim()))
  expect(firstParagraph).toBeDefined()
  expect(text).toContain(plain(firstParagraph!).slice(0, 120))
  for (const [, href] of content.matchAll(/\]\(([^)\s]+)\)/g)) expect(main.querySelector(`a[href="${href}"]`)).not.toBeNull()
})

test("pages of the MDX collections share their collection's template chunk (no module per file)", () => {
  const chunkMap = JSON.parse(fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8")) as Record<string, string[]>
  const chunks = Object.keys(chunkMap).filter((name) => name.startsWith("component---src-templates-"))
  expect(chunks.filter((f) => f.includes("content-file-path"))).toEqual([])
  expect(chunks.length).toBeLessThanOrEqual(mdxCollections.length)
})
