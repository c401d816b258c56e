/**
 * The booking loop's world for a browser test file: the built site under `gatsby serve` with its real
 * functions, SMTP on loopback catching every email, the local outbox as the record store (read and
 * seeded by the test as dispatch's files) and a Chromium; started before the file's tests, stopped after.
 */
import fs from "fs"
import os from "os"
import path from "path"
import type { Page } from "playwright-core"
import { bookingLinks } from "../../src/server/booking-loop/links"
import { seedBooking } from "../../src/server/test-support/bookings"
import { createOutboxStore } from "../../src/server/records/local-outbox"
import type { Lifecycle } from "../../src/booking-loop/model"
import { header, parseMime, type MimePart } from "../../src/server/test-support/mime"
import { startSmtp, TEST_LINK_SECRET, type SmtpPeer } from "../../src/server/test-support/peers"
import { useSiteAndBrowser, useTabPool } from "./harness"
import { SCREENSHOTS } from "./screenshots"

export { tokenOf } from "../../src/server/test-support/loop-world"
export const DISPATCH = "dispatch@merrimack.test"
export const CUSTOMER = "maria.lopez@example.com"
/** The address the emails' links start with; `local` points them at this test's server. */
const EMAIL_SITE = "http://placeholder.invalid"

export function useLoopSite(shotsFolder: string) {
  const shots = path.resolve(__dirname, "../../test-results", shotsFolder)
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "mp-loop-outbox-"))
  const store = createOutboxStore(outboxDir)
  const mail: { smtp?: SmtpPeer } = {}
  const env: Record<string, string> = {
    DISPATCH_EMAIL: DISPATCH,
    BOOKING_LINK_SECRET: TEST_LINK_SECRET,
    SITE_URL: EMAIL_SITE,
    OUTBOX_DIR: outboxDir,
    RATE_LIMIT_PER_MINUTE: "0",
  }
  beforeAll(async () => {
    fs.mkdirSync(shots, { recursive: true })
    mail.smtp = await startSmtp()
    env.SMTP_URL = `smtp://127.0.0.1:${mail.smtp.port}`
  })
  // Registered after the SMTP server's start, so the served functions see its address.
  const harness = useSiteAndBrowser(env)
  const tabs = useTabPool(harness, { reducedMotion: "reduce" })
  afterAll(async () => {
    await mail.smtp?.close()
    fs.rmSync(outboxDir, { recursive: true, force: true })
  })

  /** A link of the emails, pointed at this test's server. */
  const local = (link: string) => link.replace(EMAIL_SITE, harness.site.url)

  return {
    store,
    get site() {
      return harness.site
    },
    get browser() {
      return harness.browser
    },
    get smtp(): SmtpPeer {
      if (!mail.smtp) throw new Error("SMTP has not started")
      return mail.smtp
    },
    local,

    /** A booking seeded in the outbox, and its customer's and dispatch's links. */
    async booked(overrides: Record<string, unknown> = {}, lifecycle?: Lifecycle) {
      const { reference, booking } = await seedBooking(store, overrides, lifecycle)
      const links = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: EMAIL_SITE }, reference, booking)
      return { reference, links: { customer: local(links.customer), confirm: local(links.confirm), decline: local(links.decline) } }
    },

    /** The first email to `to` whose subject matches, once it has arrived (10 s at most). */
    async waitForMail(to: string, subject: RegExp): Promise<MimePart> {
      for (let i = 0; i < 100; i++) {
        const found = this.smtp.mails
          .map((m) => ({ to: m.to, mail: parseMime(m.raw) }))
          .find((m) => m.to.includes(to) && subject.test(header(m.mail, "subject") ?? ""))
        if (found) return found.mail
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`no email to ${to} matching ${subject}`)
    },

    /** `url` in a tab of the file's (useTabPool), and its console and page errors; `close` gives the tab back. */
    open: tabs.open,
    close: tabs.close,

    /** A change made as another tab or person would make it: straight to the site's API. */
    async post(body: Record<string, unknown>): Promise<{ status: number; json: Record<string, unknown> }> {
      const reply = await fetch(`${harness.site.url}/api/booking-actions`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      })
      return { status: reply.status, json: (await reply.json()) as Record<string, unknown> }
    },

    /** A screenshot of the whole page, or of the window alone (a dialog over the page, which a whole-page shot would misplace). */
    async shot(page: Page, name: string, { fullPage = true } = {}) {
      if (SCREENSHOTS) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage })
    },
  }
}
