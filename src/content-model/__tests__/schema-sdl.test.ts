import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode } from "graphql"
import { buildTypeDefs } from "../schema-sdl"
import { collections } from "../collections"

const documentNode = parse(
  `directive @dontInfer on OBJECT\ndirective @link(by: String) on FIELD_DEFINITION\n${buildTypeDefs({ BlogPost: `"""Minutes to read."""\n  readingMinutes: Int!\n` })}`,
)
const objects = documentNode.definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION)
const nodeTypes = objects.filter((t) => t.interfaces?.some((i) => i.name.value === "Node"))
const directive = (node: ObjectTypeDefinitionNode | FieldDefinitionNode, name: string) =>
  node.directives?.find((d) => d.name.value === name)

test("every content collection and the MDX node are Node types that are never inferred", () => {
  expect(nodeTypes.map((t) => t.name.value).sort()).toEqual([...collections.map((c) => c.typeName), "Mdx"].sort())
  for (const type of nodeTypes) expect([type.name.value, Boolean(directive(type, "dontInfer"))]).toEqual([type.name.value, true])
})

test("every type and every field carries a description for GraphiQL", () => {
  for (const type of objects) {
    expect([type.name.value, type.description?.value.length ?? 0]).not.toEqual([type.name.value, 0])
    for (const field of type.fields ?? []) {
      if (type.name.value === "Mdx") continue
      expect(`${type.name.value}.${field.name.value}: ${field.description?.value ? "described" : "no description"}`).toMatch(/described$/)
    }
  }
})

test("references between collections are @link fields, and required fields are non-null", () => {
  const blogPost = nodeTypes.find((t) => t.name.value === "BlogPost")!
  expect(blogPost.fields?.find((f) => f.name.value === "readingMinutes")?.type.kind).toBe(Kind.NON_NULL_TYPE)
  const links = nodeTypes.flatMap((t) => (t.fields ?? []).filter((f) => directive(f, "link")).map((f) => `${t.name.value}.${f.name.value}`))
  const refFields = collections.flatMap((c) =>
    Object.entries(c.fields)
      .filter(([, f]) => f.type === "ref")
      .map(([name]) => `${c.typeName}.${name}`),
  )
  expect(refFields.length).toBeGreaterThan(0)
  expect(links.sort()).toEqual(refFields.sort())
  for (const c of collections) {
    const type = nodeTypes.find((t) => t.name.value === c.typeName)!
    for (const [name, field] of Object.entries(c.fields)) {
      const gql = type.fields?.find((f) => f.name.value === (name === "id" ? "jsonId" : name))
      expect([`${c.typeName}.${name}`, gql?.type.kind === Kind.NON_NULL_TYPE]).toEqual([`${c.typeName}.${name}`, !field.optional])
    }
  }
})
