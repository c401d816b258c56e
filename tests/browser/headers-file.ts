/** Reads the built `_headers` file and answers which headers the CDN would send for a path. */
import fs from "fs"
import path from "path"

export interface HeaderRule {
  pattern: string
  headers: [string, string][]
}

export function readHeaderRules(file = path.resolve(__dirname, "../../public/_headers")): HeaderRule[] {
  return parseHeaderRules(fs.readFileSync(file, "utf8"))
}

export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] })
    else {
      const at = line.indexOf(":")
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
    }
  }
  return rules
}

function matches(pattern: string, urlPath: string): boolean {
  if (!pattern.includes("*")) return pattern === urlPath
  const regex = new RegExp(
    `^${pattern
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  )
  return regex.test(urlPath)
}

/** Names of the headers that more than one line gives a path (the host would send them twice or joined). */
export function repeatedHeaders(rules: readonly HeaderRule[], urlPath: string): string[] {
  const names = rules.filter((rule) => matches(rule.pattern, urlPath)).flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()))
  return [...new Set(names.filter((name, i) => names.indexOf(name) !== i))]
}

/** Headers for a path, in rule order (later rules add to earlier ones, as Netlify merges them). */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const rule of rules) {
    if (!matches(rule.pattern, urlPath)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      result[key] = result[key] ? `${result[key]}, ${value}` : value
    }
  }
  return result
}
