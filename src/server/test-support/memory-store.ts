/**
 * A RecordStore in memory, for the booking loop's server tests: a test double of the contract in
 * records/store.ts, whose real implementations (local outbox, the host's blob store) are tested by
 * the contract suite. It keeps the contract honestly: copies in and out, a new version on every
 * write, and "conflict" for an update naming a version that is no longer current.
 */
import { matchesFilter, type RecordStore, type StoredRecord, type Versioned } from "../records/store"

export interface MemoryStore extends RecordStore {
  /** Binds an idempotency key to a value once, for good (the contract's bindKey on the branch that added it). */
  bindKey(key: string, value: string): Promise<{ value: string; first: boolean }>
  /** Runs before every update is applied: lets a test make a change land "at the same moment". */
  beforeUpdate?: (name: string) => Promise<void> | void
  /** Runs before every key is bound: lets a test make a write land between a party's check and its binding. */
  beforeBind?: (key: string) => Promise<void> | void
}

export function createMemoryStore(): MemoryStore {
  const records = new Map<string, Versioned>()
  const keys = new Map<string, string>()
  let counter = 0
  const nextVersion = () => `v${(counter += 1)}`

  const store: MemoryStore = {
    description: "in-memory record store (tests only)",
    async create(name, record) {
      if (records.has(name)) return "exists"
      records.set(name, { record: structuredClone(record), version: nextVersion() })
      return "created"
    },
    async get(name) {
      const found = records.get(name)
      return found ? { record: structuredClone(found.record), version: found.version } : null
    },
    async update(name, record: StoredRecord, options = {}) {
      await store.beforeUpdate?.(name)
      const current = records.get(name)
      if (options.ifVersion !== undefined && current?.version !== options.ifVersion) return "conflict"
      records.set(name, { record: structuredClone(record), version: nextVersion() })
      return "updated"
    },
    async list(filter = {}) {
      return (await store.listEntries(filter)).map((entry) => entry.name)
    },
    async listEntries(filter = {}) {
      return [...records.entries()]
        .filter(([, { record }]) => matchesFilter(record, filter))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, { record }]) => ({ name, record: structuredClone(record) }))
    },
    async remove(name) {
      records.delete(name)
    },
    async boundValue(key) {
      return keys.get(key) ?? null
    },
    async bindKey(key, value) {
      await store.beforeBind?.(key)
      const bound = keys.get(key)
      if (bound !== undefined) return { value: bound, first: false }
      keys.set(key, value)
      return { value, first: true }
    },
  }
  return store
}
