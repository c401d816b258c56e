/**
 * The booking records of some pickup days, read through the store's index by pickup day (docs/DISPATCH.md): each
 * day's listing reads its records once (the store checks each against the day, so a marker the record has moved
 * on from is not listed), a few days at a time.
 */
import { mapLimited } from "../../lib/map-limited"
import type { RecordStore, StoredRecord } from "../records/store"

/** How many days are read at once: enough to hide the store's latency, few enough not to flood it. */
const DAYS_AT_ONCE = 16

export interface DayRecords {
  day: string
  records: StoredRecord[]
}

/** Each day's booking records, in the order of `days`. */
export const recordsByDay = (store: RecordStore, days: readonly string[]): Promise<DayRecords[]> =>
  mapLimited(days, DAYS_AT_ONCE, async (day) => ({
    day,
    records: (await store.listEntries({ kind: "booking", day })).map(({ record }) => record),
  }))
