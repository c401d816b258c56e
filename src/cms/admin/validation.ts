/**
 * The editor judges each field with the content check's own rules (value-rules.ts) and shows the
 * check's message, so an editor reads in the browser what the build would have said, and a value
 * the build would refuse cannot be saved. Decap's own required and pattern messages are silenced
 * (its check still blocks saving) so each problem is said once, in the check's words. A field the
 * check also judges against other files (a price against the rates) is judged against them too.
 */
import { collections } from "../../content-model/collections"
import { bodyProblems, valueProblems } from "../../content-model/value-rules"
import { BODY_FIELD } from "../cms-config"
import { modelFieldAt } from "../model-field"
import { decap, type ControlInstance, type ImmutableValue } from "./decap"
import { CROSS_FILE_RULES, hasAll, loadRelated, type LoadEntry, type RelatedFiles } from "./cross-file"

/** The widgets the generated configuration uses; each is wrapped once, keeping its name. */
export const CHECKED_WIDGETS = [
  "string",
  "number",
  "boolean",
  "datetime",
  "list",
  "select",
  "relation",
  "object",
  "markdown",
  "image",
] as const

const isImmutable = (value: unknown): value is ImmutableValue => typeof value === "object" && value !== null && "toJS" in value

/** The content check's message for a value typed in the editor, or undefined when the build would accept it. */
export function problemInEditor(modelPath: string, raw: unknown): string | undefined {
  const value = isImmutable(raw) ? raw.toJS() : raw
  if (modelPath === BODY_FIELD.model_field) {
    const first = bodyProblems(typeof value === "string" ? value : "")[0]
    return first && `body: ${first.message}`
  }
  const field = modelFieldAt(collections, modelPath)
  if (!field) return undefined
  // Decap keeps an emptied number as "", which the files would not hold: it is a missing value.
  const written = value === "" && field.type !== "string" && field.type !== "slug" ? undefined : value
  const first = valueProblems(field, written)[0]
  const name = modelPath.slice(modelPath.lastIndexOf(".") + 1)
  return first && `${name}${first.at}: ${first.message}`
}

/** A widget's own verdict that already refuses the value (false, an error, or a check still running). */
function refuses(verdict: unknown): boolean {
  if (verdict === false) return true
  if (typeof verdict !== "object" || verdict === null) return false
  return "then" in verdict || Boolean((verdict as { error?: unknown }).error)
}

/** The wrapper keeps the wrapped control, whose own isValid (a list's items, a relation still loading) speaks first. */
interface CheckedInstance extends ControlInstance {
  inner?: ControlInstance | null
  /** The other files a cross-file rule reads: loading from the moment the field appears, then loaded. */
  related?: Promise<RelatedFiles>
  relatedFiles?: RelatedFiles
}

const plain = (value: unknown): unknown => (isImmutable(value) ? value.toJS() : value)

/** The cross-file rule's verdict on the entry with this field as typed: true, an error, or a promise while the files load. */
function crossFileVerdict(instance: CheckedInstance, modelPath: string): unknown {
  const rule = CROSS_FILE_RULES[modelPath]
  if (!rule || !instance.related) return true
  const data = plain(instance.props.entry?.get("data"))
  const entry = {
    ...(typeof data === "object" && data !== null ? data : {}),
    [String(instance.props.field.get("name"))]: plain(instance.props.value),
  }
  const judge = (files: RelatedFiles) => (hasAll(rule, files) ? rule.judge(entry, files) : undefined)
  if (instance.relatedFiles) {
    const message = judge(instance.relatedFiles)
    return message ? { error: { type: "CUSTOM", message } } : true
  }
  // Decap shows a rejected check as "<label> - <reason>." and checks again once it settles.
  return instance.related.then((files) => {
    const message = judge(files)
    if (message) throw message.replace(/\.$/, "")
  })
}

function withModelRules(control: unknown, name: string): unknown {
  const { h, createClass } = decap()
  const takesRef =
    typeof control === "function" && Boolean((control as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent)
  return createClass({
    displayName: `Checked(${name})`,
    componentDidMount(this: CheckedInstance) {
      const rule = CROSS_FILE_RULES[String(this.props.field.get("model_field"))]
      const loadEntry = this.props.loadEntry as LoadEntry | undefined
      if (rule && loadEntry) this.related = loadRelated(rule, loadEntry).then((files) => (this.relatedFiles = files))
    },
    // Decap asks the control it holds whether to update; a control with an answer of its own (the
    // picture widget: "yes, a chosen picture is waiting") must still be the one asked, or the
    // chosen picture never reaches the entry.
    shouldComponentUpdate(this: CheckedInstance, next: ControlInstance["props"]) {
      const inner = this.inner?.shouldComponentUpdate
      if (inner) return inner.call(this.inner, next)
      return (
        this.props.value !== next.value ||
        this.props.classNameWrapper !== next.classNameWrapper ||
        this.props.hasActiveStyle !== next.hasActiveStyle
      )
    },
    isValid(this: CheckedInstance) {
      const own = this.inner?.isValid?.()
      if (refuses(own)) return own
      const modelPath = this.props.field.get("model_field")
      if (typeof modelPath !== "string") return true
      const message = problemInEditor(modelPath, this.props.value)
      return message ? { error: { type: "CUSTOM", message } } : crossFileVerdict(this, modelPath)
    },
    render(this: CheckedInstance) {
      return h(control, { ...this.props, ...(takesRef ? { ref: (instance: ControlInstance | null) => (this.inner = instance) } : {}) })
    },
  })
}

export function registerModelRules(): void {
  const { CMS } = decap()
  for (const name of CHECKED_WIDGETS) {
    const widget = CMS.getWidget(name)
    if (!widget) throw new Error(`Decap has no ${name} widget`)
    const { control, preview, schema, ...options } = widget
    CMS.registerWidget({ ...options, name, controlComponent: withModelRules(control, name), previewComponent: preview, schema })
  }
  const en = CMS.getLocale("en") ?? {}
  const editor = (en.editor ?? {}) as Record<string, Record<string, Record<string, string>>>
  const pane = editor.editorControlPane ?? {}
  // An empty message is not shown; the field is still marked and the entry still cannot be saved.
  CMS.registerLocale("en", {
    ...en,
    editor: { ...editor, editorControlPane: { ...pane, widget: { ...pane.widget, required: "", regexPattern: "" } } },
  })
}
