/** Just enough MIME to read the messages our SMTP peer captured: headers, parts, encodings. */

export interface MimePart {
  headers: Map<string, string[]>
  /** The decoded body of a leaf part. */
  body: Buffer
  parts: MimePart[]
}

/** Header names of a block, with folded lines joined (RFC 5322 unfolding). */
function parseHeaders(block: string): Map<string, string[]> {
  const headers = new Map<string, string[]>()
  for (const line of block.replace(/\r\n([ \t])/g, "$1").split("\r\n")) {
    const colon = line.indexOf(":")
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()])
  }
  return headers
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = []
  const soft = text.replace(/=\r?\n/g, "")
  for (let i = 0; i < soft.length; i += 1) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(soft[i], "utf8"))
  }
  return Buffer.from(bytes)
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects and names. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    )
}

export function parseMime(raw: string): MimePart {
  const split = raw.indexOf("\r\n\r\n")
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split))
  const content = split < 0 ? "" : raw.slice(split + 4)
  const type = headers.get("content-type")?.[0] ?? "text/plain"
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = content.split(`--${boundary}`).slice(1)
    const parts = sections
      .filter((section) => !section.startsWith("--"))
      .map((section) => parseMime(section.replace(/^\r\n/, "").replace(/\r\n$/, "")))
    return { headers, body: Buffer.alloc(0), parts }
  }
  const encoding = headers.get("content-transfer-encoding")?.[0]?.toLowerCase()
  const body =
    encoding === "base64"
      ? Buffer.from(content.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(content)
        : Buffer.from(content, "utf8")
  return { headers, body, parts: [] }
}

export function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part]
}

export function header(part: MimePart, name: string): string | undefined {
  const value = part.headers.get(name.toLowerCase())?.[0]
  return value === undefined ? undefined : decodeWords(value)
}

/** The first leaf whose Content-Type starts with `type`, decoded as UTF-8. */
export function partText(message: MimePart, type: string): string | undefined {
  return leaves(message)
    .find((part) => (part.headers.get("content-type")?.[0] ?? "text/plain").toLowerCase().startsWith(type))
    ?.body.toString("utf8")
}

/** The raw header block of a message, unfolded: each entry is one header line as sent. */
export function headerLines(raw: string): string[] {
  const split = raw.indexOf("\r\n\r\n")
  return raw
    .slice(0, split)
    .replace(/\r\n([ \t])/g, "$1")
    .split("\r\n")
}

/** Calendar lines as a calendar reads them: CRLF-separated, continuation lines (leading space) joined. */
export function unfoldIcs(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n").filter(Boolean)
}

/** The events of an iCalendar text, each as its properties by name (parameters dropped), values as written. */
export function icsEvents(ics: string): Record<string, string>[] {
  const events: Record<string, string>[] = []
  let current: Record<string, string> | null = null
  for (const line of unfoldIcs(ics)) {
    if (line === "BEGIN:VEVENT") current = {}
    else if (line === "END:VEVENT" && current) {
      events.push(current)
      current = null
    } else if (current) {
      const [name, ...value] = line.split(":")
      current[name.split(";")[0]] = value.join(":")
    }
  }
  return events
}
