/**
 * Whose work a long task of a page is, from the script it ran (see PERFORMANCE.md, "Long tasks"):
 * - `framework`: React and Gatsby's webpack runtime, which every Gatsby page runs, the reference
 *   floor's too. React's rendering, hydration included, runs from React's own chunk, whatever
 *   components it renders.
 * - `app`: the app's chunk, Gatsby's loader with the site's shell (gatsby-browser, the layout, the
 *   header, the theme): its evaluation at start and the page data's arrival run from it.
 * - `site`: the rest of the site's own code: the pages' chunks, the islands' and every other chunk.
 * - `document`: no script of its own: parsing the HTML, style and layout, the page's inline scripts.
 *
 * A task is attributed to the script that started it, so React rendering the site's components
 * counts as `framework`, as in Lighthouse's attribution.
 */
export type ScriptSource = "framework" | "app" | "site" | "document"

/** React (`framework-<hash>.js`), the webpack runtime and a polyfill chunk, as Gatsby 5 names them. */
const FRAMEWORK_CHUNK = /\/(framework|webpack-runtime|polyfill)-[0-9a-f]+\.js$/
const APP_CHUNK = /\/app-[0-9a-f]+\.js$/

export function scriptSource(url: string | undefined, pageUrl: string): ScriptSource {
  if (!url || !/^https?:/.test(url)) return "document"
  const { origin, pathname } = new URL(url)
  const page = new URL(pageUrl)
  if (origin === page.origin && pathname === page.pathname) return "document"
  return FRAMEWORK_CHUNK.test(pathname) ? "framework" : APP_CHUNK.test(pathname) ? "app" : "site"
}

/** A script's name without its content hash (`component---src-pages-index-tsx`, `framework`), or `the document`. */
export function scriptLabel(url: string | undefined, pageUrl: string): string {
  if (scriptSource(url, pageUrl) === "document") return "the document"
  const file = new URL(url!).pathname.split("/").pop() ?? ""
  return file.replace(/-[0-9a-f]{16,}\.js$/, "").replace(/\.js$/, "")
}
