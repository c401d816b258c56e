/**
 * The Content-Security-Policy of each built page. Gatsby inlines a few small scripts per page
 * (chunk map, page path, image loader); each is allowed by its hash, so no other inline script
 * can run. Emotion writes <style> elements, hence 'unsafe-inline' for styles only.
 */
import { createHash } from "crypto"

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi

/** sha256 sources of the executable inline scripts of a page (JSON-LD and other data blocks excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1]
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== "text/javascript" && type !== "module" && type !== "application/javascript") continue
    if (!match[2]) continue
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`)
  }
  return [...hashes].sort()
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(" ")}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Gatsby inlines small font subsets as data: URIs.
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")
}

/** One `_headers` rule per page path (and its trailing-slash twin) carrying that page's policy. */
export function pageHeaderRules(pages: readonly { path: string; html: string }[]): string {
  return pages
    .map(({ path, html }) => {
      const header = `  Content-Security-Policy: ${contentSecurityPolicy(inlineScriptHashes(html))}`
      const paths = path === "/" || path.endsWith(".html") ? [path] : [path, `${path}/`]
      return paths.map((p) => `${p}\n${header}`).join("\n")
    })
    .join("\n")
}

/**
 * The editor's page (/admin) has a policy of its own: Decap's bundle compiles its configuration
 * schema at run time ('unsafe-eval'), shows and reads pictures being uploaded as blob: and data: URLs, and
 * talks to the git host's API (and, on this computer, the local backend); nothing else.
 */
export function adminContentSecurityPolicy(connectOrigins: readonly string[]): string {
  const extra = connectOrigins.length ? ` ${connectOrigins.join(" ")}` : ""
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // blob: too: Decap reads a picture chosen for upload back from its blob: URL to send it.
    `connect-src 'self' blob:${extra}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")
}

/** The `_headers` rules of the editor: its policy, and no indexing by search engines. */
export function adminHeaderRules(adminPath: string, connectOrigins: readonly string[]): string {
  const headers = [`  X-Robots-Tag: noindex, nofollow`, `  Content-Security-Policy: ${adminContentSecurityPolicy(connectOrigins)}`].join("\n")
  // "/admin/*" also matches "/admin/" itself.
  return [adminPath, `${adminPath}/*`].map((p) => `${p}\n${headers}`).join("\n")
}
