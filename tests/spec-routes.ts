/** The routes spec §2 requires, plus the privacy and terms pages. Blog posts are added from content. */
export const SERVICE_SLUGS = [
  "airport",
  "corporate",
  "wedding",
  "events",
  "special-occasions",
  "medical",
  "school",
  "personal-driver",
  "corporate-travel",
  "private-charter",
  "seaport-transfer",
  "night-out-limo",
]

export const BUSINESS_SLUGS = ["corporate-accounts", "corporate-roadshows", "meetings-events", "travel-agency-partnerships", "corporate-travel"]

export const TOWN_SLUGS = ["windham-nh", "wilmington-ma", "salem-nh", "pelham-nh", "methuen-ma", "londonderry-nh", "dracut-ma", "andover-ma"]

export const TOP_LEVEL_ROUTES = [
  "/",
  "/about",
  "/services",
  "/business-solutions",
  "/service-areas",
  "/reviews",
  "/faqs",
  "/blogs",
  "/fleet",
  "/rates",
  "/contact",
  "/privacy",
  "/terms",
]

export const SPEC_ROUTES = [
  ...TOP_LEVEL_ROUTES,
  ...SERVICE_SLUGS.map((s) => `/services/${s}`),
  ...BUSINESS_SLUGS.map((s) => `/business-solutions/${s}`),
  ...TOWN_SLUGS.map((s) => `/service-areas/${s}`),
]
