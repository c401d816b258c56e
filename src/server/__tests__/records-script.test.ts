/** @jest-environment node */
import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"
import { validBooking } from "../test-support/forms"
import { startApi } from "../test-support/peers"

const run = promisify(execFile)
const ROOT = path.resolve(__dirname, "../../..")

describe("npm run records", () => {
  it("lists the suspected spam of the local outbox, and refuses a status that does not exist", async () => {
    const api = await startApi()
    try {
      const spam = (await api.post("booking-requests", validBooking({ website: "http://spam.example" }))).json as { reference: string }
      const real = (await api.post("booking-requests", validBooking())).json as { reference: string }
      const env = { ...process.env, OUTBOX_DIR: api.outboxDir, NETLIFY_SITE_ID: "", NETLIFY_AUTH_TOKEN: "" }
      const { stdout } = await run(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/records.ts", "--status", "suspected-spam"], { cwd: ROOT, env })
      expect(stdout).toContain(`1 record in the local outbox at ${api.outboxDir}, status suspected-spam`)
      expect(stdout).toContain(spam.reference)
      expect(stdout).toContain("spam? honeypot filled")
      expect(stdout).not.toContain(real.reference)
      await expect(run(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/records.ts", "--status", "lost"], { cwd: ROOT, env })).rejects.toMatchObject({ stderr: expect.stringContaining("--status must be one of pending, delivered, needs-attention, suspected-spam") })
    } finally {
      await api.close()
    }
  })
})
