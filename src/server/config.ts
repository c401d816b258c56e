/**
 * The server's settings, read from environment variables once (docs/DEPLOYING.md: "Environment
 * variables"). Tests build their own with `loadConfig({...})`.
 */
import { randomBytes } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { BUSINESS_EMAIL, BUSINESS_URL } from "../config/business"
import { clientAddressSource, detectHost, type ClientAddressSource, type Env, type Host } from "./host"
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from "./limits"

export interface SmtpSettings {
  host: string
  port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean
  user?: string
  pass?: string
}

export interface WebhookSettings {
  url: string
  secret?: string
}

export interface ServerConfig {
  production: boolean
  /** Where the server runs (host.ts): the one place that tells the CDN host from a server of our own. */
  host: Host
  /** How many proxies in front of a server of our own are trusted to write X-Forwarded-For (TRUST_PROXY); 0 for none. */
  trustedProxies: number
  /** Where a client's address comes from: the host's header, X-Forwarded-For behind trusted proxies, or the socket. */
  clientAddress: ClientAddressSource
  /** Requests per client, endpoint and minute; 0 turns the limit off. */
  rateLimitPerMinute: number
  mailFrom: string
  dispatchEmail: string
  /**
   * Who may sign in to dispatch's day view (/dispatch): DISPATCH_SIGN_IN, a comma-separated list of
   * addresses, or dispatch's own address alone; lower-cased.
   */
  dispatchSignIn: readonly string[]
  smtp: SmtpSettings | null
  webhook: WebhookSettings | null
  /** The local outbox directory, or null when OUTBOX=off. */
  outboxDir: string | null
  /**
   * Signs the booking links (customer and dispatch): BOOKING_LINK_SECRET, or generated locally. Null
   * on the host when it is not set: the booking loop is off (no links, its endpoints answer 503 and
   * say to call) while the forms keep working.
   */
  bookingLinkSecret: string | null
  /** Where links in emails start: SITE_URL (e.g. a preview deploy), or the site's own address. */
  siteUrl: string
  /** Records go to the host's Blobs store (on the host, or its Blobs environment is present) instead of the local outbox. */
  blobs: boolean
}

export const DEFAULT_MAIL_FROM = "Merrimack Premier Website <no-reply@merrimackpremierlimo.com>"
/** The local data folder (gitignored): the outbox, and the generated booking-link secret. */
export const DATA_DIR = ".data"
export const DEFAULT_OUTBOX_DIR = `${DATA_DIR}/outbox`
export const LINK_SECRET_FILE = `${DATA_DIR}/booking-link-secret`
/** 32 bytes as hex or base64 are 44 to 64 characters: anything shorter is guessable in principle. */
export const LINK_SECRET_MIN_LENGTH = 32

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "ConfigError"
  }
}

/**
 * The process environment as it is when the server runs. Gatsby compiles functions with webpack's
 * DefinePlugin, which as released bakes every `process.env.X` in at build time and turns a bare
 * `process.env` into `{}` (patches/gatsby+5.16.1.patch keeps it to NODE_ENV, PUBLIC_DIR and the
 * GATSBY_ variables, as in the browser's bundles); going through globalThis escapes whatever the
 * compile defines, so settings (and secrets) are read at run time.
 */
export function runtimeEnv(): Env {
  return globalThis.process.env
}

const TRUE = ["1", "true", "yes", "on"]
const FALSE = ["0", "false", "no", "off"]

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase()
  if (!raw) return fallback
  if (TRUE.includes(raw)) return true
  if (FALSE.includes(raw)) return false
  throw new ConfigError(`${name} must be one of ${[...TRUE, ...FALSE].join(", ")}; got "${env[name]}"`)
}

function wholeNumber(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new ConfigError(`${name} must be a whole number from 0 to ${max}; got "${raw}"`)
  return Number(raw)
}

/** More proxies than this in a row is a mistake in the setting, not a deployment. */
const MAX_TRUSTED_PROXIES = 10

/**
 * TRUST_PROXY: the number of proxies in front of the server, or a yes/no as before the count (yes
 * being one proxy, the usual case).
 */
function trustedProxies(env: Env): number {
  const raw = env.TRUST_PROXY?.trim().toLowerCase()
  if (!raw) return 0
  if (TRUE.includes(raw)) return 1
  if (FALSE.includes(raw)) return 0
  if (/^\d{1,2}$/.test(raw) && Number(raw) <= MAX_TRUSTED_PROXIES) return Number(raw)
  throw new ConfigError(
    `TRUST_PROXY must be the number of proxies in front of the server (0 to ${MAX_TRUSTED_PROXIES}) or one of ${[...TRUE, ...FALSE].join(", ")}; got "${env.TRUST_PROXY}"`,
  )
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

function smtpFromUrl(raw: string): SmtpSettings {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError("SMTP_URL must look like smtps://user:pass@smtp.example.com:465")
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:")
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://; got "${url.protocol}//"`)
  if (!url.hostname) throw new ConfigError("SMTP_URL has no host name")
  const secure = url.protocol === "smtps:"
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: url.username ? decodeURIComponent(url.username) : undefined,
    pass: url.password ? decodeURIComponent(url.password) : undefined,
  }
}

