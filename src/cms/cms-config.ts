/**
 * The Decap CMS configuration, generated from the content model (src/content-model/collections.ts):
 * every collection and every field, with its widget, required flag, pattern and hint taken from
 * the rules the build-time content check applies. Nothing here names a field of the site; a field
 * added to the model appears in the editor with the next build.
 */
import type { Collection, Field, Fields, JsonCollection, MdxCollection } from "../content-model/fields"
import { ICON_NAMES } from "../components/ui/icon-names"
import { SLUG_PATTERN } from "../lib/slug"
import type { CmsBackend } from "./backend"

/**
 * Each JSON file is read and written by a format of its own, registered by the admin page
 * (src/cms/admin/formats.ts): a list file is edited as `{ items: [...] }`, and keys keep the model's order.
 */
export const jsonFormatName = (collection: JsonCollection) => `json-${cmsNameOf(collection)}`
/** The one field of a list file's entry in the editor: the file's items. */
export const LIST_FIELD = "items"
/** The folder of the pictures of each kind of content: content/images/<kind>. */
export const IMAGES_DIR = "content/images"

/** A field as Decap reads it, plus `model_field`: where the field is described in the model ("Service.title"), so the editor judges it with the content check's rules. */
export interface DecapField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  model_field?: string
  default?: unknown
  [option: string]: unknown
}

export interface DecapCollection {
  name: string
  label: string
  label_singular?: string
  description?: string
  folder?: string
  files?: { name: string; label: string; file: string; description?: string; fields: DecapField[] }[]
  create?: boolean
  delete?: boolean
  extension?: string
  format?: string
  slug?: string
  identifier_field?: string
  summary?: string
  sortable_fields?: string[]
  fields?: DecapField[]
}

export interface DecapConfig {
  backend: CmsBackend
  local_backend?: boolean
  site_url: string
  display_url: string
  media_folder: string
  public_folder: string
  locale: string
  search: boolean
  collections: DecapCollection[]
}

/** "imageAlt" → "Image alt", "faq-categories" → "Faq categories". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

// Plain string paths (no Node "path"): this module also runs in the editor's page.
const basename = (file: string, extension = "") => {
  const name = file.slice(file.lastIndexOf("/") + 1)
  return extension && name.endsWith(extension) ? name.slice(0, -extension.length) : name
}
const dirname = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf("/"))) || "."

/** `to` written relative to the folder `from`, both from the project root: ("data", "content/images/fleet") → "../content/images/fleet". */
export function relativePath(from: string, to: string): string {
  const a = from.split("/").filter((part) => part && part !== ".")
  const b = to.split("/").filter(Boolean)
  let common = 0
  while (common < a.length && common < b.length && a[common] === b[common]) common++
  return [...a.slice(common).map(() => ".."), ...b.slice(common)].join("/") || "."
}

/** The editor's name of a collection: its folder's name for MDX files, the file's name for JSON. */
export function cmsNameOf(collection: Collection): string {
  return collection.source === "mdx" ? basename(collection.dir) : basename(collection.file, ".json")
}

/** Where a collection's pictures go, written relative to its content files as the content check expects. */
function mediaFolderFor(collection: Collection): string {
  const from = collection.source === "mdx" ? collection.dir : dirname(collection.file)
  return relativePath(from, `${IMAGES_DIR}/${cmsNameOf(collection)}`)
}

interface Context {
  collection: Collection
  all: readonly Collection[]
  /** Path of the field in the model: "Service.title", "Business.phones.tel". */
  modelPath: string
}

/** The field a list's items are summarised by: the collection's key, else the first text field. */
function summaryFieldOf(fields: Fields, preferred?: string): string | undefined {
  if (preferred && fields[preferred]) return preferred
  return Object.entries(fields).find(([, f]) => f.type === "string" || f.type === "slug" || f.type === "enum")?.[0]
}

/** The field people read an entry by: its title or name when it has one, else its key. */
function displayFieldOf(collection: Collection): string {
  return ["title", "name", "question", "label"].find((name) => name in collection.fields) ?? collection.key
}

