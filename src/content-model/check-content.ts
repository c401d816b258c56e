/**
 * The build-time content check. It reads every content file the way an editor wrote it and
 * reports each mistake as `<file>:<line>: <field>: <what is wrong and how to fix it>`, so a broken
 * file stops the build with a message that names the place and the fix (gatsby-node.ts runs it
 * before anything else reads the content).
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { HOME_SECTION_IDS, collections } from "./collections"
import type { CollectionName, ContentRecord, Field, Fields, JsonCollection, MdxCollection } from "./fields"
import { frontMatterLines, jsonValueLines, lineOf } from "./source-lines"
import { bodyProblems, describeValue, isPlainObject, valueProblems } from "./value-rules"

export { isPlainObject }
import { FEATURED_SERVICE_COUNT } from "../config/constants"
import { rateProblems } from "./rate-rules"
import { meetingPointProblems } from "./meeting-point-rules"
import { policyProseProblems } from "./policy-prose"
import { fleetProseProblems } from "./fleet-prose"
import { waitingProseProblems } from "./waiting-prose"
import { gratuityProseProblems } from "./gratuity-prose"
import type { ProseProblem } from "./prose"

export interface ContentProblem {
  file: string
  /** Where in the file, from 1, when the problem is at one place. */
  line?: number
  column?: number
  field: string
  message: string
}

/** `<file>:<line>:<column>: <field>: <message>`, the form editors and their tools know from compilers. */
export function formatProblem(problem: ContentProblem): string {
  const where = [problem.file, problem.line, problem.column].filter((part) => part !== undefined).join(":")
  return `${where}: ${problem.field}: ${problem.message}`
}

/** Every problem on its own line, then how many: what the build and `npm run check:content` print. */
export function describeProblems(problems: readonly ContentProblem[]): string {
  return `${problems.map(formatProblem).join("\n")}\n\n${problems.length} content problem(s) found. Fix each and build again.`
}

type Data = Record<string, unknown>

interface PendingRef {
  record: ContentRecord
  field: string
  line?: number
  to: CollectionName
  value: string
}

function lineAndColumn(source: string, position: number): { line: number; column: number } {
  const before = source.slice(0, position)
  const lines = before.split("\n")
  return { line: lines.length, column: lines[lines.length - 1].length + 1 }
}

function jsonSyntaxProblem(file: string, source: string, error: Error): ContentProblem {
  const match = /position (\d+)/.exec(error.message)
  // A file cut short has no position in the message: the place to look is its end.
  const end = source.trimEnd().length
  const position = match ? Math.min(Number(match[1]), end) : /end of JSON input/.test(error.message) ? end : undefined
  const where = position === undefined ? {} : lineAndColumn(source, position)
  const reason = error.message.replace(/ (in JSON )?at position \d+.*$/, "").replace(/\s*\(line \d+ column \d+\)$/, "")
  return {
    file,
    ...where,
    field: "JSON",
    message: `is not valid JSON (${reason}). Look there for a missing or extra comma, quote or bracket.`,
  }
}

export type JsonFileRead = { data: unknown; lines: ReadonlyMap<string, number> } | { problem: ContentProblem }

/** Reads a collection's JSON file; a file that is missing or does not parse gives the problem to report instead. */
export function readJsonFile(root: string, collection: JsonCollection): JsonFileRead {
  const absolute = path.join(root, collection.file)
  if (!fs.existsSync(absolute)) {
    return {
      problem: { file: collection.file, field: "file", message: `is missing. Create it: it holds ${collection.description.toLowerCase()}` },
    }
  }
  const source = fs.readFileSync(absolute, "utf8")
  try {
    const data: unknown = JSON.parse(source)
    return { data, lines: jsonValueLines(source) }
  } catch (error) {
    return { problem: jsonSyntaxProblem(collection.file, source, error as Error) }
  }
}

class Checker {
  readonly problems: ContentProblem[] = []
  readonly records: ContentRecord[] = []
  private readonly refs: PendingRef[] = []
  /** Collections whose file could not be read; references to them are not judged. */
  private readonly unreadable = new Set<CollectionName>()
  /** The line of its file each MDX body starts on, from 1. */
  private readonly bodyStart = new Map<ContentRecord, number>()

