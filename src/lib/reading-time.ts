/** Words a typical reader reads in a minute; used for the "N min read" of blog posts. */
const WORDS_PER_MINUTE = 225

/** Minutes to read a Markdown text, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/[#>*_`[\]()!-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}
