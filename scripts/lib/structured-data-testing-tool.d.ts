// The parts of structured-data-testing-tool (a CommonJS package with no types) that the structured-data
// check reads: its test function, its Google presets and its copy of schema.org's type tree.
declare module "structured-data-testing-tool" {
  /** One test of a preset: a JMESPath into the page's structured data, grouped by top-level `@type`. */
  export interface SdttTest {
    test: string
    expect?: unknown
    description?: string
    warning?: boolean
    optional?: boolean
    schema?: string
    groups?: string[]
    type?: string
    value?: unknown
    error?: { type: string; message: string }
  }
  export interface SdttPreset {
    name: string
    description?: string
    schema?: string
    conditional?: { test: string }
    tests?: SdttTest[]
    presets?: SdttPreset[]
  }
  export interface SdttResult {
    passed: SdttTest[]
    failed: SdttTest[]
    warnings: SdttTest[]
    /** The top-level `@type`s found, schema.org's or not. */
    schemas: string[]
  }
  export function structuredDataTest(html: string, options: { presets?: SdttPreset[]; schemas?: string[] }): Promise<SdttResult>
}

declare module "structured-data-testing-tool/presets" {
  import type { SdttPreset } from "structured-data-testing-tool"
  export const Google: SdttPreset
}

declare module "structured-data-testing-tool/lib/schemas" {
  /** schema.org's types, as the package ships them: name, description, the type it is a kind of. */
  export const schemas: Record<string, { name: string; description: string; subClassOf?: string }>
}
