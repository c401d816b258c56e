/**
 * The site metadata gatsby-config.ts declares, read from data/business.json when the build starts
 * rather than imported: Gatsby compiles an imported JSON file with its config, and a mistake in it
 * then stops the build with the compiler's message and no file name. Read here, a file that cannot be
 * read only leaves the metadata empty, and the content check, which Gatsby runs before anything
 * uses the metadata (gatsby-node.ts, onPreInit), stops the build naming the file, the line and the fix.
 */
import { collections } from "./collections"
import type { JsonCollection } from "./fields"
import { isPlainObject, readJsonFile } from "./check-content"

// A type, not an interface, so that it fits GatsbyConfig's Record<string, unknown>.
export type SiteMetadata = {
  title?: string
  description?: string
  siteUrl?: string
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined)

export function readSiteMetadata(root: string): SiteMetadata {
  const business = collections.find((c): c is JsonCollection => c.source === "json" && c.typeName === "Business")
  const read = business ? readJsonFile(root, business) : undefined
  const facts = read && "data" in read && isPlainObject(read.data) ? read.data : {}
  const seo = isPlainObject(facts.seo) ? facts.seo : {}
  return { title: text(seo.defaultTitle), description: text(seo.defaultDescription), siteUrl: text(facts.url) }
}
