/**
 * The host's record store: Netlify Blobs, one blob of JSON per record in the site-wide store
 * "records", idempotency keys in "record-keys". Conditional writes are the Blobs service's own:
 * `set(key, text, { onlyIfNew })` for create-if-new (in 10.x `setJSON` ignores the condition) and
 * `onlyIfMatch` with the etag `getWithMetadata` returned for a conditional update.
 */
import { randomUUID } from "node:crypto"
import { getStore, setEnvironmentContext, type Store } from "@netlify/blobs"
import { mapLimited } from "../../lib/map-limited"
import { runtimeEnv } from "../config"
import { STORE_READS_AT_ONCE } from "../limits"
import {
  CALENDAR_DAY,
  matchesFilter,
  RECORD_NAME,
  rideDaysOf,
  type RecordEntry,
  type ReadOptions,
  type RecordFilter,
  type RecordStore,
  type StoredRecord,
} from "./store"

export const RECORDS_STORE = "records"
export const KEYS_STORE = "record-keys"
/**
 * The index of open work: an empty blob `<tag>/<record name>` for each record a sweep looks for
 * (pending, needs-attention, suspected spam, a confirmed or quoted booking), so a sweep lists those instead of
 * reading every record ever kept: a scheduled function has seconds, and the records grow for years.
 */
export const INDEX_STORE = "record-index"
/**
 * Written once the index holds every record (records kept before the index existed are added by one full
 * scan); named anew when the index gains tags (the pickup days, then the returns' days), so the scan runs once more.
 */
const INDEX_BUILT = "built-with-return-days"

/** The tags a record is indexed under, and the filter each answers. */
const INDEXED: Record<string, RecordFilter> = {
  "status-pending": { status: "pending" },
  "status-needs-attention": { status: "needs-attention" },
  "status-suspected-spam": { status: "suspected-spam" },
  "state-confirmed": { kind: "booking", state: "confirmed" },
  "state-quoted": { kind: "booking", state: "quoted" },
}
/** Besides those, a booking is indexed under each day it has a ride on (`day-YYYY-MM-DD`: its pickup's, its return's), for dispatch's day view. */
const dayTag = (day: string) => `day-${day}`
const dayTagsOf = (record: StoredRecord | undefined): string[] => (record ? rideDaysOf(record).map(dayTag) : [])
const tagsOf = (record: StoredRecord): string[] => [
  ...Object.keys(INDEXED).filter((tag) => matchesFilter(record, INDEXED[tag])),
  ...dayTagsOf(record),
]
/** The tag that answers a filter (with the filter's other parts checked on each record), if any. */
const tagFor = (filter: RecordFilter): string | undefined =>
  filter.day && CALENDAR_DAY.test(filter.day)
    ? dayTag(filter.day)
    : filter.status && INDEXED[`status-${filter.status}`]
      ? `status-${filter.status}`
      : filter.state && INDEXED[`state-${filter.state}`]
        ? `state-${filter.state}`
        : undefined

/**
 * Where the store is when it is not read from the host's environment: a Blobs server's address
 * (`edgeURL`: the tests' local server), or none for the host's API (the records script, with the
 * site's ID and a personal access token).
 */
export interface BlobsLocation {
  siteID: string
  token: string
  edgeURL?: string
  uncachedEdgeURL?: string
}

/** The Blobs context the host puts in the environment (base64 JSON), or null outside the host. */
function hostContext(): { uncachedEdgeURL?: string; edgeURL?: string } | null {
  const holder = globalThis as typeof globalThis & { netlifyBlobsContext?: unknown }
  const raw = typeof holder.netlifyBlobsContext === "string" ? holder.netlifyBlobsContext : runtimeEnv().NETLIFY_BLOBS_CONTEXT
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, "base64").toString("utf8"))
    return typeof parsed === "object" && parsed !== null ? parsed : null
  } catch {
    return null
  }
}

/** True when the host has configured Blobs for this process (its functions, `netlify serve`). */
export function hostHasBlobs(): boolean {
  return hostContext() !== null
}

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined
const textField = (value: unknown, name: string): string | undefined => {
  const found = field(value, name)
  return typeof found === "string" && found ? found : undefined
}

/**
 * On the host, Gatsby Functions run as Lambda-style functions: the Blobs context comes with each
 * invocation's event (`event.blobs`, base64 JSON, and the site in its headers). This puts it in the
 * environment, where the configuration and the client find it. Unlike the client's own
 * `connectLambda` (10.x), it keeps the uncached address the event carries, so reads can be strongly
 * consistent. Anything else (no event, `npm start`) is left alone.
 */
