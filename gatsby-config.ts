// Site configuration: plugins, content sources and the metadata taken from the one business-facts file.
import type { GatsbyConfig } from "gatsby"
import path from "path"
import { hostAdapter } from "./src/build/host-adapter"
import { collections } from "./src/content-model/collections"
import { readSiteMetadata } from "./src/content-model/site-metadata"

/** JSON files become nodes of the type the content model names for them. */
const jsonTypeNames: Record<string, string> = Object.fromEntries(
  collections.flatMap((c) => (c.source === "json" ? [[path.basename(c.file, ".json"), c.typeName]] : [])),
)

interface SitemapPage {
  path: string
  pageContext?: { duplicateOf?: string; unlisted?: boolean }
}

// Read, not imported, so that a mistake in data/business.json is reported by the content check with its line (see site-metadata.ts).
const siteMetadata = readSiteMetadata(__dirname)

const config: GatsbyConfig = {
  siteMetadata,
  // Named rather than looked up: the host's adapter on the host, none for `gatsby serve` (host-adapter.ts).
  adapter: hostAdapter(process.env),
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  trailingSlash: "never",
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // AVIF (asked for by the pictures a page opens with: the home hero and the page headers' backdrops) at 50,
        // where it matches WebP at 72 to the eye at about half the bytes: those pictures are on the way to the largest paint.
        defaults: {
          formats: ["webp"],
          quality: 72,
          avifOptions: { quality: 50 },
          placeholder: "dominantColor",
          breakpoints: [480, 768, 1080, 1440, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: path.resolve(__dirname, "data") } },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content"), ignore: ["**/README.md"] },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { name: string } }) => jsonTypeNames[node.name] ?? "UnknownJson",
      },
    },
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Pages that only repeat another page (their canonical points elsewhere) stay out, and so do
        // unlisted ones (a booking's own page, opened from its link).
        query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => siteMetadata.siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
          allSitePage.nodes.filter((page) => !page.pageContext?.duplicateOf && !page.pageContext?.unlisted),
      },
    },
  ],
}

export default config
