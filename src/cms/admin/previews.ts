/**
 * The preview pane: an entry drawn as the site draws its page (the dark header with the picture,
 * the heading and lead, then the body and the side facts), in the preview stylesheet made from the
 * theme (preview-css.ts). Plain elements through the bundle's React; the site's components stay
 * out of the editor.
 */
import { decap, type Child, type ImmutableValue, type PreviewProps } from "./decap"

const text = (entry: ImmutableValue, name: string): string => {
  const value = entry.getIn(["data", name])
  return typeof value === "string" || typeof value === "number" ? String(value) : ""
}

const list = (entry: ImmutableValue, name: string): string[] => {
  const value = entry.getIn(["data", name])
  const items = typeof value === "object" && value !== null && "toJS" in value ? (value as ImmutableValue).toJS() : value
  return Array.isArray(items) ? items.filter((item): item is string => typeof item === "string" && item.trim() !== "") : []
}

function pictureUrl(props: PreviewProps): string | undefined {
  const path = text(props.entry, "image")
  if (!path) return undefined
  const field = props.fields?.find((f) => f.get("name") === "image")
  return props.getAsset(path, field)?.toString()
}

function pageHeader(props: PreviewProps, eyebrow: string, after?: Child): Child {
  const { h } = decap()
  const url = pictureUrl(props)
  return h(
    "header",
    { className: "page-header" },
    url && h("div", { className: "backdrop", "aria-hidden": "true" }, h("img", { src: url, alt: "" })),
    h(
      "div",
      { className: "container" },
      h("p", { className: "eyebrow" }, eyebrow),
      h("h1", null, text(props.entry, "title")),
      h("p", { className: "lead" }, text(props.entry, "description")),
      after,
    ),
  )
}

const body = (props: PreviewProps) => decap().h("div", { className: "prose" }, props.widgetFor("body"))

const page = (header: Child, ...sections: Child[]) => {
  const { h } = decap()
  return h("div", null, header, h("main", { className: "section" }, h("div", { className: "container" }, ...sections)))
}

const checklist = (items: string[]) =>
  decap().h("ul", { className: "checklist" }, ...items.map((item) => decap().h("li", { key: item }, item)))
const chips = (items: string[]) => decap().h("ul", { className: "chips" }, ...items.map((item) => decap().h("li", { key: item }, item)))

export function ServicePreview(props: PreviewProps): Child {
  const { h } = decap()
  const { entry } = props
  return page(
    pageHeader(props, "Service"),
    h(
      "div",
      { className: "split" },
      h(
        "div",
        null,
        h("h2", null, "What's included"),
        checklist(list(entry, "features")),
        h("p", { className: "audience" }, h("span", { className: "label" }, "Who it's for"), text(entry, "audience")),
        body(props),
      ),
      h(
        "aside",
        { className: "panel" },
        h("p", { className: "price" }, text(entry, "price")),
        h("p", { className: "muted" }, "Final fare confirmed with your booking."),
      ),
    ),
  )
}

export function TownPreview(props: PreviewProps): Child {
  const { h } = decap()
  const { entry } = props
  const airport = (name: string, miles: string, minutes: string) =>
    h("li", null, h("h3", null, name), h("p", { className: "figure" }, `${miles} mi · ${minutes} min`))
  return page(
    pageHeader(props, `${text(entry, "name")}, ${text(entry, "state")} · ${text(entry, "county")}`),
    h(
      "ul",
      { className: "facts" },
      airport("Boston Logan", text(entry, "loganMiles"), text(entry, "loganMinutes")),
      airport("Manchester-Boston Regional", text(entry, "manchesterMiles"), text(entry, "manchesterMinutes")),
    ),
    h("div", { className: "section" }, body(props), h("h2", null, "Local landmarks"), chips(list(entry, "landmarks"))),
  )
}

export function PostPreview(props: PreviewProps): Child {
  const { h } = decap()
  const { entry } = props
  return page(
    pageHeader(props, "Blog", h("p", { className: "byline" }, `${text(entry, "author")} · ${text(entry, "date")}`)),
    body(props),
    chips(list(entry, "tags")),
  )
}

/** Pages with a heading, a lead and a body: business solutions and the about, privacy and terms pages. */
export function ProsePreview(props: PreviewProps): Child {
  const features = list(props.entry, "features")
  return page(pageHeader(props, ""), features.length > 0 ? checklist(features) : null, body(props))
}