  constructor(private readonly root: string) {}

  report(file: string, field: string, message: string, line?: number) {
    this.problems.push({ file, ...(line === undefined ? {} : { line }), field, message })
  }

  /** Reports a problem with a field of a record, at the line where the field (or what holds it) is written. */
  private reportField(record: ContentRecord, fieldPath: string, message: string) {
    this.report(record.file, this.fieldLabel(record, fieldPath), message, this.lineOfField(record, fieldPath))
  }

  private lineOfField(record: ContentRecord, fieldPath: string): number | undefined {
    const item = record.index === undefined ? "" : `[${record.index}]`
    return lineOf(record.lines, item && fieldPath ? `${item}.${fieldPath}` : item || fieldPath)
  }

  run(): void {
    for (const collection of collections) {
      if (collection.source === "json") this.loadJson(collection)
      else this.loadMdx(collection)
    }
    this.reportUnknownDataFiles()
    for (const record of this.records) this.checkFields(record, record.collection.fields, record.data, "")
    this.checkKeys()
    this.checkRefs()
    this.checkCollectionRules()
  }

  private fieldLabel(record: ContentRecord, fieldPath: string): string {
    if (record.index === undefined) return fieldPath
    const key = record.data[record.collection.key]
    const name = typeof key === "string" && key ? `, "${key}"` : ""
    return `${fieldPath} (item ${record.index + 1}${name})`
  }

  private loadJson(collection: JsonCollection) {
    const read = readJsonFile(this.root, collection)
    if ("problem" in read) {
      this.problems.push(read.problem)
      this.unreadable.add(collection.typeName)
      return
    }
    const { data: parsed, lines } = read
    if (collection.shape === "object") {
      if (!isPlainObject(parsed)) {
        this.report(collection.file, "JSON", "must be one object in braces { ... }.", 1)
        return
      }
      this.records.push({ collection, file: collection.file, data: parsed, lines })
      return
    }
    if (!Array.isArray(parsed)) {
      this.report(collection.file, "JSON", "must be a list in square brackets [ ... ] of objects.", 1)
      return
    }
    parsed.forEach((item, index) => {
      if (!isPlainObject(item)) {
        this.report(collection.file, `item ${index + 1}`, "must be an object in braces { ... }.", lines.get(`[${index}]`))
        return
      }
      this.records.push({ collection, file: collection.file, index, data: item, lines })
    })
  }

  private loadMdx(collection: MdxCollection) {
    const dir = path.join(this.root, collection.dir)
    if (!fs.existsSync(dir)) {
      this.report(collection.dir, "folder", "is missing. Create it and add the content files.")
      return
    }
    for (const name of fs.readdirSync(dir).sort()) {
      const file = `${collection.dir}/${name}`
      if (name.endsWith(".md")) {
        this.report(file, "file name", `must end in .mdx to be published. Rename it to ${name}x.`)
        continue
      }
      if (!name.endsWith(".mdx")) continue
      const source = fs.readFileSync(path.join(dir, name), "utf8")
      if (!source.startsWith("---")) {
        this.report(file, "front matter", "is missing. Start the file with a block of fields between two lines of ---.")
        continue
      }
      let parsed: matter.GrayMatterFile<string>
      try {
        // gray-matter caches by content; an empty options object turns that off.
        parsed = matter(source, {})
      } catch (error) {
        const mark = (error as { mark?: { line: number; column: number } }).mark
        const reason = (error as { reason?: string }).reason ?? (error as Error).message
        // The YAML text starts right after the opening "---" (on line 1), so its line n is the file's line n + 1.
        const where = mark ? { line: mark.line + 1, column: mark.column + 1 } : {}
        this.problems.push({
          file,
          ...where,
          field: "front matter",
          message: `is not valid YAML (${reason}). Put text that contains a colon, # or quote inside double quotes.`,
        })
        continue
      }
      const record: ContentRecord = { collection, file, data: parsed.data, body: parsed.content, lines: frontMatterLines(source) }
      this.records.push(record)
      const slug = parsed.data.slug
      const expected = name.replace(/\.mdx$/, "")
      if (typeof slug === "string" && slug !== expected) {
        this.reportField(record, "slug", `"${slug}" must equal the file name. Rename the file to ${slug}.mdx or set slug: ${expected}.`)
      }
      this.checkBody(record, source)
    }
  }

