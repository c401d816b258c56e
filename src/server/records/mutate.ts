/** A read-change-write of one record that never overwrites a change made meanwhile: on a conflict it reads again and reapplies. */
import type { RecordStore, StoredRecord } from "./store"

const MUTATE_TRIES = 8

/**
 * Applies `change` to the record as it is now; `change` returns null to leave it alone. The record
 * as written, or null when there was none or `change` declined. Throws when the record kept
 * changing under it (MUTATE_TRIES conflicts in a row).
 */
export async function mutate(
  store: RecordStore,
  name: string,
  change: (record: StoredRecord) => StoredRecord | null,
): Promise<StoredRecord | null> {
  for (let tries = 0; tries < MUTATE_TRIES; tries += 1) {
    const current = await store.get(name)
    if (!current) return null
    const next = change(current.record)
    if (!next) return null
    if ((await store.update(name, next, { ifVersion: current.version })) === "updated") return next
  }
  throw new Error(`the record ${name} kept changing; gave up after ${MUTATE_TRIES} tries`)
}
