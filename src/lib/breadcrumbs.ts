import type { Crumb } from "./json-ld"
import { routes } from "./routes"

/** Section pages by their first path segment, with the name shown in breadcrumbs. */
const SECTIONS: Record<string, Crumb> = {
  services: { name: "Services", path: routes.services },
  "business-solutions": { name: "Business Solutions", path: routes.businessSolutions },
  "service-areas": { name: "Service Areas", path: routes.serviceAreas },
  blogs: { name: "Blog", path: routes.blogs },
}

/** Home, then the section (for nested pages), then the page itself. */
export function crumbsFor(path: string, title: string): Crumb[] {
  const segments = path.split("/").filter(Boolean)
  const home = { name: "Home", path: routes.home }
  if (segments.length === 0) return [home]
  const section = segments.length > 1 ? SECTIONS[segments[0]] : undefined
  return [home, ...(section ? [section] : []), { name: title, path }]
}
