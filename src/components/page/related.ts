/**
 * Picks the items to show as "related" beside the current one: the next ones in the editors' order,
 * wrapping around, so every page links onward and each item is linked from some other page.
 */
export function relatedBy<T extends { path: string }>(items: readonly T[], currentPath: string, count: number): T[] {
  const index = items.findIndex((item) => item.path === currentPath)
  const others = index < 0 ? [...items] : [...items.slice(index + 1), ...items.slice(0, index)]
  return others.slice(0, Math.max(0, count))
}

/** Posts sharing the most tags with the current one first, newer first among equals; never the post itself. */
export function relatedPosts<T extends { path: string; tags: readonly string[]; date: string }>(
  posts: readonly T[],
  current: { path: string; tags: readonly string[] },
  count: number,
): T[] {
  const shared = (post: T) => post.tags.filter((tag) => current.tags.includes(tag)).length
  return posts
    .filter((post) => post.path !== current.path)
    .map((post) => ({ post, score: shared(post) }))
    .sort((a, b) => b.score - a.score || b.post.date.localeCompare(a.post.date))
    .slice(0, Math.max(0, count))
    .map(({ post }) => post)
}

const PRESET_BY_TAG: Record<string, string> = {
  airport: "airport",
  logan: "airport",
  manchester: "airport",
  corporate: "corporate",
  roadshow: "corporate",
  wedding: "wedding",
  weddings: "wedding",
  prom: "event",
  events: "event",
}

/** The booking form's service type that fits a post's tags (first match), if any. */
export function serviceTypeForTags(tags: readonly string[]): string | undefined {
  for (const tag of tags) if (PRESET_BY_TAG[tag]) return PRESET_BY_TAG[tag]
  return undefined
}
