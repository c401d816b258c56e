/**
 * The local outbox: one JSON file per request, written atomically (temporary file, fsync, then
 * link or rename, then fsync of the directory) so a crash leaves either the whole record or none.
 */
import { randomUUID } from "node:crypto"
import { promises as fs } from "node:fs"
import path from "node:path"

export type RecordKind = "booking" | "contact" | "subscription"

export type ChannelReport = { status: "delivered"; at: string; detail?: string } | { status: "failed"; at: string; error: string }

export interface OutboxRecord {
  kind: RecordKind
  reference: string
  receivedAt: string
  /** "pending" until a channel accepted it: dispatch must act on pending records by hand. */
  status: "delivered" | "pending"
  channels: Partial<Record<"smtp" | "webhook", ChannelReport>>
  data: unknown
}

export interface Outbox {
  readonly dir: string
  /** Writes a new record; "exists" (nothing written) when a record of that name is already there. */
  create(name: string, record: OutboxRecord): Promise<"created" | "exists">
  /** Replaces a record written before. */
  update(name: string, record: OutboxRecord): Promise<void>
}

const SAFE_NAME = /^[a-z]+-[A-Za-z0-9-]+$/

// Errors that mean "this file system has no hard links": fall back to a rename, which is still atomic.
const NO_LINKS = new Set(["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS", "EXDEV"])

// Duck-typed: errors from Node's core can come from another realm (e.g. under Jest) and fail instanceof.
const errorCode = (error: unknown) => (typeof error === "object" && error !== null && "code" in error ? String(error.code) : "")

export function createOutbox(dir: string): Outbox {
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

  const fileOf = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`Unsafe outbox record name "${name}"`)
    return path.join(dir, `${name}.json`)
  }

  const writeTemp = async (record: OutboxRecord): Promise<string> => {
    await ensureDir()
    // A dot file, so a reader listing *.json never sees a half-written record.
    const temp = path.join(dir, `.tmp-${process.pid}-${randomUUID()}`)
    const handle = await fs.open(temp, "wx", 0o600)
    try {
      await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`, "utf8")
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

  return {
    dir,
    async create(name, record) {
      const target = fileOf(name)
      const temp = await writeTemp(record)
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
        if (await fs.stat(target).then(() => true, () => false)) {
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
    },
    async update(name, record) {
      const target = fileOf(name)
      const temp = await writeTemp(record)
      try {
        await fs.rename(temp, target)
      } catch (error) {
        await fs.rm(temp, { force: true })
        throw error
      }
      await syncDir()
    },
  }
}
