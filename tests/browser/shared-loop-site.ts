/**
 * One booking-loop site for the own-site project's files (jest.config.js: `globalSetup`): the built site under
 * `gatsby serve` with its real functions, the local outbox as its record store, an SMTP server on loopback catching
 * every email into a folder, and one Chromium (its headless shell). A start of the site and Chromium costs about 5 s
 * of CPU, and each function's first call compiles it again; ten files started their own, which differed only by the
 * outbox's folder and the SMTP port. A file reaches them by the addresses in the environment, and takes the site
 * for itself while its tests run (`useSharedLoopSite`): no other file's records or emails are in it, as if it
 * were alone.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { startSmtp, TEST_LINK_SECRET, type CapturedMail, type SmtpPeer } from "../../src/server/test-support/peers"
import { launchSharedBrowser, SHARED_BROWSER_ENDPOINT } from "./shared-site"
import { serveBuiltSite, type ServedSite } from "./serve"
import type { BrowserServer } from "playwright-core"

export const DISPATCH = "dispatch@merrimack.test"
/** The address the emails' links start with; a file points them at the served site. */
export const EMAIL_SITE = "http://placeholder.invalid"

/** Where a file finds the shared site: its address and the folders of its records and caught emails. */
const WHERE = { url: "LOOP_SITE_URL", outbox: "LOOP_OUTBOX_DIR", mail: "LOOP_MAIL_DIR", claim: "LOOP_CLAIM_DIR" }

export interface SharedLoopSite {
  url: string
  /** The served functions' OUTBOX_DIR. */
  outboxDir: string
  /** One JSON file per email caught, named in the order they came. */
  mailDir: string
  /** Made by the file that has the site, removed when it gives it back. */
  claimDir: string
}

/** The shared site of this run, from the environment the project's global setup left. */
export function sharedLoopSite(): SharedLoopSite {
  const [url, outboxDir, mailDir, claimDir] = [WHERE.url, WHERE.outbox, WHERE.mail, WHERE.claim].map((name) => process.env[name])
  if (!url || !outboxDir || !mailDir || !claimDir)
    throw new Error("The booking loop's shared site has not started: run the file in the own-site project (jest.config.js)")
  return { url, outboxDir, mailDir, claimDir }
}

/** The emails caught so far, in the order they came. */
export function caughtMails(mailDir: string): CapturedMail[] {
  return fs
    .readdirSync(mailDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(mailDir, name), "utf8")) as CapturedMail)
}

/** Every file under `dir` removed, its folders kept: the served store made them once and writes into them. */
export function removeFiles(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name)
    if (entry.isDirectory()) removeFiles(at)
    else fs.rmSync(at, { force: true })
  }
}

const held = globalThis as typeof globalThis & {
  __sharedLoopSite?: { site: ServedSite; browser: BrowserServer; smtp: SmtpPeer; root: string }
}

export async function startSharedLoopSite(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "mp-loop-site-"))
  const where: SharedLoopSite = {
    url: "",
    outboxDir: path.join(root, "outbox"),
    mailDir: path.join(root, "mail"),
    claimDir: path.join(root, "claimed"),
  }
  fs.mkdirSync(where.outboxDir)
  fs.mkdirSync(where.mailDir)
  let count = 0
  // Written whole under a dot name, then renamed: a reader never sees half an email.
  const keep = (mail: CapturedMail) => {
    const name = `${String(++count).padStart(6, "0")}.json`
    fs.writeFileSync(path.join(where.mailDir, `.${name}`), JSON.stringify(mail))
    fs.renameSync(path.join(where.mailDir, `.${name}`), path.join(where.mailDir, name))
  }
  const smtp = await startSmtp(0, keep)
  const [site, browser] = await Promise.all([
    serveBuiltSite({
      DISPATCH_EMAIL: DISPATCH,
      BOOKING_LINK_SECRET: TEST_LINK_SECRET,
      SITE_URL: EMAIL_SITE,
      OUTBOX_DIR: where.outboxDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      RATE_LIMIT_PER_MINUTE: "0",
    }),
    launchSharedBrowser(),
  ])
  held.__sharedLoopSite = { site, browser, smtp, root }
  process.env[WHERE.url] = site.url
  process.env[WHERE.outbox] = where.outboxDir
  process.env[WHERE.mail] = where.mailDir
  process.env[WHERE.claim] = where.claimDir
  process.env[SHARED_BROWSER_ENDPOINT] = browser.wsEndpoint()
}

export async function stopSharedLoopSite(): Promise<void> {
  const shared = held.__sharedLoopSite
  delete held.__sharedLoopSite
  if (!shared) return
  await Promise.all([shared.browser.close(), shared.site.stop(), shared.smtp.close()])
  fs.rmSync(shared.root, { recursive: true, force: true })
}

export default startSharedLoopSite
