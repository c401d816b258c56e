/** Making visitor text safe for the places it ends up: email headers and HTML. */

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
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
