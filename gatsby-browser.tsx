// Browser entry: self-hosted fonts, and the same root provider and page layout as server rendering.
import "@fontsource-variable/inter/wght.css"
import "@fontsource/cormorant-garamond/600.css"

export { wrapRootElement, wrapPageElement } from "./src/components/root/wrappers"
