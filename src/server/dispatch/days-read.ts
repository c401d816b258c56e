/** The booking records of some pickup days, read through the store's index by pickup day (docs/DISPATCH.md). */
import type { RecordStore, StoredRecord } from "../records/store"

/** How many days are read at once: enough to hide the store's latency, few enough not to flood it. */
const DAYS_AT_ONCE = 16

export interface DayRecords {
  day: string
  records: StoredRecord[]
}

async function recordsOfDay(store: RecordStore, day: string): Promise<DayRecords> {
  const names = await store.list({ kind: "booking", day })
  // The store checks each record it lists against the day, so a marker the record has moved on from is not listed.
  const records = await Promise.all(names.map(async (name) => (await store.get(name))?.record))
  return { day, records: records.filter((record): record is StoredRecord => record !== undefined) }
}

/** Each day's booking records, in the order of `days`, read a few days at a time. */
export async function recordsByDay(store: RecordStore, days: readonly string[]): Promise<DayRecords[]> {
  const read: DayRecords[] = []
  for (let at = 0; at < days.length; at += DAYS_AT_ONCE) {
    read.push(...(await Promise.all(days.slice(at, at + DAYS_AT_ONCE).map((day) => recordsOfDay(store, day)))))
  }
  return read
}
