/**
 * The local outbox: the record store of `npm start` and the tests. One readable JSON file per record
 * in one folder, written atomically (temporary file, fsync, then link or rename, then fsync of the
 * folder) so a crash leaves either the whole record or none. A record's version is the hash of its
 * file; a conditional update holds a lock file for the moment of its check-and-rename, so it is safe
 * between processes on one machine too. Idempotency keys live in `keys/` beside the records.
 */
import { createHash, randomUUID } from "node:crypto"
import { promises as fs, type BigIntStats } from "node:fs"
import path from "node:path"
import { mapLimited } from "../../lib/map-limited"
import { OUTBOX_LOCK_STALE_MS, OUTBOX_LOCK_WAIT_MS, STORE_READS_AT_ONCE } from "../limits"
import { outboxDayIndex } from "./outbox-day-index"
import { matchesFilter, RECORD_NAME, type RecordEntry, type RecordStore, type StoredRecord } from "./store"

// Errors that mean "this file system has no hard links": fall back to a rename, which is still atomic.
const NO_LINKS = new Set(["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS", "EXDEV"])

// Duck-typed: errors from Node's core can come from another realm (e.g. under Jest) and fail instanceof.
const errorCode = (error: unknown) => (typeof error === "object" && error !== null && "code" in error ? String(error.code) : "")

const versionOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32)
const serialize = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function readText(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, "utf8")
  } catch (error) {
    if (errorCode(error) === "ENOENT") return null
    throw error
  }
}

/** `name`, once it is known to be a record name: checked before any path is built from it. */
function checked(name: string): string {
  if (!RECORD_NAME.test(name)) throw new Error(`Unsafe record name "${name}"`)
  return name
}

/** A file's identity: the same inode, not changed since. */
const sameFile = (a: BigIntStats, b: BigIntStats) => a.ino === b.ino && a.dev === b.dev && a.mtimeNs === b.mtimeNs

async function statOf(file: string): Promise<BigIntStats | null> {
  try {
    return await fs.stat(file, { bigint: true })
  } catch (error) {
    if (errorCode(error) === "ENOENT") return null
    throw error
  }
}

const isStale = (stats: BigIntStats) => Date.now() - Number(stats.mtimeMs) > OUTBOX_LOCK_STALE_MS

/** Creates `file` unless it exists: whether this call made it. */
async function createOnce(file: string): Promise<boolean> {
  try {
    await (await fs.open(file, "wx")).close()
    return true
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false
    throw error
  }
}

/**
 * Removes the lock `observed` was taken of, left by a writer that crashed, if it is still there.
 * Writers that found it stale at once must not each remove "the lock": the second would remove the
 * lock the first has just taken afresh, and both would go on. So the removal is claimed first by
 * creating a takeover file (one creator only); its winner removes the lock only if it is still the
 * very file judged stale, and everyone then competes for a new lock as usual. A takeover file left
 * by a crash in those few steps goes stale like a lock.
 */
async function removeStaleLock(lock: string, observed: BigIntStats): Promise<void> {
  const claim = `${lock}.takeover`
  if (!(await createOnce(claim))) {
    const left = await statOf(claim)
    if (left && isStale(left)) await fs.rm(claim, { force: true })
    return
  }
  try {
    const current = await statOf(lock)
    if (current && sameFile(current, observed)) await fs.rm(lock, { force: true })
  } finally {
    await fs.rm(claim, { force: true })
  }
}

