/**
 * Where each field of a content file is written, so a content problem can name its line. Paths are
 * written the way the content check names fields: `figures.rating`, `[2].features[0]` (item 3 of a
 * JSON list), `home.sections[1].id`.
 */

/** The line of every value in a JSON text that parses. */
export function jsonValueLines(source: string): Map<string, number> {
  const lines = new Map<string, number>()
  let at = 0
  let line = 1
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at])) {
      if (source[at] === "\n") line++
      at++
    }
  }
  // JSON strings never span lines, so only the space between tokens moves the line.
  const readString = (): string => {
    const start = at++
    while (source[at] !== '"') at += source[at] === "\\" ? 2 : 1
    at++
    return JSON.parse(source.slice(start, at)) as string
  }
  const readValue = (path: string) => {
    skipSpace()
    if (path) lines.set(path, line)
    const opening = source[at]
    if (opening === "{" || opening === "[") {
      const closing = opening === "{" ? "}" : "]"
      at++
      skipSpace()
      for (let index = 0; source[at] !== closing; index++) {
        if (opening === "{") {
          skipSpace()
          const key = readString()
          skipSpace()
          at++ // the colon
          readValue(path ? `${path}.${key}` : key)
        } else {
          readValue(`${path}[${index}]`)
        }
        skipSpace()
        if (source[at] === ",") at++
      }
      at++
    } else if (opening === '"') {
      readString()
    } else {
      while (at < source.length && !/[\s,\]}]/.test(source[at])) at++
    }
  }
  readValue("")
  return lines
}

/**
 * The line of each top-level field of an MDX file's front matter, and of each item of a field
 * written as a block list (`- item` lines). The front matter starts on line 2, after `---`.
 */
export function frontMatterLines(source: string): Map<string, number> {
  const lines = new Map<string, number>()
  const fileLines = source.split("\n")
  let list: { key: string; count: number } | undefined
  for (let i = 1; i < fileLines.length && !/^---\s*$/.test(fileLines[i]); i++) {
    const key = /^([A-Za-z_][\w-]*)\s*:(.*)$/.exec(fileLines[i])
    if (key) {
      lines.set(key[1], i + 1)
      list = key[2].trim() === "" ? { key: key[1], count: 0 } : undefined
    } else if (list && /^\s*- /.test(fileLines[i])) {
      lines.set(`${list.key}[${list.count++}]`, i + 1)
    }
  }
  return lines
}

/** The line of a field, or of the nearest enclosing field or list item when the field itself is not written. */
export function lineOf(lines: ReadonlyMap<string, number>, fieldPath: string): number | undefined {
  let path = fieldPath
  while (path) {
    const line = lines.get(path)
    if (line !== undefined) return line
    const parent = path.replace(/(\.[^.[]*|\[\d+\])$/, "")
    path = parent === path ? "" : parent
  }
  return undefined
}
