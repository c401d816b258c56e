/**
 * Where the site runs, decided once from the environment: on the CDN host it is built for
 * (Netlify, or its local emulation), or on a server of its own (`npm start`, the tests). The build
 * (gatsby-config.ts, to choose the adapter) and the server (config.ts, at start-up) both ask here.
 */
/** Environment variables by name, as the process (or a test) gives them. */
export type Env = Record<string, string | undefined>

export type Host = "netlify" | "own-server"

/**
 * Variables only Netlify sets: NETLIFY=true in its builds, NETLIFY_LOCAL=true in builds run by its
 * command-line tool, NETLIFY_DEV=true under its local emulation, and SITE_ID beside SITE_NAME in
 * running functions (the only read-only variables the host gives a function besides URL).
 */
export function detectHost(env: Env): Host {
  const set = (name: string) => env[name]?.trim().toLowerCase() === "true"
  if (set("NETLIFY") || set("NETLIFY_LOCAL") || set("NETLIFY_DEV")) return "netlify"
  if (env.SITE_ID?.trim() && env.SITE_NAME?.trim()) return "netlify"
  return "own-server"
}

/** Where the server finds the address of the client asking. */
export type ClientAddressSource =
  /** A header the host itself sets from the connection (a client cannot choose its value). */
  | { from: "host-header"; header: string }
  /**
   * X-Forwarded-For behind `proxies` proxies the operator trusts (TRUST_PROXY). Each proxy appends
   * the address it was reached from, and the client writes whatever comes before, so the client is
   * the entry the outermost trusted proxy added: the `proxies`-th from the right.
   */
  | { from: "forwarded-for"; proxies: number }
  /** The TCP connection: a server of our own facing the clients directly. */
  | { from: "socket" }

/** The host's own header carrying the client's address, as the host's functions receive it. */
export const NETLIFY_CLIENT_ADDRESS_HEADER = "x-nf-client-connection-ip"

/** `trustedProxies`: how many proxies the operator trusts in front of a server of our own (0: none). */
export function clientAddressSource(host: Host, trustedProxies: number): ClientAddressSource {
  if (host === "netlify") return { from: "host-header", header: NETLIFY_CLIENT_ADDRESS_HEADER }
  return trustedProxies > 0 ? { from: "forwarded-for", proxies: trustedProxies } : { from: "socket" }
}

const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`

function describeSource(source: ClientAddressSource): string {
  if (source.from === "host-header") return `the host's ${source.header} header`
  if (source.from === "socket") return "the socket"
  if (source.proxies === 1) return "the last X-Forwarded-For entry, which the trusted proxy wrote (TRUST_PROXY=1)"
  return `the ${ordinal(source.proxies)} X-Forwarded-For entry from the right, which the outermost of ${source.proxies} trusted proxies wrote (TRUST_PROXY=${source.proxies})`
}

/** The start-up log line saying where the server runs and whom it takes for the client. */
export function hostSummary(host: Host, source: ClientAddressSource): string {
  return `[api] running on ${host}; a client's address comes from ${describeSource(source)}`
}
