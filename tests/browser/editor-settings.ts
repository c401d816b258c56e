/**
 * What the build writes for the editor under other settings, without building the site again: the
 * build's own last steps (gatsby-node.ts, onPostBuild) over the pages in public/, with the editor's
 * variables of `env` in place of this machine's. /admin goes into a scratch folder; the pages, changed
 * or not, and the `_headers` rules for them are kept in memory. Only the editor's settings change what
 * those steps write, so the pages Gatsby rendered are the ones a build with these settings serves.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { listBuiltPages } from "../../src/build/built-pages"
import { adminHeaderRules, headersFile, pageHeaderRules } from "../../src/build/security-headers"
import { ADMIN_PATH, writeAdminSite, type AdminSite } from "../../src/cms/admin-site"
import { backendFromEnv, backendOrigins, type CmsBackendChoice } from "../../src/cms/backend"
import { withIdentityLinks } from "../../src/cms/identity-links"
import { readSiteMetadata } from "../../src/content-model/site-metadata"
import { parseHeaderRules, type HeaderRule } from "./headers-file"

const root = path.resolve(__dirname, "../..")
export const publicDir = path.join(root, "public")

export interface EditorBuild extends AdminSite {
  choice: CmsBackendChoice
  /** The folder /admin was written to (what public/admin would hold). */
  adminDir: string
  /** Each built page's path and HTML as this build leaves it. */
  pages: Map<string, string>
  /** The `_headers` rules of this build. */
  rules: HeaderRule[]
  remove(): void
}

export async function editorBuildWith(env: Record<string, string>): Promise<EditorBuild> {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("public/ holds no build: run `gatsby build` first")
  const choice = backendFromEnv(env)
  const metadata = readSiteMetadata(root)
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "editor-settings-"))
  const adminDir = path.join(scratch, ADMIN_PATH.slice(1))
  const admin = await writeAdminSite(adminDir, { root, choice, siteUrl: metadata.siteUrl ?? "", siteName: metadata.title ?? "" })
  const pages = new Map(
    listBuiltPages(publicDir).map((page) => [
      page.path,
      withIdentityLinks(page.path, fs.readFileSync(page.file, "utf8"), choice, ADMIN_PATH),
    ]),
  )
  const headers = headersFile({
    pages: pageHeaderRules([...pages].map(([pagePath, html]) => ({ path: pagePath, html }))),
    admin: adminHeaderRules(ADMIN_PATH, backendOrigins(choice)),
  })
  return {
    ...admin,
    choice,
    adminDir,
    pages,
    rules: parseHeaderRules(headers),
    remove: () => fs.rmSync(scratch, { recursive: true, force: true }),
  }
}
