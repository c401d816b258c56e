// Lists the site's records for dispatch (docs/API.md: "Listing records"):
//   npm run records -- [--status pending|delivered|needs-attention|suspected-spam] [--kind booking|contact|subscription] [--json]
// From the local outbox (OUTBOX_DIR, default .data/outbox) on this machine; from the host's Blobs
// store when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set (the site's ID, a personal access token).
import { loadConfig } from "../src/server/config"
import { createBlobsStore } from "../src/server/records/blobs"
import { createOutboxStore } from "../src/server/records/local-outbox"
import { listRecords, RECORD_KINDS, RECORD_STATUSES } from "../src/server/records/listing"
import type { RecordKind, RecordStatus } from "../src/server/records/store"
import { printable, printableJson } from "../src/lib/text"

function option(name: string): string | undefined {
  const args = process.argv.slice(2)
  const at = args.indexOf(`--${name}`)
  return at === -1 ? undefined : args[at + 1]
}

function oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
  const value = option(name)
  if (value === undefined) return undefined
  const match = allowed.find((candidate) => candidate === value)
  if (!match) {
    console.error(`--${name} must be one of ${allowed.join(", ")}; got "${value}"`)
    process.exit(2)
  }
  return match
}

async function main() {
  const status: RecordStatus | undefined = oneOf("status", RECORD_STATUSES)
  const kind: RecordKind | undefined = oneOf("kind", RECORD_KINDS)
  const { NETLIFY_SITE_ID: siteID, NETLIFY_AUTH_TOKEN: token } = process.env
  const outboxDir = loadConfig(process.env).outboxDir
  const store = siteID && token ? createBlobsStore({ siteID, token }) : outboxDir ? createOutboxStore(outboxDir) : null
  if (!store) {
    console.error("OUTBOX=off and no NETLIFY_SITE_ID / NETLIFY_AUTH_TOKEN: there is no record store to list.")
    process.exit(2)
  }
  const records = await listRecords(store, { status, kind })
  // Every line is printable: the records hold visitor text as typed.
  if (process.argv.includes("--json")) console.log(printableJson(records.map(({ name, record }) => ({ name, ...record }))))
  else {
    console.log(
      printable(
        `${records.length} record${records.length === 1 ? "" : "s"} in ${store.description}${status ? `, status ${status}` : ""}${kind ? `, kind ${kind}` : ""}`,
      ),
    )
    for (const { line } of records) console.log(line)
  }
}

main().catch((error: unknown) => {
  console.error(printable(error instanceof Error ? error.message : String(error)))
  process.exit(1)
})
