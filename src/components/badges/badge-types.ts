/** One accreditation of data/business.json `badges` (a BBB rating, an association membership). */
export type TrustBadge = Queries.BusinessFactsFragment["badges"][number]

/** The short mark inside a badge's seal: the grade ("A+") or the year joined ("’85"). */
export function badgeMark(badge: TrustBadge): string {
  if (badge.grade) return badge.grade
  if (badge.since) return `’${String(badge.since).slice(-2)}`
  return badge.label.slice(0, 3)
}

/** The badge's second line: "A+ Rating" or "Member since 1985". */
export function badgeDetailLine(badge: TrustBadge): string {
  if (badge.grade) return `${badge.grade} Rating`
  if (badge.since) return `Since ${badge.since}`
  return badge.name
}

/** The short name on the badge buttons: the first word of the label ("BBB", "NLA"). */
export function badgeShortName(badge: TrustBadge): string {
  return badge.label.split(" ")[0]
}
