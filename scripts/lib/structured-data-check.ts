/**
 * The structured-data check of one built page (scripts/check-structured-data.ts runs it over every page):
 * structured-data-testing-tool does the reading and the testing, with Google's presets and presets of the
 * same form for the types Google reads here that it has none for; this module is the glue. It adds what
 * the tool passes over: a JSON-LD block that does not parse (the tool logs it and goes on), and `@type`s
 * below the top level (the tool looks only at each block's top-level nodes). Each problem names the node
 * and the property.
 */
import { structuredDataTest, type SdttPreset, type SdttResult, type SdttTest } from "structured-data-testing-tool"
import { Google } from "structured-data-testing-tool/presets"
import { schemas } from "structured-data-testing-tool/lib/schemas"

export interface Problem {
  /** The node: its top-level type and number on the page ("BlogPosting #1"), its name, and the path below it. */
  node: string
  property: string
  message: string
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Node = { [key: string]: Json }

/** Properties every node of a type must have, and those every item of one of its lists must have. */
interface Required {
  properties: string[]
  everyItem?: { list: string; properties: string[] }
}

/**
 * Google's required properties for the types it reads on this site, from its search documentation
 * (local business, breadcrumbs, FAQ, carousels, site names). Google documents none for a Service, which
 * it reads as the business's offer: the check asks what makes one readable where it stands. The
 * business's other properties are those the site promises (docs/REQUIREMENTS.md §3). BlogPosting is the
 * tool's own Google preset.
 */
const REQUIRED: Record<string, Required> = {
  LocalBusiness: {
    properties: [
      // Google's required properties.
      "name",
      "address",
      'address."@type"',
      "address.addressLocality",
      "address.addressRegion",
      "address.addressCountry",
      // What the site publishes of the business.
      "description",
      "url",
      "logo.url",
      "image",
      "telephone",
      "priceRange",
      "geo.latitude",
      "geo.longitude",
      "areaServed",
      "openingHoursSpecification",
      "hasOfferCatalog.name",
    ],
    everyItem: { list: "hasOfferCatalog.itemListElement", properties: ['itemOffered."@type"', "itemOffered.name"] },
  },
  Service: { properties: ["name", "description", "url", 'provider."@type"', "provider.name"] },
  FAQPage: { properties: ["mainEntity"], everyItem: { list: "mainEntity", properties: ["name", "acceptedAnswer.text"] } },
  BreadcrumbList: { properties: ["itemListElement"], everyItem: { list: "itemListElement", properties: ["position", "name", "item"] } },
  ItemList: { properties: ["itemListElement"], everyItem: { list: "itemListElement", properties: ["position", "url"] } },
  OfferCatalog: { properties: ["name", 'provider."@type"', "provider.name", "itemListElement"] },
  WebSite: { properties: ["name", "url"] },
}

/**
 * The table above as presets of the tool. A preset's tests may hold one `[*]`, which the tool turns into
 * each node's index; a list's items are checked by a filter that picks the first item lacking the
 * property, which must find none.
 */
export const REQUIRED_PRESETS: SdttPreset[] = Object.entries(REQUIRED).map(([schema, required]) => ({
  name: `${schema} (required properties)`,
  schema,
  conditional: { test: schema },
  tests: [
    ...required.properties.map((property) => ({ test: `${schema}[*].${property}`, description: property })),
    ...(required.everyItem?.properties ?? []).map((property) => ({
      test: `${schema}[*].${required.everyItem!.list}[?!(${property})] | [0]`,
      expect: false,
      description: `${required.everyItem!.list}[…].${property}`,
    })),
  ],
}))

const PRESETS = [Google, ...REQUIRED_PRESETS]

const isSchemaOrgType = (type: string) => Object.prototype.hasOwnProperty.call(schemas, type)

const typesOf = (node: Node): string[] => {
  const type = node["@type"]
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === "string")
}

/** How a person finds a node on the page: its type and number among the page's nodes of that type, and its name. */
function describeNode(type: string, index: number, node: Node | undefined): string {
  const name = node && (node.name ?? node.headline ?? node["@id"])
  return `${type} #${index + 1}${typeof name === "string" ? ` ("${name}")` : ""}`
}

/** Every `@type` in a node and below it that schema.org does not know, with where it is. */
function unknownTypes(value: Json, where: string, problems: Problem[]) {
  if (Array.isArray(value)) {
    value.forEach((item, i) => unknownTypes(item, `${where}[${i}]`, problems))
    return
  }
  if (value === null || typeof value !== "object") return
  if ("@type" in value) {
    const types = typesOf(value)
    if (types.length === 0) problems.push({ node: where, property: "@type", message: "the type is not a name" })
    for (const type of types) {
      if (!isSchemaOrgType(type)) problems.push({ node: where, property: "@type", message: `"${type}" is not a schema.org type` })
    }
  }
  for (const [key, child] of Object.entries(value)) {
    if (key !== "@type" && child !== null && typeof child === "object") unknownTypes(child, `${where} › ${key}`, problems)
  }
}

/** The JSON-LD blocks of a page's HTML, as written (Gatsby writes each as one script element). */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
}

/** The problem a failed test of the tool stands for, naming the node it ran on. */
function problemOf(test: SdttTest, nodesByType: Map<string, Node[]>): Problem {
  const [, type = test.schema ?? "", index = "0"] = /^"?([^"[.]+)"?\[(\d+)\]/.exec(test.test) ?? []
  const node = describeNode(type, Number(index), nodesByType.get(type)?.[Number(index)])
  const property = test.description ?? test.test
  if (test.expect === false) {
    const item = test.value as Node | undefined
    const name = item && typeof item === "object" ? (item.name ?? item.url ?? item.item) : undefined
    return { node, property, message: `an item lacks it${typeof name === "string" ? ` ("${name}")` : ""}` }
  }
  return { node, property, message: test.warning ? "missing (Google recommends it)" : "missing (required)" }
}

/** Every problem of a page's structured data; none when the tool passes the page and schema.org knows every type. */
export async function checkStructuredData(html: string): Promise<Problem[]> {
  const problems: Problem[] = []
  const nodesByType = new Map<string, Node[]>()
  jsonLdBlocks(html).forEach((text, i) => {
    let parsed: Json
    try {
      parsed = JSON.parse(text) as Json
    } catch (error) {
      problems.push({
        node: `JSON-LD block ${i + 1}`,
        property: "(the whole block)",
        message: `does not parse: ${(error as Error).message}`,
      })
      return
    }
    for (const node of (Array.isArray(parsed) ? parsed : [parsed]) as Node[]) {
      const type = String(node?.["@type"])
      const nodes = nodesByType.get(type) ?? []
      nodesByType.set(type, [...nodes, node])
      unknownTypes(node, describeNode(type, nodes.length, node), problems)
    }
  })

  // The tool resolves when every test passes and rejects with its results when one fails.
  const result: SdttResult = await structuredDataTest(html, { presets: PRESETS }).catch((error: { res?: SdttResult }) => {
    if (!error.res) throw error
    return error.res
  })
  // "Other schemas": top-level types outside schema.org's vocabulary (also found above, with their place).
  for (const type of result.schemas.filter((t) => !isSchemaOrgType(t))) {
    const message = `"${type}" is not a schema.org type`
    if (!problems.some((p) => p.property === "@type" && p.message === message)) {
      problems.push({ node: describeNode(type, 0, nodesByType.get(type)?.[0]), property: "@type", message })
    }
  }
  for (const test of [...result.failed, ...result.warnings]) problems.push(problemOf(test, nodesByType))
  return problems
}
