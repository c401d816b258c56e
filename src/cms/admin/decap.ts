/**
 * What the editor's page uses of Decap's standalone bundle: the `CMS` registry and the bundle's
 * own React (`h` is its createElement, `createClass` its class factory). The admin code never
 * imports React itself, so the bundle's React is the only one on the page.
 */

/** An Immutable.js value as Decap hands it to widgets and previews. */
export interface ImmutableValue {
  toJS(): unknown
  get(key: string | number): unknown
  getIn(path: readonly (string | number)[]): unknown
}

export type Child = unknown
export type Component = unknown
export type H = (type: string | Component, props?: Record<string, unknown> | null, ...children: Child[]) => Child

export interface ControlInstance {
  /** `entry`: the entry being edited, as typed; `loadEntry`: another entry, through the backend. */
  props: Record<string, unknown> & { field: ImmutableValue; value: unknown; entry?: ImmutableValue; loadEntry?: unknown }
  isValid?: () => unknown
  shouldComponentUpdate?: (next: ControlInstance["props"]) => boolean
}

export interface WidgetDefinition {
  control: Component
  preview?: Component
  schema?: unknown
  [option: string]: unknown
}

export interface Formatter {
  fromFile(content: string): unknown
  toFile(data: unknown, sortedKeys?: string[]): string
}

export interface PreviewProps {
  entry: ImmutableValue
  fields?: { find(test: (field: ImmutableValue) => boolean): ImmutableValue | undefined }
  widgetFor(name: string): Child
  getAsset(path: string, field?: ImmutableValue): { toString(): string } | undefined
}

export interface DecapRegistry {
  registerPreviewStyle(url: string): void
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => Child): void
  getWidget(name: string): WidgetDefinition | undefined
  registerWidget(widget: {
    name: string
    controlComponent: Component
    previewComponent?: Component
    schema?: unknown
    [option: string]: unknown
  }): void
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void
  getLocale(locale: string): Record<string, unknown> | undefined
  registerLocale(locale: string, phrases: Record<string, unknown>): void
}

/** create-react-class: methods are bound to the instance, so Decap may call `isValid` detached. */
export type CreateClass = (spec: Record<string, unknown> & { render(this: ControlInstance): Child }) => Component

declare global {
  /** Set by Decap's bundle, on the editor's page only (/admin); no page of the site has them. */
  interface Window {
    CMS?: DecapRegistry
    h?: H
    createClass?: CreateClass
  }
}

/** The bundle's globals; the admin page loads the bundle before this code, so a missing one is a broken page. */
export function decap(): { CMS: DecapRegistry; h: H; createClass: CreateClass } {
  const { CMS, h, createClass } = window
  if (!CMS || !h || !createClass) throw new Error("Decap CMS is not loaded: the admin page must load its bundle first")
  return { CMS, h, createClass }
}
