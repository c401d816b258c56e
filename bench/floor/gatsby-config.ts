// The reference floor of the benchmark (QUALITY.md): the smallest Gatsby 5 + Emotion page with one
// optimized hero image, built and measured in the same run as the site so machine noise cancels out.
import path from "path"
import type { GatsbyConfig } from "gatsby"

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: "http://localhost" },
  jsxRuntime: "automatic",
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    // The site's own home hero, so the floor's picture is the same photograph.
    { resolve: "gatsby-source-filesystem", options: { name: "hero", path: path.join(__dirname, "../../content/images/hero") } },
  ],
}

export default config
