/** Turns a title or file name into the URL segment used for a page: lower-case words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** True when `text` is already a well-formed slug (what editors must write in `slug` fields). */
export function isSlug(text: string): boolean {
  return text.length > 0 && slugify(text) === text
}

/** The same rule as isSlug, as a pattern for tools that take one (the editor's slug fields). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
