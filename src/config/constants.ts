/**
 * Behaviour constants of the site (spec §4 and §9). Each is named once, here; components,
 * functions and tests import them.
 */

/** Services shown in the home page carousel (marked `featured` in content). */
export const FEATURED_SERVICE_COUNT = 8

/** Town links in the footer (spec §2: five area links). */
export const FOOTER_AREA_COUNT = 5
