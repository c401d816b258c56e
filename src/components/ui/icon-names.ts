/**
 * The icon names editors may use in content files (`icon` fields). The content check
 * rejects any other name; `icon.tsx` maps each to its drawing.
 */
export const ICON_NAMES = [
  "plane",
  "briefcase",
  "heart",
  "party-popper",
  "sparkles",
  "stethoscope",
  "graduation-cap",
  "user-round",
  "building-2",
  "ship",
  "moon-star",
  "route",
  "clock",
  "car",
  "wine",
  "handshake",
  "presentation",
  "calendar-days",
  "globe",
  "users",
  "landmark",
  "mountain",
  "map-pin",
  "shield-check",
  "star",
  "award",
  "trees",
  "building",
] as const

export type IconName = (typeof ICON_NAMES)[number]

export function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name)
}