export function connectLambdaBlobs(event: unknown): void {
  const blobs = textField(event, "blobs")
  const headers = field(event, "headers")
  if (!blobs) return
  let data: unknown
  try {
    data = JSON.parse(Buffer.from(blobs, "base64").toString("utf8"))
  } catch {
    return
  }
  const siteID = textField(headers, "x-nf-site-id")
  const token = textField(data, "token")
  const edgeURL = textField(data, "url")
  if (!siteID || !token || !edgeURL) return
  setEnvironmentContext({
    siteID,
    token,
    edgeURL,
    uncachedEdgeURL: textField(data, "url_uncached"),
    deployID: textField(headers, "x-nf-deploy-id"),
    primaryRegion: textField(data, "primary_region"),
  })
}

/**
 * The client reports a conditional write that ended in a server error as "modified"; an answer
 * that is neither success, "not found" nor "precondition failed" is made an error here instead
 * (the client then retries it).
 */
const checkedFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init)
  if (response.ok || response.status === 304 || response.status === 404 || response.status === 412) return response
  throw new Error(`the Blobs store answered HTTP ${response.status}`)
}

/** One request to the Blobs service, cut off when it hangs. */
const BLOBS_FETCH_TIMEOUT_MS = 4_000
/**
 * One call of the client, its retries included (it waits 5 s between them): past this it fails, and
 * the visitor hears 503 with the phone number well within the host's function time limit, instead of
 * the host's own error after half a minute of retries.
 */
export const BLOBS_CALL_DEADLINE_MS = 6_000

const KEY_READ_TRIES = 5
const OWN_WRITES_KEPT = 1_000
const KEY_READ_PAUSE_MS = 200

function checkName(name: string): string {
  if (!RECORD_NAME.test(name)) throw new Error(`Unsafe record name "${name}"`)
  return name
}

/**
 * Conditional writes to one key from this process, one at a time. The hosted service checks a
 * condition and writes atomically; the local Blobs server of the host's emulation (and the tests)
 * checks, then writes, so two writes at once from one process could both pass its check.
 */
const queues = new Map<string, Promise<unknown>>()
function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve()
  const next = previous.then(work, work)
  const settled = next.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return next
}

interface OwnWrite {
  version: string
  text: string
  /** The versions this instance's writes replaced: a read that returns one of them is stale. */
  replaced: Set<string>
}

/** How long the store lets the Blobs service take; a test of an outage sets these short, to wait less. */
export interface BlobsDeadlines {
  /** One call, the client's retries included: BLOBS_CALL_DEADLINE_MS. */
  callMs?: number
  /** One request: BLOBS_FETCH_TIMEOUT_MS. */
  fetchMs?: number
}