  private checkBody(record: ContentRecord, source: string) {
    const body = record.body ?? ""
    // The body is the end of the file, so its first line's number follows from the line counts.
    const firstLine = source.split("\n").length - body.split("\n").length + 1
    this.bodyStart.set(record, firstLine)
    for (const problem of bodyProblems(body)) {
      this.report(record.file, "body", problem.message, problem.line === undefined ? undefined : firstLine + problem.line)
    }
  }

  private reportUnknownDataFiles() {
    const dataDir = path.join(this.root, "data")
    if (!fs.existsSync(dataDir)) return
    const known = new Set(collections.flatMap((c) => (c.source === "json" ? [c.file] : [])))
    for (const name of fs.readdirSync(dataDir)) {
      const file = `data/${name}`
      if (name.endsWith(".json") && !known.has(file)) {
        this.report(
          file,
          "file",
          `is not part of the content model (${[...known].join(", ")}). Move its content into one of those files or remove it.`,
        )
      }
    }
  }

  private checkFields(record: ContentRecord, fields: Fields, data: Data, prefix: string) {
    for (const name of Object.keys(data)) {
      if (!(name in fields)) {
        this.reportField(record, prefix + name, `is not a known field. Allowed fields here: ${Object.keys(fields).join(", ")}.`)
      }
    }
    for (const [name, field] of Object.entries(fields)) {
      this.checkField(record, field, data[name], prefix + name)
    }
  }

  private checkField(record: ContentRecord, field: Field, value: unknown, fieldPath: string) {
    const problems = valueProblems(field, value)
    for (const problem of problems) this.reportField(record, fieldPath + problem.at, problem.message)
    if (value === undefined || value === null) return
    // What the value's own rules cannot judge: references, picture files and the fields inside objects.
    if (field.type === "ref") {
      const items = field.many
        ? Array.isArray(value)
          ? value.map((item, i) => ({ item, at: `${fieldPath}[${i}]` }))
          : []
        : [{ item: value, at: fieldPath }]
      for (const { item, at } of items) {
        if (typeof item === "string" && item.trim())
          this.refs.push({ record, field: this.fieldLabel(record, at), line: this.lineOfField(record, at), to: field.to, value: item })
      }
    }
    if (field.type === "image" && problems.length === 0) this.checkImageFile(record, fieldPath, value as string)
    if (field.type === "object") {
      const items = field.many ? (Array.isArray(value) ? value : []) : [value]
      items.forEach((item, i) => {
        if (isPlainObject(item)) this.checkFields(record, field.fields, item, `${field.many ? `${fieldPath}[${i}]` : fieldPath}.`)
      })
    }
  }

  private checkImageFile(record: ContentRecord, fieldPath: string, value: string) {
    const fromRoot = path.posix.normalize(path.posix.join(path.posix.dirname(record.file), value))
    if (!fromRoot.startsWith("content/")) {
      this.reportField(
        record,
        fieldPath,
        `${describeValue(value)} points outside content/. Put pictures in content/images/ and write the path relative to this file.`,
      )
    } else if (!fs.existsSync(path.join(this.root, fromRoot))) {
      this.reportField(
        record,
        fieldPath,
        `${describeValue(value)} does not exist (looked for ${fromRoot}). Commit the picture there or correct the path.`,
      )
    }
  }

  private keysOf(name: CollectionName): string[] {
    return this.records
      .filter((r) => r.collection.typeName === name)
      .map((r) => r.data[r.collection.key])
      .filter((k): k is string => typeof k === "string")
  }

