import fs from "fs"
import path from "path"

/**
 * Every HTML page of the built site, with its URL path ("/fleet" for public/fleet/index.html). The
 * editor (admin/) is not a page of the site: it is written after the build with its own headers.
 */
export function listBuiltPages(publicDir: string): { path: string; file: string }[] {
  const pages: { path: string; file: string }[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const absolute = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!["static", "page-data", "~partytown", "_gatsby", "admin"].includes(entry.name)) walk(absolute)
      } else if (entry.name.endsWith(".html")) {
        const relative = path.relative(publicDir, absolute).split(path.sep).join("/")
        const urlPath =
          relative === "index.html"
            ? "/"
            : relative.endsWith("/index.html")
              ? `/${relative.slice(0, -"/index.html".length)}`
              : `/${relative}`
        pages.push({ path: urlPath, file: absolute })
      }
    }
  }
  walk(publicDir)
  return pages.sort((a, b) => a.path.localeCompare(b.path))
}
