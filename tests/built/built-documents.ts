/**
 * The built site's HTML files as documents (jsdom, as a visitor without JavaScript or a search engine reads
 * them), each file parsed once for all the built-site checks: the project's test environment
 * (`built-environment.ts`) holds one reader for every file of the step, where Jest would otherwise give each
 * file a module of its own and so a parse of its own of every page it reads (five files read every page; a page
 * costs jsdom about 0.1 s of CPU). Outside that environment the reader is this file's own.
 *
 * A document is shared by the files after the one that read it first: a check that changes one changes it
 * for them, so a check that removes or adds nodes works on a clone (`cloneNode(true)`).
 */
import fs from "fs"
import path from "path"
import { JSDOM } from "jsdom"

export const PUBLIC_DIR = path.resolve(__dirname, "../../public")

/** The global under which the built project's environment hands every file the same reader. */
export const SHARED_READER = "__builtDocuments"

export type DocumentReader = (file: string) => Document

/**
 * A reader that parses each file once and then returns the same document, for as long as the file is the one
 * it read (the same size and modification time: the editor's settings are built anew into the same folders).
 */
export function documentReader(): DocumentReader {
  const parsed = new Map<string, { stamp: string; doc: Document }>()
  return (file) => {
    const stat = fs.statSync(file)
    const stamp = `${stat.size} ${stat.mtimeMs}`
    const known = parsed.get(file)
    if (known?.stamp === stamp) return known.doc
    const doc = new JSDOM(fs.readFileSync(file, "utf8")).window.document
    parsed.set(file, { stamp, doc })
    return doc
  }
}

let ownReader: DocumentReader | undefined

/** The document of an HTML file, parsed once for the step. */
export function builtDocument(file: string): Document {
  const shared = (globalThis as Record<string, unknown>)[SHARED_READER] as DocumentReader | undefined
  return (shared ?? (ownReader ??= documentReader()))(path.resolve(file))
}

/** The file a route is built into: public/index.html for "/", public/<route>/index.html for the others. */
export function builtFileOf(route: string): string {
  return route === "/" ? path.join(PUBLIC_DIR, "index.html") : path.join(PUBLIC_DIR, route, "index.html")
}

/** The document of a built route ("/fleet", "/"). */
export function builtPage(route: string): Document {
  return builtDocument(builtFileOf(route))
}
