import { css } from "@emotion/react"
import { isIconName, type IconName } from "./icon-names"

/**
 * Icons on the pages themselves are drawn by the stylesheet from small SVG files (static/icons,
 * made by `npm run icons` from the icon set and checked against it by a unit test), so the pages
 * carry no icon code in their JavaScript: the icon set stays in the booking form and the
 * sections that load on their own (islands). The drawing takes the text colour, as the icon set's did;
 * stylesheets reach it as `[data-icon]`.
 */
export const PAGE_ICON_PATH = "/icons"

/** Icons pages use by name in their own markup, drawn with the icon set's regular stroke. */
export const PAGE_ICONS = [
  "phone",
  "mail",
  "clock",
  "map-pin",
  "external-link",
  "shield-check",
  "award",
  "users",
  "briefcase",
  "sparkles",
  "plane",
  "calendar-clock",
  "rotate-ccw",
] as const
export type PageIconName = (typeof PAGE_ICONS)[number]

/** Content icons (`icon` fields, src/components/ui/icon-names.ts) are drawn with a finer stroke. */
export const CONTENT_ICON_SUFFIX = "-fine"

export const pageIconFile = (name: PageIconName) => `${name}.svg`
export const contentIconFile = (name: IconName) => `${name}${CONTENT_ICON_SUFFIX}.svg`

const drawn = css`
  display: inline-block;
  flex: none;
  vertical-align: middle;
  background-color: currentColor;
  mask-position: center;
  mask-repeat: no-repeat;
  mask-size: contain;
  -webkit-mask-position: center;
  -webkit-mask-repeat: no-repeat;
  -webkit-mask-size: contain;
`

function Drawn({ file, size }: { file: string; size: number }) {
  const image = `url(${PAGE_ICON_PATH}/${file})`
  return (
    <span aria-hidden="true" data-icon="" css={drawn} style={{ width: size, height: size, maskImage: image, WebkitMaskImage: image }} />
  )
}

/** A decorative icon in a page's markup; hidden from assistive technology (the text beside it speaks). */
export const PageIcon = ({ name, size }: { name: PageIconName; size: number }) => <Drawn file={pageIconFile(name)} size={size} />

/** A decorative icon named in content (a service's, a town group's); a star for a name the content check would refuse. */
export const ContentIcon = ({ name, size = 22 }: { name: string; size?: number }) => (
  <Drawn file={contentIconFile(isIconName(name) ? name : "star")} size={size} />
)
