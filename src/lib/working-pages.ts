/**
 * The working pages: staff's own pages (dispatch's day view, a chauffeur's ride and their day), framed by the
 * site's header alone, without the visitor's Book Now bar, floating badges, footer and newsletter.
 */
/** Dispatch's day view. Here, in the module every page's layout reads, rather than with the day view's rules, which would come along. */
export const DISPATCH_PAGE_PATH = "/dispatch"
/**
 * A chauffeur's ride (src/booking-loop/ride-sheet.ts re-exports it). Here for the same reason: ride-sheet.ts's
 * messages read the business's facts, which every page's layout would otherwise carry.
 */
export const RIDE_PAGE_PATH = "/ride"

/** A chauffeur's day, opened from any of their ride links (src/booking-loop/chauffeur-day.ts). */
export const CHAUFFEUR_PAGE_PATH = "/chauffeur"

export const WORKING_PAGE_PATHS: readonly string[] = [DISPATCH_PAGE_PATH, RIDE_PAGE_PATH, CHAUFFEUR_PAGE_PATH]

/** Whether `path` (with or without a trailing slash) is a working page. */
export const isWorkingPage = (path: string): boolean => WORKING_PAGE_PATHS.includes(path.replace(/\/+$/, "") || "/")
