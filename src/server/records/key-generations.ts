/**
 * A revocable key's generations in the record store: generation n binds a random id under `<prefix>-<n>`, once and
 * for good; the key now is the latest generation bound, and replacing it binds the next. A key names its generation
 * and id, and is valid while its generation holds that id and the next one is unbound, so a replacement ends the
 * old key at once, on every instance. The calendar feeds' keys (dispatch's, each chauffeur's) are made this way.
 */
import { randomBytes } from "node:crypto"
import type { RecordStore } from "./store"

export interface Generation {
  n: number
  id: string
}

export interface KeyGenerations {
  /** The generation now, or null before the first key is made (replacements are rare: a short walk from 1). */
  current(store: RecordStore): Promise<Generation | null>
  /** Binds the next generation (the first, or one replacing the current): that generation, and whether it replaced one. */
  next(store: RecordStore): Promise<{ generation: Generation; replaced: boolean }>
  /** Whether `generation` is the current one: its id bound and the next generation unbound. */
  isCurrent(store: RecordStore, generation: Generation): Promise<boolean>
}

/** The generations of the keys bound under `<prefix>-<n>`. */
export function keyGenerations(prefix: string): KeyGenerations {
  const key = (n: number) => `${prefix}-${n}`
  // Read with strong consistency: a replacement on one instance ends the old key on all at once.
  const idOf = (store: RecordStore, n: number) => store.boundValue(key(n), { consistency: "strong" })
  const current = async (store: RecordStore): Promise<Generation | null> => {
    let found: Generation | null = null
    for (let n = 1; ; n += 1) {
      const id = await idOf(store, n)
      if (id === null) return found
      found = { n, id }
    }
  }
  return {
    current,
    async next(store) {
      const n = ((await current(store))?.n ?? 0) + 1
      // Two replacements at once agree on the one bound first.
      const { value } = await store.bindKey(key(n), randomBytes(16).toString("hex"))
      return { generation: { n, id: value }, replaced: n > 1 }
    },
    isCurrent: async (store, { n, id }) => (await idOf(store, n)) === id && (await idOf(store, n + 1)) === null,
  }
}
