/**
 * The booking loop's world for a browser test file: the built site under `gatsby serve` with its real
 * functions, SMTP on loopback catching every email, the local outbox as the record store (read and
 * seeded by the test as dispatch's files) and a Chromium: the own-site project's shared ones
 * (shared-loop-site.ts), which the file has to itself from before its tests to after them.
 */
import fs from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { bookingLinks } from "../../src/server/booking-loop/links"
import { seedBooking } from "../../src/server/test-support/bookings"
import { chauffeurMailCheck } from "../../src/server/test-support/chauffeur-text"
import { createOutboxStore } from "../../src/server/records/local-outbox"
import type { Lifecycle } from "../../src/booking-loop/model"
import { header, parseMime, type MimePart } from "../../src/server/test-support/mime"
import { TEST_LINK_SECRET, type CapturedMail } from "../../src/server/test-support/peers"
import { useSiteAndBrowser, useTabPool, type Harness } from "./harness"
import { SCREENSHOTS } from "./screenshots"
import { caughtMails, DISPATCH, EMAIL_SITE, removeFiles, sharedLoopSite } from "./shared-loop-site"

export { tokenOf } from "../../src/server/test-support/loop-world"
export { DISPATCH }
export const CUSTOMER = "maria.lopez@example.com"

/** How long a file waits for the shared site while a file of another worker has it (one file takes up to 5 minutes). */
const CLAIM_WAIT_MS = 30 * 60_000
/** The site is settled once its records and emails have not changed for this long. */
const SETTLED_MS = 300
const SETTLE_AT_MOST_MS = 5_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Every file under `dir` with its size and time: what changes when the site writes a record or catches an email. */
function stateOf(dir: string): string {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .map((entry) => {
      const at = path.join(entry.parentPath, entry.name)
      const stats = fs.statSync(at, { throwIfNoEntry: false })
      return `${at} ${stats?.size} ${stats?.mtimeMs}`
    })
    .sort()
    .join("\n")
}

/**
 * The own-site project's shared site and Chromium, for this file alone: before its tests the file claims the site
 * (waiting while a file of another worker has it; in the step, files run one at a time), lets what the file before it
 * started settle, and removes every record and caught email; after its tests it gives the site back. `outboxDir` is
 * the served functions' record store, `mails` the emails caught since.
 */
export function useSharedLoopSite(): { harness: Harness; outboxDir: string; mails: () => CapturedMail[]; forgetMails: () => void } {
  const shared = sharedLoopSite()
  const claim = { mine: false }
  beforeAll(async () => {
    while (!claimed()) await pause(200)
    claim.mine = true
    let state = ""
    for (let waited = 0; waited < SETTLE_AT_MOST_MS; waited += SETTLED_MS) {
      const now = `${stateOf(shared.outboxDir)}\n${stateOf(shared.mailDir)}`
      if (now === state) break
      state = now
      await pause(SETTLED_MS)
    }
    removeFiles(shared.outboxDir)
    removeFiles(shared.mailDir)
  }, CLAIM_WAIT_MS)
  const harness = useSiteAndBrowser({}, shared.url)
  afterAll(() => {
    if (claim.mine) fs.rmSync(shared.claimDir, { recursive: true, force: true })
  })

  function claimed(): boolean {
    try {
      fs.mkdirSync(shared.claimDir)
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false
      throw error
    }
  }

  return {
    harness,
    outboxDir: shared.outboxDir,
    mails: () => caughtMails(shared.mailDir),
    forgetMails: () => removeFiles(shared.mailDir),
  }
}

export function useLoopSite(shotsFolder: string) {
  const shots = path.resolve(__dirname, "../../test-results", shotsFolder)
  const { harness, outboxDir, mails, forgetMails } = useSharedLoopSite()
  const store = createOutboxStore(outboxDir)
  beforeAll(() => fs.mkdirSync(shots, { recursive: true }))
  // Every email the site sent a chauffeur of the roster, checked after each test (and before the file forgets its
  // emails) as the server tests check theirs: no dollar amount, fare, customer's email, or customer or dispatch link.
  const toChauffeurs = chauffeurMailCheck(() => store, EMAIL_SITE)
  const checked = { upTo: 0 }
  const checkCaught = () => {
    const caught = mails()
    for (const mail of caught.slice(checked.upTo)) toChauffeurs.caught(mail)
    checked.upTo = caught.length
  }
  afterEach(async () => {
    checkCaught()
    expect(await toChauffeurs.faults()).toEqual([])
  })
  const tabs = useTabPool(harness, { reducedMotion: "reduce" })

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
    /** Every email the site has sent since the file's start (or since `forgetMails`), in the order they came. */
    mails,
    forgetMails() {
      checkCaught()
      forgetMails()
      checked.upTo = 0
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
        const found = mails()
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
