/** Making visitor text safe for the places it ends up: email headers, HTML and a terminal. */

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/** One line of text for a header (subject, a name in an address): no CR, LF or other controls. */
export function headerText(text: string, maxLength = 200): string {
  const line = oneLine(text)
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line
}

/** Text on one line, for values that are one line by nature (names, places, phone numbers). */
export function oneLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim()
}

/** Text with the controls removed but line breaks kept, for plain-text bodies. */
export function bodyText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
  return text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, "")
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character])
}

/** Escaped text with its line breaks shown as <br>. */
export function htmlLines(text: string): string {
  return escapeHtml(bodyText(text)).replace(/\n/g, "<br>")
}

/**
 * What a terminal acts on instead of showing: C0 controls (ESC starts the escape sequences that move
 * the cursor, clear the screen or write the clipboard, BEL ends some), DEL, C1 controls (U+009B alone
 * is a CSI in some terminals), the line and paragraph separators, and the bidirectional controls that
 * reorder the rest of a line.
 */
const BEYOND_C0 = "\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069"
const TERMINAL_CONTROLS = new RegExp(`[\\u0000-\\u001f${BEYOND_C0}]`, "g")
/** What JSON.stringify leaves raw: it escapes the C0 controls itself. */
const RAW_IN_JSON = new RegExp(`[${BEYOND_C0}]`, "g")
const NAMED_ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" }

function visibleEscape(character: string): string {
  const code = character.charCodeAt(0)
  return NAMED_ESCAPES[character] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u{${code.toString(16)}}`)
}

/** Text for a terminal, on one line: every control shown as its escape (ESC as \x1b), so visitor text is read, never obeyed. */
export function printable(text: string): string {
  return text.replace(TERMINAL_CONTROLS, visibleEscape)
}

/** printable() for text that has lines of its own (an error's stack): its line feeds are kept. */
export function printableLines(text: string): string {
  return text.split("\n").map(printable).join("\n")
}

/**
 * JSON for a terminal, indented. JSON.stringify escapes C0 controls but leaves DEL, C1, the
 * separators and the bidirectional controls raw; they can only stand inside strings, where a \u
 * escape means the same, so the JSON reads back equal.
 */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(RAW_IN_JSON, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`)
}
