/** @jest-environment node */
/** The local outbox's own guards, beyond the record store's contract: its record names and its lock files. */
import { existsSync } from "node:fs"
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { OUTBOX_LOCK_STALE_MS } from "../../limits"
import { createOutboxStore } from "../local-outbox"
import type { StoredRecord } from "../store"

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "mp-outbox-lock-"))
})
afterEach(() => rm(root, { recursive: true, force: true }))

const record = (note: string): StoredRecord => ({
  kind: "contact",
  reference: "MP-TEST-0001",
  receivedAt: "2026-11-24T15:00:00.000Z",
  status: "delivered",
  channels: {},
  data: { note },
})

/** Makes a file look as if its writer had crashed long ago. */
const makeOld = async (file: string) => {
  const past = new Date(Date.now() - 2 * OUTBOX_LOCK_STALE_MS)
  await utimes(file, past, past)
}

describe("a record name that is not one", () => {
  it.each(["x/../../../victim", "contact-MP/../../../victim", "../victim", "contact-\u0000x", ""])(
    "%j is refused before the outbox touches the disk",
    async (name) => {
      // An old file where the lock of "x/../../../victim" would be: taken for a crashed writer's lock, it would be removed.
      const victim = path.join(root, "victim")
      await writeFile(victim, "not the outbox's")
      await makeOld(victim)
      const dir = path.join(root, "outbox", "records")
      const store = createOutboxStore(dir)

      await expect(store.update(name, record("x"))).rejects.toThrow(/Unsafe record name/)
      await expect(store.create(name, record("x"))).rejects.toThrow(/Unsafe record name/)
      await expect(store.get(name)).rejects.toThrow(/Unsafe record name/)
      await expect(store.remove(name)).rejects.toThrow(/Unsafe record name/)

      expect(await readFile(victim, "utf8")).toBe("not the outbox's")
      expect(await readdir(root)).toEqual(["victim"])
    },
  )
})

describe("a lock left by a crashed writer", () => {
  it("is taken over by exactly one of the writers racing for it", async () => {
    const dir = path.join(root, "outbox")
    const name = "contact-MP-TEST-0001"
    for (let round = 0; round < 50; round += 1) {
      const store = createOutboxStore(dir)
      await rm(dir, { recursive: true, force: true })
      expect(await store.create(name, record("first"))).toBe("created")
      const version = (await store.get(name))?.version
      const lock = path.join(dir, `.lock-${name}`)
      await writeFile(lock, "")
      await makeOld(lock)

      // Each writer changes the version it read: only one change can be made over it.
      const writers = Array.from({ length: 4 }, (_, i) =>
        createOutboxStore(dir).update(name, record(`writer ${i}`), { ifVersion: version }),
      )
      const outcomes = await Promise.all(writers)
      expect({ round, updated: outcomes.filter((outcome) => outcome === "updated").length }).toEqual({ round, updated: 1 })
      expect(existsSync(lock)).toBe(false)
    }
  })

  it("is still taken over when a writer crashed while taking it over", async () => {
    const dir = path.join(root, "outbox")
    const name = "contact-MP-TEST-0001"
    const store = createOutboxStore(dir)
    await store.create(name, record("first"))
    for (const left of [`.lock-${name}`, `.lock-${name}.takeover`]) {
      await writeFile(path.join(dir, left), "")
      await makeOld(path.join(dir, left))
    }
    expect(await store.update(name, record("second"))).toBe("updated")
    expect((await store.get(name))?.record.data).toEqual({ note: "second" })
    expect((await readdir(dir)).filter((file) => file.startsWith("."))).toEqual([])
  })
})

describe("the index by pickup day", () => {
  const booking = (date: string): StoredRecord => ({ ...record("ride"), kind: "booking", data: { date } })
  const markers = async () => {
    const index = path.join(root, "index")
    const days = (await readdir(index)).filter((name) => name.startsWith("day-")).sort()
    return (await Promise.all(days.map(async (day) => (await readdir(path.join(index, day))).map((name) => `${day}/${name}`)))).flat()
  }

  it("marks bookings kept before it existed once, then moves a booking's marker with its day", async () => {
    // A record written by a version before the index: the first listing by day scans the folder once.
    await writeFile(path.join(root, "booking-a.json"), JSON.stringify(booking("2026-12-01")))
    const store = createOutboxStore(root)
    expect(await store.list({ day: "2026-12-01" })).toEqual(["booking-a"])
    expect(await markers()).toEqual(["day-2026-12-01/booking-a"])

    await store.update("booking-a", booking("2026-12-05"))
    expect(await markers()).toEqual(["day-2026-12-05/booking-a"])
    await store.remove("booking-a")
    expect(await markers()).toEqual([])
  })
})
