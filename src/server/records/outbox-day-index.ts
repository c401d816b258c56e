/**
 * The local outbox's index by day: an empty file `index/day-YYYY-MM-DD/<record name>` for each day a
 * booking has a ride on (its pickup day, and its return's), beside the records, so dispatch's day view
 * reads only the days it shows. Writers mark the new days before they write and unmark the old ones
 * after, so a crash between leaves a marker too many (the listing checks each record's days and lets a
 * stale marker go), never one too few.
 */
import { promises as fs } from "node:fs"
import path from "node:path"
import { CALENDAR_DAY, RECORD_NAME, rideDaysOf, type StoredRecord } from "./store"

/**
 * Written once every record kept before the index existed has been marked (one full scan); named anew
 * when the index gains days (the returns'), so the scan runs once more.
 */
const BUILT = "built-with-return-days"

export interface OutboxDayIndex {
  /** Marks the record under each day it has a ride on (nothing for a record with none). */
  mark(name: string, record: StoredRecord): Promise<void>
  /** Removes the record's markers under the days `record` has rides on. */
  unmark(name: string, record: StoredRecord | null): Promise<void>
  /** After an update: the markers of the days the record no longer has go (the new ones were marked before the write). */
  moved(name: string, before: StoredRecord, after: StoredRecord): Promise<void>
  /** Removes the marker of `name` under `day` (a stale one a listing found). */
  drop(name: string, day: string): Promise<void>
  /** The record names marked under `day`, sorted; scans the records once if the index was never built. */
  marked(day: string): Promise<string[]>
}

const missing = (error: unknown) => typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT"

export function outboxDayIndex(dir: string, scan: () => Promise<{ name: string; record: StoredRecord }[]>): OutboxDayIndex {
  const root = path.join(dir, "index")
  const dayDir = (day: string) => path.join(root, `day-${day}`)
  const markerOf = (name: string, day: string) => {
    if (!RECORD_NAME.test(name)) throw new Error(`Unsafe record name "${name}"`)
    return path.join(dayDir(day), name)
  }

  const index: OutboxDayIndex = {
    async mark(name, record) {
      for (const day of rideDaysOf(record)) {
        await fs.mkdir(dayDir(day), { recursive: true })
        await fs.writeFile(markerOf(name, day), "")
      }
    },
    async unmark(name, record) {
      for (const day of record ? rideDaysOf(record) : []) await index.drop(name, day)
    },
    async moved(name, before, after) {
      const kept = rideDaysOf(after)
      for (const day of rideDaysOf(before)) if (!kept.includes(day)) await index.drop(name, day)
    },
    async drop(name, day) {
      if (CALENDAR_DAY.test(day)) await fs.rm(markerOf(name, day), { force: true })
    },
    async marked(day) {
      if (!CALENDAR_DAY.test(day)) return []
      await built()
      try {
        return (await fs.readdir(dayDir(day))).filter((name) => RECORD_NAME.test(name)).sort()
      } catch (error) {
        if (missing(error)) return []
        throw error
      }
    },
  }

  let building: Promise<void> | undefined
  async function built(): Promise<void> {
    const flag = path.join(root, BUILT)
    const done = await fs.stat(flag).then(
      () => true,
      () => false,
    )
    if (done) return
    building ??= (async () => {
      for (const { name, record } of await scan()) await index.mark(name, record)
      await fs.mkdir(root, { recursive: true })
      await fs.writeFile(flag, new Date().toISOString())
    })().finally(() => {
      building = undefined
    })
    await building
  }
  return index
}
