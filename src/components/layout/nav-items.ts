import { routes } from "../../lib/routes"
import type { SiteNavigation } from "../../hooks/use-site-navigation"

export interface NavItem {
  label: string
  path: string
  /** Which generated pages open under this item. */
  group?: keyof SiteNavigation
}

/** The main navigation of docs/REQUIREMENTS.md §2 (navigation bar), in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Home", path: routes.home },
  { label: "About", path: routes.about },
  { label: "Services", path: routes.services, group: "services" },
  { label: "Business Solutions", path: routes.businessSolutions, group: "businessSolutions" },
  { label: "Service Areas", path: routes.serviceAreas, group: "towns" },
  { label: "Reviews", path: routes.reviews },
  { label: "Blogs", path: routes.blogs },
  { label: "FAQ", path: routes.faqs },
]

/** True when `item` is the section the visitor is in. */
export function isActive(item: NavItem, currentPath: string): boolean {
  const current = currentPath.replace(/\/+$/, "") || "/"
  if (item.path === "/") return current === "/"
  return current === item.path || current.startsWith(`${item.path}/`)
}

/**
 * The `aria-current` of a top-level item: "page" on the page itself, "true" on the section that
 * holds the page being shown (e.g. Services on /services/airport), none elsewhere.
 */
export function sectionCurrent(item: NavItem, currentPath: string): "page" | "true" | undefined {
  if (isCurrentPage(item.path, currentPath)) return "page"
  return isActive(item, currentPath) ? "true" : undefined
}

/** True when `linkPath` is exactly the page being shown (trailing slashes ignored). */
export function isCurrentPage(linkPath: string, currentPath: string): boolean {
  const strip = (p: string) => p.replace(/\/+$/, "") || "/"
  return strip(linkPath) === strip(currentPath)
}

/** The id of a group's list of links, unique per menu (`desktop` or `mobile`). */
export function groupId(menu: "desktop" | "mobile", item: NavItem): string {
  return `${menu}-nav-${item.group ?? item.path.replace(/\W+/g, "")}`
}

const GROUP_TITLES: Record<keyof SiteNavigation, string> = {
  services: "Chauffeured services",
  businessSolutions: "For business",
  towns: "Towns we serve",
}

/** The small heading shown above a group's links. */
export function groupTitle(item: NavItem): string {
  return item.group ? GROUP_TITLES[item.group] : item.label
}

/** The id of the phone menu's panel, named by the menu button's aria-controls. */
export const MOBILE_MENU_ID = "site-menu"
