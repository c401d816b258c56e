/**
 * Writes the editor's page, /admin: a small HTML page, Decap's prebuilt standalone bundle (fetched
 * on install, without Decap's source: scripts/decap-bundle.mjs), the configuration generated from
 * the content model, the page's own code (formats, the content check's rules, previews) and the
 * preview stylesheet; and, only when the editor logs in through Netlify Identity (git-gateway),
 * Identity's widget (the npm package's prebuilt file) before Decap's bundle, which looks for it as
 * it loads: the widget takes the token of an invitation or password-reset link from the address
 * and asks for the password (src/cms/identity-links.ts sends those links here), and its login
 * reaches Decap. Gatsby's webpack never sees any of it, so no page of the site carries a byte
 * of the editor. Used after the build (gatsby-node.ts, onPostBuild) and by the development server
 * (onCreateDevServer).
 */
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { createRequire } from "module"
import { build } from "esbuild"
import { collections } from "../content-model/collections"
import { buildCmsConfig, type DecapConfig } from "./cms-config"
import { usesIdentity, type CmsBackendChoice } from "./backend"
import { PREVIEW_FONT_FILES, previewCss } from "./preview-css"

/** Where the editor is served; kept out of the sitemap and of search engines. */
export const ADMIN_PATH = "/admin"

// From the project root: Gatsby compiles gatsby-node.ts and what it imports into another folder.
const FONT_DIR = "src/theme/font-files"
const SETUP_ENTRY = "src/cms/admin/setup.ts"

/** Decap's bundle: the main file, its lazily loaded chunks and WebAssembly files, and its licence notice (no source maps). */
const BUNDLE_FILE = /^(decap-cms\.js|decap-cms\.js\.LICENSE\.txt|\d+\.decap-cms\.js|[0-9a-f]+\.wasm)$/

/**
 * Decap's bundle as the install unpacked it (scripts/decap-bundle.mjs, into the folder package.json's
 * `decapCmsBundle` names): the folder of its files and its release.
 */
function decapPackage(root: string): { dir: string; version: string } {
  const { decapCmsBundle: pin } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    decapCmsBundle: { folder: string }
  }
  const manifest = path.join(root, pin.folder, "package.json")
  if (!fs.existsSync(manifest))
    throw new Error(`Decap's bundle is not in ${pin.folder}: \`npm install\` (or node scripts/decap-bundle.mjs) fetches it`)
  const { version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }
  return { dir: path.join(path.dirname(manifest), "dist"), version }
}

/** Netlify Identity's widget: its prebuilt file (the package's main) and its release. */
function identityWidget(root: string): { file: string; version: string } {
  const resolve = createRequire(path.join(root, "package.json")).resolve
  const { version } = JSON.parse(fs.readFileSync(resolve("netlify-identity-widget/package.json"), "utf8")) as { version: string }
  return { file: resolve("netlify-identity-widget"), version }
}

const shortHash = (content: string | Buffer) => createHash("sha256").update(content).digest("hex").slice(0, 12)

export interface AdminSiteOptions {
  /** The project's folder. */
  root: string
  choice: CmsBackendChoice
  siteUrl: string
  siteName: string
}

export interface AdminSite {
  config: DecapConfig
  /** Paths of the page's scripts and stylesheet under ADMIN_PATH, for tests and headers. */
  scripts: string[]
}

export function adminConfig(options: AdminSiteOptions): DecapConfig {
  return buildCmsConfig(collections, {
    backend: options.choice.backend,
    localBackend: options.choice.localBackend,
    siteUrl: options.siteUrl,
  })
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;")

function adminHtml(siteName: string, scripts: readonly string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor · ${escapeHtml(siteName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="text/yaml" href="${ADMIN_PATH}/config.yml">
</head>
<body>
${scripts.map((src) => `<script src="${src}"></script>`).join("\n")}
</body>
</html>
`
}

/** Writes /admin into `outDir` (public/admin after a build), replacing what was there. */
export async function writeAdminSite(outDir: string, options: AdminSiteOptions): Promise<AdminSite> {
  await fs.promises.rm(outDir, { recursive: true, force: true })
  const { root } = options
  const decap = decapPackage(root)
  // The version in the folder's name: the bundle's files are cached as immutable, and an upgrade must not meet an old copy.
  const bundleDir = `decap-cms-${decap.version}`
  await fs.promises.mkdir(path.join(outDir, bundleDir), { recursive: true })
  await fs.promises.mkdir(path.join(outDir, "fonts"), { recursive: true })
  for (const name of fs.readdirSync(decap.dir).filter((n) => BUNDLE_FILE.test(n))) {
    await fs.promises.copyFile(path.join(decap.dir, name), path.join(outDir, bundleDir, name))
  }
  for (const name of Object.values(PREVIEW_FONT_FILES))
    await fs.promises.copyFile(path.join(root, FONT_DIR, name), path.join(outDir, "fonts", name))

  const css = previewCss((file) => `${ADMIN_PATH}/fonts/${file}`)
  const cssFile = `preview-${shortHash(css)}.css`
  await fs.promises.writeFile(path.join(outDir, cssFile), css)

  const bundled = await build({
    entryPoints: [path.join(root, SETUP_ENTRY)],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    platform: "browser",
    write: false,
    legalComments: "none",
    define: { PREVIEW_STYLESHEET: JSON.stringify(`${ADMIN_PATH}/${cssFile}`) },
  })
  const setup = bundled.outputFiles[0].contents
  const setupFile = `cms-${shortHash(Buffer.from(setup))}.js`
  await fs.promises.writeFile(path.join(outDir, setupFile), setup)

  const config = adminConfig(options)
  // JSON is YAML; Decap reads config.yml, and generated text needs no hand-friendly layout.
  const yaml = `# Generated from the content model (src/content-model/collections.ts) at build time. Do not edit.\n${JSON.stringify(config, null, 2)}\n`
  await fs.promises.writeFile(path.join(outDir, "config.yml"), yaml)

  const scripts = [`${ADMIN_PATH}/${bundleDir}/decap-cms.js`, `${ADMIN_PATH}/${setupFile}`]
  if (usesIdentity(options.choice)) {
    const widget = identityWidget(root)
    // Versioned like Decap's bundle; without the pointer to a source map that is not copied.
    const widgetFile = `netlify-identity-widget-${widget.version}.js`
    const code = fs.readFileSync(widget.file, "utf8").replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "\n")
    await fs.promises.writeFile(path.join(outDir, widgetFile), code)
    scripts.unshift(`${ADMIN_PATH}/${widgetFile}`)
  }
  await fs.promises.writeFile(path.join(outDir, "index.html"), adminHtml(options.siteName, scripts))
  return { config, scripts: [...scripts, `${ADMIN_PATH}/${cssFile}`] }
}

/** The Content-Type of each kind of file the editor's page is made of, by its extension. */
export const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
}

interface DevRequest {
  method?: string
  path: string
}
interface DevResponse {
  setHeader(name: string, value: string): void
  end(body?: Buffer): void
  statusCode: number
}

/** Serves a written admin folder on the development server (mounted at ADMIN_PATH); anything else goes on to Gatsby. */
export function adminRequestHandler(dir: string) {
  return (request: DevRequest, response: DevResponse, next: () => void) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next()
    const relative = path.normalize(decodeURIComponent(request.path)).replace(/^([/\\])+/, "") || "index.html"
    const file = path.join(dir, relative)
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return next()
    response.statusCode = 200
    response.setHeader("Content-Type", CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream")
    response.setHeader("Cache-Control", "no-store")
    response.end(request.method === "HEAD" ? undefined : fs.readFileSync(file))
  }
}
