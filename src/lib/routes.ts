/** Every URL the site links to is built here, so a route changes in one place. */
export const routes = {
  home: "/",
  about: "/about",
  services: "/services",
  businessSolutions: "/business-solutions",
  serviceAreas: "/service-areas",
  reviews: "/reviews",
  faqs: "/faqs",
  blogs: "/blogs",
  fleet: "/fleet",
  rates: "/rates",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  service: (slug: string) => `/services/${slug}`,
  businessSolution: (slug: string) => `/business-solutions/${slug}`,
  town: (slug: string) => `/service-areas/${slug}`,
  blogPost: (slug: string) => `/blogs/${slug}`,
  page: (slug: string) => `/${slug}`,
} as const

/** Joins the site's origin and a path into the absolute URL used for canonicals and sitemaps. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, "")
  // One URL per page: "/fleet/" (as some hosts serve it) and "/fleet" are the same canonical page.
  const clean = path.replace(/\/+$/, "") || "/"
  return clean === "/" ? `${origin}/` : `${origin}${clean.startsWith("/") ? clean : `/${clean}`}`
}
