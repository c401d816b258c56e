/**
 * The characters the two web fonts are cut to (scripts/subset-fonts.sh reads the list from here) and
 * the `unicode-range` of their @font-face rules (fonts.ts): English text, the punctuation and signs
 * the pages print (typographic quotes, dashes, the ellipsis, arrows, ·, ©, ®, °, ×, €, ™) and the
 * accented letters of names a page may carry (é, ç, ñ, ö, ü…). A character outside it is drawn in
 * the next face of the stack, the metric-matched fallback; `tests/built/font-characters.test.ts`
 * fails when a built page shows one. To add characters: extend this list, run
 * scripts/subset-fonts.sh, commit the font files.
 */
export const SITE_UNICODES =
  "U+0020-007E, U+00A0, U+00A9, U+00AE, U+00B0, U+00B7, U+00C9, U+00D7, U+00E0-00E2, U+00E7-00EB, U+00ED, U+00F1, U+00F3-00F4, U+00F6, U+00FA, U+00FC, U+2013-2014, U+2018-201D, U+2022, U+2026, U+2190-2193, U+20AC, U+2122"

/** The code point ranges of a CSS `unicode-range` list, each [first, last]. */
export function unicodeRanges(list: string): [number, number][] {
  return list.split(",").map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-")
    return [parseInt(first, 16), parseInt(last, 16)]
  })
}

const RANGES = unicodeRanges(SITE_UNICODES)

/** Whether the web fonts draw a character (whitespace other than the space is never drawn). */
export const inWebFonts = (character: string): boolean => {
  const code = character.codePointAt(0) ?? 0
  return /\s/.test(character) || RANGES.some(([first, last]) => code >= first && code <= last)
}
