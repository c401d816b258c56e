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

/** Gatsby's caching rules: hashed files never change; HTML and page data are checked on every visit. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable"
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate"

/** Sent with every response of the site, once each. */
export const SITE_HEADERS: readonly (readonly [string, string])[] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
  ["X-Frame-Options", "DENY"],
]

/**
 * A page's Cross-Origin-Opener-Policy (a header of documents only, so it goes with each page's rule
 * and the editor's, not with every file): a page keeps no link to windows of other sites. The editor
 * keeps its link to the login window it opens itself (the git host's login through the host's OAuth
 * provider answers the editor from that window), and to nothing else.
 */
const PAGE_OPENER_POLICY = "same-origin"
const EDITOR_OPENER_POLICY = "same-origin-allow-popups"

/**
 * Paths and their Cache-Control. No two rules here, nor a page's rule, match one path, so no
 * response carries the header twice (a host merges every rule that matches a path).
 */
const CACHING_RULES: readonly (readonly [string, string])[] = [
  ["/static/*", CACHE_IMMUTABLE],
  // Gatsby names its scripts and styles by their content (app-<hash>.js); the editor's are versioned too.
  ["/*.js", CACHE_IMMUTABLE],
  ["/*.css", CACHE_IMMUTABLE],
  ["/page-data/*", CACHE_REVALIDATE],
  ["/chunk-map.json", CACHE_REVALIDATE],
  ["/webpack.stats.json", CACHE_REVALIDATE],
]

type HeaderLines = readonly (readonly [string, string])[]

function rule(paths: readonly string[], headers: HeaderLines): string {
  const lines = headers.map(([name, value]) => `  ${name}: ${value}`).join("\n")
  return paths.map((p) => `${p}\n${lines}`).join("\n")
}

/**
 * Every path a page may be asked for: its own, its trailing-slash twin, and the file the host's
 * adapter moves it to (`/fleet.html`), which the host's emulation matches rules against.
 */
const pagePaths = (path: string) => (path === "/" || path.endsWith(".html") ? [path] : [path, `${path}/`, `${path}.html`])

/**
 * One `_headers` rule per path a page may be asked by: its policy, and HTML revalidated. Pages that
 * share a path (/404 and /404.html: the host's adapter writes both to 404.html) share one policy,
 * allowing the inline scripts of each, so whichever the host serves runs.
 */
export function pageHeaderRules(pages: readonly { path: string; html: string }[]): string {
  const hashesByPath = new Map<string, Set<string>>()
  const claims = pages.map(({ path, html }) => ({ paths: pagePaths(path), hashes: inlineScriptHashes(html) }))
  // Pages are joined when any of their paths meet; a path's hashes are its group's.
  const groups: { paths: Set<string>; hashes: Set<string> }[] = []
  for (const claim of claims) {
    const meeting = groups.filter((group) => claim.paths.some((p) => group.paths.has(p)))
    const merged = { paths: new Set(claim.paths), hashes: new Set(claim.hashes) }
    for (const group of meeting) {
      group.paths.forEach((p) => merged.paths.add(p))
      group.hashes.forEach((h) => merged.hashes.add(h))
      groups.splice(groups.indexOf(group), 1)
    }
    groups.push(merged)
  }
  for (const group of groups) for (const p of group.paths) hashesByPath.set(p, group.hashes)
  return claims
    .flatMap(({ paths }) => paths)
    .filter((p, i, all) => all.indexOf(p) === i)
    .map((p) =>
      rule(
        [p],
        [
          ["Content-Security-Policy", contentSecurityPolicy([...(hashesByPath.get(p) ?? [])].sort())],
          ["Cross-Origin-Opener-Policy", PAGE_OPENER_POLICY],
          ["Cache-Control", CACHE_REVALIDATE],
        ],
      ),
    )
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

/** The `_headers` rules of the editor: its policies and no indexing by search engines; its page revalidated. */
export function adminHeaderRules(adminPath: string, connectOrigins: readonly string[]): string {
  // "/admin/*" also matches "/admin/" itself (and the editor's scripts, whose caching the rules above set).
  const policy = rule(
    [adminPath, `${adminPath}/*`],
    [
      ["X-Robots-Tag", "noindex, nofollow"],
      ["Content-Security-Policy", adminContentSecurityPolicy(connectOrigins)],
      ["Cross-Origin-Opener-Policy", EDITOR_OPENER_POLICY],
    ],
  )
  return `${policy}\n${rule([adminPath, `${adminPath}/`, `${adminPath}/index.html`, `${adminPath}/config.yml`], [["Cache-Control", CACHE_REVALIDATE]])}`
}

/**
 * The whole `_headers` file the host reads, the one source of the site's response headers (the
 * host's adapter is told to add none: src/build/host-adapter.ts).
 */
export function headersFile({ pages, admin }: { pages: string; admin: string }): string {
  return [
    "# Response headers for the CDN, generated at build by src/build/security-headers.ts. Each header",
    "# comes from one rule for any path, so no response carries one twice.",
    "",
    rule(["/*"], SITE_HEADERS),
    "",
    "# Gatsby's caching rules: hashed files never change; HTML and page data are checked every time.",
    ...CACHING_RULES.map(([path, value]) => rule([path], [["Cache-Control", value]])),
    "",
    "# Per-page Content-Security-Policy",
    pages,
    "",
    "# The editor",
    admin,
    "",
  ].join("\n")
}
