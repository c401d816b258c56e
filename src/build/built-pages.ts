import fs from "fs"
import path from "path"

/** A built HTML file and the URL path it is served at ("/fleet" for public/fleet/index.html). */
export interface BuiltHtml {
  path: string
  file: string
}

/** Folders of the build that hold files for pages, not HTML of their own. */
const ASSET_FOLDERS = ["static", "page-data", "~partytown"]

/**
 * Every HTML file of the build, the editor (admin/) and Gatsby's slices (_gatsby/) included, with the URL
 * path each is served at.
 */
export function listBuiltHtml(publicDir: string, skipped: readonly string[] = ASSET_FOLDERS): BuiltHtml[] {
  const found: BuiltHtml[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const absolute = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!skipped.includes(entry.name)) walk(absolute)
      } else if (entry.name.endsWith(".html")) {
        const relative = path.relative(publicDir, absolute).split(path.sep).join("/")
        const urlPath =
          relative === "index.html"
            ? "/"
            : relative.endsWith("/index.html")
              ? `/${relative.slice(0, -"/index.html".length)}`
              : `/${relative}`
        found.push({ path: urlPath, file: absolute })
      }
    }
  }
  walk(publicDir)
  return found.sort((a, b) => a.path.localeCompare(b.path))
}

/**
 * Every HTML page of the built site, with its URL path. The editor (admin/) is not a page of the site: it is
 * written after the build with its own headers; nor are Gatsby's slices (_gatsby/).
 */
export const listBuiltPages = (publicDir: string): BuiltHtml[] => listBuiltHtml(publicDir, [...ASSET_FOLDERS, "_gatsby", "admin"])