/** A folder of JSON files with atomic create-if-new and replace. */
function atomicFolder(dir: string) {
  let ready: Promise<void> | undefined
  const ensureDir = () => {
    ready ??= fs.mkdir(dir, { recursive: true }).then(
      () => undefined,
      (error: unknown) => {
        ready = undefined
        throw error
      },
    )
    return ready
  }

  const fileOf = (name: string) => path.join(dir, `${checked(name)}.json`)

  const writeTemp = async (text: string): Promise<string> => {
    await ensureDir()
    // A dot file, so a reader listing *.json never sees a half-written record.
    const temp = path.join(dir, `.tmp-${process.pid}-${randomUUID()}`)
    const handle = await fs.open(temp, "wx", 0o600)
    try {
      await handle.writeFile(text, "utf8")
      await handle.sync()
    } finally {
      await handle.close()
    }
    return temp
  }

  const syncDir = async () => {
    try {
      const handle = await fs.open(dir, "r")
      try {
        await handle.sync()
      } finally {
        await handle.close()
      }
    } catch {
      // Some platforms cannot fsync a directory; the rename itself is still atomic there.
    }
  }

  /** Writes `text` under `name` unless that name is taken. */
  async function create(name: string, text: string): Promise<"created" | "exists"> {
    const target = fileOf(name)
    const temp = await writeTemp(text)
    try {
      // link() never replaces an existing file, unlike rename().
      await fs.link(temp, target)
    } catch (error) {
      const code = errorCode(error)
      if (code === "EEXIST") {
        await fs.rm(temp, { force: true })
        return "exists"
      }
      if (!NO_LINKS.has(code)) {
        await fs.rm(temp, { force: true })
        throw error
      }
      if (
        await fs.stat(target).then(
          () => true,
          () => false,
        )
      ) {
        await fs.rm(temp, { force: true })
        return "exists"
      }
      await fs.rename(temp, target)
      await syncDir()
      return "created"
    }
    await fs.rm(temp, { force: true })
    await syncDir()
    return "created"
  }

  async function replace(name: string, text: string): Promise<void> {
    const target = fileOf(name)
    const temp = await writeTemp(text)
    try {
      await fs.rename(temp, target)
    } catch (error) {
      await fs.rm(temp, { force: true })
      throw error
    }
    await syncDir()
  }

  /** Runs `work` holding the lock of `name` (a lock file; one left by a crashed process goes stale). */
  async function locked<T>(name: string, work: () => Promise<T>): Promise<T> {
    const lock = path.join(dir, `.lock-${checked(name)}`)
    await ensureDir()
    const deadline = Date.now() + OUTBOX_LOCK_WAIT_MS
    while (!(await createOnce(lock))) {
      const held = await statOf(lock)
      if (held && isStale(held)) await removeStaleLock(lock, held)
      if (Date.now() > deadline) throw new Error(`the record ${name} stayed locked for ${OUTBOX_LOCK_WAIT_MS} ms`)
      await pause(5 + Math.random() * 10)
    }
    try {
      return await work()
    } finally {
      await fs.rm(lock, { force: true })
    }
  }

  return { dir, fileOf, create, replace, locked, read: (name: string) => readText(fileOf(name)) }
}

export function createOutboxStore(dir: string): RecordStore {
  const records = atomicFolder(dir)
  const keys = atomicFolder(path.join(dir, "keys"))

  const names = async (): Promise<string[]> => {
    try {
      return (await fs.readdir(dir))
        .filter((file) => file.endsWith(".json"))
        .map((file) => file.slice(0, -".json".length))
        .filter((name) => RECORD_NAME.test(name))
        .sort()
    } catch (error) {
      if (errorCode(error) === "ENOENT") return []
      throw error
    }
  }

  const get: RecordStore["get"] = async (name) => {
    const text = await records.read(name)
    return text === null ? null : { record: JSON.parse(text) as StoredRecord, version: versionOf(text) }
  }

  const boundValue = async (key: string): Promise<string | null> => {
    const text = await keys.read(key)
    const bound = text === null ? undefined : (JSON.parse(text) as { value?: unknown }).value
    return typeof bound === "string" ? bound : null
  }

  const days = outboxDayIndex(dir, async () => {
    const all = await Promise.all((await names()).map(async (name) => ({ name, entry: await get(name) })))
    return all.flatMap(({ name, entry }) => (entry ? [{ name, record: entry.record }] : []))
  })

  const listEntries: RecordStore["listEntries"] = async (filter = {}) => {
    const candidates = (filter.day ? await days.marked(filter.day) : await names()).filter(
      (name) => !filter.kind || name.startsWith(`${filter.kind}-`),
    )
    const read = await mapLimited(candidates, STORE_READS_AT_ONCE, async (name): Promise<RecordEntry | null> => {
      const entry = await get(name)
      if (entry && matchesFilter(entry.record, filter)) return { name, record: entry.record }
      // A marker of a write that did not land, or of a booking whose day has moved since: let it go.
      if (filter.day && !(entry && matchesFilter(entry.record, { day: filter.day }))) await days.drop(name, filter.day)
      return null
    })
    return read.filter((entry) => entry !== null)
  }

  return {
    description: `the local outbox at ${dir}`,
    async create(name, record) {
      await days.mark(name, record)
      return records.create(name, serialize(record))
    },
    get,
    update: (name, record, { ifVersion } = {}) =>
      records.locked(name, async () => {
        const current = await records.read(name)
        if (current === null || (ifVersion !== undefined && versionOf(current) !== ifVersion)) return "conflict"
        await days.mark(name, record)
        await records.replace(name, serialize(record))
        await days.moved(name, JSON.parse(current) as StoredRecord, record)
        return "updated"
      }),
    list: async (filter = {}) => (await listEntries(filter)).map((entry) => entry.name),
    listEntries,
    async remove(name) {
      await days.unmark(name, (await get(name))?.record ?? null)
      await fs.rm(records.fileOf(name), { force: true })
    },
    async bindKey(key, value) {
      const written = await keys.create(key, serialize({ value }))
      if (written === "created") return { value, first: true }
      const bound = await boundValue(key)
      if (bound === null) throw new Error(`the idempotency key ${key} holds no value`)
      return { value: bound, first: false }
    },
    boundValue,
  }
}
