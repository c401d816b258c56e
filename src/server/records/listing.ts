/** The records as dispatch reads them in a terminal (npm run records): one line each, newest first, keys in typed text redacted. */
import { printable } from "../../lib/text"
import { redacted } from "../redaction"
import type { RecordKind, RecordStatus, RecordStore, StoredRecord } from "./store"

export const RECORD_STATUSES: readonly RecordStatus[] = ["pending", "delivered", "needs-attention", "suspected-spam"]
export const RECORD_KINDS: readonly RecordKind[] = ["booking", "contact", "subscription"]

/** What dispatch needs to act: who, and why the record is where it is. */
function summary(record: StoredRecord): string {
  const data = typeof record.data === "object" && record.data !== null ? (record.data as Record<string, unknown>) : {}
  const who = [data.firstName && data.lastName ? `${data.firstName} ${data.lastName}` : data.name, data.email, data.phone]
    .filter((part) => typeof part === "string" && part)
    .join(", ")
  const lastError = Object.entries(record.channels)
    .filter(([, report]) => report?.status === "failed")
    .map(([channel, report]) => `${channel}: ${report?.status === "failed" ? report.error : ""}`)
  const why = record.status === "suspected-spam" ? `spam? ${record.spamReason ?? ""}` : lastError.length ? lastError.join("; ") : ""
  const changes = (record.undeliveredChanges ?? []).map((revision) => record.lifecycle?.history[revision]?.state).filter(Boolean)
  const owes = changes.length ? `undelivered change: ${changes.join(", ")}` : ""
  const next = record.status === "pending" && record.nextAttemptAt ? `next attempt ${record.nextAttemptAt}` : ""
  return [who, owes, why, next].filter(Boolean).join(" | ")
}

export async function listRecords(
  store: RecordStore,
  filter: { status?: RecordStatus; kind?: RecordKind },
): Promise<{ name: string; record: StoredRecord; line: string }[]> {
  const found: { name: string; record: StoredRecord; line: string }[] = []
  for (const { name, record: stored } of await store.listEntries(filter)) {
    // Visitor text as typed (suspected spam unvalidated), with the keys in it redacted: shown escaped, so no field can act on dispatch's terminal.
    const record = redacted(stored)
    found.push({
      name,
      record,
      line: printable(
        `${record.receivedAt}  ${record.status.padEnd(15)}  ${record.kind.padEnd(12)}  ${record.reference}  ${summary(record)}`,
      ),
    })
  }
  return found.sort((a, b) => b.record.receivedAt.localeCompare(a.record.receivedAt))
}
