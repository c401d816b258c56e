import "@emotion/react"
import type { SiteTheme } from "./theme"

declare module "@emotion/react" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Emotion's Theme is declared empty to be merged with the site's own
  export interface Theme extends SiteTheme {}
}
