/**
 * Shorter names for the chunks Gatsby's webpack config shares between pages. Gatsby names each
 * such chunk by the 40-character SHA-1 of the pages that use it, and the webpack runtime that every
 * page loads first carries every one of those names: with a page or two more they cost the smallest
 * pages their margin under the 100 KB first-load budget. Ten hex characters of the same hash stay
 * unique among a site's few dozen shared chunks and keep their names stable from build to build.
 */
export const SHARED_CHUNK_NAME_LENGTH = 10

type ChunkNamer = (...args: unknown[]) => unknown

interface SplitChunks {
  cacheGroups?: Record<string, unknown>
}

/** Wraps Gatsby's `shared` cache group name in place; false when the config has no such group (a Gatsby that changed it). */
export function shortenSharedChunkNames(splitChunks: SplitChunks | false | undefined): boolean {
  const shared = splitChunks ? splitChunks.cacheGroups?.shared : undefined
  if (typeof shared !== "object" || shared === null) return false
  const group = shared as { name?: unknown }
  if (typeof group.name !== "function") return false
  const original = group.name as ChunkNamer
  group.name = (...args: unknown[]) => {
    const name = original(...args)
    return typeof name === "string" && /^[0-9a-f]{40}$/.test(name) ? name.slice(0, SHARED_CHUNK_NAME_LENGTH) : name
  }
  return true
}
