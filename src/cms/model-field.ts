/** Finds a field of the content model by the path the editor's configuration gives it (`model_field`). */
import type { Collection, Field } from "../content-model/fields"

/** "Service.title" → the title field of Service; "Business.phones.tel" → tel inside the phones objects. */
export function modelFieldAt(all: readonly Collection[], modelPath: string): Field | undefined {
  const [typeName, ...names] = modelPath.split(".")
  const collection = all.find((c) => c.typeName === typeName)
  if (!collection || names.length === 0) return undefined
  let fields = collection.fields
  let field: Field | undefined
  for (const name of names) {
    field = fields[name]
    if (!field) return undefined
    if (field.type === "object") fields = field.fields
  }
  return field
}
