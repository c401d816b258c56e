/** @jest-environment node */
import { relatedBy, relatedPosts, serviceTypeForTags } from "../related"

const items = ["a", "b", "c", "d", "e"].map((id) => ({ path: `/services/${id}` }))

test("related items follow the current one in order and wrap around", () => {
  expect(relatedBy(items, "/services/b", 3).map((i) => i.path)).toEqual(["/services/c", "/services/d", "/services/e"])
  expect(relatedBy(items, "/services/e", 2).map((i) => i.path)).toEqual(["/services/a", "/services/b"])
})

test("the current item is never its own relation, and short lists give what they have", () => {
  expect(relatedBy(items, "/services/c", 10).map((i) => i.path)).not.toContain("/services/c")
  expect(relatedBy(items, "/services/c", 10)).toHaveLength(4)
  expect(relatedBy(items, "/elsewhere", 2)).toHaveLength(2)
  expect(relatedBy([], "/x", 3)).toEqual([])
})

const posts = [
  { path: "/blogs/a", tags: ["airport", "logan"], date: "2025-01-01" },
  { path: "/blogs/b", tags: ["airport", "winter"], date: "2025-06-01" },
  { path: "/blogs/c", tags: ["weddings"], date: "2026-01-01" },
  { path: "/blogs/d", tags: ["airport", "logan", "travel"], date: "2024-01-01" },
]

test("related posts rank shared tags first, then newest, and skip the post itself", () => {
  const current = posts[0]
  expect(relatedPosts(posts, current, 3).map((p) => p.path)).toEqual(["/blogs/d", "/blogs/b", "/blogs/c"])
  expect(relatedPosts(posts, posts[2], 2).map((p) => p.path)).toEqual(["/blogs/b", "/blogs/a"])
})

test("a post's tags choose the booking form's service type", () => {
  expect(serviceTypeForTags(["winter", "safety", "airport"])).toBe("airport")
  expect(serviceTypeForTags(["weddings", "planning"])).toBe("wedding")
  expect(serviceTypeForTags(["prom", "parents"])).toBe("event")
  expect(serviceTypeForTags(["history"])).toBeUndefined()
})
