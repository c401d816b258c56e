/**
 * Text the PDF's standard fonts can draw. They encode WinAnsi (Latin-1 and a few more: curly quotes, dashes,
 * the euro), so a name in another script or an emoji in a chauffeur's note cannot be drawn and would stop the
 * PDF. What a visitor or a chauffeur typed is data, never a reason for a send to stop: each character the font
 * lacks is drawn as its unaccented letter where it has one (ő → o), as "?" for a letter or digit of another
 * script, and left out otherwise (emoji, their joiners and modifiers, symbols).
 */
import { oneLine } from "../../lib/text"

const MARKS = /\p{M}/gu
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** `text` on one line, with only characters of `drawable` (the font's code points). */
export function winAnsiText(text: string, drawable: ReadonlySet<number>): string {
  const can = (characters: string) => [...characters].every((character) => drawable.has(character.codePointAt(0) ?? -1))
  let out = ""
  for (const character of oneLine(text)) {
    if (can(character)) out += character
    else {
      const bare = character.normalize("NFD").replace(MARKS, "")
      if (bare && can(bare)) out += bare
      else if (LETTER_OR_DIGIT.test(character)) out += "?"
    }
  }
  return oneLine(out)
}