function relationTo(field: Extract<Field, { type: "ref" }>, all: readonly Collection[]): Record<string, unknown> {
  const target = all.find((c) => c.typeName === field.to)
  if (!target) throw new Error(`The model links to ${field.to}, which is not a collection`)
  const display = displayFieldOf(target)
  if (target.source === "mdx") {
    return {
      collection: cmsNameOf(target),
      value_field: target.key,
      search_fields: [...new Set([display, target.key])],
      display_fields: [display],
    }
  }
  if (target.shape !== "list") throw new Error(`The model links to ${field.to}, which is one object, not a list of entries`)
  const item = (name: string) => `${LIST_FIELD}.*.${name}`
  return {
    collection: cmsNameOf(target),
    file: cmsNameOf(target),
    value_field: item(target.key),
    search_fields: [...new Set([item(display), item(target.key)])],
    display_fields: [item(display)],
  }
}

/** The widget and its options for one kind of field. */
function widgetFor(field: Field, context: Context): { widget: string; [option: string]: unknown } {
  switch (field.type) {
    case "string":
      return {
        widget: "string",
        ...(field.pattern ? { pattern: [field.pattern.source, `is not in the expected form: ${field.hint}.`] } : {}),
      }
    case "slug":
      return {
        widget: "string",
        pattern: [SLUG_PATTERN.source, 'is not a slug. Use lower-case words joined by hyphens, e.g. "night-out-limo".'],
      }
    case "number":
      return {
        widget: "number",
        value_type: field.integer ? "int" : "float",
        step: field.integer ? 1 : 0.1,
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      }
    case "boolean":
      return { widget: "boolean", default: false }
    case "date":
      // Stored as written in the files (YYYY-MM-DD), with no time and no time zone to shift it.
      return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true }
    case "strings":
      return {
        widget: "list",
        collapsed: false,
        field: { name: "item", label: "Item", widget: "string" },
        ...(field.min ? { min: field.min } : {}),
        ...(field.max ? { max: field.max } : {}),
      }
    case "image": {
      const folder = mediaFolderFor(context.collection)
      return { widget: "image", choose_url: false, media_folder: folder, public_folder: folder }
    }
    case "icon":
      return { widget: "select", options: [...ICON_NAMES] }
    case "enum":
      return { widget: "select", options: [...field.values] }
    case "ref":
      return { widget: "relation", multiple: Boolean(field.many), options_length: 200, ...relationTo(field, context.all) }
    case "object": {
      const fields = fieldsFor(field.fields, context)
      if (!field.many) return { widget: "object", collapsed: false, fields }
      const summary = summaryFieldOf(field.fields)
      return { widget: "list", fields, ...(summary ? { summary: `{{fields.${summary}}}` } : {}) }
    }
  }
}

function fieldFor(name: string, field: Field, context: Context): DecapField {
  const modelPath = `${context.modelPath}.${name}`
  return {
    name,
    label: labelOf(name),
    ...widgetFor(field, { ...context, modelPath }),
    required: !field.optional,
    hint: field.description,
    model_field: modelPath,
  }
}

function fieldsFor(fields: Fields, context: Context): DecapField[] {
  return Object.entries(fields).map(([name, field]) => fieldFor(name, field, context))
}

/** The page body of an MDX file: Markdown, judged by the content check's body rules. */
export const BODY_FIELD: DecapField = {
  name: "body",
  label: "Body",
  widget: "markdown",
  required: true,
  hint: "The page text, in Markdown.",
  model_field: "body",
}

function folderCollection(collection: MdxCollection, all: readonly Collection[]): DecapCollection {
  const name = cmsNameOf(collection)
  const display = displayFieldOf(collection)
  return {
    name,
    label: labelOf(name),
    label_singular: labelOf(collection.typeName),
    description: collection.description,
    folder: collection.dir,
    create: true,
    extension: "mdx",
    format: "frontmatter",
    // A file's name is its slug, as the content check requires.
    slug: `{{fields.${collection.key}}}`,
    identifier_field: display,
    summary: `{{${display}}}`,
    sortable_fields: [display, ...("order" in collection.fields ? ["order"] : []), ...("date" in collection.fields ? ["date"] : [])],
    fields: [...fieldsFor(collection.fields, { collection, all, modelPath: collection.typeName }), BODY_FIELD],
  }
}

