/** @jest-environment node */
import { escapeHtml, headerText, htmlLines, printable, printableJson, printableLines } from "../text"

describe("text made safe", () => {
  it("header text is one line without control characters", () => {
    expect(headerText("Eve\r\nBcc: victim@example.com")).toBe("Eve Bcc: victim@example.com")
    expect(headerText("a\u0000b\u2028c\td")).toBe("a b c d")
    expect(headerText("x".repeat(500), 50)).toHaveLength(50)
  })

  it("HTML escapes every markup character", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;")
    expect(htmlLines("a<b>\nc")).toBe("a&lt;b&gt;<br>c")
  })
})

describe("text shown in a terminal", () => {
  // Described in words: a title holding the characters themselves would act on the test runner's own terminal.
  it.each([
    ["a plain name", "Maria Lopez", "Maria Lopez"],
    ["letters beyond ASCII", "Jos\u00e9 M\u00fcller \u674e", "Jos\u00e9 M\u00fcller \u674e"],
    ["a clipboard write (OSC 52, ended by BEL)", "\u001b]52;c;Y3VybCBldmlsLnNo\u0007", "\\x1b]52;c;Y3VybCBldmlsLnNo\\x07"],
    ["a screen clear and a cursor move", "a\u001b[2J\u001b[1;1Hb", "a\\x1b[2J\\x1b[1;1Hb"],
    ["a line break, which would fake a record of its own", "Eve\r\n2026-01-01  delivered", "Eve\\r\\n2026-01-01  delivered"],
    ["a tab, NUL and DEL", "a\tb\u0000c\u007f", "a\\tb\\x00c\\x7f"],
    ["C1 controls (U+009B is a one-character CSI, U+009D an OSC)", "\u009b2J\u009d52;c;x\u009c", "\\x9b2J\\x9d52;c;x\\x9c"],
    [
      "bidirectional controls, which reorder what follows",
      "\u202eevil\u202c \u2066x\u2069 \u200f\u061c",
      "\\u{202e}evil\\u{202c} \\u{2066}x\\u{2069} \\u{200f}\\u{61c}",
    ],
    ["the line and paragraph separators", "a\u2028b\u2029c", "a\\u{2028}b\\u{2029}c"],
  ])("%s", (_, text, shown) => {
    expect(printable(text)).toBe(shown)
  })

  it("keeps the line breaks of text that has lines (a stack trace), and nothing else", () => {
    expect(printableLines("Error: a\u001b[2Jb\n    at x (y.ts:1:2)")).toBe("Error: a\\x1b[2Jb\n    at x (y.ts:1:2)")
  })

  it("keeps JSON valid and equal, with every control escaped", () => {
    const value = { name: "\u001b]52;c;eA==\u0007 \u009b2J \u202eevil \u2028", n: 1 }
    const json = printableJson(value)
    // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/)
    expect(JSON.parse(json)).toEqual(value)
    expect(json).toContain("\\u009b")
  })
})
