/**
 * Every page of the site, read from the source the way the build makes them: the file routes of
 * src/pages/ and one page per MDX content file at its collection's path (gatsby-node.ts creates
 * them with the same `pathFor` and `copiesOf`). The tests take their route lists from here, so a
 * page added to content/ is checked the day it is added, with no list to edit. Node only.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { collections } from "./collections"
import type { MdxCollection } from "./fields"
import { routes } from "../lib/routes"
import { DISPATCH_PAGE_PATH } from "../booking-loop/day-view"
import { BOOKING_PAGE_PATH } from "../booking-loop/view"
// From the layout's module, not ride-sheet.ts: the gatsby files import this one, and the business's facts (a data
// file) must not be compiled with them, or a broken data file stops the build before the content check names it.
import { CHAUFFEUR_PAGE_PATH, RIDE_PAGE_PATH } from "../lib/working-pages"

/** The MDX collections, by the node type each file becomes. */
export type MdxTypeName = "Service" | "BusinessSolution" | "Town" | "BlogPost" | "ContentPage"

/** The path of a content file's page, by its collection. */
export const pathFor: Record<MdxTypeName, (slug: string) => string> = {
  Service: routes.service,
  BusinessSolution: routes.businessSolution,
  Town: routes.town,
  BlogPost: routes.blogPost,
  ContentPage: routes.page,
}

/**
 * The other paths a content file's page is also built at: a service that is also a business
 * solution (`businessSolution: true`) is reachable under both sections, the service page being the
 * original (canonical) one.
 */
export function copiesOf(typeName: string, page: { slug: string; businessSolution?: boolean | null }): string[] {
  return typeName === "Service" && page.businessSolution ? [routes.businessSolution(page.slug)] : []
}

/**
 * Pages reached only through a private link: out of the sitemap (gatsby-config's resolvePages
 * reads `unlisted`) and out of search engines (their Head says noindex; robots.txt disallows them).
 */
export const UNLISTED_PATHS: readonly string[] = [BOOKING_PAGE_PATH, DISPATCH_PAGE_PATH, RIDE_PAGE_PATH, CHAUFFEUR_PAGE_PATH]

export interface SitePage {
  /** The URL path, "/" or without a trailing slash. */
  path: string
  /** The canonical page it is a copy of, or its own path. */
  canonicalPath: string
  /** `Page` for a file route of src/pages/, else the content file's collection. */
  kind: MdxTypeName | "Page"
  slug: string
  /** The source file, from the project root. */
  file: string
}

/** The file routes of src/pages/ a visitor can find: every page but the 404 page and the unlisted ones. */
function filePages(root: string): SitePage[] {
  const dir = path.join(root, "src/pages")
  return fs
    .readdirSync(dir)
    .filter((name) => /\.(tsx|ts|jsx|js)$/.test(name) && !name.startsWith("_"))
    .map((name) => name.replace(/\.[jt]sx?$/, ""))
    .filter((name) => name !== "404")
    .sort((a, b) => Number(b === "index") - Number(a === "index") || a.localeCompare(b))
    .map((name) => {
      const urlPath = name === "index" ? routes.home : `/${name}`
      return { path: urlPath, canonicalPath: urlPath, kind: "Page" as const, slug: name, file: `src/pages/${name}.tsx` }
    })
    .filter((page) => !UNLISTED_PATHS.includes(page.path))
}

/** One page per MDX file of each content collection (and its copies), named by the file's `slug`. */
function contentPages(root: string): SitePage[] {
  const mdx = collections.filter((c): c is MdxCollection => c.source === "mdx")
  return mdx.flatMap((collection) => {
    const kind = collection.typeName as MdxTypeName
    const dir = path.join(root, collection.dir)
    if (!fs.existsSync(dir)) return []
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".mdx"))
      .sort()
      .flatMap((name) => {
        const file = `${collection.dir}/${name}`
        const data = matter(fs.readFileSync(path.join(root, file), "utf8"), {}).data as { slug?: unknown; businessSolution?: boolean }
        const slug = typeof data.slug === "string" && data.slug ? data.slug : name.replace(/\.mdx$/, "")
        const own = pathFor[kind](slug)
        return [own, ...copiesOf(kind, { slug, businessSolution: data.businessSolution })].map((urlPath) => ({
          path: urlPath,
          canonicalPath: own,
          kind,
          slug,
          file,
        }))
      })
  })
}

/** Every page of the site a visitor or a search engine can reach, file routes first, each path once. */
export function sitePages(root: string): SitePage[] {
  return [...filePages(root), ...contentPages(root)]
}
