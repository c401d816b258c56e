import { breakpoints } from "./tokens"
import { ISLAND_LIVE } from "../lib/island-marks"

/**
 * How tall a part of a page is once laid out, in CSS pixels: on a phone (390 px wide, used below the
 * `md` breakpoint) and on a desktop (1440 px wide, from `md` up). tests/browser/below-fold.test.ts
 * holds each figure to the part's real height at those widths.
 */
export interface RestingHeight {
  readonly phone: number
  readonly desktop: number
}

/**
 * The parts of pages below the first screen, by a selector that names them in the server's HTML
 * (most are islands, whose wrapper keeps its `data-island` name from the server HTML to the live
 * markup), with their heights once laid out. A part that has margins of its own that join the gap
 * around it is named by its band inside the island, so those margins stay outside it.
 */
export const BELOW_FOLD_PARTS: Readonly<Record<string, RestingHeight>> = {
  // The home page (src/pages/index.tsx).
  '[data-island="home-highlights"]': { phone: 1423, desktop: 771 },
  '[data-island="home-about"]': { phone: 1329, desktop: 923 },
  '[data-island="home-services"]': { phone: 803, desktop: 939 },
  '[data-island="home-fleet"]': { phone: 708, desktop: 837 },
  '[data-island="home-testimonials"]': { phone: 2781, desktop: 1403 },
  '[data-island="home-cta"]': { phone: 570, desktop: 505 },
  '[data-island="home-areas"]': { phone: 1921, desktop: 960 },
  '[data-island="home-faq"]': { phone: 1013, desktop: 809 },
  // A service's page (src/templates/service.tsx), as /services/airport; the others differ by a few lines.
  '[data-island="service-vehicles"]': { phone: 1302, desktop: 865 },
  '[data-island="service-questions"]': { phone: 703, desktop: 673 },
  '[data-island="service-towns"]': { phone: 458, desktop: 349 },
  '[data-island="service-related"]': { phone: 1654, desktop: 736 },
  '[data-island="service-cta"] > section': { phone: 402, desktop: 270 },
  // /fleet's vehicle cards, each, and the closing band of the pages that show it outside an island (as /fleet).
  '[data-island="vehicle-cards"] > ul > li': { phone: 890, desktop: 901 },
  'main > section[aria-labelledby="book"]': { phone: 394, desktop: 218 },
  // The footer of every page.
  '[data-island="footer"] > footer': { phone: 1629, desktop: 731 },
}

/**
 * The styles of the parts below the first screen: the browser skips their style, layout and paint
 * (`content-visibility: auto`) until they near the window, and each holds its place at its usual
 * height meanwhile, so the scrollbar and links to anchors further down stay right. Once drawn, a
 * part keeps its real height (`auto`) when it is skipped again. Its text stays in the document:
 * find-in-page and links to anchors inside it reach it and draw it.
 *
 * Plain CSS written into <head> by gatsby-ssr, like the font faces: none of it is in the pages'
 * JavaScript. A part becomes its own formatting context (margins inside it no longer join those
 * around it), which the parts above allow, and clips what its content draws beyond it: its clip edge
 * is moved out far enough (`overflow-clip-margin`) for the lifted shadow of a card at its edge, as the
 * closing band's.
 */
/** How far the site's deepest shadow (`shadows.lifted`, 18 px down with a 48 px blur) reaches beyond its card. */
const SHADOW_REACH = "4.5rem"

/**
 * A part inside an island is skipped only while the island is the server's HTML. Its live markup is a new element,
 * which the browser would skip for its first frame, as it does any part it has not drawn yet (WebKit and Firefox
 * measured 2026-11-29: the question under the pointer was not there to be hit for that frame, and a click then went
 * to the island's wrapper). An island goes live as it nears the window or is reached for, so it is drawn by then.
 */
const skippedUntilLive = (selector: string) => selector.replace(/\[data-island="[^"]+"\]/, `$&:not([${ISLAND_LIVE}])`)

export const BELOW_FOLD_CSS = [
  ...Object.entries(BELOW_FOLD_PARTS).map(
    ([selector, { phone }]) =>
      `${skippedUntilLive(selector)}{content-visibility:auto;contain-intrinsic-block-size:auto ${phone}px;overflow-clip-margin:${SHADOW_REACH}}`,
  ),
  `@media (min-width:${breakpoints.md}px){${Object.entries(BELOW_FOLD_PARTS)
    .map(([selector, { desktop }]) => `${skippedUntilLive(selector)}{contain-intrinsic-block-size:auto ${desktop}px}`)
    .join("")}}`,
].join("")
