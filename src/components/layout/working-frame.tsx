/**
 * A page that learns its reader is staff only once it has read its link (dispatch's /booking page) becomes
 * a working page then: while this is drawn, the visitor's parts of the layout are hidden, the Book Now bar
 * and floating badges (`data-visitor` in layout.tsx) and the footer (its island), as the layout leaves them
 * out of the working pages it knows by path (src/lib/working-pages.ts). It rides in code only dispatch's
 * pages load, so no visitor's page carries it.
 */
import { Global } from "@emotion/react"

// `html` first: Global styles come before the components' own in the document, so they need the stronger selector.
const HIDDEN = { 'html [data-visitor], html [data-island="footer"]': { display: "none" } } as const

export const WorkingFrame = () => <Global styles={HIDDEN} />
