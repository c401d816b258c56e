/**
 * The routes the built-site, accessibility and browser tests visit, read from the source the way the
 * build makes the pages (src/content-model/site-pages.ts: the file routes of src/pages/ and one page
 * per MDX file of content/). A page added to content/ is tested the day it is added; there is no
 * list to edit here.
 */
import path from "path"
import { sitePages, type SitePage } from "../src/content-model/site-pages"

const root = path.resolve(__dirname, "..")

/** Every page a visitor can reach (the 404 page and the private /booking page aside), each once. */
export const SITE_PAGES: readonly SitePage[] = sitePages(root)

const slugsOf = (kind: SitePage["kind"]) => SITE_PAGES.filter((p) => p.kind === kind && p.path === p.canonicalPath).map((p) => p.slug)

export const SERVICE_SLUGS = slugsOf("Service")
/** The business-solution pages, including a service listed there too (its copy at /business-solutions/<slug>). */
export const BUSINESS_SLUGS = SITE_PAGES.filter((p) => p.path.startsWith("/business-solutions/")).map((p) =>
  p.path.slice("/business-solutions/".length),
)
export const TOWN_SLUGS = slugsOf("Town")
export const BLOG_SLUGS = slugsOf("BlogPost")

/** The pages at the top level: the file routes of src/pages/ and the content pages (about, privacy, terms...). */
export const TOP_LEVEL_ROUTES = SITE_PAGES.filter((p) => p.kind === "Page" || p.kind === "ContentPage").map((p) => p.path)

/** Every route, blog posts and copies included. */
export const ROUTES = SITE_PAGES.map((p) => p.path)

/** The routes search engines are given: each page once, without the copies. */
export const CANONICAL_ROUTES = SITE_PAGES.filter((p) => p.path === p.canonicalPath).map((p) => p.path)

/** The canonical path of a route (a copy's original). */
export const canonicalPathOf = (route: string): string => SITE_PAGES.find((p) => p.path === route)?.canonicalPath ?? route
