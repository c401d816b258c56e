// Build benchmark (QUALITY.md): in a temporary copy of the project (node_modules hard-linked),
//   1. cold build: `gatsby clean` then `gatsby build`;
//   2. warm rebuild after an editor changes one JSON file (a testimonial);
//   3. scale run: SCALE_PAGES extra blog posts (MDX, the way the site grows) generated into the copy,
//      then a cold build: seconds per extra page, and what a page weighs at that size (its HTML,
//      its page data, and the JavaScript every page loads first) beside the normal site.
// Usage: npm run bench:build          (SCALE_PAGES=200 for a shorter scale run)
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { machine, median, round, writeResults } from "./report"
import { copyProject, runGatsby } from "../lib/scratch-project"
import { entryScriptSources } from "../../src/build/entry-scripts"

const SCALE_PAGES = Number(process.env.SCALE_PAGES ?? 1000)
/** Node's heap for the scale build, if it should differ from Node's default (SCALE_HEAP_MB=8192). */
const SCALE_HEAP_MB = process.env.SCALE_HEAP_MB ? Number(process.env.SCALE_HEAP_MB) : undefined
const BARS = { coldSeconds: 90, warmSeconds: 30 }

/** Seconds `gatsby <command>` took in the copy; a failed command stops the benchmark with its log. */
async function gatsby(dir: string, command: "build" | "clean", heapMb?: number): Promise<number> {
  const run = await runGatsby(dir, command, { heapMb })
  if (run.status !== 0) throw new Error(`gatsby ${command} failed in ${dir}:\n${run.output.slice(-4000)}`)
  return run.seconds
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length / 1024

/** What a blog post page weighs: its HTML and page data (gzip), median over the given slugs. */
function pageWeight(dir: string, slugs: string[]) {
  const html = slugs.map((slug) => gzipKb(path.join(dir, "public", "blogs", slug, "index.html")))
  const data = slugs.map((slug) => gzipKb(path.join(dir, "public", "page-data", "blogs", slug, "page-data.json")))
  return { htmlKbGzip: round(median(html), 1), pageDataKbGzip: round(median(data), 1) }
}

/** The JavaScript the home page's HTML loads before anything else (the app entry and its dependencies). */
function entryScriptsKb(dir: string): number {
  const html = fs.readFileSync(path.join(dir, "public", "index.html"), "utf8")
  return round(
    entryScriptSources(html).reduce((sum, file) => sum + gzipKb(path.join(dir, "public", file)), 0),
    1,
  )
}

const blogSlugs = (dir: string) =>
  fs
    .readdirSync(path.join(dir, "content", "blog"))
    .filter((f) => f.endsWith(".mdx"))
    .map((f) => f.replace(/\.mdx$/, ""))

function generatePosts(dir: string, count: number): string[] {
  const source = fs.readFileSync(path.join(dir, "content", "blog", "logan-airport-pickup-guide.mdx"), "utf8")
  const slugs: string[] = []
  for (let i = 1; i <= count; i++) {
    const slug = `scale-test-post-${i}`
    const day = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)
    const post = source
      .replace(/^slug: .*$/m, `slug: ${slug}`)
      .replace(/^title: .*$/m, `title: "Scale test post ${i}: a chauffeured pickup at Boston Logan"`)
      .replace(/^date: .*$/m, `date: "${day}"`)
    fs.writeFileSync(path.join(dir, "content", "blog", `${slug}.mdx`), post)
    slugs.push(slug)
  }
  return slugs
}

async function main() {
  console.log("Copying the project…")
  const dir = copyProject("bench-build-", "hard-links")
  try {
    await gatsby(dir, "clean")
    const cold = await gatsby(dir, "build")
    const pages = fs.readFileSync(path.join(dir, "public", "sitemap-0.xml"), "utf8").match(/<loc>/g)?.length ?? 0
    console.log(`cold build            ${round(cold, 1)} s (${pages} pages in the sitemap; bar ≤ ${BARS.coldSeconds} s)`)

    const testimonials = path.join(dir, "data", "testimonials.json")
    const data = JSON.parse(fs.readFileSync(testimonials, "utf8")) as { text: string }[]
    data[0].text = `${data[0].text} We will book again.`
    fs.writeFileSync(testimonials, `${JSON.stringify(data, null, 2)}\n`)
    const warm = await gatsby(dir, "build")
    console.log(`warm rebuild          ${round(warm, 1)} s after editing one JSON file (bar ≤ ${BARS.warmSeconds} s)`)

    const baseSlugs = blogSlugs(dir)
    const before = { ...pageWeight(dir, baseSlugs), entryScriptsKbGzip: entryScriptsKb(dir) }

    const generated = generatePosts(dir, SCALE_PAGES)
    await gatsby(dir, "clean")
    const scaled = await gatsby(dir, "build", SCALE_HEAP_MB)
    const after = { ...pageWeight(dir, generated), entryScriptsKbGzip: entryScriptsKb(dir) }
    const perPage = (scaled - cold) / SCALE_PAGES
    console.log(
      `scale: +${SCALE_PAGES} posts   ${round(scaled, 1)} s cold, ${round(perPage * 1000, 1)} ms per extra page (site: ${round((cold / pages) * 1000, 1)} ms per page)`,
    )
    console.log(
      `page weight           blog post HTML ${before.htmlKbGzip} → ${after.htmlKbGzip} KB gzip, page data ${before.pageDataKbGzip} → ${after.pageDataKbGzip} KB, entry JS ${before.entryScriptsKbGzip} → ${after.entryScriptsKbGzip} KB`,
    )

    const method = "gatsby build in a temporary copy of the repository, node_modules hard-linked; cold = after gatsby clean"
    const file = writeResults("build", {
      method,
      bars: BARS,
      pages,
      coldSeconds: round(cold, 1),
      warmSeconds: round(warm, 1),
      scale: {
        extraPages: SCALE_PAGES,
        heapMb: SCALE_HEAP_MB ?? "Node's default",
        coldSeconds: round(scaled, 1),
        msPerExtraPage: round(perPage * 1000, 1),
        msPerPageBefore: round((cold / pages) * 1000, 1),
        before,
        after,
      },
    })
    console.log(`\n${machine()}\n${method}\nWritten to ${file}`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
