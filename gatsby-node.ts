// Build-time wiring: checks the content, declares the GraphQL schema, turns MDX files into typed nodes and creates the generated pages.
import fs from "fs"
import path from "path"
import type { GatsbyNode, Node } from "gatsby"
import { checkContent, describeProblems } from "./src/content-model/check-content"
import { buildTypeDefs } from "./src/content-model/schema-sdl"
import { collections } from "./src/content-model/collections"
import type { MdxCollection } from "./src/content-model/fields"
import { readingMinutes } from "./src/lib/reading-time"
import { localBusiness, type BusinessFacts } from "./src/lib/json-ld"
import { mdxToHtml } from "./src/content-model/mdx-html"
import { relatedPosts } from "./src/components/page/related"
import { copiesOf, pathFor, UNLISTED_PATHS, type MdxTypeName } from "./src/content-model/site-pages"
import { listBuiltPages } from "./src/build/built-pages"
import { adminHeaderRules, headersFile, pageHeaderRules } from "./src/build/security-headers"
import { ADMIN_PATH, adminRequestHandler, writeAdminSite } from "./src/cms/admin-site"
import { backendFromEnv, backendOrigins } from "./src/cms/backend"
import { withIdentityLinks } from "./src/cms/identity-links"
import { readSiteMetadata } from "./src/content-model/site-metadata"
import { startEntryScriptsAfterFirstPaint } from "./src/build/entry-scripts"
import { bookingCodeFiles } from "./src/build/booking-code-files"
import { shortenSharedChunkNames } from "./src/build/short-chunk-names"

// Each page's path comes from src/content-model/site-pages.ts, which the tests read too.
const templates: Record<MdxTypeName, string> = {
  Service: path.resolve("src/templates/service.tsx"),
  BusinessSolution: path.resolve("src/templates/business-solution.tsx"),
  Town: path.resolve("src/templates/town.tsx"),
  BlogPost: path.resolve("src/templates/blog-post.tsx"),
  ContentPage: path.resolve("src/templates/content-page.tsx"),
}

const mdxCollections = collections.filter((c): c is MdxCollection => c.source === "mdx")

// First of all: before Gatsby compiles the functions (which import data/booking-services.json) or
// sources a file, so an editor's mistake is reported as a content problem with its file and line.
// The editor's settings too (src/cms/backend.ts): a build on the host that cannot name the editor's
// repository stops now, naming the variable, not after minutes of building.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const { problems } = checkContent(__dirname)
  if (problems.length > 0) reporter.panic(`The content has mistakes; the build stops here.\n\n${describeProblems(problems)}`)
  try {
    backendFromEnv(process.env)
  } catch (error) {
    reporter.panic(`The content editor's settings are incomplete; the build stops here.\n\n${(error as Error).message}`)
  }
}

const COMPUTED_PAGE_FIELDS = `  """Path of the page on the site."""
  path: String!
  """The MDX file's body rendered to HTML at build time; the page template shows it."""
  bodyHtml: String!
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(
    buildTypeDefs({
      Service: COMPUTED_PAGE_FIELDS,
      BusinessSolution: COMPUTED_PAGE_FIELDS,
      Town: COMPUTED_PAGE_FIELDS,
      ContentPage: COMPUTED_PAGE_FIELDS,
      BlogPost: `${COMPUTED_PAGE_FIELDS}  """Minutes to read the post, computed from its text."""
  readingMinutes: Int!
