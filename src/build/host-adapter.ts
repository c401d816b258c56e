/**
 * The adapter the build is made for, named in gatsby-config.ts so Gatsby never looks one up over the
 * network: Gatsby's own adapter for Netlify when building on the host (or its command-line
 * emulation), and none on a server of our own (`npm start`, the tests), whose `gatsby serve` reads
 * public/ as Gatsby writes it (the host's adapter moves each page to `<path>.html`).
 */
import type { IAdapter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { detectHost, type Env } from "../server/host"

/**
 * The response headers come from one source, public/_headers (static/_headers and the rules the
 * build writes per page, src/build/security-headers.ts). Gatsby hands the adapter its own header
 * routes as well, a `/*` rule with `Referrer-Policy: same-origin`, `X-XSS-Protection` and a second
 * `x-content-type-options`, which the host would send beside ours; given none, the adapter adds none.
 */
export function withHeadersFromHeadersFile(adapter: IAdapter): IAdapter {
  return { ...adapter, adapt: (context) => adapter.adapt({ ...context, headerRoutes: [] }) }
}

/** Nothing to adapt: public/ is served as it is. */
const OWN_SERVER: IAdapter = { name: "own-server (gatsby serve)", adapt: () => undefined }

/**
 * On the host the adapter keeps Gatsby's caches (.cache and public/) in the host's build cache between builds. In a
 * build by the host's command-line tool (NETLIFY_LOCAL) it would copy them into .netlify/build-cache after each build
 * (about 550 MB and 5 s of CPU here), and at the next such build put that copy back over the project's own .cache,
 * which is already where the build looks and may be newer. Locally the project's own folders are the cache.
 */
function withoutLocalCacheCopy(adapter: IAdapter, env: Env): IAdapter {
  if (!env.NETLIFY_LOCAL) return adapter
  const { cache: _copied, ...rest } = adapter
  return rest
}

export function hostAdapter(env: Env): IAdapter {
  if (detectHost(env) !== "netlify") return OWN_SERVER
  // No image CDN: pictures are processed at build, so the site's CSP (img-src 'self') holds.
  const adapter = createNetlifyAdapter({ imageCDN: false, excludeDatastoreFromEngineFunction: false })
  return withoutLocalCacheCopy(withHeadersFromHeadersFile(adapter), env)
}
