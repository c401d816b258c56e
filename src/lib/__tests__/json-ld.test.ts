import business from "../../../data/business.json"
import { blogPosting, breadcrumbList, faqPage, localBusiness, serializeJsonLd, serviceOffering } from "../json-ld"
import { crumbsFor } from "../breadcrumbs"

test("the business carries the facts of spec §3 from data/business.json", () => {
  const data = localBusiness(business)
  expect(data).toMatchObject({
    "@type": "LimousineService",
    name: business.name,
    telephone: business.phones[0].tel,
    priceRange: "$$$",
    address: { addressRegion: "MA", addressCountry: "US" },
    areaServed: [
      { "@type": "State", name: "Massachusetts" },
      { "@type": "State", name: "New Hampshire" },
    ],
    openingHoursSpecification: { opens: "00:00", closes: "23:59" },
    aggregateRating: { ratingValue: 5, ratingCount: 150 },
    image: `${business.url}/og-image.jpg`,
  })
  expect((data.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7)
  const catalog = data.hasOfferCatalog as { name: string; itemListElement: { itemOffered: { name: string; description: string } }[] }
  expect(catalog.name).toBe("Transportation Services")
  expect(catalog.itemListElement.map((o) => o.itemOffered.name)).toEqual(["Airport Transfer", "Corporate Transportation", "Wedding Transportation"])
  expect(catalog.itemListElement[0].itemOffered.description).toBe(
    "Professional airport transportation with flight tracking and meet and greet service",
  )
  const geo = data.geo as { latitude: number; longitude: number }
  expect(geo.latitude).toBeGreaterThan(42)
  expect(geo.latitude).toBeLessThan(43)
  expect(geo.longitude).toBeGreaterThan(-72)
  expect(geo.longitude).toBeLessThan(-70.5)
  expect(data).toMatchSnapshot()
})

test("breadcrumbs list home, the section and the page with absolute URLs", () => {
  const crumbs = crumbsFor("/services/airport", "Airport Transportation")
  expect(crumbs.map((c) => c.name)).toEqual(["Home", "Services", "Airport Transportation"])
  expect(breadcrumbList("https://example.com", crumbs)).toEqual({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: "https://example.com/" },
      { "@type": "ListItem", position: 2, name: "Services", item: "https://example.com/services" },
      { "@type": "ListItem", position: 3, name: "Airport Transportation", item: "https://example.com/services/airport" },
    ],
  })
})

test("top-level pages have no section crumb", () => {
  expect(crumbsFor("/fleet", "Our Fleet").map((c) => c.name)).toEqual(["Home", "Our Fleet"])
  expect(crumbsFor("/", "Home")).toEqual([{ name: "Home", path: "/" }])
})

test("FAQ page, service and blog posting have the expected types and links to the business", () => {
  expect(faqPage([{ question: "Q?", answer: "A." }])).toMatchObject({
    "@type": "FAQPage",
    mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
  })
  const service = serviceOffering(business, { title: "Airport", description: "D", path: "/services/airport", price: "From $120" })
  expect(service).toMatchObject({ "@type": "Service", url: `${business.url}/services/airport`, provider: { "@id": `${business.url}/#business` } })
  const post = blogPosting(business, { title: "T", description: "D", path: "/blogs/t", date: "2026-01-02", author: "Maria Russo, Client Relations" })
  expect(post).toMatchObject({ "@type": "BlogPosting", datePublished: "2026-01-02", author: { name: "Maria Russo" } })
})

test("serialised JSON-LD cannot close its script element", () => {
  const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" })
  expect(text).not.toContain("<")
  expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" })
})
