/**
 * The attributes an island's wrapper carries as it goes from the server's HTML to its live markup
 * (src/components/island/island.tsx sets them): the click hold (src/lib/click-hold-script.ts) holds
 * clicks in an island with none of them, and the parts below the first screen are skipped by the
 * browser's rendering only while their island is not live (src/theme/below-fold.ts).
 */
/** The live markup is in place: its own handlers hear a click. */
export const ISLAND_LIVE = "data-island-live"
/** Everything the visitor did meanwhile has been carried over to the live markup. */
export const ISLAND_READY = "data-island-ready"
/** Its code could not be loaded: it stays the server's HTML, and clicks go to that. */
export const ISLAND_FAILED = "data-island-failed"
