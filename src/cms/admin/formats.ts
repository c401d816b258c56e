/**
 * How the editor reads and writes the JSON files. Decap edits an entry as an object, so a list
 * file is read as `{ items: [...] }` and written back as the bare list. Keys are written in the
 * model's order and the files keep their layout (two-space indent, final newline), so a save
 * changes only the lines the editor changed.
 */
import type { Collection, Fields, JsonCollection } from "../../content-model/fields"
import { isPlainObject } from "../../content-model/value-rules"
import { LIST_FIELD, jsonFormatName } from "../cms-config"
import type { Formatter } from "./decap"

/** Orders an object's keys as the model lists its fields (keys the model does not know last, as written), recursively. */
export function inModelOrder(value: unknown, fields: Fields): unknown {
  if (Array.isArray(value)) return value.map((item) => inModelOrder(item, fields))
  if (!isPlainObject(value)) return value
  const known = Object.keys(fields).filter((name) => name in value)
  const rest = Object.keys(value).filter((name) => !(name in fields))
  return Object.fromEntries(
    [...known, ...rest].map((name) => {
      const field = fields[name]
      return [name, field?.type === "object" ? inModelOrder(value[name], field.fields) : value[name]]
    }),
  )
}

const write = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

export function jsonFormat(collection: JsonCollection): Formatter {
  if (collection.shape === "object") {
    return { fromFile: (content) => JSON.parse(content) as unknown, toFile: (data) => write(inModelOrder(data, collection.fields)) }
  }
  return {
    fromFile: (content) => ({ [LIST_FIELD]: JSON.parse(content) as unknown }),
    toFile: (data) =>
      write(inModelOrder(isPlainObject(data) && Array.isArray(data[LIST_FIELD]) ? data[LIST_FIELD] : [], collection.fields)),
  }
}

/** Every JSON collection's format, by the name the configuration gives it. */
export function jsonFormats(all: readonly Collection[]): [string, Formatter][] {
  return all.filter((c): c is JsonCollection => c.source === "json").map((c) => [jsonFormatName(c), jsonFormat(c)])
}
