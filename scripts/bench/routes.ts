/** The pages every benchmark measures (QUALITY.md): home, a service, a town, the fleet, a blog post, contact. */
export const BENCH_ROUTES = ["/", "/services/airport", "/service-areas/andover-ma", "/fleet", "/blogs/logan-airport-pickup-guide", "/contact"] as const