`,
    }),
  )
}

/**
 * The business as structured data, built here once: every page's head states it (src/components/seo/seo.tsx)
 * from this string, which arrives with the page's data, so no page's JavaScript carries its builder.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Business: {
      jsonLd: { type: "String!", resolve: (source: BusinessFacts) => JSON.stringify(localBusiness(source)) },
    },
  })
}

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>
  body?: string
  internal: Node["internal"] & { contentFilePath?: string }
}

const normalize = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, getNode, actions, createNodeId, createContentDigest, reporter }) => {
  if (node.internal.type !== "Mdx" || !node.parent) return
  const mdx = node as MdxNode
  const file = getNode(node.parent) as (Node & { relativeDirectory?: string; sourceInstanceName?: string }) | undefined
  if (!file || file.sourceInstanceName !== "content") return
  const collection = mdxCollections.find((c) => c.dir === `content/${file.relativeDirectory}`)
  if (!collection) return
  const typeName = collection.typeName as MdxTypeName
  const frontmatter = Object.fromEntries(Object.entries(mdx.frontmatter ?? {}).map(([key, value]) => [key, normalize(value)]))
  const fields = {
    ...frontmatter,
    path: pathFor[typeName](String(frontmatter.slug)),
    bodyHtml: await renderBody(mdx, reporter),
    ...(typeName === "BlogPost" ? { readingMinutes: readingMinutes(mdx.body ?? "") } : {}),
  }
  const child = {
    ...fields,
    id: createNodeId(`${node.id} >>> ${typeName}`),
    parent: node.id,
    children: [],
    internal: { type: typeName, contentDigest: createContentDigest(fields) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child: child as unknown as Node })
}

/** An MDX body that does not compile stops the build naming the file, like every other content mistake. */
async function renderBody(mdx: MdxNode, reporter: { panicOnBuild: (message: string) => void }): Promise<string> {
  try {
    return await mdxToHtml(mdx.body ?? "")
  } catch (error) {
    const file = path.relative(process.cwd(), mdx.internal.contentFilePath ?? "content")
    reporter.panicOnBuild(
      `${file}: body: ${(error as Error).message}. Check the Markdown near that line (a stray "<" or "{" must be written as &lt; or \\{).`,
    )
    return ""
  }
}

const RELATED_POSTS = 3
type RelatedCandidate = { id: string; path: string; tags: string[]; date: string }

interface PagesQuery {
  [key: string]: { nodes: { id: string; path: string; slug: string; businessSolution?: boolean | null; tags?: string[]; date?: string }[] }
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query PagesToCreate {
      Service: allService {
        nodes {
          id
          path
          slug
          businessSolution
        }
      }
      BusinessSolution: allBusinessSolution {
        nodes {
          id
          path
          slug
        }
      }
      Town: allTown {
        nodes {
          id
          path
          slug
        }
      }
      BlogPost: allBlogPost {
        nodes {
          id
          path
          slug
          tags
          date
        }
      }
      ContentPage: allContentPage {
        nodes {
          id
          path
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content to create pages", result.errors)
    return
  }
  for (const typeName of Object.keys(templates) as MdxTypeName[]) {
    for (const node of result.data[typeName].nodes) {
      const component = templates[typeName]
      // A post's "keep reading" picks are chosen here, so each post's page data holds three posts, not all of them.
      const related =
        typeName === "BlogPost"
          ? {
              relatedIds: relatedPosts(result.data.BlogPost.nodes as RelatedCandidate[], node as RelatedCandidate, RELATED_POSTS).map(
                (p) => p.id,
              ),
            }
          : {}
      actions.createPage({ path: node.path, component, context: { id: node.id, canonicalPath: node.path, ...related } })
      // A service that is also a business solution is reachable under both sections; search engines are told the service page is the original.
      for (const copy of copiesOf(typeName, node)) {
        actions.createPage({ path: copy, component, context: { id: node.id, canonicalPath: node.path, duplicateOf: node.path } })
      }
    }
  }
}

/**
 * Gatsby's built-in Partytown plugin has a browser file that acts only under `gatsby develop` but
 * brings gatsby-script and Partytown's integration (1.8 KB gzip) into every page's first load;
 * the site has no off-main-thread scripts, so production bundles get an empty file in its place.
 */
const PARTYTOWN_BROWSER = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/

/**
 * Gatsby's app requires its service worker registration (0.5 KB gzip, in every page's first load)
 * only when a plugin's `registerServiceWorker` returns true; no plugin of the site has one, so
 * production bundles get a file in its place that says so if one ever does.
 */
const SERVICE_WORKER_REGISTRATION = /[\\/]\.cache[\\/]register-service-worker\.js$/

/**
 * Browser bundles: no source maps (visitors never load them, and the minifier keeping track of
 * every mapping cost build time; the server renderer keeps Gatsby's, so a page that fails to render
 * names its source file and line), no Partytown and no service worker registration (above).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig, reporter }) => {
  if (stage !== "build-javascript") return
  // Replaced first: a replacement drops whatever setWebpackConfig merged before it.
  const config = getConfig()
  if (shortenSharedChunkNames(config.optimization?.splitChunks)) actions.replaceWebpackConfig(config)
  else
    reporter.warn(
      "Gatsby's webpack config has no 'shared' chunk group any more: shared chunks keep their long names (src/build/short-chunk-names.ts)",
    )
  actions.setWebpackConfig({
    devtool: false,
    plugins: [
      plugins.normalModuleReplacement(PARTYTOWN_BROWSER, path.resolve(__dirname, "src/build/stubs/no-browser-plugin.js")),
      plugins.normalModuleReplacement(SERVICE_WORKER_REGISTRATION, path.resolve(__dirname, "src/build/stubs/no-service-worker.js")),
    ],
  })
}

/** The editor's settings: the site's name and address, and the backend the environment chooses (src/cms/backend.ts). */
function adminSiteOptions() {
  const metadata = readSiteMetadata(__dirname)
  return { root: __dirname, choice: backendFromEnv(process.env), siteUrl: metadata.siteUrl ?? "", siteName: metadata.title ?? "" }
}

/** `gatsby develop` (and `npm run cms`) serves the editor at /admin, written from the model when the server starts. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app }) => {
  const dir = path.resolve(".cache", "cms-admin")
  const options = adminSiteOptions()
  // On this computer the editor always looks for the local backend first (`npm run cms` starts it).
  await writeAdminSite(dir, { ...options, choice: { ...options.choice, localBackend: true } })
  app.use(ADMIN_PATH, adminRequestHandler(dir))
}

// Pages reached only through a private link (UNLISTED_PATHS) stay out of the sitemap and out of search engines.
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (!UNLISTED_PATHS.includes(page.path.replace(/\/+$/, "")) || page.context?.unlisted) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, unlisted: true } })
}

/**
 * After the build: robots.txt naming the sitemap at the site's own origin (and keeping crawlers
 * out of the editor), each page's entry scripts started after its first paint (and, when the editor
 * logs in through Netlify Identity, the home page's forward of Identity's email links to the editor:
 * src/cms/identity-links.ts), the editor at /admin, and the whole _headers file: the site's security headers, Gatsby's caching rules, a
 * Content-Security-Policy per page (its inline-script hashes, the loader's included) and the
 * editor's own policy.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query SiteUrlForRobots {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = result.data?.site.siteMetadata.siteUrl ?? ""
  const robots = [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${ADMIN_PATH}`,
    ...UNLISTED_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n")
  await fs.promises.writeFile(path.resolve("public", "robots.txt"), robots)

  const admin = adminSiteOptions()
  const bookingCode = bookingCodeFiles(path.resolve("public")).map((file) => `/${file}`)
  const pages = listBuiltPages(path.resolve("public")).map((page) => {
    const built = fs.readFileSync(page.file, "utf8")
    const html = withIdentityLinks(page.path, startEntryScriptsAfterFirstPaint(built, bookingCode), admin.choice, ADMIN_PATH)
    if (html !== built) fs.writeFileSync(page.file, html)
    return { path: page.path, html }
  })
  await writeAdminSite(path.resolve("public", ADMIN_PATH.slice(1)), admin)
  await fs.promises.writeFile(
    path.resolve("public", "_headers"),
    headersFile({ pages: pageHeaderRules(pages), admin: adminHeaderRules(ADMIN_PATH, backendOrigins(admin.choice)) }),
  )
}