export function createBlobsStore(
  location?: BlobsLocation,
  { callMs = BLOBS_CALL_DEADLINE_MS, fetchMs = BLOBS_FETCH_TIMEOUT_MS }: BlobsDeadlines = {},
): RecordStore {
  /**
   * Where reads may be served from the host's cache (a context without the uncached address, as
   * Lambda-style functions get), a read right after this instance's own write can return the
   * previous version or nothing; this instance's last write of a record wins over such a read.
   */
  const ownWrites = new Map<string, OwnWrite>()
  const remember = (name: string, version: string | undefined, text: string, replacedVersion?: string) => {
    if (!version) return
    const replaced = new Set(ownWrites.get(name)?.replaced ?? [])
    if (replacedVersion) replaced.add(replacedVersion)
    ownWrites.delete(name)
    ownWrites.set(name, { version, text, replaced })
    // Only the latest writes matter (a read right after them); the oldest are forgotten first.
    for (const oldest of ownWrites.keys()) {
      if (ownWrites.size <= OWN_WRITES_KEPT) break
      ownWrites.delete(oldest)
    }
  }

  // Opened per call: on the host the context (and its token) comes with each invocation.
  const open = (name: string, bounded: typeof fetch): Store => {
    if (location?.edgeURL)
      return getStore({
        name,
        ...location,
        uncachedEdgeURL: location.uncachedEdgeURL ?? location.edgeURL,
        consistency: "strong",
        fetch: bounded,
      })
    if (location) return getStore({ name, siteID: location.siteID, token: location.token, fetch: bounded })
    const context = hostContext()
    const strong = !context?.edgeURL || Boolean(context.uncachedEdgeURL)
    return getStore({ name, fetch: bounded, ...(strong ? { consistency: "strong" as const } : {}) })
  }

  /** One call of the client on one store, within `callMs`: past it, it fails, and nothing more is sent. */
  function call<T>(name: string, use: (store: Store) => Promise<T>): Promise<T> {
    const expired = () => new Error(`the Blobs store did not answer within ${callMs / 1000} s`)
    const deadline = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    // Cleared when the call settles: a deadline left running would reject later with nobody listening.
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        deadline.abort()
        reject(expired())
      }, callMs)
    })
    const bounded: typeof fetch = (input, init) =>
      deadline.signal.aborted
        ? Promise.reject(expired())
        : checkedFetch(input, { ...init, signal: AbortSignal.any([AbortSignal.timeout(fetchMs), deadline.signal]) })
    // Async, so a store or key refused at once (thrown, not rejected) still settles the race and clears the timer.
    const answer = (async () => use(open(name, bounded)))()
    return Promise.race([answer, timedOut]).finally(() => clearTimeout(timer))
  }

  /**
   * One blob with its metadata. A strong read goes to the uncached address whatever the store's default; where the
   * host gave none, it fails (the client's BlobsConsistencyError) rather than be answered from the cache.
   */
  const read = async (store: string, key: string, { consistency }: ReadOptions = {}) =>
    call(store, (blobs) => blobs.getWithMetadata(checkName(key), { type: "text", ...(consistency ? { consistency } : {}) }))

  /**
   * Each write is tagged with its own id in the blob's metadata: a write the client retried after
   * its first try had landed is refused ("exists", "conflict"), and the tag tells it was ours.
   */
  const ours = async (store: string, key: string, write: string) => (await read(store, key))?.metadata.write === write

  const createText = (store: string, key: string, text: string): Promise<"created" | "exists"> =>
    oneAtATime(`${store}/${key}`, async () => {
      const write = randomUUID()
      const { modified, etag } = await call(store, (blobs) => blobs.set(checkName(key), text, { onlyIfNew: true, metadata: { write } }))
      if (modified && store === RECORDS_STORE) remember(key, etag, text)
      return modified || (await ours(store, key, write)) ? "created" : "exists"
    })

  const get: RecordStore["get"] = async (name, options) => {
    const found = await readVersioned(name, options)
    const mine = ownWrites.get(name)
    if (mine && (!found || mine.replaced.has(found.version)))
      return { record: JSON.parse(mine.text) as StoredRecord, version: mine.version }
    return found
  }

  const readVersioned: RecordStore["get"] = async (name, options) => {
    const entry = await read(RECORDS_STORE, name, options)
    if (!entry) return null
    if (entry.etag) return { record: JSON.parse(entry.data) as StoredRecord, version: entry.etag }
    // The local Blobs server (the host's emulation) sends no etag with a read, only in a listing:
    // the version is the listed etag, taken before and after the read and unchanged between.
    const listed = async () =>
      (await call(RECORDS_STORE, (blobs) => blobs.list({ prefix: checkName(name) }))).blobs.find((blob) => blob.key === name)?.etag
    for (let tries = 0; tries < 5; tries += 1) {
      const before = await listed()
      const again = await read(RECORDS_STORE, name, options)
      if (!before || !again) return null
      if ((await listed()) === before) return { record: JSON.parse(again.data) as StoredRecord, version: before }
    }
    throw new Error(`the record ${name} kept changing while it was read`)
  }

  const allNames = async (prefix?: string) =>
    (await call(RECORDS_STORE, (blobs) => blobs.list(prefix ? { prefix } : {}))).blobs
      .map((blob) => blob.key)
      .filter((key) => RECORD_NAME.test(key))
      .sort()

  const marker = (tag: string, name: string) => `${tag}/${checkName(name)}`
  const putMarkers = (name: string, tags: string[]) =>
    Promise.all(tags.map((tag) => call(INDEX_STORE, (blobs) => blobs.set(marker(tag, name), ""))))
  /** Indexes a record under its tags. Writers mark before they write (and after): a crash between leaves a marker too many, never one too few. */
  const mark = (name: string, record: StoredRecord) => putMarkers(name, tagsOf(record))
  /**
   * Removes these markers of a record, then reads it again and puts back any it holds by now: a
   * writer that marked it meanwhile keeps its marker.
   */
  async function unmark(name: string, tags: string[]): Promise<void> {
    if (tags.length === 0) return
    await Promise.all(tags.map((tag) => call(INDEX_STORE, (blobs) => blobs.delete(marker(tag, name)))))
    const now = await readVersioned(name)
    if (now)
      await putMarkers(
        name,
        tagsOf(now.record).filter((tag) => tags.includes(tag)),
      )
  }
  /** Indexes the records kept before the index existed (once: the first listing that needs it). */
  async function buildIndex(): Promise<void> {
    for (const name of await allNames()) {
      const entry = await read(RECORDS_STORE, name)
      if (entry) await mark(name, JSON.parse(entry.data) as StoredRecord)
    }
    await call(INDEX_STORE, (blobs) => blobs.set(INDEX_BUILT, new Date().toISOString()))
  }

  /**
   * A record read once, without its version (the local Blobs server sends none with a read, and `get` asks
   * twice more for it): this instance's last write of it wins over a cached read of the one it replaced.
   */
  const readRecord = async (name: string): Promise<StoredRecord | null> => {
    const entry = await read(RECORDS_STORE, name)
    const mine = ownWrites.get(name)
    if (mine && (!entry || (entry.etag !== undefined && mine.replaced.has(entry.etag)))) return JSON.parse(mine.text) as StoredRecord
    return entry ? (JSON.parse(entry.data) as StoredRecord) : null
  }

  /** The records a filter wants: through the index when a tag answers it (letting a stale marker go), else by reading every record. */
  const listEntries: RecordStore["listEntries"] = async (filter = {}) => {
    const tag = tagFor(filter)
    if (!tag) {
      const names = await allNames(filter.kind ? `${filter.kind}-` : undefined)
      const read = await mapLimited(names, STORE_READS_AT_ONCE, async (name): Promise<RecordEntry | null> => {
        const record = await readRecord(name)
        return record && matchesFilter(record, filter) ? { name, record } : null
      })
      return read.filter((entry) => entry !== null)
    }
    if ((await call(INDEX_STORE, (blobs) => blobs.get(INDEX_BUILT, { type: "text" }))) === null) await buildIndex()
    const { blobs } = await call(INDEX_STORE, (blobs) => blobs.list({ prefix: `${tag}/` }))
    const marked = blobs
      .map((blob) => blob.key.slice(tag.length + 1))
      .filter((key) => RECORD_NAME.test(key))
      .sort()
    const read = await mapLimited(marked, STORE_READS_AT_ONCE, async (name): Promise<RecordEntry | null> => {
      const record = await readRecord(name)
      if (record && matchesFilter(record, filter)) return { name, record }
      // A marker of a write that did not land, or of a record that has moved on since: let it go.
      if (!record || !tagsOf(record).includes(tag)) await unmark(name, [tag])
      return null
    })
    return read.filter((entry) => entry !== null)
  }

  const boundValue: RecordStore["boundValue"] = async (key, options) => {
    const current = await read(KEYS_STORE, key, options)
    const bound = current ? (JSON.parse(current.data) as { value?: unknown }).value : undefined
    return typeof bound === "string" ? bound : null
  }

  return {
    description: `the host's Blobs store "${RECORDS_STORE}"`,
    async create(name, record) {
      await mark(name, record)
      return createText(RECORDS_STORE, name, JSON.stringify(record))
    },
    get,
    update: (name, record, { ifVersion } = {}) =>
      oneAtATime(`${RECORDS_STORE}/${name}`, async () => {
        // A booking's pickup day may move with the update: its old day's marker goes after the write.
        const before = ifVersion === undefined || record.kind === "booking" ? await get(name) : null
        const expected = ifVersion ?? before?.version
        if (!expected) return "conflict"
        const write = randomUUID()
        const text = JSON.stringify(record)
        await mark(name, record)
        const { modified, etag } = await call(RECORDS_STORE, (blobs) =>
          blobs.set(checkName(name), text, { onlyIfMatch: expected, metadata: { write } }),
        )
        if (modified) remember(name, etag, text, expected)
        if (!(modified || (await ours(RECORDS_STORE, name, write)))) return "conflict"
        await mark(name, record)
        await unmark(
          name,
          [...Object.keys(INDEXED), ...dayTagsOf(before?.record)].filter((tag) => !tagsOf(record).includes(tag)),
        )
        return "updated"
      }),
    async list(filter = {}) {
      if (!filter.status && !filter.kind && !filter.state && !filter.day) return allNames()
      return (await listEntries(filter)).map((entry) => entry.name)
    },
    listEntries,
    async remove(name) {
      const gone = await get(name)
      await call(RECORDS_STORE, (blobs) => blobs.delete(checkName(name)))
      ownWrites.delete(name)
      await unmark(name, [...Object.keys(INDEXED), ...dayTagsOf(gone?.record)])
    },
    async bindKey(key, value) {
      const text = JSON.stringify({ value })
      if ((await createText(KEYS_STORE, key, text)) === "created") return { value, first: true }
      // Taken by another instance a moment ago: a cached read may not show it yet.
      for (let tries = 0; tries < KEY_READ_TRIES; tries += 1) {
        const bound = await boundValue(key)
        if (bound !== null) return { value: bound, first: false }
        await new Promise((resolve) => setTimeout(resolve, KEY_READ_PAUSE_MS))
      }
      throw new Error(`the idempotency key ${key} is taken but could not be read`)
    },
    boundValue,
  }
}