function jsonFile(collection: JsonCollection, all: readonly Collection[]) {
  const name = cmsNameOf(collection)
  const context = { collection, all, modelPath: collection.typeName }
  const fields =
    collection.shape === "list"
      ? [
          {
            name: LIST_FIELD,
            label: labelOf(name),
            label_singular: labelOf(collection.typeName),
            widget: "list",
            required: true,
            hint: collection.description,
            summary: `{{fields.${summaryFieldOf(collection.fields, displayFieldOf(collection))}}}`,
            fields: fieldsFor(collection.fields, context),
            model_field: collection.typeName,
          },
        ]
      : fieldsFor(collection.fields, context)
  return { name, label: labelOf(name), file: collection.file, description: collection.description, fields }
}

export interface CmsConfigOptions {
  backend: CmsBackend
  /** Decap's local backend (`decap-server`), used only when the editor is opened on this computer. */
  localBackend: boolean
  siteUrl: string
}

export function buildCmsConfig(all: readonly Collection[], options: CmsConfigOptions): DecapConfig {
  // One collection per JSON file, so each appears on its own in the editor's menu; the object files (the business facts) first.
  const json = all
    .filter((c): c is JsonCollection => c.source === "json")
    .sort((a, b) => Number(a.shape === "list") - Number(b.shape === "list"))
  return {
    backend: options.backend,
    ...(options.localBackend ? { local_backend: true } : {}),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    media_folder: IMAGES_DIR,
    public_folder: `/${IMAGES_DIR}`,
    locale: "en",
    search: true,
    collections: [
      ...all.filter((c): c is MdxCollection => c.source === "mdx").map((c) => folderCollection(c, all)),
      ...json.map((c): DecapCollection => {
        const file = jsonFile(c, all)
        return {
          name: file.name,
          label: file.label,
          description: c.description,
          format: jsonFormatName(c),
          extension: "json",
          delete: false,
          files: [file],
        }
      }),
    ],
  }
}

/** Every field path the configuration edits ("Service.title", "Business.phones.tel", "Service.body"), for the test that compares it with the model. */
export function configFieldPaths(config: DecapConfig): string[] {
  const paths: string[] = []
  const walk = (fields: readonly DecapField[], prefix: string) => {
    for (const field of fields) {
      paths.push(`${prefix}.${field.name}`)
      const nested = field.fields as DecapField[] | undefined
      if (nested) walk(nested, `${prefix}.${field.name}`)
    }
  }
  for (const collection of config.collections) {
    if (collection.fields) walk(collection.fields, typeNameOf(collection.fields))
    for (const file of collection.files ?? []) {
      // A list file is edited as one field holding its items: the items' fields are the model's.
      const items =
        file.fields.length === 1 && file.fields[0].name === LIST_FIELD && !file.fields[0].model_field?.includes(".")
          ? file.fields[0]
          : undefined
      if (items) walk(items.fields as DecapField[], typeNameOf(file.fields))
      else walk(file.fields, typeNameOf(file.fields))
    }
  }
  return paths.sort()
}

/** The model type a Decap collection or file edits, read from its fields' `model_field`. */
function typeNameOf(fields: readonly DecapField[]): string {
  const first = fields.find((f) => f.model_field && f.model_field !== BODY_FIELD.model_field)?.model_field
  if (!first) throw new Error("A generated collection has no field from the model")
  return first.split(".")[0]
}

/** Every field path the model describes, in the same form as configFieldPaths. */
export function modelFieldPaths(all: readonly Collection[]): string[] {
  const paths: string[] = []
  const walk = (fields: Fields, prefix: string) => {
    for (const [name, field] of Object.entries(fields)) {
      paths.push(`${prefix}.${name}`)
      if (field.type === "object") walk(field.fields, `${prefix}.${name}`)
    }
  }
  for (const collection of all) {
    walk(collection.fields, collection.typeName)
    if (collection.source === "mdx") paths.push(`${collection.typeName}.body`)
  }
  return paths.sort()
}
