/**
 * Every character a built page shows is one the web fonts draw (src/theme/font-characters.ts): the
 * font files are cut to a short list, and a character outside it would be drawn in the fallback
 * face, a different letterform in the middle of a word or a heading.
 */
import { inWebFonts } from "../../src/theme/font-characters"
import { listBuiltPages } from "../../src/build/built-pages"
import { PUBLIC_DIR, builtDocument } from "./built-documents"

/** What a page draws as text: its body's text nodes (not scripts or styles) and its fields' placeholders. */
function drawnText(doc: Document): string[] {
  const texts: string[] = []
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("script, style, noscript, template")) continue
    texts.push(node.textContent ?? "")
  }
  doc.body.querySelectorAll("[placeholder]").forEach((field) => texts.push(field.getAttribute("placeholder") ?? ""))
  return texts
}

test("the web fonts draw every character of every built page", () => {
  const pages = listBuiltPages(PUBLIC_DIR)
  expect(pages.length).toBeGreaterThan(40)
  const outside: string[] = []
  for (const { file, path: route } of pages) {
    for (const text of drawnText(builtDocument(file))) {
      for (const character of new Set(Array.from(text).filter((c) => !inWebFonts(c)))) {
        const at = text.indexOf(character)
        const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`
        outside.push(`${route}: "${character}" (${code}) in "${text.slice(Math.max(0, at - 30), at + 30).trim()}"`)
      }
    }
  }
  expect(outside).toEqual([])
})

test("the check knows a character outside the fonts when it sees one", () => {
  expect(inWebFonts("é")).toBe(true)
  expect(inWebFonts("→")).toBe(true)
  expect(inWebFonts("Å")).toBe(false)
  expect(inWebFonts("½")).toBe(false)
})
