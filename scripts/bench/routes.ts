/** One page of each kind (QUALITY.md): home, a service, a business solution, a town, the fleet, a blog post, contact, the rates. */
export const BENCH_ROUTES = [
  "/",
  "/services/airport",
  "/business-solutions/corporate-accounts",
  "/service-areas/andover-ma",
  "/fleet",
  "/blogs/logan-airport-pickup-guide",
  "/contact",
  "/rates",
] as const

/** QUALITY.md: the JavaScript a page loads before any interaction, in KB gzip, on every kind of page. */
export const FIRST_LOAD_JS_BUDGET_KB = 100
