import business from "../../../data/business.json"
import {
  blogPosting,
  businessId,
  breadcrumbList,
  faqPage,
  itemList,
  localBusiness,
  rateCatalog,
  serializeJsonLd,
  serviceOffering,
  webSite,
} from "../json-ld"
import { crumbsFor } from "../breadcrumbs"

test("the business carries the facts of docs/REQUIREMENTS.md §3 from data/business.json", () => {
  const data = localBusiness(business)
  expect(data).toMatchObject({
    "@type": "LocalBusiness",
    name: business.name,
    telephone: business.phones[0].tel,
    priceRange: "$$$",
    address: { addressRegion: "MA", addressCountry: "US" },
    areaServed: [
      { "@type": "State", name: "Massachusetts" },
      { "@type": "State", name: "New Hampshire" },
    ],
    openingHoursSpecification: { opens: "00:00", closes: "23:59" },
    image: `${business.url}/og-image.jpg`,
    logo: { "@type": "ImageObject", url: `${business.url}/logo.png` },
  })
  expect((data.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7)
  // Both numbers, each for its state.
  expect(data.contactPoint).toEqual(
    business.phones.map((phone) => ({
      "@type": "ContactPoint",
      contactType: "reservations",
      telephone: phone.tel,
      areaServed: phone.label,
    })),
  )
  expect((data.contactPoint as unknown[]).length).toBe(2)
  // The service types of docs/REQUIREMENTS.md §1, as the topics the business knows (schema.org's
  // serviceType belongs to a Service, not to a business).
  expect(data.knowsAbout).toContain("Chauffeur Service")
  expect(data).not.toHaveProperty("serviceType")
  const catalog = data.hasOfferCatalog as {
    name: string
    itemListElement: { itemOffered: { "@type": string; name: string; description: string } }[]
  }
  expect(catalog.name).toBe("Transportation Services")
  expect(catalog.itemListElement.map((o) => o.itemOffered.name)).toEqual([
    "Airport Transfer",
    "Corporate Transportation",
    "Wedding Transportation",
  ])
  expect(catalog.itemListElement.every((o) => o.itemOffered["@type"] === "Service")).toBe(true)
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

test("the business publishes no rating of itself: search engines show no stars for a business's own reviews", () => {
  const data = localBusiness(business)
  expect(data).not.toHaveProperty("aggregateRating")
  expect(data).not.toHaveProperty("review")
})

test("every node that names the business carries its one @id, with its type and name", () => {
  const id = businessId(business)
  const service = serviceOffering(business, { title: "Airport", description: "D", path: "/services/airport", price: "From $120" })
  const post = blogPosting(business, { title: "T", description: "D", path: "/blogs/t", date: "2026-01-02", author: "A" })
  const rates = rateCatalog(business, { path: "/rates", hourly: [], airports: [], startingPrices: [] })
  const site = webSite(business)
  expect(localBusiness(business)["@id"]).toBe(id)
  for (const reference of [service.provider, rates.provider, site.publisher]) {
    expect(reference).toEqual({ "@type": "LocalBusiness", "@id": id, name: business.name, url: `${business.url}/` })
  }
  // A post's publisher as article readers want it: an Organization with its name and logo.
  expect(post.publisher).toEqual({
    "@type": "Organization",
    "@id": id,
    name: business.name,
    url: `${business.url}/`,
    logo: { "@type": "ImageObject", url: `${business.url}/logo.png` },
  })
})

test("the home page's WebSite names the site as the business does", () => {
  expect(webSite(business)).toMatchObject({
    "@type": "WebSite",
    "@id": `${business.url}/#website`,
    name: business.name,
    alternateName: business.shortName,
    url: `${business.url}/`,
  })
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
  expect(service).toMatchObject({
    "@type": "Service",
    url: `${business.url}/services/airport`,
    provider: { "@id": `${business.url}/#business` },
  })
  const post = blogPosting(business, {
    title: "T",
    description: "D",
    path: "/blogs/t",
    date: "2026-01-02",
    author: "Maria Russo, Client Relations",
  })
  expect(post).toMatchObject({ "@type": "BlogPosting", datePublished: "2026-01-02", author: { name: "Maria Russo" } })
})

test("serialised JSON-LD cannot close its script element", () => {
  const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" })
  expect(text).not.toContain("<")
  expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" })
})

test("a listing page lists its items in order with absolute URLs", () => {
  const data = itemList("https://example.com/", "Services", [
    { name: "Airport Transportation", path: "/services/airport" },
    { name: "Wedding Transportation", path: "/services/wedding" },
  ])
  expect(data).toEqual({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Services",
    numberOfItems: 2,
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Airport Transportation", url: "https://example.com/services/airport" },
      { "@type": "ListItem", position: 2, name: "Wedding Transportation", url: "https://example.com/services/wedding" },
    ],
  })
  expect(itemList("https://example.com", "Empty", [])).toMatchObject({ numberOfItems: 0, itemListElement: [] })
})

test("a blog posting carries its tags as keywords, its image and the canonical URL", () => {
  const post = blogPosting(business, {
    title: "T",
    description: "D",
    path: "/blogs/t",
    date: "2026-01-02",
    author: "Daniel Russo, Operations Manager",
    image: "/static/abc/t.jpg",
    tags: ["airport", "logan"],
  })
  expect(post).toMatchObject({
    keywords: "airport, logan",
    image: `${business.url}/static/abc/t.jpg`,
    mainEntityOfPage: `${business.url}/blogs/t`,
    author: { "@type": "Person", name: "Daniel Russo" },
    publisher: { "@type": "Organization", "@id": `${business.url}/#business` },
  })
  expect(blogPosting(business, { title: "T", description: "D", path: "/blogs/t", date: "2026-01-02", author: "A" })).not.toHaveProperty(
    "keywords",
  )
})

test("a service page's FAQs become a FAQPage with one Question per item, in order", () => {
  const data = faqPage([
    { question: "Do you track flights?", answer: "Yes." },
    { question: "Child seats?", answer: "On request." },
  ]) as { mainEntity: { name: string }[] }
  expect(data.mainEntity.map((q) => q.name)).toEqual(["Do you track flights?", "Child seats?"])
})

test("the business-solutions copy of a service keeps its own visible trail; its structured trail uses the canonical path", () => {
  expect(crumbsFor("/business-solutions/corporate-travel", "Corporate Travel")).toEqual([
    { name: "Home", path: "/" },
    { name: "Business Solutions", path: "/business-solutions" },
    { name: "Corporate Travel", path: "/business-solutions/corporate-travel" },
  ])
  const canonical = breadcrumbList(business.url, crumbsFor("/services/corporate-travel", "Corporate Travel")) as {
    itemListElement: { item: string }[]
  }
  expect(canonical.itemListElement.map((c) => c.item)).toEqual([
    `${business.url}/`,
    `${business.url}/services`,
    `${business.url}/services/corporate-travel`,
  ])
})

test("every section of nested pages has a named crumb; towns and posts included", () => {
  expect(crumbsFor("/service-areas/andover-ma", "Andover, MA").map((c) => c.name)).toEqual(["Home", "Service Areas", "Andover, MA"])
  expect(crumbsFor("/blogs/logan-airport-pickup-guide", "Logan").map((c) => c.path)).toEqual([
    "/",
    "/blogs",
    "/blogs/logan-airport-pickup-guide",
  ])
  expect(crumbsFor("/services/", "Services")).toEqual([
    { name: "Home", path: "/" },
    { name: "Services", path: "/services/" },
  ])
})

test("the rate catalogue states each vehicle's hourly rate and minimum, each airport's range of flat rates and each starting price", () => {
  const data = rateCatalog(business, {
    path: "/rates",
    hourly: [{ vehicleName: "Luxury SUV", rate: 115, minimumHours: 2 }],
    airports: [{ name: "Boston Logan International Airport", amounts: [135, 120, 450] }],
    startingPrices: [
      { label: "Wedding transfers", path: "/services/wedding", from: 150, perHour: false },
      { label: "Private charters", path: "/services/private-charter", from: 135, perHour: true },
    ],
  })
  expect(data).toMatchObject({ "@type": "OfferCatalog", url: "https://www.merrimackpremierlimo.com/rates" })
  const [hourly, airport, wedding, charter] = data.itemListElement as Record<string, unknown>[]
  expect(hourly).toMatchObject({
    "@type": "Offer",
    price: 115,
    priceCurrency: "USD",
    priceSpecification: { unitCode: "HUR", price: 115, eligibleQuantity: { minValue: 2, unitCode: "HUR" } },
  })
  expect(airport).toMatchObject({ "@type": "AggregateOffer", lowPrice: 120, highPrice: 450, offerCount: 3, priceCurrency: "USD" })
  expect(wedding).toMatchObject({
    name: "Wedding transfers",
    url: "https://www.merrimackpremierlimo.com/services/wedding",
    priceSpecification: { "@type": "PriceSpecification", minPrice: 150, priceCurrency: "USD" },
  })
  expect(charter).toMatchObject({ priceSpecification: { "@type": "UnitPriceSpecification", minPrice: 135, unitCode: "HUR" } })
})
