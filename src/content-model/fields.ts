/**
 * The vocabulary of the content model: each field of each content file is described once, with
 * the GraphQL description shown in GraphiQL. The same description drives the build-time content
 * check (check-content.ts) and the explicit GraphQL schema (schema-sdl.ts).
 */
export type Field =
  | { type: "string"; description: string; optional?: boolean; max?: number; pattern?: RegExp; hint?: string }
  | { type: "number"; description: string; optional?: boolean; min?: number; max?: number; integer?: boolean }
  | { type: "boolean"; description: string; optional?: boolean }
  | { type: "date"; description: string; optional?: boolean }
  | { type: "slug"; description: string; optional?: boolean }
  | { type: "strings"; description: string; optional?: boolean; min?: number; max?: number }
  | { type: "image"; description: string; optional?: boolean }
  | { type: "icon"; description: string; optional?: boolean }
  | { type: "enum"; description: string; optional?: boolean; values: readonly string[] }
  | { type: "ref"; description: string; optional?: boolean; to: CollectionName; many?: boolean }
  | { type: "object"; description: string; optional?: boolean; typeName: string; fields: Fields; many?: boolean }

export type Fields = Record<string, Field>

/** Collections are named by their GraphQL type. */
export type CollectionName =
  | "Business"
  | "BookingService"
  | "Vehicle"
  | "Testimonial"
  | "FaqCategory"
  | "Faq"
  | "AreaGroup"
  | "Rates"
  | "MeetingPoints"
  | "Service"
  | "BusinessSolution"
  | "Town"
  | "BlogPost"
  | "ContentPage"

interface CollectionBase {
  /** GraphQL node type name. */
  typeName: CollectionName
  /** Shown on the type in GraphiQL. */
  description: string
  fields: Fields
  /** The field other content refers to this collection by. */
  key: string
}

export interface JsonCollection extends CollectionBase {
  source: "json"
  /** Path of the file from the project root. */
  file: string
  shape: "list" | "object"
}

export interface MdxCollection extends CollectionBase {
  source: "mdx"
  /** Folder of the MDX files from the project root; each file's name is its slug. */
  dir: string
}

export type Collection = JsonCollection | MdxCollection

/** One entry of a collection as read from its file: what the content check and its rules look at. */
export interface ContentRecord {
  collection: Collection
  /** Path from the project root, with forward slashes. */
  file: string
  /** Position in a JSON list, from 0. */
  index?: number
  data: Record<string, unknown>
  body?: string
  /** Line of each field as written, by field path (see source-lines.ts). */
  lines: ReadonlyMap<string, number>
}
