/**
 * Behaviour constants of the site (docs/REQUIREMENTS.md §4 and §9). Each is named once, here;
 * components, functions and tests import them.
 */

/** Every rating on the site is out of this many stars: the business's average, each review, each vehicle. */
export const RATING_SCALE = 5

/** Services shown in the home page carousel (marked `featured` in content). */
export const FEATURED_SERVICE_COUNT = 8

/** Town links in the footer (docs/REQUIREMENTS.md §2, footer: five town links). */
export const FOOTER_AREA_COUNT = 5

/** The business's clock: "today" and "before now" are judged in this zone on client and server. */
export const BUSINESS_TIME_ZONE = "America/New_York"

/** Booking form (docs/REQUIREMENTS.md §5 and §9). */
export const PASSENGERS_MIN = 1
/**
 * The passengers list of the booking form offers 1 to 8, as the requirements say
 * (docs/REQUIREMENTS.md §5). It is not a vehicle's capacity: those are the `passengers` of
 * data/fleet.json, and the largest vehicle seats more (the Stretch Limousine, 10). A larger party
 * is told on the form how to book (that vehicle with the party size in special requests, two
 * vehicles, or a call): src/components/booking/large-party-hint.tsx.
 */
export const PASSENGERS_MAX = 8
export const PHONE_MIN_LENGTH = 10
export const TIME_SLOT_MINUTES = 30
/**
 * A ride (and its return) is booked at most this many days after today in Boston: the booking form's calendar
 * stops there and the request's and a change's check refuse a later day. Dispatch's check of a roster entry's
 * rides ahead reads the days from today to this one (docs/DISPATCH.md, "The roster").
 */
export const BOOKING_DAYS_AHEAD = 365
/** Hourly service: bookable hours. */
export const HOURS_MIN = 2
export const HOURS_MAX = 12
export const LUGGAGE_MAX = 20
/** Stops a booking may add between pickup and dropoff. */
export const STOPS_MAX = 3

/** How long "Booking Confirmed!" stays before the modal closes and the form resets (docs/REQUIREMENTS.md §4). */
export const CONFIRMATION_VISIBLE_MS = 3000

/** A form sent sooner than this after it opened is treated as a bot (answered, not delivered). */
export const MIN_FILL_MS = 2500

/** Toasts (docs/REQUIREMENTS.md §9, notices). */
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
export const TOAST_REMOVE_DELAY_MS = 1_000_000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_HOTKEY = "F8"

/** Carousels (docs/REQUIREMENTS.md §4 and §9): cards per page and auto-advance intervals while hovered. */
export const CAROUSEL_PAGE_SIZE = 3
export const SERVICES_CAROUSEL_INTERVAL_MS = 4000
export const FLEET_CAROUSEL_INTERVAL_MS = 5000

/** The navigation bar gains its border past this scroll offset (docs/REQUIREMENTS.md §4). */
export const NAV_SCROLL_THRESHOLD_PX = 50

/** Area cards show this many cities, then "+N more" (docs/REQUIREMENTS.md §9). */
export const AREA_CARD_CITY_COUNT = 4

/** Calendar (docs/REQUIREMENTS.md §9). */
export const CALENDAR_WEEK_STARTS_ON = 0 // Sunday
export const CALENDAR_SHOW_OUTSIDE_DAYS = true

/** Tooltips (docs/REQUIREMENTS.md §9). */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300