function smtpSettings(env: Env): SmtpSettings | null {
  const url = text(env, "SMTP_URL")
  if (url) return smtpFromUrl(url)
  const host = text(env, "SMTP_HOST")
  if (!host) return null
  const port = wholeNumber(env, "SMTP_PORT", 0, 65535)
  const secure = flag(env, "SMTP_SECURE", port === 465)
  return { host, port: port || (secure ? 465 : 587), secure, user: text(env, "SMTP_USER"), pass: env.SMTP_PASS || undefined }
}

function webhookSettings(env: Env): WebhookSettings | null {
  const url = text(env, "WEBHOOK_URL")
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new ConfigError(`WEBHOOK_URL must be an http:// or https:// address; got "${url}"`)
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new ConfigError(`WEBHOOK_URL must be an http:// or https:// address; got "${url}"`)
  return { url, secret: env.WEBHOOK_SECRET || undefined }
}

function outboxDir(env: Env, cwd: string): string | null {
  const raw = env.OUTBOX?.trim().toLowerCase()
  if (raw && FALSE.includes(raw)) return null
  if (raw && !TRUE.includes(raw)) throw new ConfigError(`OUTBOX must be "on" or "off"; got "${env.OUTBOX}"`)
  return inFolder(cwd, text(env, "OUTBOX_DIR") ?? DEFAULT_OUTBOX_DIR)
}

/**
 * `file` resolved against `folder`. In a function of its own rather than `path.resolve` at each use: the host's tool
 * traces the files of the scheduled function (netlify/functions/redeliver.mts) from what its code does with paths,
 * and a `path` call joining a folder known only at run time to a name under `.data` made it search the whole project,
 * node_modules included, for any `.data` folder to pack with the function, once for each such call (about 10 s of
 * CPU in every build on the host). The tracer does not follow a path through a function's parameters.
 */
function inFolder(folder: string, file: string): string {
  return path.resolve(folder, file)
}

/**
 * BOOKING_LINK_SECRET; on the host (production and previews) it must be set (each instance generating its own
 * would break every link), and without it the booking loop is off there. Elsewhere it is generated on first use into the local data folder, so
 * `npm start` on a fresh machine works and links keep working after a restart.
 */
function bookingLinkSecret(env: Env, cwd: string, onHost: boolean): string | null {
  const given = env.BOOKING_LINK_SECRET?.trim()
  if (given) {
    if (given.length < LINK_SECRET_MIN_LENGTH)
      throw new ConfigError(
        `BOOKING_LINK_SECRET must be at least ${LINK_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`); it has ${given.length}`,
      )
    return given
  }
  if (onHost) return null
  const file = inFolder(cwd, LINK_SECRET_FILE)
  try {
    const saved = readFileSync(file, "utf8").trim()
    if (saved.length >= LINK_SECRET_MIN_LENGTH) return saved
  } catch {
    // Not there yet: generated below.
  }
  const secret = randomBytes(32).toString("hex")
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  } catch (error) {
    throw new ConfigError(
      `BOOKING_LINK_SECRET is not set and could not be saved to ${file} (${error instanceof Error ? error.message : String(error)}); set it`,
    )
  }
  return secret
}

function siteUrl(env: Env): string {
  const raw = text(env, "SITE_URL")
  if (!raw) return BUSINESS_URL
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new ConfigError(`SITE_URL must be an http:// or https:// address; got "${raw}"`)
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new ConfigError(`SITE_URL must be an http:// or https:// address; got "${raw}"`)
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, "")}`
}

/** DISPATCH_SIGN_IN's addresses, or `dispatchEmail` alone when it is not set; each must look like an address. */
function dispatchSignIn(env: Env, dispatchEmail: string): string[] {
  const listed = (text(env, "DISPATCH_SIGN_IN") ?? dispatchEmail)
    .split(",")
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean)
  const wrong = listed.find((address) => !/^[^\s@,]+@[^\s@,]+$/.test(address))
  if (wrong) throw new ConfigError(`DISPATCH_SIGN_IN must be email addresses separated by commas; "${wrong}" is not one`)
  return listed
}

/** Reads every setting, with its default; a value that makes no sense raises a ConfigError naming it. */
export function loadConfig(env: Env, { cwd = process.cwd() }: { cwd?: string } = {}): ServerConfig {
  const host = detectHost(env)
  const proxies = trustedProxies(env)
  const dispatchEmail = text(env, "DISPATCH_EMAIL") ?? BUSINESS_EMAIL
  return {
    production: env.NODE_ENV === "production",
    host,
    trustedProxies: proxies,
    clientAddress: clientAddressSource(host, proxies),
    rateLimitPerMinute: wholeNumber(env, "RATE_LIMIT_PER_MINUTE", DEFAULT_RATE_LIMIT_PER_MINUTE, 1_000_000),
    mailFrom: text(env, "MAIL_FROM") ?? DEFAULT_MAIL_FROM,
    dispatchEmail,
    dispatchSignIn: dispatchSignIn(env, dispatchEmail),
    smtp: smtpSettings(env),
    webhook: webhookSettings(env),
    outboxDir: outboxDir(env, cwd),
    blobs: host === "netlify" || Boolean(text(env, "NETLIFY_BLOBS_CONTEXT")),
    // On the host every instance must sign alike, whatever NODE_ENV says (previews included).
    bookingLinkSecret: bookingLinkSecret(env, cwd, host === "netlify"),
    siteUrl: siteUrl(env),
  }
}
