/**
 * Builds the explicit GraphQL schema (SDL) from the content model, so every content type is
 * declared with @dontInfer, non-null fields where content requires them, links between
 * collections and descriptions that GraphiQL shows.
 */
import type { Collection, Field, Fields } from "./fields"
import { collections } from "./collections"

/** gatsby-transformer-json stores a JSON object's own `id` as `jsonId` (`id` is the node id). */
export const graphqlFieldName = (name: string) => (name === "id" ? "jsonId" : name)

const describe = (text: string, indent: string) => `${indent}"""${text.replace(/"""/g, "'''")}"""\n`

function keyOf(typeName: string): string {
  const target = collections.find((c) => c.typeName === typeName)
  if (!target) throw new Error(`Unknown link target ${typeName}`)
  return graphqlFieldName(target.key)
}

function fieldType(field: Field, nested: string[]): string {
  const required = field.optional ? "" : "!"
  switch (field.type) {
    case "string":
    case "slug":
    case "icon":
    case "enum":
      return `String${required}`
    case "number":
      return `${field.integer ? "Int" : "Float"}${required}`
    case "boolean":
      return `Boolean${required}`
    case "date":
      return `Date${required} @dateformat`
    case "strings":
      return `[String!]${required}`
    case "image":
      return `File${required} @fileByRelativePath`
    case "ref":
      return field.many
        ? `[${field.to}!]${required} @link(by: "${keyOf(field.to)}")`
        : `${field.to}${required} @link(by: "${keyOf(field.to)}")`
    case "object":
      nested.push(objectType(field.typeName, field.description, field.fields, nested))
      return field.many ? `[${field.typeName}!]${required}` : `${field.typeName}${required}`
  }
}

function fieldLines(fields: Fields, nested: string[], isNode: boolean): string {
  return Object.entries(fields)
    .map(([name, field]) => {
      const gqlName = isNode ? graphqlFieldName(name) : name
      return `${describe(field.description, "  ")}  ${gqlName}: ${fieldType(field, nested)}\n`
    })
    .join("")
}

function objectType(name: string, description: string, fields: Fields, nested: string[]): string {
  return `${describe(description, "")}type ${name} {\n${fieldLines(fields, nested, false)}}`
}

/** Fields the site computes (not written by editors), by type, in SDL. */
export type ComputedFields = Partial<Record<Collection["typeName"], string>>

/**
 * gatsby-plugin-mdx's own node, which would infer a `frontmatter` type from every MDX file. The
 * site reads each file through its typed node above (gatsby-node copies the frontmatter there and
 * checks it), so nothing of the MDX node is inferred.
 */
export const MDX_TYPE_DEF = `${describe("An MDX file as read by gatsby-plugin-mdx. Query its typed node instead (Service, BusinessSolution, Town, BlogPost, ContentPage), which holds the checked frontmatter.", "")}type Mdx implements Node @dontInfer {\n  id: ID!\n}`

export function buildTypeDefs(computed: ComputedFields = {}): string {
  const nested: string[] = []
  const nodes = collections.map((collection) => {
    const own = fieldLines(collection.fields, nested, true)
    const extra = computed[collection.typeName] ?? ""
    return `${describe(collection.description, "")}type ${collection.typeName} implements Node @dontInfer {\n${own}${extra}}`
  })
  return [...nodes, ...nested, MDX_TYPE_DEF].join("\n\n")
}