  private checkKeys() {
    const seen = new Map<string, string>()
    for (const record of this.records) {
      const key = record.data[record.collection.key]
      if (typeof key !== "string") continue
      const id = `${record.collection.typeName}:${key}`
      const first = seen.get(id)
      if (first) {
        this.reportField(record, record.collection.key, `"${key}" is used twice (also in ${first}). Each must be unique.`)
      } else seen.set(id, record.file)
    }
  }

  private checkRefs() {
    for (const ref of this.refs) {
      if (this.unreadable.has(ref.to)) continue
      const keys = this.keysOf(ref.to)
      if (!keys.includes(ref.value)) {
        const where = collections.find((c) => c.typeName === ref.to)
        const source = where ? (where.source === "json" ? where.file : `${where.dir}/`) : ref.to
        this.report(ref.record.file, ref.field, `"${ref.value}" does not exist in ${source}. Use one of: ${keys.join(", ")}.`, ref.line)
      }
    }
  }

  private checkCollectionRules() {
    const services = this.records.filter((r) => r.collection.typeName === "Service")
    const featured = services.filter((r) => r.data.featured === true)
    if (services.length > 0 && featured.length !== FEATURED_SERVICE_COUNT) {
      const file = services[0].collection.source === "mdx" ? services[0].collection.dir : services[0].file
      this.report(
        file,
        "featured",
        `${featured.length} services are featured (${featured.map((r) => r.data.slug).join(", ")}); the home carousel needs exactly ${FEATURED_SERVICE_COUNT}. Set featured: true or false to match.`,
      )
    }
    const bookingValues = this.keysOf("BookingService")
    const bookingField = collections.find((c) => c.typeName === "BookingService")?.fields.value
    if (bookingField?.type === "enum") {
      const missing = bookingField.values.filter((v) => !bookingValues.includes(v))
      if (missing.length > 0 && this.records.some((r) => r.collection.typeName === "BookingService")) {
        this.report("data/booking-services.json", "value", `the booking form needs every service type; missing: ${missing.join(", ")}.`)
      }
    }
    this.checkHomeSections()
    for (const problem of [...rateProblems(this.records), ...meetingPointProblems(this.records)])
      this.reportField(problem.record, problem.fieldPath, problem.message)
    // Facts written again in prose, held against their one source: the cancellation policy, each vehicle's figures,
    // the waiting rule and the gratuity rule.
    for (const problem of [
      ...policyProseProblems(this.records),
      ...fleetProseProblems(this.records),
      ...waitingProseProblems(this.records),
      ...gratuityProseProblems(this.records),
    ])
      this.reportProse(problem)
  }

  /** A prose rule's problem, at the line of the MDX body it names, or at its field's line. */
  private reportProse({ record, fieldPath, bodyLine, message }: ProseProblem<ContentRecord>) {
    const start = this.bodyStart.get(record)
    if (bodyLine !== undefined && start !== undefined) this.report(record.file, "body", message, start + bodyLine)
    else this.reportField(record, fieldPath, message)
  }

  /** The home page shows every section once, so each needs exactly one entry in home.sections. */
  private checkHomeSections() {
    const business = this.records.find((r) => r.collection.typeName === "Business")
    const home = business?.data.home
    const sections = isPlainObject(home) && Array.isArray(home.sections) ? home.sections : undefined
    if (!business || !sections) return
    const ids = sections.map((section) => (isPlainObject(section) ? section.id : undefined))
    const missing = HOME_SECTION_IDS.filter((id) => !ids.includes(id))
    const repeated = HOME_SECTION_IDS.filter((id) => ids.filter((x) => x === id).length > 1)
    if (missing.length > 0)
      this.reportField(
        business,
        "home.sections",
        `no entry for ${missing.join(", ")}. Add {"id": "${missing[0]}", "eyebrow": "…", "title": "…"} for each.`,
      )
    if (repeated.length > 0)
      this.reportField(business, "home.sections", `${repeated.join(", ")} appears more than once. Keep one entry per section.`)
  }
}

/** Reads every content file under `root` and returns what it found and every problem. */
export function checkContent(root: string): { problems: ContentProblem[]; records: ContentRecord[] } {
  const checker = new Checker(root)
  checker.run()
  return { problems: checker.problems, records: checker.records }
}
